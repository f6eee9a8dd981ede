import React from "react"
import { graphql } from "gatsby"
import { Marquee } from "../../../components/ui/Marquee"
import { homeImageNode } from "../images"
import type { HomeBlockProps, LogoItem } from "../types"
import { customerLogos } from "../../../config/customer-logos"
import { logoStripCaption } from "./LogoStrip.content"
import * as styles from "./LogoStrip.module.css"

const classesOf = (...names: (string | undefined)[]): string => names.filter(Boolean).join(" ")
const styleClass = (name: string): string | undefined => styles[name]

/** A logo as the section's fragment returns it: one PNG (profile HOME_LOGO), enough for a 56 px-high mark on any screen. */
interface LogoImageNode {
  readonly filename: string | null
  readonly picture: { readonly src: string; readonly width: number; readonly height: number } | null
}

function logoImage(nodes: readonly LogoImageNode[], path: string): { src: string; width: number; height: number } {
  const image = homeImageNode(nodes, path).picture
  if (!image) throw new Error(`Homepage logo "${path}" is not a raster image`)
  return image
}

/**
 * A plain <img> of one file rather than a <picture> with source sets: the strip shows 12
 * small logos, whose markup would otherwise weigh more than the logos themselves. Logos are
 * flat artwork, so they are palette PNGs (about 2.5 KB each), not WebP: WebP's lossy mode
 * spends twice that on their sharp edges and its lossless mode three times.
 */
function LogoImage({ image, alt }: { image: { src: string; width: number; height: number }; alt: string }): React.JSX.Element {
  return <img src={image.src} width={image.width} height={image.height} alt={alt} loading="lazy" decoding="async" className={styles.logoImage} />
}

/** SPEC 2.9 item 3: the customers' logos, looping continuously under the trust claim. */
export function LogoStrip({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const images = inputs.pictures.logoStripImages
  const headingId = `${id}-title`
  const items = customerLogos.map((logo: LogoItem) => (
    // A fixed box per logo: the strip's width never depends on images arriving (no layout shift).
    <div key={logo.id} className={classesOf(styles.logo, styleClass(logo.widthClass), styleClass(logo.heightClass))}>
      <LogoImage image={logoImage(images.nodes, logo.src)} alt={logo.alt} />
    </div>
  ))
  return (
    <section id={id} aria-labelledby={headingId} className={classesOf("section", styles.strip)}>
      <div className="container">
        <h2 id={headingId} className={styles.caption}>
          {logoStripCaption}
        </h2>
      </div>
      <Marquee label="Customer logos" items={items} loopSeconds={70} gap={56} className={styles.marquee} />
    </section>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeLogoStripPictures = graphql`
  fragment HomeLogoStripPictures on Query {
    logoStripImages: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-logos-*" } }) {
      nodes {
        filename
        picture(profile: HOME_LOGO) {
          src
          width
          height
        }
      }
    }
  }
`
