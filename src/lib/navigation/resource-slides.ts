/**
 * The resources menu's slider (SPEC 2.4, 2.12): at most three resources. The resourcesList
 * global's featuredResources (SPEC 3.8) when the editors picked any, in their order and of
 * any resource type; otherwise the newest featured blog posts (getBlogFeaturedEntries).
 */
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

export function resourceMenuSlides<Image>(picked: ReadonlyArray<SlideSource<Image> | null> | null | undefined, featuredPosts: ReadonlyArray<SlideSource<Image>>): ResourceSlide<Image>[] {
  const chosen = (picked ?? []).flatMap((entry) => (entry ? slideOf(entry) : []))
  return (chosen.length > 0 ? chosen : featuredPosts.flatMap(slideOf)).slice(0, MENU_SLIDES)
}
