/**
 * What form a page offers, read from the CMS by the page's uri when a lead arrives
 * (never taken from the browser): its kind, its marketing-forms id, the message the
 * visitor sees on success and the file it unlocks (issue 15). A server-side query, so it
 * is not one of the proxies' operations (cms/operations.ts); a test validates it against
 * the contract all the same.
 */
import { site } from "../../../config/site"
import type { ResourceLeadForm } from "./lead-types"

export const resourceFormEntryQuery = /* GraphQL */ `
query resourceFormEntry($uri: [String]) {
  entry(uri: $uri) {
    id
    title
    typeHandle
    ... on webinars_webinars_Entry { formId }
    ... on webinars_register_Entry { formId }
    ... on webinars_webinarSpecial_Entry { formId formSuccessMessage }
    ... on ebooks_eBook_Entry { formId download { url } }
    ... on ebooks_newEBook_Entry { formId download { url } }
    ... on ebooks_download_Entry { formId download { url } }
    ... on blog_caseStudy_Entry { formId caseStudyPdf { url } }
    ... on blog_blog_Entry { blogBuilder(type: ["subscribeForm"]) { ... on blogBuilder_subscribeForm_BlockType { formId } } }
  }
}
`

export interface EntryFormData {
  entry?: {
    id?: string | null
    title?: string | null
    typeHandle?: string | null
    formId?: string | null
    formSuccessMessage?: string | null
    download?: Array<{ url?: string | null } | null> | null
    caseStudyPdf?: Array<{ url?: string | null } | null> | null
    blogBuilder?: Array<{ formId?: string | null } | null> | null
  } | null
}

/** A form an entry offers, as the lead is kept and as the visitor is answered. */
export interface EntryForm {
  form: ResourceLeadForm
  formId: string
  /** Shown in place of the form once the lead is kept. */
  successMessage: string
  /** The file the form unlocks, given only in the answer (never in the page). */
  download: string | null
}

const firstUrl = (assets: Array<{ url?: string | null } | null> | null | undefined): string | null => assets?.find((asset) => asset?.url)?.url ?? null

/** The form id, or the site's main form when the editor left it empty. */
const formIdOf = (value: string | null | undefined): string => (value?.trim() ? value.trim() : site.marketo.formId)

/** The form the entry offers, or null when it offers none (a page that has no such form: 400). */
export function entryForm(data: EntryFormData): EntryForm | null {
  const entry = data.entry
  if (!entry?.typeHandle) return null
  const title = entry.title?.trim() || "this resource"
  switch (entry.typeHandle) {
    case "webinars":
      return {
        form: "webinar",
        formId: formIdOf(entry.formId),
        successMessage: `Thanks! The recording of ${title} is ready below, and we've emailed you the link.`,
        download: null,
      }
    case "register":
      return {
        form: "webinar",
        formId: formIdOf(entry.formId),
        successMessage: `You're registered for ${title}. Your joining link is on its way to your inbox.`,
        download: null,
      }
    case "webinarSpecial":
      return {
        form: "webinar",
        formId: formIdOf(entry.formId),
        successMessage: entry.formSuccessMessage?.trim() || `You're registered for ${title}. Your joining link is on its way to your inbox.`,
        download: null,
      }
    case "eBook":
    case "newEBook":
    case "download":
      return {
        form: "ebook",
        formId: formIdOf(entry.formId),
        successMessage: `Thanks! ${title} is ready to download. We've emailed you a copy too.`,
        download: firstUrl(entry.download),
      }
    case "caseStudy":
      return {
        form: "caseStudy",
        formId: formIdOf(entry.formId),
        successMessage: `Thanks! The PDF of ${title} is ready to download.`,
        download: firstUrl(entry.caseStudyPdf),
      }
    case "blog": {
      const block = entry.blogBuilder?.find((b) => b)
      return block
        ? {
            form: "newsletter",
            formId: formIdOf(block.formId),
            successMessage: "You're subscribed. Look out for our next letter in your inbox.",
            download: null,
          }
        : null
    }
    default:
      return null
  }
}
