/**
 * Who a blog post is by (SPEC 3.3, 3.8): the external author when the editor chose one and
 * named them, else the entry's Craft author, else the first of the defaultAuthors global's
 * authors (a post whose author account was removed, or one imported without one, still has a
 * byline, a feed creator and a BlogPosting author). One rule for the byline, the RSS feed and
 * the structured data.
 */
export interface AuthorFields<Photo> {
  fullName?: string | null
  authorTitle?: string | null
  photo?: Photo | null
}

export interface PostAuthorFields<Photo> {
  useExternalAuthor?: boolean | null
  externalAuthorName?: string | null
  externalAuthorJobTitle?: string | null
  externalAuthorPhoto?: Photo | null
  author?: AuthorFields<Photo> | null
}

export interface PostAuthor<Photo> {
  name: string
  title: string | null
  photo: Photo | null
}

const named = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

export function postAuthor<Photo>(
  post: PostAuthorFields<Photo>,
  defaultAuthors: ReadonlyArray<AuthorFields<Photo> | null> | null | undefined = [],
): PostAuthor<Photo> | null {
  const external = post.useExternalAuthor ? named(post.externalAuthorName) : null
  if (external) return { name: external, title: named(post.externalAuthorJobTitle), photo: post.externalAuthorPhoto ?? null }
  const user = named(post.author?.fullName) ? post.author : (defaultAuthors ?? []).find((candidate) => named(candidate?.fullName))
  const name = named(user?.fullName)
  return user && name ? { name, title: named(user.authorTitle), photo: user.photo ?? null } : null
}
