import React from "react"
import { graphql } from "gatsby"
import { Picture } from "../../../components/ui/Picture"
import { ButtonLink } from "../../../components/ui/Button"
import { twoUpLinkTarget, twoUpPlacement } from "../../../lib/home/two-up"
import { homeImage } from "../images"
import type { HomeBlockProps } from "../types"
import { twoUpBlocks, twoUpHeading } from "./TwoUp.content"
import * as styles from "./TwoUp.module.css"

/**
 * Two-up content blocks (SPEC 2.9 item 10): side by side at a fixed size from 1201 px,
 * fluid and then stacked below (SPEC 9.6). Each CTA opens where its url says
 * (lib/home/two-up) and reports 'Two up / {title or eyebrow}'.
 */
export function TwoUp({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const images = inputs.pictures.twoUpImages
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="section section--alt">
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {twoUpHeading}
        </h2>
        <div className={styles.grid}>
          {twoUpBlocks.map((block) => (
            <article key={block.id} className={styles.block} aria-labelledby={`${id}-${block.id}`}>
              <div className={styles.image}>
                <Picture image={homeImage(images.nodes, block.image.src)} alt={block.image.alt} />
              </div>
              <div className={styles.body}>
                <p className={`eyebrow ${styles.eyebrow}`}>{block.eyebrow}</p>
                <h3 id={`${id}-${block.id}`} className={styles.title}>
                  {block.title ?? block.eyebrow}
                </h3>
                <p className={styles.copy}>{block.copy}</p>
                <TwoUpCta label={block.cta.label} url={block.cta.url} placement={twoUpPlacement(block)} />
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}

/** ButtonLink (SmartLink) tells screen readers when the link opens a new tab. */
function TwoUpCta({ label, url, placement }: { label: string; url: string; placement: string }): React.JSX.Element {
  const target = twoUpLinkTarget(url)
  return (
    <ButtonLink href={url} variant="secondary" placement={placement} className={styles.cta} {...target}>
      {label}
    </ButtonLink>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeTwoUpPictures = graphql`
  fragment HomeTwoUpPictures on Query {
    twoUpImages: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-twoup-*" } }) {
      nodes {
        filename
        picture(profile: HOME_TWO_UP) {
          ...PictureFields
        }
      }
    }
  }
`
