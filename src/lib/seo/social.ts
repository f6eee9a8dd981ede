/**
 * Open Graph and Twitter card tags from an entry's SEO fields (SPEC 3.2), as a pure
 * function: the head component only turns the list into <meta> elements.
 */
import { site } from "../../config/site"
import { externalLinks } from "../../config/external-links"
import { absoluteUrl } from "./structured-data"

/** An image as the data layer gives it: a public URL (site-relative or absolute) and its size when known. */
export interface SocialImage {
  url: string
  width?: number | null
  height?: number | null
  alt?: string | null
}

/** `property` for Open Graph (og:*, article:*), `name` for Twitter (twitter:*). */
export type MetaTag = { property: string; content: string } | { name: string; content: string }

/** Entry types whose pages are articles (og:type article); every other page is a website. */
export const ARTICLE_TYPE_HANDLES: ReadonlySet<string> = new Set(["blog", "caseStudy"])

export function openGraphType(typeHandle: string | null | undefined): "article" | "website" {
  return typeHandle && ARTICLE_TYPE_HANDLES.has(typeHandle) ? "article" : "website"
}

/**
 * '@name' from what an editor may type in twittercreator ('name', '@name', or a profile
 * URL on x.com / twitter.com); null when there is nothing usable. Lenient on length (X
 * allows 15 characters): it only keeps out what is not a handle at all.
 */
export function twitterHandle(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  const fromUrl = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,50})(?:[/?#].*)?$/i.exec(text)
  const handle = fromUrl ? fromUrl[1]! : text.replace(/^@/, "")
  return /^[A-Za-z0-9_]{1,50}$/.test(handle) ? `@${handle}` : null
}

/** The site's own account (twitter:site), from the X profile in site.ts. */
export const siteTwitterHandle = twitterHandle(externalLinks.social.x)

const positive = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0

export interface SocialTagsInput {
  siteUrl: string
  /** The title without the brand suffix (og:site_name carries the brand). */
  title: string
  description?: string | null
  /** The canonical URL (og:url). */
  canonical: string
  typeHandle?: string | null
  /** The entry's seoImage, if any. */
  image?: SocialImage | null
  /** The default social card, used when the entry has no seoImage. */
  fallbackImage?: SocialImage | null
  /** The entry's twitterimage, if any; else twitter:image is the og:image. */
  twitterImage?: SocialImage | null
  twitterCreator?: string | null
  publishedTime?: string | null
  modifiedTime?: string | null
}

export function socialMetaTags(input: SocialTagsInput): MetaTag[] {
  const type = openGraphType(input.typeHandle)
  const description = input.description?.trim() || null
  const ogImage = input.image?.url ? input.image : input.fallbackImage?.url ? input.fallbackImage : null
  const ogImageUrl = ogImage ? absoluteUrl(input.siteUrl, ogImage.url) : null
  const twitterImage = input.twitterImage?.url ? input.twitterImage : ogImage
  const twitterImageUrl = twitterImage ? absoluteUrl(input.siteUrl, twitterImage.url) : null
  const creator = twitterHandle(input.twitterCreator)

  const tags: MetaTag[] = [
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: input.title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: input.canonical },
    { property: "og:locale", content: "en_US" },
  ]
  if (ogImage && ogImageUrl) {
    tags.push({ property: "og:image", content: ogImageUrl })
    if (positive(ogImage.width) && positive(ogImage.height)) {
      tags.push({ property: "og:image:width", content: String(Math.round(ogImage.width)) })
      tags.push({ property: "og:image:height", content: String(Math.round(ogImage.height)) })
    }
    if (ogImage.alt?.trim()) tags.push({ property: "og:image:alt", content: ogImage.alt.trim() })
  }
  if (type === "article") {
    if (input.publishedTime) tags.push({ property: "article:published_time", content: input.publishedTime })
    if (input.modifiedTime) tags.push({ property: "article:modified_time", content: input.modifiedTime })
  }

  tags.push({ name: "twitter:card", content: "summary_large_image" })
  if (siteTwitterHandle) tags.push({ name: "twitter:site", content: siteTwitterHandle })
  if (creator) tags.push({ name: "twitter:creator", content: creator })
  tags.push({ name: "twitter:title", content: input.title })
  if (description) tags.push({ name: "twitter:description", content: description })
  if (twitterImage && twitterImageUrl) {
    tags.push({ name: "twitter:image", content: twitterImageUrl })
    if (twitterImage.alt?.trim()) tags.push({ name: "twitter:image:alt", content: twitterImage.alt.trim() })
  }
  return tags
}
