/**
 * The homepage's resource cards (SPEC 2.9 item 8): the static customer-story cards of
 * src/blocks/home/ResourceCards/ResourceCards.content.ts, joined by the latest blog posts, reshaped from the
 * blog cards' data into the same ResourceCard shape (SPEC 3.14) so one card renders both.
 */
import type { ResourceCard, ResourceCategory } from "./types"
import { site } from "../../config/site"
import { normalizeInternalPath, samePath } from "../links/link-target"

/** The colour themes a card can wear; each names three classes of ResourceCards.module.css. */
export const resourceCardThemes = ["pink", "blue", "green", "amber", "violet"] as const
export type ResourceCardTheme = (typeof resourceCardThemes)[number]

const capitalised = (theme: ResourceCardTheme): string => `${theme[0]?.toUpperCase() ?? ""}${theme.slice(1)}`

/** The card's background, category label and border classes for a theme (keys of the section's CSS module). */
export function resourceCardClasses(theme: ResourceCardTheme): Pick<ResourceCard, "bgClassName" | "categoryColorClassName" | "borderColorClassName"> {
  const name = capitalised(theme)
  return { bgClassName: `bg${name}`, categoryColorClassName: `category${name}`, borderColorClassName: `border${name}` }
}

const themeOfCategory: Record<ResourceCategory, ResourceCardTheme> = {
  Agency: "violet",
  News: "blue",
  Sales: "pink",
  "Case Study": "green",
  "Rapport News": "pink",
  Productivity: "amber",
  "Client Success": "green",
  Consulting: "blue",
}

export const themeForCategory = (category: ResourceCategory): ResourceCardTheme => themeOfCategory[category]

/**
 * The CMS's blog categories (cms/content/categories.json) in the homepage's card
 * vocabulary (SPEC 3.14 lists the categories a card may show). Marketing posts here are
 * about winning clients, so they read as Sales; tooling posts as Productivity.
 */
const categoryOfBlogCategory: Record<string, ResourceCategory> = {
  sales: "Sales",
  marketing: "Sales",
  "customer experience": "Client Success",
  productivity: "Productivity",
  [`${site.name.toLowerCase()} news`]: "Rapport News",
  "crm & tech": "Productivity",
  news: "News",
}

/** The first of a post's categories the cards know; 'News' when none is known. */
export function resourceCategoryOf(categories: readonly { title: string }[] | null): ResourceCategory {
  for (const { title } of categories ?? []) {
    const known = categoryOfBlogCategory[title.trim().toLowerCase()]
    if (known) return known
  }
  return "News"
}

/**
 * What postResourceCards reads of a blog entry: the blog card's data (BlogCardData of
 * components/cards/BlogCard) is one. The featured image is only carried over, never read,
 * so it stays whatever type the caller's entries have (CmsImageData for the blog cards').
 */
export interface PostSource<Image> {
  id: string
  title: string
  path: string | null
  blogCategories: readonly { title: string }[] | null
  featuredImage: Image | null
}

/** A blog post as a resource card; it keeps its CMS featured image beside the shape (imageUrl names a homepage picture of the site volume: blocks/home/images.ts). */
export interface PostResourceCard<Image> extends ResourceCard {
  featuredImage: Image | null
}

/** Posts without a page (no path) have nowhere to link, so they are left out. */
export function postResourceCards<Image>(entries: readonly PostSource<Image>[]): PostResourceCard<Image>[] {
  return entries.flatMap((entry) => {
    if (!entry.path) return []
    const category = resourceCategoryOf(entry.blogCategories)
    return [
      {
        id: `post-${entry.id}`,
        rating: null,
        imageUrl: null,
        quote: entry.title,
        logoUrl: null,
        companyName: `${site.name} blog`,
        category,
        url: entry.path,
        ...resourceCardClasses(themeForCategory(category)),
        featuredImage: entry.featuredImage,
      },
    ]
  })
}

/**
 * The section's cards: the customer stories first, then up to `maxPosts` latest posts,
 * skipping any post whose page a story card already links to (relative urls resolved).
 */
export function withLatestPosts<Image>(
  stories: readonly ResourceCard[],
  posts: readonly PostResourceCard<Image>[],
  maxPosts = 2,
): Array<ResourceCard | PostResourceCard<Image>> {
  const linked = stories.map((card) => normalizeInternalPath(card.url))
  const fresh = posts.filter((post) => !linked.some((path) => samePath(path, normalizeInternalPath(post.url))))
  return [...stories, ...fresh.slice(0, Math.max(0, maxPosts))]
}

export const isPostCard = <Image>(card: ResourceCard | PostResourceCard<Image>): card is PostResourceCard<Image> => "featuredImage" in card
