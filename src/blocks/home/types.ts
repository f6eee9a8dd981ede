/**
 * The homepage's inputs and the shapes of its static data (SPEC 2.9, 3.14).
 *
 * The homepage's sections are code-owned static data (SPEC 3.14), not CMS blocks: each
 * section's copy lives in its folder's `<Section>.content.ts` and its pictures in the CMS's `site` volume
 * (cms/content/assets/site/home-<section>-<name>), transformed by the CMS like every picture.
 * What editors do change reaches the sections through HomeInputs: the page entry (SEO and
 * the badge eyebrow), the global settings (the G2 rating, the sign-up URL), the blog
 * entries (the latest posts among the resource cards) and the pages the bento cards link to.
 */
import type { PictureData } from "../../components/ui/Picture"
import type { CmsImageData } from "../../components/ui/CmsImage"
import type { PostSource } from "../../lib/home/resource-cards"
import type { HomeGlobals } from "../../lib/home/types"
import type { Experiment } from "../../lib/experiments/model"

// The static data shapes and HomeGlobals are lib's (lib/home reads them); the sections import them from here.
export type {
  FeatureBullet,
  FeatureTab,
  HomeGlobals,
  HomeImagePath,
  JourneyCard,
  LogoItem,
  ResourceCard,
  ResourceCategory,
  ReviewCard,
  ReviewTestimonial,
} from "../../lib/home/types"

export interface HomeInputs {
  entry: { title: string; eyebrow: string | null }
  globals: HomeGlobals
  /** The newest blog posts, for the resource cards. */
  blogEntries: readonly PostSource<CmsImageData>[]
  /** The pages the bento grid shows as cards (BentoCards.content.ts names their paths), as the CMS has them. */
  cardPages: readonly CardPage[]
  /** The experiments that run on the homepage (googleOptimize; lib/experiments). */
  experiments: readonly Experiment[]
  /** Every section's pictures, each section's fragment (`Home<Section>Pictures`, in its file) spread into the template's page query. */
  pictures: HomePictures
}

/**
 * The sections' pictures, as the home template's page query returns them: each section
 * names its own in a fragment on the query root, with aliases of its own. In the page's data
 * rather than a static query per section, which cost every visit of the homepage ten more
 * requests before it could hydrate, each started by Gatsby's loader in the same task.
 */
export type HomePictures = Queries.HomeHeroPicturesFragment &
  Queries.HomeFeatureSliderPicturesFragment &
  Queries.HomeLogoStripPicturesFragment &
  Queries.HomeCeoQuotePicturesFragment &
  Queries.HomeCustomerJourneyPicturesFragment &
  Queries.HomeBentoCardsPicturesFragment &
  Queries.HomeResourceCardsPicturesFragment &
  Queries.HomeVideoTestimonialPicturesFragment &
  Queries.HomeTwoUpPicturesFragment &
  Queries.HomeClosingCtaPicturesFragment

/** A page the homepage shows as a card, with its card fields (lib/pages/page-cards.ts), as the home template's query reads it. */
export type CardPage = Queries.HomeTemplateQuery["cardPages"][number]

/** What every homepage section receives. */
export interface HomeBlockProps {
  inputs: HomeInputs
  /** The section's id, for in-page anchors and aria-labelledby. */
  id: string
}

/** A homepage picture as the sections' fragments return it: the site volume's file and its transforms. */
export interface HomeImageNode {
  readonly filename: string | null
  readonly picture: PictureData | null
}
