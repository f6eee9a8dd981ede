/**
 * N synthetic blog posts for the build benchmark, cloned from the published sample posts
 * (their blocks, images, authors and categories), each with its own slug, title, uri and
 * postDate, written into a content folder (a temporary copy of cms/content).
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { blogPosts } from "../build-lab/content-edits"

export const syntheticSlug = (index: number): string => `bench-post-${String(index).padStart(5, "0")}`

export interface SyntheticPost {
  file: string
  uri: string
}

/**
 * Writes `count` posts; post i is dated i hours before the oldest sample post, so the
 * samples stay the newest (the homepage and the navigation show the same posts as without
 * them) and no two posts share a date. None is featured: the navigation lists every featured post.
 */
export function writeSyntheticPosts(contentDir: string, count: number): SyntheticPost[] {
  const samples = blogPosts(contentDir).map((post) => ({ ...post, entry: JSON.parse(readFileSync(post.file, "utf8")) as Record<string, unknown> }))
  if (samples.length === 0) throw new Error(`no published blog post to clone in ${contentDir}`)
  const oldest = Math.min(...samples.map((post) => Date.parse(post.postDate)))
  const written: SyntheticPost[] = []
  for (let i = 1; i <= count; i++) {
    const sample = samples[(i - 1) % samples.length]!
    const slug = syntheticSlug(i)
    const uri = `resources/${slug}`
    const entry: Record<string, unknown> = {
      ...sample.entry,
      slug,
      uri,
      title: `${String(sample.entry.title)} (no. ${i})`,
      postDate: new Date(oldest - i * 3_600_000).toISOString(),
      featuredArticle: false,
    }
    delete entry.id
    delete entry.dateUpdated
    const file = join(contentDir, "entries", "blog", `${slug}.json`)
    writeFileSync(file, JSON.stringify(entry))
    written.push({ file, uri })
  }
  return written
}
