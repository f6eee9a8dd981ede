/**
 * The homepage's inputs and the shapes of its static data (SPEC 2.9, 3.14).
 *
 * The homepage's sections are code-owned static data (SPEC 3.14), not CMS blocks: each
 * section's copy lives in its folder's data.ts and its pictures in src/images/home/<section>/.
 * What editors do change reaches the sections through HomeInputs: the page entry (SEO and
 * the badge eyebrow), the global settings (the G2 rating, the sign-up URL) and the blog
 * entries (the latest posts among the resource cards).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { BlogCardData } from "../../components/cards/BlogCard"

/** The global settings the homepage reads (cms/schema.graphql global sets). */
export interface HomeGlobals {
  g2Rating: { rating: number | null; reviewCount: number | null } | null
  /** siteSettings.generalSignupUrl; '/signup' when empty. */
  signupUrl: string
  /** siteSettings.productSignInUrl; the application's sign-in page when empty. */
  signInUrl: string
}

export interface HomeInputs {
  entry: { title: string; eyebrow: string | null }
  globals: HomeGlobals
  blogEntries: readonly BlogCardData[]
}

/** What every homepage section receives. */
export interface HomeBlockProps {
  inputs: HomeInputs
  /** The section's id, for in-page anchors and aria-labelledby. */
  id: string
}

/** An image of src/images/home, named by its path under that folder (e.g. "hero/consulting.jpg"). */
export type HomeImagePath = string

/** Logo item (SPEC 3.14): several lists of 7 to 14. widthClass/heightClass size the logo box. */
export interface LogoItem {
  id: string
  src: HomeImagePath
  alt: string
  widthClass: string
  heightClass: string
  sizes?: string
}

export type ResourceCategory =
  | "Agency"
  | "News"
  | "Sales"
  | "Case Study"
  | "Rapport News"
  | "Productivity"
  | "Client Success"
  | "Consulting"

/** Resource/testimonial card (SPEC 3.14). url is a resource path, possibly relative ('resources/x', '../resources/x'). */
export interface ResourceCard {
  id: string
  /** A star graphic's rating, or null for a card without one (SPEC: "an image URL of a star graphic, or empty"; drawn by ui/StarRating here). */
  rating: number | null
  imageUrl: HomeImagePath | null
  quote: string
  logoUrl: HomeImagePath | null
  companyName: string
  category: ResourceCategory
  url: string
  bgClassName: string
  categoryColorClassName: string
  borderColorClassName: string
}

/** Review card of the scrolling carousel (SPEC 3.14). */
export interface ReviewCard {
  id: string
  rating: number
  quote: string
  companyName: string
  category: string
}

/** Review testimonial (SPEC 3.14): rating 4.5 or 5, halves allowed. */
export interface ReviewTestimonial {
  rating: number
  quote: string
  author: string
}

/** Feature bullet of a journey card (SPEC 3.14): url "" means no link. */
export interface FeatureBullet {
  icon: string
  iconHover: string
  title: string
  copy: string
  url: string
  comingSoon: boolean
}

/** Journey card (SPEC 3.14). */
export interface JourneyCard {
  title: string
  copy: string
  imageUrl: HomeImagePath
  layout: "imageLeft" | "imageRight"
}

/** Feature tab (SPEC 3.14). */
export interface FeatureTab {
  title: string
  imgSrc: HomeImagePath
  hoverImgSrc: HomeImagePath
}

/** A processed image of src/images/home, as the sections' static queries return it. */
export interface HomeImageNode {
  relativePath: string
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null
}
