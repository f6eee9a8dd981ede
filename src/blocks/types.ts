import type { CmsImageData } from "../components/ui/CmsImage"

/** A Craft link field as the data layer stores it. */
export interface CmsLinkData {
  label: string | null
  url: string | null
  target: string | null
}

export type ImageField = CmsImageData | null

/** A matrix block as page queries fetch it: every field optional, typeHandle decides which matter. */
export interface CmsBlockData {
  typeHandle: string
  cmsId?: string | null
  eyebrow?: string | null
  heading?: string | null
  header?: string | null
  copy?: string | null
  image?: ImageField
  addMedia?: ImageField
  primaryCta?: CmsLinkData | null
  secondaryCta?: CmsLinkData | null
  cta?: CmsLinkData | null
  reverse?: boolean | null
  displaySignupForm?: boolean | null
  formId?: string | null
  successMessage?: string | null
  useForm?: boolean | null
  freeTrial?: boolean | null
  cards?: Array<{ title: string; copy: string | null; url: string | null; comingSoon: boolean | null; image: ImageField }> | null
  quote?: string | null
  author?: string | null
  authorTitle?: string | null
  company?: string | null
  reviews?: Array<{ reviewRating: number | null; reviewQuote: string | null; reviewerName: string | null }> | null
  competitorName?: string | null
  features?: Array<{ description: string; productCheckmark: boolean | null; productText: string | null; competitorCheckmark: boolean | null; competitorText: string | null }> | null
  plans?: Array<{
    title: string
    featured: boolean | null
    planType: string
    paragraph: string | null
    planUpgradeStats: string | null
    billedMonthly: number | null
    billedAnnually: number | null
    planFeatures: string[] | null
    ctas: CmsLinkData[] | null
  }> | null
  pricingFeatures?: Array<Record<string, string | boolean | null>> | null
  faqs?: Array<{ question: string; answer: string }> | null
  calloutSentence?: string | null
  copyEditorSectionId?: string | null
  mediaDescription?: string | null
  pinkPeriodAfterHeader?: boolean | null
  wistiaVideoCode?: string | null
  entries?: Array<{ title: string; path: string | null; seoDescription: string | null }> | null
}

export interface BlockProps {
  block: CmsBlockData
  /** The first block of a page renders its heading as the page's h1. */
  isFirst: boolean
}
