import React from "react"
import { graphql, type HeadProps } from "gatsby"
import type { CmsPageContext } from "./page-types"
import { canonicalUrl, pageTitle, robotsDirective } from "../../lib/seo/head-rules"
import { useSiteGlobals } from "./site-globals"

/** The SEO fields every entry has (SPEC 3.2), as a page query fragment. */
export const query = graphql`
  fragment CmsSeoFields on CmsEntry {
    title
    url
    path
    typeHandle
    postDate
    dateUpdated
    seoTitle
    seoDescription
    canonical
    index
    twittercreator
    seoImage {
      ...CmsSeoImage
    }
    twitterimage {
      ...CmsSeoImage
    }
  }

  fragment PageHeadTags on PageHead {
    meta {
      property
      name
      content
    }
    jsonLd
  }

  fragment CmsSeoImage on CmsAsset {
    altText
    social: picture(profile: SOCIAL) {
      src
      width
      height
    }
  }
`

export type SeoFields = Queries.CmsSeoFieldsFragment

/** The social tags and JSON-LD createPages decided for the page (lib/seo/page-head.ts), as its query reads them back (lib/seo/head-store.ts). */
export type PageHeadTags = Queries.PageHeadTagsFragment

/**
 * The head of every page (SPEC 2.2), rendered through Gatsby's Head API. On the server
 * the robots rule sees the build's environment and the entry; in the browser it also sees
 * the host, so a page opened on localhost or a staging host is noindex,nofollow too.
 * The Open Graph / Twitter tags and the JSON-LD were decided at build time (`head`, which the
 * page's query reads by the digest in its context: lib/seo/head-store.ts); this only renders them.
 */
export function Seo({
  entry,
  path,
  head,
  children,
}: {
  entry?: Partial<SeoFields> | null
  path: string
  head: PageHeadTags | null | undefined
  children?: React.ReactNode
}): React.JSX.Element {
  const { site } = useSiteGlobals()
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const siteEnv = site?.siteMetadata?.siteEnv === "staging" ? "staging" : "prod"
  const title = pageTitle({ seoTitle: entry?.seoTitle, title: entry?.title, path })
  const hostname = typeof window === "undefined" ? undefined : window.location.hostname
  const robots = robotsDirective({ siteEnv, index: entry?.index, hostname, preview: site?.siteMetadata?.cmsPreview })
  const canonical = canonicalUrl({ canonical: entry?.canonical, url: entry?.url, siteUrl, path: entry?.path ?? path })
  return (
    <>
      <html lang="en" />
      <title>{title}</title>
      {entry?.seoDescription ? <meta name="description" content={entry.seoDescription} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={canonical} />
      {head?.meta.map((tag) =>
        tag.property ? (
          <meta key={`p:${tag.property}`} property={tag.property} content={tag.content} />
        ) : (
          <meta key={`n:${tag.name ?? ""}`} name={tag.name ?? undefined} content={tag.content} />
        ),
      )}
      <meta name="theme-color" content="#ffffff" />
      {/* '<' is escaped in the JSON (serializeJsonLd), so nothing in it can close this element. */}
      {head ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} /> : null}
      {children}
    </>
  )
}

/**
 * The Head of every CMS template: `export const Head = entryHead`. The page query must
 * select `...CmsSeoFields` on `cmsEntry` and `head: pageHead(digest: $headDigest) { ...PageHeadTags }`.
 */
export function entryHead<Data extends { cmsEntry: SeoFields | null; head: PageHeadTags }>({
  data,
  location,
}: HeadProps<Data, CmsPageContext>): React.JSX.Element {
  return <Seo entry={data.cmsEntry} path={location.pathname} head={data.head} />
}
