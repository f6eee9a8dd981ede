import React from "react"
import { graphql } from "gatsby"
import * as styles from "./Picture.module.css"

/** A picture as the data layer gives it: `picture(profile: …) { ...PictureFields }` on a CMS asset (lib/images/profiles.ts). */
export type PictureData = Queries.PictureFieldsFragment

interface PictureProps {
  /** The CMS's transforms of one asset in one profile: formats, widths, sizes and the box. */
  image: PictureData
  alt: string
  /** Applied to the <picture>, which is the box: the image fills it. */
  className?: string
  /** Above-the-fold pictures load eagerly, at high priority and decode with the first paint. */
  eager?: boolean
  /** Overrides the profile's `sizes` when the layout knows better. */
  sizes?: string
  /** How the image fills a box the CSS sizes differently from its own ratio (default cover). */
  fit?: "cover" | "contain"
}

/**
 * The box's size before the image arrives. A fixed picture is its own size. A constrained
 * one is as wide as the image and no wider than its container (as GatsbyImage's sizer made
 * it); the width goes through a custom property so that a caller's class can still size
 * the box. Without it the box would shrink to the not-yet-loaded image, 0 px, and grow
 * when the image arrived, pushing what follows down (a layout shift).
 */
function boxStyle(image: PictureData): React.CSSProperties | undefined {
  if (image.layout === "fixed") return { width: image.width, height: image.height }
  if (image.layout === "constrained") return { "--picture-width": `${image.width}px` } as React.CSSProperties
  return undefined
}

/**
 * A responsive picture from the CMS's transforms, rendered as plain HTML: one <source> per
 * modern format (AVIF, WebP) and an <img> in the original's format with width and height in
 * whole pixels, so the browser reserves its box before it loads (no layout shift) and
 * lazy-loads it natively. The <picture> is the box (constrained: up to the profile's width;
 * full width; fixed), and a caller's class can size it; the image fills it.
 *
 * No image component library: the server HTML already holds a working <img> that loads with
 * JavaScript off, so there is nothing to fade in, no <noscript> copy, and no JavaScript at all
 * (DESIGN 6). The build encodes nothing: every file is a transform the CMS makes (issue 29).
 */
export function Picture({ image, alt, className, eager = false, sizes, fit = "cover" }: PictureProps): React.JSX.Element {
  const boxClass = [styles.picture, styles[image.layout], className].filter(Boolean).join(" ")
  // React 18 knows no `fetchPriority` prop; the lowercase attribute passes through as is.
  const priority = eager ? ({ fetchpriority: "high" } as React.ImgHTMLAttributes<HTMLImageElement>) : {}
  return (
    <picture className={boxClass} style={boxStyle(image)}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? image.sizes} />
      ))}
      <img
        className={fit === "contain" ? `${styles.image} ${styles.contain}` : styles.image}
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes ?? image.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...priority}
      />
    </picture>
  )
}

export const query = graphql`
  fragment PictureFields on CmsPicture {
    layout
    width
    height
    sizes
    src
    srcSet
    sources {
      type
      srcSet
    }
  }
`
