import React from "react"
import { graphql, useStaticQuery, type HeadProps } from "gatsby"
import type { CmsPageContext } from "./page-types"
import { canonicalUrl, pageTitle, robotsDirective, titleText } from "../../lib/seo/head-rules"
import { ORGANIZATION_LOGO_PATH } from "../../lib/seo/logo"
import { socialMetaTags, type SocialImage } from "../../lib/seo/social"
import { pageStructuredData, serializeJsonLd } from "../../lib/seo/structured-data"

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

  fragment CmsSeoImage on CmsAsset {
    width
    height
    altText
    localFile {
      publicURL
    }
  }
`

export type SeoFields = Queries.CmsSeoFieldsFragment
type SeoImageFields = Queries.CmsSeoImageFragment


const socialImage = (asset: SeoImageFields | null | undefined): SocialImage | null =>
  asset?.localFile?.publicURL ? { url: asset.localFile.publicURL, width: asset.width, height: asset.height, alt: asset.altText } : null

/**
 * The head of every page (SPEC 2.2), rendered through Gatsby's Head API. On the server
 * the robots rule sees the build's environment and the entry; in the browser it also sees
 * the host, so a page opened on localhost or a staging host is noindex,nofollow too.
 * Open Graph / Twitter tags and the JSON-LD come from the pure rules in lib/seo.
 */
export function Seo({ entry, path, children }: { entry?: Partial<SeoFields> | null; path: string; children?: React.ReactNode }): React.JSX.Element {
  const { site, socialCard, seoSectionPages } = useStaticQuery<Queries.SeoSiteMetadataQuery>(graphql`
    query SeoSiteMetadata {
      site {
        siteMetadata {
          siteUrl
          siteEnv
          cmsPreview
        }
      }
      socialCard: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "social-card.png" }) {
        publicURL
        childImageSharp {
          original {
            width
            height
          }
        }
      }
      seoSectionPages {
        path
        title
      }
    }
  `)
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const siteEnv = site?.siteMetadata?.siteEnv === "staging" ? "staging" : "prod"
  const pagePath = entry?.path ?? path
  const title = pageTitle({ seoTitle: entry?.seoTitle, title: entry?.title, path })
  const hostname = typeof window === "undefined" ? undefined : window.location.hostname
  const robots = robotsDirective({ siteEnv, index: entry?.index, hostname, preview: site?.siteMetadata?.cmsPreview })
  const canonical = canonicalUrl({ canonical: entry?.canonical, url: entry?.url, siteUrl, path: pagePath })
  const social = socialMetaTags({
    siteUrl,
    title: titleText({ seoTitle: entry?.seoTitle, title: entry?.title, path }),
    description: entry?.seoDescription,
    canonical,
    typeHandle: entry?.typeHandle,
    image: socialImage(entry?.seoImage),
    fallbackImage: socialCard?.publicURL
      ? { url: socialCard.publicURL, width: socialCard.childImageSharp?.original?.width, height: socialCard.childImageSharp?.original?.height, alt: null }
      : null,
    twitterImage: socialImage(entry?.twitterimage),
    twitterCreator: entry?.twittercreator,
    publishedTime: entry?.postDate,
    modifiedTime: entry?.dateUpdated,
  })
  const jsonLd = serializeJsonLd(
    pageStructuredData({ siteUrl, logoUrl: ORGANIZATION_LOGO_PATH, path: pagePath, title: entry?.title, pages: seoSectionPages, indexable: entry?.index !== false }),
  )
  return (
    <>
      <html lang="en" />
      <title>{title}</title>
      {entry?.seoDescription ? <meta name="description" content={entry.seoDescription} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={canonical} />
      {social.map((tag) =>
        "property" in tag ? <meta key={`p:${tag.property}`} property={tag.property} content={tag.content} /> : <meta key={`n:${tag.name}`} name={tag.name} content={tag.content} />,
      )}
      <meta name="theme-color" content="#ffffff" />
      {/* '<' is escaped in the JSON, so nothing in it can close this element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {children}
    </>
  )
}

/**
 * The Head of every CMS template: `export const Head = entryHead`. The page query must
 * select `...CmsSeoFields` on `cmsEntry`.
 */
export function entryHead<Data extends { cmsEntry: SeoFields | null }>({ data, location }: HeadProps<Data, CmsPageContext>): React.JSX.Element {
  return <Seo entry={data.cmsEntry} path={location.pathname} />
}
