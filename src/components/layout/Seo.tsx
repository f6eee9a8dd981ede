import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { canonicalUrl, pageTitle, robotsDirective } from "../../lib/seo/head-rules"

/** The SEO fields every entry has (SPEC 3.2), as a page query fragment. */
export const query = graphql`
  fragment CmsSeoFields on CmsEntry {
    title
    url
    path
    seoTitle
    seoDescription
    canonical
    index
    twittercreator
    seoImage {
      localFile {
        publicURL
      }
    }
  }
`

export interface SeoFields {
  title: string | null
  url: string | null
  path: string | null
  seoTitle: string | null
  seoDescription: string | null
  canonical: string | null
  index: boolean | null
  twittercreator?: string | null
  seoImage?: { localFile: { publicURL: string | null } | null } | null
}

interface SiteMetadata {
  site: { siteMetadata: { siteUrl: string; siteEnv: "prod" | "staging" } }
}

/**
 * The head of every page (SPEC 2.2), rendered through Gatsby's Head API. On the server
 * the robots rule sees the build's environment and the entry; in the browser it also sees
 * the host, so a page opened on localhost or a staging host is noindex,nofollow too.
 */
export function Seo({ entry, path, children }: { entry?: SeoFields | null; path: string; children?: React.ReactNode }): React.JSX.Element {
  const { site } = useStaticQuery<SiteMetadata>(graphql`
    query SeoSiteMetadata {
      site {
        siteMetadata {
          siteUrl
          siteEnv
        }
      }
    }
  `)
  const { siteUrl, siteEnv } = site.siteMetadata
  const title = pageTitle({ seoTitle: entry?.seoTitle, title: entry?.title, path })
  const hostname = typeof window === "undefined" ? undefined : window.location.hostname
  const robots = robotsDirective({ siteEnv, index: entry?.index, hostname })
  const canonical = canonicalUrl({ canonical: entry?.canonical, url: entry?.url, siteUrl, path: entry?.path ?? path })
  const image = entry?.seoImage?.localFile?.publicURL ? `${siteUrl.replace(/\/$/, "")}${entry.seoImage.localFile.publicURL}` : undefined
  return (
    <>
      <html lang="en" />
      <title>{title}</title>
      {entry?.seoDescription ? <meta name="description" content={entry.seoDescription} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={title} />
      {entry?.seoDescription ? <meta property="og:description" content={entry.seoDescription} /> : null}
      <meta property="og:url" content={canonical} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="theme-color" content="#ffffff" />
      {children}
    </>
  )
}
