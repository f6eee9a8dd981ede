import type { PageProps } from "gatsby"
import type { PlannedPage } from "../../lib/pages/page-plan"
import type { CategoryRail } from "../../lib/pages/category-rails"
import type { Experiment } from "../../lib/experiments/model"

/** The context gatsby-node gives every CMS page: the plan's (src/lib/pages/page-plan.ts) and where its head's tags are (lib/seo/head-store.ts). */
export type CmsPageContext = PlannedPage["context"] & {
  /** The digest of the page's head tags (lib/seo/page-head.ts), which its query reads as `pageHead(digest: $headDigest)`. */
  headDigest: string
  /** The blog's front page: a rail per category, read from the element-api at build time (lib/pages/category-rails.ts). */
  categoryRails?: CategoryRail[]
  /** The site's running experiments (googleOptimize), on every page while there are any (lib/experiments/model.ts). */
  experiments?: Experiment[]
  /** Those of them that run on this page (its path against their pageUri), for the components they change. */
  pageExperiments?: Experiment[]
}

export type CmsPageProps<Data> = PageProps<Data, CmsPageContext>

/** A template's entry: gatsby-node only creates a page for an entry that exists, so a missing one is a build error. */
export function pageEntry<Entry>(entry: Entry | null | undefined, template: string): Entry {
  if (!entry) throw new Error(`${template}: the page's CMS entry is missing from the data layer`)
  return entry
}
