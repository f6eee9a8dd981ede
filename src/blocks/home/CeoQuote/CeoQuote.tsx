import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { Picture } from "../../../components/ui/Picture"
import { site } from "../../../config/site"
import { homeImage } from "../images"
import type { HomeBlockProps, HomeImageNode } from "../types"
import { ceoQuote, ceoRole } from "./CeoQuote.content"
import * as styles from "./CeoQuote.module.css"

/** SPEC 2.9 item 4: a customer's CEO, in their own words. */
export function CeoQuote({ id }: HomeBlockProps): React.JSX.Element {
  const { images } = useStaticQuery<{ images: { nodes: HomeImageNode[] } }>(graphql`
    query HomeCeoQuoteImages {
      images: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-quote-*" } }) {
        nodes {
          filename
          picture(profile: SMALL) {
            ...PictureFields
          }
        }
      }
    }
  `)
  const headingId = `${id}-title`
  const { quote, name, company, portrait, logo } = ceoQuote
  return (
    <section id={id} aria-labelledby={headingId} className={["section", styles.ceoQuote].join(" ")}>
      <div className="container">
        {/* The quote speaks for itself on screen; the heading names the section in the outline. */}
        <h2 id={headingId} className="visually-hidden">
          {`What ${company}'s CEO says about ${site.name}`}
        </h2>
        <figure className={styles.figure}>
          <blockquote className={styles.quote}>
            <p>{quote}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <Picture image={homeImage(images.nodes, portrait.src)} alt={portrait.alt} className={styles.portrait} />
            <span className={styles.who}>
              <span className={styles.name}>{name}</span>
              <span className={styles.role}>{ceoRole(ceoQuote)}</span>
            </span>
            {logo ? <Picture image={homeImage(images.nodes, logo.src)} alt={logo.alt} fit="contain" className={styles.logo} /> : null}
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
