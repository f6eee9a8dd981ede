/**
 * The resources menu's slider (SPEC 2.4, 2.12): at most three resources. The resourcesList
 * global's featuredResources (SPEC 3.8) when the editors picked any, in their order and of
 * any resource type; otherwise the newest featured blog posts (getBlogFeaturedEntries). With
 * neither, the slider shows what the featured-blog lookup answers: its placeholder (SPEC 7.2,
 * 8), so the menu never opens on an empty slider.
 *
 * A slide shows its entry's title, SEO description and featured image, not the bento fields
 * other cards take (lib/pages/page-cards.ts): the navigation is a slice on every page, and the
 * card rule shared with the templates would move into the chunk every page loads first
 * (+0.4 KB gzip measured, DESIGN 6), for fields the resources it shows rarely set.
 */
import { featuredBlogSlide } from "../blog/featured-blog"

export const MENU_SLIDES = 3

export interface SlideSource<Image> {
  id: string
  title: string | null
  path: string | null
  seoDescription: string | null
  featuredImage?: Image | null
}

export interface ResourceSlide<Image> {
  id: string
  title: string | null
  path: string
  seoDescription: string | null
  featuredImage: Image | null
}

const slideOf = <Image>(entry: SlideSource<Image>): ResourceSlide<Image>[] =>
  entry.path ? [{ id: entry.id, title: entry.title, path: entry.path, seoDescription: entry.seoDescription, featuredImage: entry.featuredImage ?? null }] : []

export function resourceMenuSlides<Image>(
  picked: ReadonlyArray<SlideSource<Image> | null> | null | undefined,
  featuredPosts: ReadonlyArray<SlideSource<Image>>,
): ResourceSlide<Image>[] {
  const chosen = (picked ?? []).flatMap((entry) => (entry ? slideOf(entry) : []))
  const slides = chosen.length > 0 ? chosen : featuredPosts.flatMap(slideOf)
  return slides.length > 0 ? slides.slice(0, MENU_SLIDES) : [featuredBlogSlide()]
}
