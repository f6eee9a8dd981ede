import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { RichText } from "../../components/ui/RichText"
import { ButtonLink } from "../../components/ui/Button"
import { EmbeddedVideo } from "../../components/ui/video/EmbeddedVideo"
import { site } from "../../config/site"
import { deferHydration } from "../../runtime/deferred-hydration"
import { LazyResourceForm } from "../../features/lead-capture/forms/LazyResourceForm"
import { LAYOUT_DEFERRED_CLASS } from "../../lib/loading/layout-deferred"
import { renderBlocks, type BlockRegistry } from "../render-blocks"
import * as styles from "./blog.module.css"

// Related posts end an article: hydrated near the viewport, with the card code in their own chunk.
const RelatedBlog = deferHydration<{ block: Extract<Queries.BlogBuilderBlocksFragment, { __typename: "CmsBlogBuilderRelatedBlogBlock" }> } & ArticleBlockProps>(
  () => import("./RelatedBlog").then((module) => module.RelatedBlog),
)

/**
 * The blocks after an article's first two are below its first screen on every device (an
 * article opens with its header, cover and introduction). The boxed ones among them (TL;DR,
 * callout, card, adverts), the quote and the figures wait for their layout until they near
 * the viewport (LAYOUT_DEFERRED_CLASS), and so do the newsletter form's card and the related
 * posts' cards. On the sample post, 14 interleaved loads each beside the build before
 * (2026-11-30), the first layout's task took 13.2 ms of CPU with them waiting, against 16.2,
 * and laid out 171 objects instead of 216. Each carries the class itself, never a wrapper: a
 * waiting part is its own formatting context, which would stop a child's margins collapsing
 * through its edges and clip a child's shadow (the form's card has one), so as it is nothing
 * moves when it settles (e2e/blog.all.spec.ts). The copy is cheap to lay out and its
 * paragraphs' margins collapse through its edges (measured and not kept, docs/speed.md); the
 * video's frame has a shadow: those two are laid out as usual.
 */
const DEFER_LAYOUT_FROM = 2

interface ArticleBlockProps {
  /** Below the first screen: laid out only near the viewport, once the page has loaded at the latest. */
  deferLayout: boolean
}

/** A block's class, with the deferred layout's when it waits. */
const blockClass = (deferLayout: boolean, className: string | undefined): string | undefined =>
  deferLayout ? `${className} ${LAYOUT_DEFERRED_CLASS}` : className

/**
 * The article blocks of blog posts (blogBuilder) and customer stories (contentBuilder). Craft
 * gives each Matrix field its own block types, so the seven blocks both fields have get a
 * fragment on each; one component renders either.
 */
function Tldr({ block, deferLayout }: { block: Queries.TldrBlockFragment | Queries.ContentTldrBlockFragment } & ArticleBlockProps): React.JSX.Element {
  return (
    <div className={blockClass(deferLayout, `${styles.block} ${styles.tldr}`)}>
      <h2>TL;DR</h2>
      <RichText html={block.copy} />
    </div>
  )
}

function CopyEditor({ block }: { block: Queries.CopyEditorBlockFragment | Queries.ContentCopyEditorBlockFragment }): React.JSX.Element {
  return (
    <section className={styles.block} id={block.copyEditorSectionId ?? undefined}>
      {block.calloutSentence ? <p className={styles.calloutSentence}>{block.calloutSentence}</p> : null}
      <RichText html={block.copy} />
    </section>
  )
}

function Media({
  block,
  deferLayout,
}: { block: Queries.MediaBlockFragment | Queries.ContentMediaBlockFragment } & ArticleBlockProps): React.JSX.Element | null {
  if (!block.addMedia) return null
  return (
    <figure className={blockClass(deferLayout, styles.media)}>
      <CmsImage image={block.addMedia} />
      {block.mediaDescription ? <figcaption>{block.mediaDescription}</figcaption> : null}
    </figure>
  )
}

function Callout({ block, deferLayout }: { block: Queries.CalloutBlockFragment | Queries.ContentCalloutBlockFragment } & ArticleBlockProps): React.JSX.Element {
  return (
    <div className={blockClass(deferLayout, `${styles.block} ${styles.callout}`)}>
      <RichText html={block.copy} />
    </div>
  )
}

