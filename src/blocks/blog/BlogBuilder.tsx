import React from "react"
import { graphql, Link } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { RichText } from "../../components/ui/RichText"
import { ButtonLink } from "../../components/ui/Button"
import { site } from "../../config/site"
import type { BlockProps, CmsBlockData } from "../types"
import * as styles from "./blog.module.css"

function Tldr({ block }: BlockProps): React.JSX.Element {
  return (
    <div className={`${styles.block} ${styles.tldr}`}>
      <h2>TL;DR</h2>
      <RichText html={block.copy} />
    </div>
  )
}

function CopyEditor({ block }: BlockProps): React.JSX.Element {
  return (
    <section className={styles.block} id={block.copyEditorSectionId ?? undefined}>
      {block.calloutSentence ? <p className={styles.calloutSentence}>{block.calloutSentence}</p> : null}
      <RichText html={block.copy} />
    </section>
  )
}

function Media({ block }: BlockProps): React.JSX.Element | null {
  if (!block.addMedia) return null
  return (
    <figure className={styles.media}>
      <CmsImage image={block.addMedia} />
      {block.mediaDescription ? <figcaption>{block.mediaDescription}</figcaption> : null}
    </figure>
  )
}

function Callout({ block }: BlockProps): React.JSX.Element {
  return (
    <div className={`${styles.block} ${styles.callout}`}>
      <RichText html={block.copy} />
    </div>
  )
}

function Card({ block }: BlockProps): React.JSX.Element {
  return (
    <div className={`${styles.block} ${styles.card}`}>
      {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
      <h2 style={{ fontSize: "1.4rem" }}>{block.header}</h2>
      {block.copy ? <p style={{ margin: 0 }}>{block.copy}</p> : null}
    </div>
  )
}

function Quote({ block }: BlockProps): React.JSX.Element {
  return (
    <blockquote className={styles.quote}>
      <p style={{ margin: 0 }}>“{block.quote}”</p>
      {block.author ? <footer>— {block.author}</footer> : null}
    </blockquote>
  )
}

/** adA: the in-article free-trial advert. */
function AdA({ block }: BlockProps): React.JSX.Element {
  return (
    <div className={`${styles.block} ${styles.ad}`}>
      <h2>{block.header ?? `Try ${site.name} free for 14 days`}</h2>
      <p>{block.copy ?? "No credit card required. Instant activation."}</p>
      <ButtonLink href={site.signupPath}>Try {site.name} free</ButtonLink>
    </div>
  )
}

/** adB: the in-article demo advert; pinkPeriodAfterHeader adds the brand's pink full stop. */
function AdB({ block }: BlockProps): React.JSX.Element {
  return (
    <div className={`${styles.block} ${styles.ad}`}>
      <h2>
        {block.header ?? "See it with your own workflow"}
        {block.pinkPeriodAfterHeader ? <span className={styles.pinkPeriod}>.</span> : null}
      </h2>
      {block.copy ? <p>{block.copy}</p> : null}
      <ButtonLink href={site.demoPath}>Get a demo</ButtonLink>
    </div>
  )
}

/**
 * The hosted video, as a link to its page: the player script loads only when a video
 * is opened (DESIGN 6), which the video-modal work brings.
 */
function WistiaVideo({ block }: BlockProps): React.JSX.Element {
  return (
    <div className={`${styles.block} ${styles.video}`}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill="#E8365F" />
        <path d="M16 13l12 7-12 7z" fill="#fff" />
      </svg>
      <a href={`https://fast.wistia.net/embed/iframe/${encodeURIComponent(block.wistiaVideoCode ?? "")}`} target="_blank" rel="noopener noreferrer">
        Watch the video{block.mediaDescription ? `: ${block.mediaDescription}` : ""}
      </a>
    </div>
  )
}

function RelatedBlog({ block }: BlockProps): React.JSX.Element | null {
  const entries = (block.entries ?? []).filter((e) => e.path)
  if (entries.length === 0) return null
  return (
    <nav className={styles.block} aria-label={block.header ?? "Related articles"}>
      <h2 style={{ fontSize: "1.4rem" }}>{block.header ?? "Related articles"}</h2>
      <ul className={styles.related}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path!}>{entry.title}</Link>
            {entry.seoDescription ? <p style={{ margin: 0, color: "var(--color-ink-soft)" }}>{entry.seoDescription}</p> : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * subscribeForm: the newsletter sign-up runs through the marketing-forms service, which
 * arrives with the forms work; until then the block invites readers to the blog's home.
 */
function SubscribeForm({ block }: BlockProps): React.JSX.Element {
  return (
    <div className={`${styles.block} ${styles.card}`}>
      <h2 style={{ fontSize: "1.4rem" }}>{block.header ?? "Get the best of the blog"}</h2>
      {block.copy ? <p>{block.copy}</p> : null}
      <ButtonLink href="/resources" variant="secondary">
        Browse all articles
      </ButtonLink>
    </div>
  )
}

export type BlogBuilderType = "tldr" | "copyEditor" | "media" | "callout" | "card" | "quote" | "adA" | "adB" | "wistiaVideo" | "relatedBlog" | "subscribeForm"

export const blogBuilderRegistry: Record<BlogBuilderType, React.ComponentType<BlockProps>> = {
  tldr: Tldr,
  copyEditor: CopyEditor,
  media: Media,
  callout: Callout,
  card: Card,
  quote: Quote,
  adA: AdA,
  adB: AdB,
  wistiaVideo: WistiaVideo,
  relatedBlog: RelatedBlog,
  subscribeForm: SubscribeForm,
}

const isKnown = (typeHandle: string): typeHandle is BlogBuilderType => Object.prototype.hasOwnProperty.call(blogBuilderRegistry, typeHandle)

export function BlogBuilder({ blocks }: { blocks: readonly CmsBlockData[] | null | undefined }): React.JSX.Element {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        if (!isKnown(block.typeHandle)) {
          return process.env.NODE_ENV === "development" ? (
            <p key={index} role="alert">
              Unknown blogBuilder block “{block.typeHandle}”
            </p>
          ) : null
        }
        const Block = blogBuilderRegistry[block.typeHandle]
        return <Block key={block.cmsId ?? index} block={block} isFirst={false} />
      })}
    </>
  )
}

export const fragment = graphql`
  fragment BlogBuilderBlocks on CmsBlock {
    typeHandle
    cmsId
    eyebrow
    header
    copy
    calloutSentence
    copyEditorSectionId
    mediaDescription
    quote
    author
    pinkPeriodAfterHeader
    wistiaVideoCode
    addMedia {
      ...CmsImageLarge
    }
    entries {
      title
      path
      seoDescription
    }
  }
`
