import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createHeadStore, headDigest, pageHeadResolver, readHead } from "../../../src/lib/seo/head-store"
import type { PageHead } from "../../../src/lib/seo/page-head"

/** The store between createPages and the page queries: on a real folder, as the build uses it. */
describe("the page heads' store", () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "page-heads-"))
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  const head = (title: string): PageHead => ({
    meta: [
      { property: "og:title", content: title },
      { name: "twitter:card", content: "summary_large_image" },
    ],
    jsonLd: `{"@graph":[{"name":"${title}"}]}`,
  })

  test("a head is stored under a digest of what it says, and read back as it was", () => {
    const store = createHeadStore(dir)
    const digest = store.put(head("Pricing"))
    expect(digest).toMatch(/^[0-9a-f]{24}$/)
    expect(digest).toBe(headDigest(JSON.stringify(head("Pricing"))))
    expect(readHead(digest, dir)).toEqual(head("Pricing"))
    expect(store.put(head("Pricing, again"))).not.toBe(digest)
  })

  test("the same head in the next build keeps its digest and its file, which is not written again", () => {
    const digest = createHeadStore(dir).put(head("Blog"))
    const file = join(dir, `${digest}.json`)
    writeFileSync(file, "left as it was") // a rewrite would put the head's JSON back
    expect(createHeadStore(dir).put(head("Blog"))).toBe(digest)
    expect(readFileSync(file, "utf8")).toBe("left as it was")
  })

  test("pages sharing a head share one file; prune removes the heads this build did not store, and only those", () => {
    const old = createHeadStore(dir)
    const kept = old.put(head("Kept"))
    const gone = old.put(head("Gone"))
    old.put(head("Kept"))
    expect(readdirSync(dir).sort()).toEqual([`${gone}.json`, `${kept}.json`].sort())
    const next = createHeadStore(dir)
    next.put(head("Kept"))
    const added = next.put(head("New"))
    expect(next.prune()).toBe(1)
    expect(readdirSync(dir).sort()).toEqual([`${added}.json`, `${kept}.json`].sort())
    expect(next.prune()).toBe(0)
  })

  test("a digest with no file, or that is no digest, fails the page's query with a message naming it", () => {
    expect(() => readHead("0123456789abcdef01234567", dir)).toThrow(/no head 0123456789abcdef01234567/)
    expect(() => readHead("../../etc/passwd", dir)).toThrow(/is no head digest/)
    expect(() => readHead("", dir)).toThrow(/is no head digest/)
  })

  test("Query.pageHead reads the build's own store (.cache/page-heads under the site)", () => {
    const cwd = process.cwd()
    const site = mkdtempSync(join(tmpdir(), "site-"))
    try {
      process.chdir(site)
      const digest = createHeadStore().put(head("Home"))
      expect(readdirSync(join(site, ".cache", "page-heads"))).toEqual([`${digest}.json`])
      expect(pageHeadResolver.resolve(null, { digest })).toEqual(head("Home"))
    } finally {
      process.chdir(cwd)
      rmSync(site, { recursive: true, force: true })
    }
  })
})
