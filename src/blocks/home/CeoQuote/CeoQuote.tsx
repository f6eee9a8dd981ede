import React from "react"
import { graphql } from "gatsby"
import { Picture } from "../../../components/ui/Picture"
import { site } from "../../../config/site"
import { homeImage } from "../images"
import type { HomeBlockProps } from "../types"
import { ceoQuote, ceoRole } from "./CeoQuote.content"
import * as styles from "./CeoQuote.module.css"

/** SPEC 2.9 item 4: a customer's CEO, in their own words. */
export function CeoQuote({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const images = inputs.pictures.ceoQuoteImages
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

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeCeoQuotePictures = graphql`
  fragment HomeCeoQuotePictures on Query {
    ceoQuoteImages: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-quote-*" } }) {
      nodes {
        filename
        picture(profile: SMALL) {
          ...PictureFields
        }
      }
    }
  }
`
