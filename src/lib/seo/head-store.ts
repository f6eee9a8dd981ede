/**
 * Where each page's head tags (page-head.ts) wait between createPages and the page's query:
 * a content-addressed store on disk, so the page's context carries only the head's digest.
 *
 * Why not the context itself: Gatsby keeps every page's context in its page list, which it
 * holds in the main process's memory through the whole build, hashes in createPage, and
 * serialises to .cache and reads back on every build. The head was 4.2 KB of a page's
 * 5 KB context: at 10,000 posts, 50 MB of the page list, read, hashed and written back by
 * every one-entry rebuild; without it the warm builds' peak fell from 1.34 to 1.02-1.12 GB
 * (docs/BENCHMARKS.md, 2026-11-28).
 *
 * How a page gets its head: createPages computes it, `HeadStore.put` writes it once under
 * its digest (`.cache/page-heads/<digest>.json`) and the context gets `headDigest`; the
 * template's page query asks `pageHead(digest: $headDigest)` (the `Query.pageHead` resolver
 * below reads the file), and the Head renders it, on the server and after a client-side
 * navigation alike. A head that changes changes the digest, so the context, so Gatsby runs
 * that page's query again and rewrites its HTML; an unchanged head leaves the page alone.
 * Files no page names any more are removed once every page is made (`prune`, in
 * gatsby-node's onPostBootstrap).
 */
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { PageHead } from "./page-head"

/** The store's folder, in the build's cache (`gatsby clean` empties it with the page list that names its files). */
export const headStoreDir = (siteDir: string = process.cwd()): string => join(siteDir, ".cache", "page-heads")

const DIGEST = /^[0-9a-f]{24}$/

/** The digest a head is stored under: the same head, the same digest, in every build. */
export const headDigest = (serialised: string): string => createHash("sha256").update(serialised).digest("hex").slice(0, 24)

export interface HeadStore {
  /** Stores the head (once: a digest already on disk is not written again) and returns its digest. */
  put(head: PageHead): string
  /** Removes the files of heads no `put` of this build asked for; returns how many. */
  prune(): number
}

export function createHeadStore(dir: string = headStoreDir()): HeadStore {
  mkdirSync(dir, { recursive: true })
  const onDisk = new Set(readdirSync(dir))
  const used = new Set<string>()
  return {
    put(head) {
      const serialised = JSON.stringify(head)
      const digest = headDigest(serialised)
      const file = `${digest}.json`
      if (!onDisk.has(file)) {
        writeFileSync(join(dir, file), serialised, "utf8")
        onDisk.add(file)
      }
      used.add(file)
      return digest
    },
    prune() {
      let removed = 0
      for (const file of onDisk) {
        if (used.has(file)) continue
        unlinkSync(join(dir, file))
        onDisk.delete(file)
        removed += 1
      }
      return removed
    },
  }
}

/** The head stored under `digest`; a digest that is malformed or has no file fails the page's query, naming it. */
export function readHead(digest: string, dir: string = headStoreDir()): PageHead {
  if (!DIGEST.test(digest)) throw new Error(`pageHead: "${digest}" is no head digest`)
  try {
    return JSON.parse(readFileSync(join(dir, `${digest}.json`), "utf8")) as PageHead
  } catch (error) {
    throw new Error(`pageHead: no head ${digest} in ${dir} (createPages stores every page's head before the queries run): ${(error as Error).message}`)
  }
}

/** The schema of `Query.pageHead`: a page's social tags (one of `property` and `name` set) and its JSON-LD. */
export const PAGE_HEAD_TYPE_DEFS = `
  type PageHeadTag {
    property: String
    name: String
    content: String!
  }
  type PageHead {
    meta: [PageHeadTag!]!
    jsonLd: String!
  }
`

/** `Query.pageHead(digest:)`: the head createPages stored for the page (gatsby-node's createResolvers adds it). */
export const pageHeadResolver = {
  type: "PageHead!",
  args: { digest: "String!" },
  resolve: (_source: unknown, { digest }: { digest: string }): PageHead => readHead(digest),
}
