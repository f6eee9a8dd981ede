/**
 * What the tests expect, read from the same content the site was built from, so a copy
 * edit in cms/content does not break a test while a lost page still does.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { loadContent } from "../cms/content-store"
import { pageTitle } from "../src/lib/seo/head-rules"
import { experimentsFromRows, type Experiment, type ExperimentRow } from "../src/lib/experiments/model"

const store = loadContent()

export function entryFor(path: string) {
  const uri = path === "/" ? "__home__" : path.replace(/^\//, "").split("#")[0]
  const entry = store.entries.find((e) => e.uri === uri && e.enabled)
  if (!entry) throw new Error(`no published entry for ${path} in cms/content`)
  return entry
}

export function expectedTitle(path: string): string {
  const entry = entryFor(path)
  return pageTitle({ seoTitle: entry.seoTitle as string | null | undefined, title: entry.title, path })
}

export const drafts = store.entries.filter((e) => !e.enabled && e.uri)

const publishedBlogPosts = () => store.entries.filter((e) => e.enabled && e.uri && e.sectionHandle === "blog" && e.typeHandle === "blog")

/** A post's category slugs (the store keeps the relation behind a function, as Craft's field takes arguments). */
const categorySlugsOf = (post: { [field: string]: unknown }): string[] =>
  typeof post.blogCategories === "function" ? (post.blogCategories as (args: object) => Array<{ slug: string }>)({}).map((c) => c.slug) : []

/** The published blog posts (type `blog`) filed under a category, as site paths. */
export function blogPostPathsIn(categorySlug: string): string[] {
  return publishedBlogPosts()
    .filter((post) => categorySlugsOf(post).includes(categorySlug))
    .map((post) => `/${post.uri}`)
}

/** Every category the published blog posts are filed under: each has a page (lib/pages/blog-discovery.ts). */
export const blogCategorySlugs = (): string[] => [...new Set(publishedBlogPosts().flatMap(categorySlugsOf))]

/** The published entries of one entry type, e.g. every tool or every comparison page. */
export const publishedEntriesOf = (sectionHandle: string, typeHandle: string) =>
  store.entries.filter((e) => e.enabled && e.sectionHandle === sectionHandle && e.typeHandle === typeHandle)

/** A Super Table field's rows as the CMS serves them (the store keeps them behind a function, as Craft's field takes query arguments). */
export function superTableRows(entry: { [field: string]: unknown }, field: string): Array<Record<string, unknown>> {
  const rows = entry[field]
  return typeof rows === "function" ? (rows as () => Array<Record<string, unknown>>)() : []
}

/** The thank-you note generator's notes in the editors' order, and its categories' titles, as the CMS files hold them. */
export function thankYouNoteContent(path: string): {
  notes: Array<{ title: string; copy: string; categories: string[] }>
  categoryTitles: Record<string, string>
} {
  const entry = entryFor(path)
  const file = JSON.parse(readFileSync(join(__dirname, "../cms/content", entry.sourceFile as string), "utf8")) as {
    thankYouNote: Array<{ thankYouNoteTitle: string; copy: string; categories: string[] }>
  }
  const categories = JSON.parse(readFileSync(join(__dirname, "../cms/content/categories.json"), "utf8")) as Array<{
    slug: string
    title: string
    groupHandle: string
  }>
  return {
    notes: file.thankYouNote.map((note) => ({ title: note.thankYouNoteTitle, copy: note.copy, categories: note.categories })),
    categoryTitles: Object.fromEntries(categories.filter((c) => c.groupHandle === "thankYouNoteCategories").map((c) => [c.slug, c.title])),
  }
}

/** A global set's field as the editors wrote it (cms/content/globals/{handle}.json): relations as uris. */
export function globalField(handle: string, field: string): unknown {
  return (JSON.parse(readFileSync(join(__dirname, "../cms/content/globals", `${handle}.json`), "utf8")) as Record<string, unknown>)[field]
}

/** The resourcesList global's featuredResources, as site paths, in the editors' order. */
export const featuredResourcePaths = (): string[] => ((globalField("resourcesList", "featuredResources") as string[] | undefined) ?? []).map((uri) => `/${uri}`)

/** The experiments the site runs, from the googleOptimize global as the build reads it (lib/experiments/model.ts). */
export function runningExperiments(): Experiment[] {
  const global = store.globals.find((candidate) => candidate.handle === "googleOptimize")
  return experimentsFromRows(global ? (superTableRows(global, "googleOptimizeEntries") as ExperimentRow[]) : [])
}
