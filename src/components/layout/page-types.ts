import type { PageProps } from "gatsby"
import type { AttributionDefaults, NavigationKind } from "../../lib/pages/page-plan"
import type { SeoFields } from "./Seo"
import type { CmsBlockData } from "../../blocks/types"

/** The context gatsby-node gives every CMS page (src/lib/pages/page-plan.ts). */
export interface CmsPageContext {
  id: string
  navigation: NavigationKind
  listingSection: string | null
  listingTypes: string[]
  attributionDefaults: AttributionDefaults
}

export interface PageBuilderEntry extends SeoFields {
  typeHandle: string
  eyebrow: string | null
  pageBuilder: CmsBlockData[] | null
}

export type CmsPageProps<Data> = PageProps<Data, CmsPageContext>
