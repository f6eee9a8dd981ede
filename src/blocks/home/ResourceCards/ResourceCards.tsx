import React from "react"
import { graphql } from "gatsby"
import { Picture } from "../../../components/ui/Picture"
import { CmsImage, type CmsImageData } from "../../../components/ui/CmsImage"
import { SmartLink } from "../../../components/ui/SmartLink"
import { StarRating } from "../../../components/ui/StarRating"
import { isPostCard, postResourceCards, withLatestPosts, type PostResourceCard } from "../../../lib/home/resource-cards"
import { homeImage } from "../images"
import type { HomeBlockProps, HomeImageNode, ResourceCard } from "../types"
import { latestPostCount, moreCustomersLink, resourceCardsHeading, resourceCardsIntro, storyCards } from "./ResourceCards.content"
import * as styles from "./ResourceCards.module.css"

const classNames = (...names: Array<string | undefined | false>): string => names.filter(Boolean).join(" ")

/**
 * Resource and testimonial cards (SPEC 2.9 item 8): customer stories, then the latest blog
 * posts, each card one link to its resource page; then 'More happy customers →'.
 */
export function ResourceCards({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const images = inputs.pictures.resourceCardImages
  const headingId = `${id}-heading`
  const cards = withLatestPosts(storyCards, postResourceCards(inputs.blogEntries), latestPostCount)
  return (
    <section id={id} aria-labelledby={headingId} className="section">
      <div className="container">
        <div className={styles.header}>
          <h2 id={headingId}>{resourceCardsHeading}</h2>
          <p className={styles.intro}>{resourceCardsIntro}</p>
        </div>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.id} className={styles.cell}>
              {isPostCard(card) ? <PostCard card={card} /> : <StoryCard card={card} images={images.nodes} />}
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <SmartLink href={moreCustomersLink.url} className={styles.moreLink}>
            {moreCustomersLink.label}
          </SmartLink>
        </p>
      </div>
    </section>
  )
}

const cardClasses = (card: ResourceCard): string => classNames(styles.card, styles[card.bgClassName], styles[card.borderColorClassName])

function Category({ card }: { card: ResourceCard }): React.JSX.Element {
  return <span className={classNames(styles.category, styles[card.categoryColorClassName])}>{card.category}</span>
}

/**
 * The whole card is one link (its heading's, stretched over the card), so a keyboard or
 * screen-reader visitor meets one link per card, named by the company.
 */
function StoryCard({ card, images }: { card: ResourceCard; images: readonly HomeImageNode[] }): React.JSX.Element {
  return (
    <article className={cardClasses(card)}>
      <div className={styles.top}>
        <div className={styles.logo}>
          {/* The heading names the company; the logo would only repeat it to a screen reader. */}
          {card.logoUrl ? <Picture image={homeImage(images, card.logoUrl)} alt="" fit="contain" /> : null}
        </div>
        <Category card={card} />
      </div>
      {card.imageUrl ? <Picture className={styles.storyImage} image={homeImage(images, card.imageUrl)} alt="" /> : null}
      <h3 className={styles.title}>
        <SmartLink href={card.url} className={styles.stretched}>
          {card.companyName}
        </SmartLink>
      </h3>
      {card.rating !== null ? <StarRating rating={card.rating} size={18} /> : null}
      <blockquote className={styles.quote}>
        <p>“{card.quote}”</p>
      </blockquote>
      <span className={styles.cta} aria-hidden="true">
        Read the story →
      </span>
    </article>
  )
}

function PostCard({ card }: { card: PostResourceCard<CmsImageData> }): React.JSX.Element {
  return (
    <article className={cardClasses(card)}>
      <div className={styles.postImage}>
        <CmsImage image={card.featuredImage} alt="" />
      </div>
      <div className={styles.top}>
        <span className={styles.byline}>{card.companyName}</span>
        <Category card={card} />
      </div>
      <h3 className={styles.title}>
        <SmartLink href={card.url} className={styles.stretched}>
          {card.quote}
        </SmartLink>
      </h3>
      <span className={styles.cta} aria-hidden="true">
        Read the post →
      </span>
    </article>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeResourceCardsPictures = graphql`
  fragment HomeResourceCardsPictures on Query {
    resourceCardImages: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-resources-*" } }) {
      nodes {
        filename
        picture(profile: SMALL) {
          ...PictureFields
        }
      }
    }
  }
`
