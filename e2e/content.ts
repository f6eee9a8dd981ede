/**
 * What the tests expect, read from the same content the site was built from, so a copy
 * edit in cms/content does not break a test while a lost page still does.
 */
import { loadContent } from "../cms/content-store"
import { pageTitle } from "../src/lib/seo/head-rules"

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
