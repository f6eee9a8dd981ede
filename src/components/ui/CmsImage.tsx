import React from "react"
import { graphql } from "gatsby"
import { Picture } from "./Picture"

/** What templates ask of an image asset (the fragments below). */
export type CmsImageData = Queries.CmsImageLargeFragment | Queries.CmsImageCardFragment | Queries.CmsImageSmallFragment

interface CmsImageProps {
  image: CmsImageData | null | undefined
  className?: string
  /** Above-the-fold images load eagerly with high priority (LCP). */
  eager?: boolean
  /** Override the asset's alt text (e.g. "" when a caption already describes it). */
  alt?: string
}

export function CmsImage({ image, className, eager = false, alt }: CmsImageProps): React.JSX.Element | null {
  if (!image?.picture) return null
  return <Picture image={image.picture} alt={alt ?? image.altText ?? ""} className={className} eager={eager} />
}

// One fragment per usage, each a profile of lib/images/profiles.ts (the CMS's transforms).
export const query = graphql`
  fragment CmsImageLarge on CmsAsset {
    altText
    title
    picture(profile: LARGE) {
      ...PictureFields
    }
  }
  fragment CmsImageCard on CmsAsset {
    altText
    title
    picture(profile: CARD) {
      ...PictureFields
    }
  }
  fragment CmsImageSmall on CmsAsset {
    altText
    title
    picture(profile: SMALL) {
      ...PictureFields
    }
  }
`
