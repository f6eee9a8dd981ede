/**
 * schema.org structured data (JSON-LD) for the page head, as pure functions: the
 * Organization and WebSite every page carries, and the BreadcrumbList of nested pages.
 */
import { site } from "../../config/site"
import { externalLinks } from "../../config/external-links"
import { pathInWords } from "./head-rules"

export type JsonLdNode = { "@type": string; "@id"?: string } & Record<string, unknown>

export interface StructuredDataGraph {
  "@context": "https://schema.org"
  "@graph": JsonLdNode[]
}

/** A page that exists at a path, for naming (and linking) the middle crumbs. */
export interface SectionPage {
  path: string | null
  title: string | null
}

const trimSlash = (url: string): string => url.replace(/\/+$/, "")

/** The absolute URL of a site path: '/' → 'https://…/', '/pricing' → 'https://…/pricing'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  const base = trimSlash(siteUrl)
  if (path === "" || path === "/") return `${base}/`
  return `${base}${path.startsWith("/") ? "" : "/"}${path}`
}

/** '/resources/x/' → ['resources', 'x']; query and hash are not part of the path. */
export function pathSegments(path: string): string[] {
  return path.split(/[?#]/)[0]!.split("/").filter(Boolean)
}

const normalisePath = (path: string): string => `/${pathSegments(path).join("/")}`

export const organizationId = (siteUrl: string): string => `${absoluteUrl(siteUrl, "/")}#organization`
export const websiteId = (siteUrl: string): string => `${absoluteUrl(siteUrl, "/")}#website`

/** The company: name, home page, logo and its social accounts (site.ts, externalLinks.social). */
export function organization(input: { siteUrl: string; logoUrl: string }): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizationId(input.siteUrl),
    name: site.name,
    url: absoluteUrl(input.siteUrl, "/"),
    logo: absoluteUrl(input.siteUrl, input.logoUrl),
    sameAs: Object.values(externalLinks.social),
  }
}

/**
 * The site itself, published by the Organization. No SearchAction: the blog has a search
 * page, but Google retired the sitelinks search box that read it (2024), and nothing else does.
 */
export function website(input: { siteUrl: string }): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": websiteId(input.siteUrl),
    name: site.name,
    url: absoluteUrl(input.siteUrl, "/"),
    inLanguage: "en",
    publisher: { "@id": organizationId(input.siteUrl) },
  }
}

/**
 * Home › {section} › … › {title} for a path of two or more segments; null for '/' and
 * top-level pages, where a trail would say nothing.
 *
 * A middle crumb that is a real page (in `pages`) takes that page's title and links to
 * it; one that is not (e.g. '/industries') is the path segment in words and has no
 * `item`, so the structured data never points at a URL that answers 404.
 */
export function breadcrumbList(input: { path: string; title?: string | null; siteUrl: string; pages: ReadonlyArray<SectionPage> }): JsonLdNode | null {
  const segments = pathSegments(input.path)
  if (segments.length < 2) return null
  const titleByPath = new Map<string, string>()
  for (const page of input.pages) {
    const title = page.title?.trim()
    if (page.path && title) titleByPath.set(normalisePath(page.path), title)
  }
  const crumbs: Array<{ name: string; path: string | null }> = [{ name: "Home", path: "/" }]
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join("/")}`
    const isLast = i === segments.length - 1
    if (isLast) {
      crumbs.push({ name: input.title?.trim() || titleByPath.get(path) || pathInWords(`/${segment}`), path })
      return
    }
    const title = titleByPath.get(path)
    crumbs.push(title ? { name: title, path } : { name: pathInWords(`/${segment}`), path: null })
  })
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      ...(crumb.path === null ? {} : { item: absoluteUrl(input.siteUrl, crumb.path) }),
    })),
  }
}

/**
 * The pages that can be a middle crumb: those with another page below them. The head
 * asks for these alone (not every entry), so the data every page loads stays a few
 * entries long however many blog posts the site has.
 */
export function sectionPages<T extends SectionPage>(pages: Iterable<T>): T[] {
  const all = [...pages].filter((p): p is T & { path: string } => typeof p.path === "string" && p.path !== "")
  const ancestors = new Set<string>()
  for (const page of all) {
    const segments = pathSegments(page.path)
    for (let i = 1; i < segments.length; i++) ancestors.add(`/${segments.slice(0, i).join("/")}`)
  }
  return all.filter((page) => ancestors.has(normalisePath(page.path)))
}

/**
 * Everything a page's head declares: Organization and WebSite always, BreadcrumbList on
 * nested pages, and what the page holds (`content`, e.g. a webinar's VideoObject).
 * `indexable: false` (an entry with index false, the 404 page) drops the trail: it only
 * serves search results, and the 404 page's path is whatever was typed.
 */
export function pageStructuredData(input: {
  siteUrl: string
  logoUrl: string
  path: string
  title?: string | null
  pages: ReadonlyArray<SectionPage>
  indexable?: boolean
  /** A blog post's facts: its BlogPosting joins the graph. */
  article?: ArticleFacts | null
  /** What the page itself holds beyond its place in the site (a webinar's VideoObject). */
  content?: ReadonlyArray<JsonLdNode>
}): StructuredDataGraph {
  const breadcrumbs = input.indexable === false ? null : breadcrumbList(input)
  const article = input.article ? blogPosting({ siteUrl: input.siteUrl, path: input.path, article: input.article }) : null
  return {
    "@context": "https://schema.org",
    "@graph": [organization(input), website(input), ...(breadcrumbs ? [breadcrumbs] : []), ...(article ? [article] : []), ...(input.content ?? [])],
  }
}

/** What a blog post's BlogPosting says of it, beyond its path (build-hooks.ts reads it from the data layer). */
export interface ArticleFacts {
  headline: string
  description?: string | null
  /** Site path or absolute URL of the post's picture. */
  image?: string | null
  datePublished?: string | null
  dateModified?: string | null
  author?: { name: string; jobTitle?: string | null } | null
  section?: string | null
}

/** Google shows at most 110 characters of a headline; longer ones are cut at a word. */
const HEADLINE_MAX = 110

const headline = (text: string): string => {
  const clean = text.replace(/\s+/g, " ").trim()
  if (clean.length <= HEADLINE_MAX) return clean
  const cut = clean.slice(0, HEADLINE_MAX - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 60)).trimEnd()}…`
}

/** A blog post: headline, dates, picture, author (the Organization when the post names none) and publisher. */
export function blogPosting(input: { siteUrl: string; path: string; article: ArticleFacts }): JsonLdNode {
  const url = absoluteUrl(input.siteUrl, input.path)
  const { article } = input
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: headline(article.headline),
    ...(article.description ? { description: article.description } : {}),
    ...(article.image ? { image: [absoluteUrl(input.siteUrl, article.image)] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified || article.datePublished ? { dateModified: article.dateModified ?? article.datePublished } : {}),
    author: article.author?.name
      ? { "@type": "Person", name: article.author.name, ...(article.author.jobTitle ? { jobTitle: article.author.jobTitle } : {}) }
      : { "@id": organizationId(input.siteUrl) },
    publisher: { "@id": organizationId(input.siteUrl) },
    mainEntityOfPage: url,
    isPartOf: { "@id": websiteId(input.siteUrl) },
    ...(article.section ? { articleSection: article.section } : {}),
    inLanguage: "en",
  }
}

/**
 * JSON for a <script type="application/ld+json">: '<' (and '>', '&', U+2028/9) become
 * \u escapes, so no content can close the script element or open a comment in it; the
 * JSON still parses to the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
}
