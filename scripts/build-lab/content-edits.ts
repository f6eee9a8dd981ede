/** Edits of a content folder (a copy of cms/content) for the build tests and the benchmark. */
import { readFileSync, readdirSync, writeFileSync } from "node:fs"
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
      const entry = JSON.parse(readFileSync(file, "utf8")) as {
        typeHandle?: string
        uri?: string
        postDate?: string
        enabled?: boolean
        blogCategories?: string[]
      }
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

/**
 * Switches one variant of an experiment of the `googleOptimize` global set on, as an editor
 * starts one (docs/analytics-and-experiments.md): its row's `active`, in a content folder's copy. The
 * sample content keeps its experiment off, so every visitor sees the published headline;
 * `npm run test:faults` switches it on in its throw-away copy for e2e/experiments.all.spec.ts.
 */
export function switchOnExperimentVariant(contentDir: string, experimentId: string, variantName: string): void {
  const file = join(contentDir, "globals", "googleOptimize.json")
  const global = JSON.parse(readFileSync(file, "utf8")) as { googleOptimizeEntries?: Array<{ experimentId?: string; variantName?: string; active?: boolean }> }
  const row = (global.googleOptimizeEntries ?? []).find((candidate) => candidate.experimentId === experimentId && candidate.variantName === variantName)
  if (!row) throw new Error(`${file} has no variant '${variantName}' of the experiment '${experimentId}'`)
  row.active = true
  writeFileSync(file, JSON.stringify(global, null, 2) + "\n")
}