function Card({ block, deferLayout }: { block: Queries.CardBlockFragment | Queries.ContentCardBlockFragment } & ArticleBlockProps): React.JSX.Element {
  return (
    <div className={blockClass(deferLayout, `${styles.block} ${styles.card}`)}>
      {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
      <h2 style={{ fontSize: "1.4rem" }}>{block.header}</h2>
      {block.copy ? <p style={{ margin: 0 }}>{block.copy}</p> : null}
    </div>
  )
}

function Quote({ block, deferLayout }: { block: Queries.QuoteBlockFragment | Queries.ContentQuoteBlockFragment } & ArticleBlockProps): React.JSX.Element {
  return (
    <blockquote className={blockClass(deferLayout, styles.quote)}>
      <p style={{ margin: 0 }}>“{block.quote}”</p>
      {block.author ? <footer>— {block.author}</footer> : null}
    </blockquote>
  )
}

/** adA: the in-article free-trial advert. */
function AdA({ block, deferLayout }: { block: Queries.AdABlockFragment } & ArticleBlockProps): React.JSX.Element {
  return (
    <div className={blockClass(deferLayout, `${styles.block} ${styles.ad}`)}>
      <h2>{block.header ?? `Try ${site.name} free for 14 days`}</h2>
      <p>{block.copy ?? "No credit card required. Instant activation."}</p>
      <ButtonLink href={site.signupPath}>Try {site.name} free</ButtonLink>
    </div>
  )
}

/** adB: the in-article demo advert; pinkPeriodAfterHeader adds the brand's pink full stop. */
function AdB({ block, deferLayout }: { block: Queries.AdBBlockFragment } & ArticleBlockProps): React.JSX.Element {
  return (
    <div className={blockClass(deferLayout, `${styles.block} ${styles.ad}`)}>
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
 * A video in the article: a facade that plays in place (ui/video/EmbeddedVideo), its
 * description as the caption. The block has no title of its own, so the description names
 * the video until the video's own title is known.
 */
function WistiaVideo({ block }: { block: Queries.WistiaVideoBlockFragment | Queries.ContentWistiaVideoBlockFragment }): React.JSX.Element {
  return (
    <figure className={styles.media}>
      <EmbeddedVideo videoId={block.wistiaVideoCode} title={block.mediaDescription} />
      {block.mediaDescription ? <figcaption>{block.mediaDescription}</figcaption> : null}
    </figure>
  )
}

/** subscribeForm: the blog's newsletter sign-up, a real form through the lead pipeline (features/lead-capture/server/resource-handler.ts). */
function SubscribeForm({ block, deferLayout }: { block: Queries.SubscribeFormBlockFragment } & ArticleBlockProps): React.JSX.Element {
  return (
    <div className={styles.block}>
      <LazyResourceForm
        form="newsletter"
        heading={block.header ?? "Get the best of the blog"}
        intro={block.copy}
        submitLabel="Subscribe"
        deferLayout={deferLayout}
      />
    </div>
  )
}

export const blogBuilderRegistry: BlockRegistry<Queries.BlogBuilderBlocksFragment, ArticleBlockProps> = {
  CmsBlogBuilderTldrBlock: Tldr,
  CmsBlogBuilderCopyEditorBlock: CopyEditor,
  CmsBlogBuilderMediaBlock: Media,
  CmsBlogBuilderCalloutBlock: Callout,
  CmsBlogBuilderCardBlock: Card,
  CmsBlogBuilderQuoteBlock: Quote,
  CmsBlogBuilderAdABlock: AdA,
  CmsBlogBuilderAdBBlock: AdB,
  CmsBlogBuilderWistiaVideoBlock: WistiaVideo,
  CmsBlogBuilderRelatedBlogBlock: RelatedBlog,
  CmsBlogBuilderSubscribeFormBlock: SubscribeForm,
}

export const contentBuilderRegistry: BlockRegistry<Queries.ContentBuilderBlocksFragment, ArticleBlockProps> = {
  CmsContentBuilderTldrBlock: Tldr,
  CmsContentBuilderCopyEditorBlock: CopyEditor,
  CmsContentBuilderMediaBlock: Media,
  CmsContentBuilderCalloutBlock: Callout,
  CmsContentBuilderCardBlock: Card,
  CmsContentBuilderQuoteBlock: Quote,
  CmsContentBuilderWistiaVideoBlock: WistiaVideo,
}

const articleBlockProps = (_block: unknown, index: number): ArticleBlockProps => ({ deferLayout: index >= DEFER_LAYOUT_FROM })

/** A blog post's blogBuilder blocks. */
export function BlogBuilder({ blocks }: { blocks: ReadonlyArray<Queries.BlogBuilderBlocksFragment | null> | null }): React.JSX.Element {
  return <>{renderBlocks({ field: "blogBuilder", blocks, registry: blogBuilderRegistry, props: articleBlockProps })}</>
}

/** A customer story's contentBuilder blocks. */
export function ContentBuilder({ blocks }: { blocks: ReadonlyArray<Queries.ContentBuilderBlocksFragment | null> | null }): React.JSX.Element {
  return <>{renderBlocks({ field: "contentBuilder", blocks, registry: contentBuilderRegistry, props: articleBlockProps })}</>
}

export const fragment = graphql`
  fragment TldrBlock on CmsBlogBuilderTldrBlock {
    copy
  }
  fragment ContentTldrBlock on CmsContentBuilderTldrBlock {
    copy
  }
  fragment CopyEditorBlock on CmsBlogBuilderCopyEditorBlock {
    calloutSentence
    copy
    copyEditorSectionId
  }
  fragment ContentCopyEditorBlock on CmsContentBuilderCopyEditorBlock {
    calloutSentence
    copy
    copyEditorSectionId
  }
  fragment MediaBlock on CmsBlogBuilderMediaBlock {
    mediaDescription
    addMedia {
      ...CmsImageLarge
    }
  }
  fragment ContentMediaBlock on CmsContentBuilderMediaBlock {
    mediaDescription
    addMedia {
      ...CmsImageLarge
    }
  }
  fragment CalloutBlock on CmsBlogBuilderCalloutBlock {
    copy
  }
  fragment ContentCalloutBlock on CmsContentBuilderCalloutBlock {
    copy
  }
  fragment CardBlock on CmsBlogBuilderCardBlock {
    eyebrow
    header
    copy
  }
  fragment ContentCardBlock on CmsContentBuilderCardBlock {
    eyebrow
    header
    copy
  }
  fragment QuoteBlock on CmsBlogBuilderQuoteBlock {
    quote
    author
  }
  fragment ContentQuoteBlock on CmsContentBuilderQuoteBlock {
    quote
    author
  }
  fragment WistiaVideoBlock on CmsBlogBuilderWistiaVideoBlock {
    wistiaVideoCode
    mediaDescription
  }
  fragment ContentWistiaVideoBlock on CmsContentBuilderWistiaVideoBlock {
    wistiaVideoCode
    mediaDescription
  }
  fragment AdABlock on CmsBlogBuilderAdABlock {
    header
    copy
  }
  fragment AdBBlock on CmsBlogBuilderAdBBlock {
    header
    copy
    pinkPeriodAfterHeader
  }
  fragment SubscribeFormBlock on CmsBlogBuilderSubscribeFormBlock {
    header
    copy
  }
  fragment BlogBuilderBlocks on CmsBlogBuilderBlock {
    __typename
    cmsId
    typeHandle
    ...TldrBlock
    ...CopyEditorBlock
    ...MediaBlock
    ...CalloutBlock
    ...CardBlock
    ...QuoteBlock
    ...WistiaVideoBlock
    ...AdABlock
    ...AdBBlock
    ...RelatedBlogBlock
    ...SubscribeFormBlock
  }
  fragment ContentBuilderBlocks on CmsContentBuilderBlock {
    __typename
    cmsId
    typeHandle
    ...ContentTldrBlock
    ...ContentCopyEditorBlock
    ...ContentMediaBlock
    ...ContentCalloutBlock
    ...ContentCardBlock
    ...ContentQuoteBlock
    ...ContentWistiaVideoBlock
  }
`
