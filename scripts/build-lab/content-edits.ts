/** Edits of a content folder (a copy of cms/content) for the build tests and the benchmark. */
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"

export interface BlogPostFile {
  file: string
  uri: string
  postDate: string
  /** The slugs of its blog categories: each has a listing page that shows it. */
  categories: string[]
}

/** The published blog posts (typeHandle blog, not a draft) of a content folder. */
export function blogPosts(contentDir: string): BlogPostFile[] {
  const dir = join(contentDir, "entries", "blog")
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const file = join(dir, name)
      const entry = JSON.parse(readFileSync(file, "utf8")) as { typeHandle?: string; uri?: string; postDate?: string; enabled?: boolean; blogCategories?: string[] }
      return entry.typeHandle === "blog" && entry.enabled !== false && entry.uri && entry.postDate
        ? [{ file, uri: entry.uri, postDate: entry.postDate, categories: entry.blogCategories ?? [] }]
        : []
    })
}

/** The post the site shows on the most pages: the newest. */
export function newestBlogPost(contentDir: string): BlogPostFile {
  const newest = blogPosts(contentDir).sort((a, b) => b.postDate.localeCompare(a.postDate))[0]
  if (!newest) throw new Error(`no blog post in ${contentDir}`)
  return newest
}
