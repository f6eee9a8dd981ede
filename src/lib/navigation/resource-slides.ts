/**
 * The resources menu's slider (SPEC 2.4, 2.12): at most three resources. The resourcesList
 * global's featuredResources (SPEC 3.8) when the editors picked any, in their order and of
 * any resource type; otherwise the newest featured blog posts (getBlogFeaturedEntries). A
 * slide is its entry as a card (lib/pages/page-cards.ts): its bento title, copy and image
 * when set, else its title, SEO description and featured image. With neither picks nor
 * featured posts, the slider shows what the featured-blog lookup answers: its placeholder
 * (SPEC 7.2, 8), so the menu never opens on an empty slider.
 */
import { cardFields, type CardFieldsSource } from "../pages/page-cards"
import { featuredBlogLookup } from "../blog/featured-blog"

export const MENU_SLIDES = 3

export interface SlideSource<Image> extends CardFieldsSource<Image> {
  id: string
  path: string | null
}

export interface ResourceSlide<Image> {
  id: string
  title: string | null
  path: string
  seoDescription: string | null
  featuredImage: Image | null
}

function slideOf<Image>(entry: SlideSource<Image>): ResourceSlide<Image>[] {
  if (!entry.path) return []
  const card = cardFields(entry)
  return [{ id: entry.id, title: card.title, path: entry.path, seoDescription: card.description, featuredImage: card.image }]
}

export function resourceMenuSlides<Image>(picked: ReadonlyArray<SlideSource<Image> | null> | null | undefined, featuredPosts: ReadonlyArray<SlideSource<Image>>): ResourceSlide<Image>[] {
  const chosen = (picked ?? []).flatMap((entry) => (entry ? slideOf(entry) : []))
  const slides = chosen.length > 0 ? chosen : featuredPosts.flatMap(slideOf)
  if (slides.length > 0) return slides.slice(0, MENU_SLIDES)
  const placeholder = featuredBlogLookup()
  return [{ id: "featured-blog-placeholder", title: placeholder.title, path: placeholder.url, seoDescription: placeholder.summary, featuredImage: null }]
}
