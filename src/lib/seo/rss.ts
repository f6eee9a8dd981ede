/**
 * The blog's RSS 2.0 feed (`/resources/rss.xml`), written by onPostBuild from the data
 * layer and announced in every page's head (gatsby-ssr.tsx). Pure: the posts in, the XML out.
 */
import { site } from "../../config/site"
import { absoluteUrl } from "./structured-data"

export const BLOG_FEED_PATH = "/resources/rss.xml"
/** How browsers and feed readers name the feed. */
export const BLOG_FEED_TITLE = `The ${site.name} blog`
/** Posts in the feed, newest first: readers poll it, and a feed of every post would grow without end. */
export const FEED_SIZE = 30

export interface FeedPost {
  title: string | null
  path: string | null
  postDate: string | null
  description: string | null
  categories: ReadonlyArray<string>
  author: string | null
}

export interface FeedChannel {
  siteUrl: string
  title: string
  description: string
  /** The listing the feed mirrors, e.g. /resources. */
  path: string
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" }
// Characters XML 1.0 forbids (control characters other than tab and newlines) are dropped, not escaped.
const escapeXml = (text: string): string => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)

const rfc822 = (iso: string): string | null => {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? null : new Date(time).toUTCString()
}

/** Newest first, at most FEED_SIZE; a post without a title, path or valid date is left out. */
export function blogRssFeed(channel: FeedChannel, posts: readonly FeedPost[], now: Date = new Date()): string {
  const items = posts
    .flatMap((post) => {
      const pubDate = post.postDate ? rfc822(post.postDate) : null
      return post.title && post.path && pubDate ? [{ ...post, title: post.title, path: post.path, pubDate, time: Date.parse(post.postDate!) }] : []
    })
    .sort((a, b) => b.time - a.time || a.path.localeCompare(b.path))
    .slice(0, FEED_SIZE)
  const channelUrl = absoluteUrl(channel.siteUrl, channel.path)
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `<channel>`,
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channelUrl)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>en</language>`,
    `<atom:link href="${escapeXml(absoluteUrl(channel.siteUrl, BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `<lastBuildDate>${(items[0] ? new Date(items[0].time) : now).toUTCString()}</lastBuildDate>`,
    ...items.map((item) => {
      const url = escapeXml(absoluteUrl(channel.siteUrl, item.path))
      return [
        `<item>`,
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${url}</link>`,
        `<guid isPermaLink="true">${url}</guid>`,
        `<pubDate>${item.pubDate}</pubDate>`,
        item.description ? `<description>${escapeXml(item.description)}</description>` : "",
        item.author ? `<dc:creator>${escapeXml(item.author)}</dc:creator>` : "",
        ...item.categories.map((category) => `<category>${escapeXml(category)}</category>`),
        `</item>`,
      ]
        .filter(Boolean)
        .join("")
    }),
    `</channel>`,
    `</rss>`,
    "",
  ]
  return lines.join("\n")
}
