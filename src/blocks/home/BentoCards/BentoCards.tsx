import React from "react"
import { graphql } from "gatsby"
import { Picture } from "../../../components/ui/Picture"
import { cardFields } from "../../../lib/pages/page-cards"
import { Reveal } from "../../../components/ui/Reveal"
import { SmartLink } from "../../../components/ui/SmartLink"
import { AutoplayVideo } from "../../../components/ui/video/AutoplayVideo"
import { homeImage } from "../images"
import type { HomeBlockProps } from "../types"
import { bentoCards, bentoIntro, bentoQuote, bentoTitle } from "./BentoCards.content"
import * as styles from "./BentoCards.module.css"

/** Seconds between the cards' entrances: a quick ripple across the grid, not a slideshow. */
const STAGGER_SECONDS = 0.08

const BENTO_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"

/**
 * SPEC 2.9 item 6: Templates, Customization, Mobile app, Integrations and a customer's quote, in
 * a bento grid. Each card is the page it links to, as a card (SPEC 3.1 "bento fields",
 * lib/pages/page-cards.ts): that entry's bento title, copy and image when its editors set them,
 * else its title and SEO description, and the grid's own picture or video. A card whose page the
 * CMS does not have keeps the copy of BentoCards.content.ts. createPages finds the cards' pages
 * at their links' paths and the home template reads them by id (`inputs.cardPages`), so the
 * homepage depends on those entries alone; e2e/home.all.spec.ts checks each card shows its
 * page's card fields.
 */
export function BentoCards({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const images = inputs.pictures.bentoImages
  const headingId = `${id}-title`
  const cellClass = (area: string): string => [styles.cell, styles[area]].filter(Boolean).join(" ")
  return (
    <section id={id} aria-labelledby={headingId} className="section">
      <div className="container">
        <div className={styles.intro}>
          <h2 id={headingId}>{bentoTitle}</h2>
          <p className="lede">{bentoIntro}</p>
        </div>
        <div className={styles.grid}>
          {bentoCards.map((card, index) => {
            const target = inputs.cardPages.find((page) => page.path === card.link.href)
            const fields = target ? cardFields(target) : null
            const title = fields?.title ?? card.title
            const copy = fields?.description ?? card.copy
            const image = fields?.image?.picture ? fields.image : null
            return (
              <Reveal key={card.id} delay={index * STAGGER_SECONDS} className={cellClass(card.id)}>
                <article className={styles.card} aria-labelledby={`${id}-${card.id}`}>
                  <div>
                    <h3 id={`${id}-${card.id}`} className={styles.title}>
                      {title}
                    </h3>
                    <p className={styles.copy}>{copy}</p>
                    <SmartLink href={card.link.href} className={styles.link} placement={`Bento / ${title}`}>
                      {card.link.label}
                      <span aria-hidden="true"> →</span>
                    </SmartLink>
                  </div>
                  <div className={styles.media}>
                    {image?.picture ? (
                      <Picture image={image.picture} alt={image.altText ?? ""} className={styles.image} sizes={BENTO_SIZES} />
                    ) : card.media.kind === "video" ? (
                      <AutoplayVideo video={card.media.video} label={card.media.label} className={styles.video} />
                    ) : (
                      <Picture image={homeImage(images.nodes, card.media.src)} alt={card.media.alt} className={styles.image} sizes={BENTO_SIZES} />
                    )}
                  </div>
                </article>
              </Reveal>
            )
          })}
          <Reveal delay={bentoCards.length * STAGGER_SECONDS} className={cellClass("quote")}>
            <figure className={styles.card}>
              <blockquote className={styles.quoteText}>
                <p>{bentoQuote.quote}</p>
              </blockquote>
              <figcaption className={styles.quoteCaption}>
                <Picture image={homeImage(images.nodes, bentoQuote.portrait.src)} alt={bentoQuote.portrait.alt} className={styles.portrait} />
                <span>
                  <span className={styles.quoteName}>{bentoQuote.name}</span>
                  <span className={styles.quoteRole}>{bentoQuote.role}</span>
                </span>
              </figcaption>
            </figure>
          </Reveal>
        </div>
      </div>
    </section>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeBentoCardsPictures = graphql`
  fragment HomeBentoCardsPictures on Query {
    bentoImages: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-bento-*" } }) {
      nodes {
        filename
        picture(profile: HOME_BENTO) {
          ...PictureFields
        }
      }
    }
  }
`
