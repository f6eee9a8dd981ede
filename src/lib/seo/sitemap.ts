/**
 * The sitemap (sitemaps.org 0.9) of the indexable pages, as pure functions. One file,
 * /sitemap.xml, while the site has at most 50,000 URLs (the protocol's limit per file);
 * beyond that /sitemap.xml becomes a sitemap index of /sitemap-0.xml, /sitemap-1.xml …,
 * so the address robots.txt announces never changes.
 */
import type { IndexablePage } from "./indexable"
import { absoluteUrl } from "./structured-data"

export const SITEMAP_PATH = "/sitemap.xml"
export const MAX_URLS_PER_SITEMAP = 50_000

export interface SitemapFile {
  /** Path under public/, e.g. 'sitemap.xml'. */
  fileName: string
  content: string
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!)
}

export function renderUrlSet(pages: ReadonlyArray<IndexablePage>, siteUrl: string): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : ""
    return `<url><loc>${escapeXml(absoluteUrl(siteUrl, page.path))}</loc>${lastmod}</url>`
  })
  return `${XML_HEADER}\n<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`
}

export function renderSitemapIndex(sitemapUrls: ReadonlyArray<string>): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`)
  return `${XML_HEADER}\n<sitemapindex ${NS}>\n${entries.join("\n")}\n</sitemapindex>\n`
}

/** The files to write into public/: sitemap.xml, plus its parts when there are too many URLs for one. */
export function sitemapFiles(pages: ReadonlyArray<IndexablePage>, siteUrl: string, maxPerFile = MAX_URLS_PER_SITEMAP): SitemapFile[] {
  if (pages.length <= maxPerFile) return [{ fileName: "sitemap.xml", content: renderUrlSet(pages, siteUrl) }]
  const parts: SitemapFile[] = []
  for (let i = 0; i * maxPerFile < pages.length; i++) {
    parts.push({ fileName: `sitemap-${i}.xml`, content: renderUrlSet(pages.slice(i * maxPerFile, (i + 1) * maxPerFile), siteUrl) })
  }
  const index = renderSitemapIndex(parts.map((part) => absoluteUrl(siteUrl, `/${part.fileName}`)))
  return [{ fileName: "sitemap.xml", content: index }, ...parts]
}
