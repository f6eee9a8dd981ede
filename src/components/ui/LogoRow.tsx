import React from "react"
import type { LogoItem } from "../../lib/home/types"
import { homeAssetFilename } from "../../lib/home/site-assets"
import * as styles from "./LogoRow.module.css"

/** A logo's file as a page query gives it: one PNG (profile HOME_LOGO). */
export interface LogoRowImage {
  readonly filename: string | null
  readonly picture: { readonly src: string; readonly width: number; readonly height: number } | null
}

/**
 * A still row of customers' logos under a caption (an industry page's list of seven, config/customer-logos.ts),
 * grey until pointed at, like the homepage's strip. A logo whose file the CMS lacks is left out:
 * the row vouches with the customers it can show.
 */
export function LogoRow({
  caption,
  logos,
  images,
}: {
  caption: string
  logos: readonly LogoItem[]
  images: readonly LogoRowImage[]
}): React.JSX.Element | null {
  const shown = logos.flatMap((logo) => {
    const picture = images.find((image) => image.filename === homeAssetFilename(logo.src))?.picture
    return picture ? [{ logo, picture }] : []
  })
  if (shown.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="customer-logos">
      <div className="container">
        <h2 id="customer-logos" className={styles.caption}>
          {caption}
        </h2>
        <ul className={styles.row}>
          {shown.map(({ logo, picture }) => (
            <li key={logo.id} className={[styles.logo, styles[logo.widthClass], styles[logo.heightClass]].filter(Boolean).join(" ")}>
              <img src={picture.src} width={picture.width} height={picture.height} alt={logo.alt} loading="lazy" decoding="async" className={styles.image} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
