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
  const data = image?.localFile?.childImageSharp?.gatsbyImageData
  if (!image || !data) return null
  return <Picture image={data} alt={alt ?? image.altText ?? ""} className={className} eager={eager} />
}

// AVIF only for the large images, where its savings matter most (hero ≤ 40 KB, DESIGN 6);
// cards and avatars use WebP, which encodes many times faster and keeps cold builds short.
export const query = graphql`
  fragment CmsImageLarge on CmsAsset {
    altText
    title
    localFile {
      childImageSharp {
        gatsbyImageData(width: 1200, placeholder: NONE, formats: [AUTO, AVIF, WEBP], quality: 70, breakpoints: [480, 800, 1200])
      }
    }
  }
  fragment CmsImageCard on CmsAsset {
    altText
    title
    localFile {
      childImageSharp {
        gatsbyImageData(width: 600, placeholder: NONE, formats: [AUTO, WEBP], quality: 68, breakpoints: [300, 600])
      }
    }
  }
  fragment CmsImageSmall on CmsAsset {
    altText
    title
    localFile {
      childImageSharp {
        gatsbyImageData(width: 160, placeholder: NONE, formats: [AUTO, WEBP], quality: 75)
      }
    }
  }
`
