import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { Picture } from "../../../components/ui/Picture"
import { Reveal } from "../../../components/ui/Reveal"
import { SmartLink } from "../../../components/ui/SmartLink"
import { AutoplayVideo } from "../../../components/ui/video/AutoplayVideo"
import { homeImage } from "../images"
import type { HomeBlockProps, HomeImageNode } from "../types"
import { bentoCards, bentoIntro, bentoQuote, bentoTitle } from "./data"
import * as styles from "./BentoCards.module.css"

/** Seconds between the cards' entrances: a quick ripple across the grid, not a slideshow. */
const STAGGER_SECONDS = 0.08

/** SPEC 2.9 item 6: Templates, Customization, Mobile app, Integrations and a customer's quote, in a bento grid. */
export function BentoCards({ id }: HomeBlockProps): React.JSX.Element {
  const { images } = useStaticQuery<{ images: { nodes: HomeImageNode[] } }>(graphql`
    query HomeBentoCardsImages {
      images: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-bento-*" } }) {
        nodes {
          filename
          picture(profile: HOME_BENTO) {
            ...PictureFields
          }
        }
      }
    }
  `)
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
          {bentoCards.map((card, index) => (
            <Reveal key={card.id} delay={index * STAGGER_SECONDS} className={cellClass(card.id)}>
              <article className={styles.card} aria-labelledby={`${id}-${card.id}`}>
                <div>
                  <h3 id={`${id}-${card.id}`} className={styles.title}>
                    {card.title}
                  </h3>
                  <p className={styles.copy}>{card.copy}</p>
                  <SmartLink href={card.link.href} className={styles.link} placement={`Bento / ${card.title}`}>
                    {card.link.label}
                    <span aria-hidden="true"> →</span>
                  </SmartLink>
                </div>
                <div className={styles.media}>
                  {card.media.kind === "video" ? (
                    <AutoplayVideo video={card.media.video} label={card.media.label} className={styles.video} />
                  ) : (
                    <Picture
                      image={homeImage(images.nodes, card.media.src)}
                      alt={card.media.alt}
                      className={styles.image}
                      sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                    />
                  )}
                </div>
              </article>
            </Reveal>
          ))}
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
