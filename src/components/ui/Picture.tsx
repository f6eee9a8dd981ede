import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { intrinsicSize } from "../../lib/images/intrinsic-size"
import * as styles from "./Picture.module.css"

interface PictureProps {
  /** Image data from a `gatsbyImageData` query (sharp's formats, widths and sizes). */
  image: IGatsbyImageData
  alt: string
  /** Applied to the <picture>, which plays the box GatsbyImage's wrapper played: the image fills it. */
  className?: string
  /** Above-the-fold pictures load eagerly, at high priority and decode with the first paint. */
  eager?: boolean
  /** Overrides the query's `sizes` when the layout knows better. */
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
function boxStyle(image: IGatsbyImageData): React.CSSProperties | undefined {
  if (image.layout === "fixed") return { width: image.width, height: image.height }
  if (image.layout === "constrained") return { "--picture-width": `${image.width}px` } as React.CSSProperties
  return undefined
}

/**
 * A responsive picture from `gatsbyImageData`, rendered as plain HTML: one <source> per
 * modern format (AVIF, WebP) and an <img> with width and height in whole pixels (valid HTML;
 * a full-width image's ratio becomes its largest file's size, lib/images/intrinsic-size.ts),
 * so the browser reserves its box before it loads (no layout shift) and lazy-loads it natively. The <picture> is
 * the box, sized like GatsbyImage's wrapper for the same layout (constrained: up to the
 * image's width; full width; fixed), and a caller's class can size it; the image fills it.
 *
 * Why not gatsby-plugin-image's <GatsbyImage>: it adds, per image, an inline module script,
 * a <noscript> copy of the whole <picture>, a wrapper with a sizer and an opacity-0 image
 * faded in from JavaScript, and on the client a 21 KB chunk (react-dom/server) to hydrate
 * it. None of it is needed when the server HTML already holds a working <img>: it loads
 * with JavaScript off, so there is nothing for a <noscript> to repeat, and nothing starts
 * hidden (DESIGN 6). The homepage's HTML went from 280 KB to 214 KB with this.
 * The plugin stays for the build side: it is what gives `gatsbyImageData` its resolver.
 */
export function Picture({ image, alt, className, eager = false, sizes, fit = "cover" }: PictureProps): React.JSX.Element {
  const { fallback, sources = [] } = image.images
  const size = intrinsicSize(image, [fallback?.srcSet, ...sources.map((source) => source.srcSet)])
  const boxClass = [styles.picture, styles[image.layout], className].filter(Boolean).join(" ")
  // React 18 knows no `fetchPriority` prop; the lowercase attribute passes through as is.
  const priority = eager ? ({ fetchpriority: "high" } as React.ImgHTMLAttributes<HTMLImageElement>) : {}
  return (
    <picture className={boxClass} style={boxStyle(image)}>
      {sources.map((source) => (
        <source key={`${source.type ?? ""}${source.media ?? ""}`} type={source.type} media={source.media} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        className={fit === "contain" ? `${styles.image} ${styles.contain}` : styles.image}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={size.width}
        height={size.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
        {...priority}
      />
    </picture>
  )
}
