/**
 * The page-head rules of SPEC 2.2, as pure functions.
 */
import { site } from "../../config/site"

/** '/resources/books-guides' → 'Resources Books Guides'; '/' → 'Home'. */
export function pathInWords(path: string): string {
  const words = path
    .split(/[?#]/)[0]!
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => decodeURIComponent(segment).split(/[-_\s]+/))
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  return words.length > 0 ? words.join(" ") : "Home"
}

/** '{seoTitle | title | path in words}': the title without the brand suffix (og:title, twitter:title). */
export function titleText(input: { seoTitle?: string | null; title?: string | null; path: string }): string {
  return input.seoTitle?.trim() || input.title?.trim() || pathInWords(input.path)
}

/** '{seoTitle | title | path in words} | Rapport CRM'. */
export function pageTitle(input: { seoTitle?: string | null; title?: string | null; path: string }): string {
  return `${titleText(input)} | ${site.titleSuffix}`
}

/** Hosts that must never be indexed: localhost (any loopback) and staging hosts. */
export function isNonIndexableHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    host === "::1" ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === "0.0.0.0" ||
    host.split(".").includes("staging")
  )
}

/** The robots meta value, or null when the page may be indexed. */
export function robotsDirective(input: { siteEnv: "prod" | "staging"; index?: boolean | null; hostname?: string; preview?: boolean | null }): string | null {
  // Preview shows drafts: never for search engines, whatever the entry says.
  if (input.preview) return "noindex,nofollow"
  if (input.siteEnv === "staging") return "noindex,nofollow"
  if (input.index === false) return "noindex,nofollow"
  if (input.hostname !== undefined && isNonIndexableHost(input.hostname)) return "noindex,nofollow"
  return null
}

/** Canonical: the entry's override; else the entry's url; else the site URL plus the path. */
export function canonicalUrl(input: { canonical?: string | null; url?: string | null; siteUrl: string; path: string }): string {
  if (input.canonical?.trim()) return input.canonical.trim()
  if (input.url?.trim()) return input.url.trim()
  const base = input.siteUrl.replace(/\/+$/, "")
  return input.path === "/" ? `${base}/` : `${base}${input.path.startsWith("/") ? "" : "/"}${input.path}`
}

/** The 404 page's SEO fields: its title, and never indexed (so its head has no breadcrumbs). */
export const NOT_FOUND_ENTRY = { title: "Page not found", url: null, seoTitle: null, seoDescription: null, canonical: null, index: false } as const
