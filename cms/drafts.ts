/**
 * Drafts in the stand-in, and what a request carrying a preview token sees (cms/preview-tokens.ts).
 *
 * Two kinds of draft, as in Craft:
 * - a new entry nobody has published yet: an entry file with `"enabled": false`
 *   (cms/content/entries/…); it is in no answer, except under a token naming it;
 * - a draft of a published entry: `cms/content/drafts/<section>/<file>.json`, beside nothing
 *   else, naming its canonical entry by path (`entries/<section>/<file>.json`). It holds the
 *   keys the draft changes (the same keys as an entry file); the rest are the entry's own.
 *
 * Under a token naming an entry, the answer is the published content with that entry's draft
 * in its place (Craft's "placeholder element": the draft is returned wherever the entry would
 * be, with the entry's id and `canonicalId`, `isDraft: true`), and that entry shown even when
 * it is disabled. No other draft and no other disabled entry is in it.
 *
 * The draft is loaded through the same loader as every entry (content-store.ts), with the
 * canonical entry's file read as the entry merged with its draft (`entryOverrides`); the result
 * is cached until the draft file or the served content changes.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import { basename, join } from "node:path"
import { loadContent, stableId, type ContentStore, type LoadOptions as StoreLoadOptions, type StoredEntry } from "./content-store"

export const DRAFTS_FOLDER = "drafts"

export interface PreviewView {
  /** The entry the token names (its draft in its place when it has one). */
  entry: StoredEntry
  /** What the request may see: the published entries and that one entry. */
  store: ContentStore
}

/** The entry at a key: its uri, or `section/slug`. */
export const entryAt = (store: ContentStore, key: string): StoredEntry | undefined =>
  store.entries.find((e) => e.uri === key || `${e.sectionHandle}/${e.slug}` === key)

/** The draft file of an entry, `drafts/<section>/<file>.json` beside `entries/<section>/<file>.json`. */
export const draftFileOf = (contentDir: string, entry: StoredEntry): string => join(contentDir, DRAFTS_FOLDER, entry.sectionHandle, basename(entry.sourceFile))

type LoadOptions = Required<Pick<StoreLoadOptions, "origin">> & Pick<StoreLoadOptions, "siteUrl">

/** The entry as its draft says: the content loaded with the canonical file read as the entry merged with its draft. */
function loadDraft(base: ContentStore, canonical: StoredEntry, draftFile: string, options: LoadOptions): StoredEntry {
  const entryRaw = JSON.parse(readFileSync(join(base.contentDir, canonical.sourceFile), "utf8")) as Record<string, unknown>
  const draftRaw = JSON.parse(readFileSync(draftFile, "utf8")) as Record<string, unknown>
  // A draft is saved later than its entry: its own dateUpdated, else the draft file's save.
  const dateUpdated =
    typeof draftRaw.dateUpdated === "string"
      ? draftRaw.dateUpdated
      : statSync(draftFile)
          .mtime.toISOString()
          .replace(/\.\d{3}Z$/, "Z")
  const loaded = loadContent(base.contentDir, { ...options, entryOverrides: new Map([[canonical.sourceFile, { ...entryRaw, ...draftRaw, dateUpdated }]]) })
  const draft = entryAt(loaded, `${canonical.sectionHandle}/${canonical.slug}`)
  if (!draft) throw new Error(`${draftFile}: the draft has no entry after loading`)
  return Object.assign(draft, { isDraft: true, draftId: Number(stableId(`draft:${canonical.id}`)), canonicalId: Number(canonical.id), sourceFile: draftFile })
}

/** Loaded drafts, by draft file; one is reused while its file and the served store are the same. */
export function createDraftLoader(options: LoadOptions) {
  const cache = new Map<string, { base: ContentStore; stamp: string; entry: StoredEntry }>()
  return {
    /** What a request carrying a token for `key` sees, or undefined when no entry is at `key`. */
    view(base: ContentStore, key: string): PreviewView | undefined {
      const canonical = entryAt(base, key)
      if (!canonical) return undefined
      const file = draftFileOf(base.contentDir, canonical)
      let entry = canonical
      if (existsSync(file)) {
        const { mtimeMs, size } = statSync(file)
        const stamp = `${mtimeMs}:${size}`
        const cached = cache.get(file)
        if (cached && cached.base === base && cached.stamp === stamp) entry = cached.entry
        else {
          entry = loadDraft(base, canonical, file, options)
          cache.set(file, { base, stamp, entry })
        }
      }
      return { entry, store: { ...base, entries: base.entries.flatMap((e) => (e.id === canonical.id ? [entry] : e.enabled ? [e] : [])) } }
    },
  }
}
