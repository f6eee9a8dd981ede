/**
 * The shapes of the homepage's static data (SPEC 2.9, 3.14), and the global settings it reads.
 *
 * They live in lib so that lib/home can reshape and read them without importing a block
 * (imports go one way, see eslint.config.mjs); src/blocks/home/types.ts re-exports them
 * beside the sections' props.
 */

/** The global settings the homepage reads (cms/schema.graphql global sets). */
export interface HomeGlobals {
  g2Rating: { rating: number | null; reviewCount: number | null } | null
  /** siteSettings.generalSignupUrl; '/signup' when empty. */
  signupUrl: string
  /** siteSettings.productSignInUrl; the application's sign-in page when empty. */
  signInUrl: string
}

/** A homepage picture, named "<section>/<name>" (e.g. "hero/consulting.jpg"): the site volume's home-<section>-<name> (blocks/home/images.ts). */
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

export type ResourceCategory = "Agency" | "News" | "Sales" | "Case Study" | "Rapport News" | "Productivity" | "Client Success" | "Consulting"

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
