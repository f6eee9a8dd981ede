import { createCmsClient, type CmsClientOptions } from "../../../../plugins/gatsby-source-cms/client"
import { pageFormEntryQuery, type PageFormData } from "./page-form"

/** Reads a page's form blocks from the CMS a Function is pointed at; null when it cannot answer (the client logs why) or is not configured. */
export function cmsPageFormLookup(options: CmsClientOptions | null): (uri: string) => Promise<PageFormData | null> {
  return async (uri) => {
    if (!options) return null
    const data = await createCmsClient(options).request<PageFormData>(pageFormEntryQuery, { uri: [uri] })
    return Object.keys(data).length > 0 ? data : null
  }
}
