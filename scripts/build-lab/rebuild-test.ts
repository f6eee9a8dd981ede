/**
 * `npm run test:build`: a rebuild after one blog post's title changes rewrites only the
 * pages that show that post (DESIGN 6). Builds a throw-away copy of the project (so the
 * working tree's public/ and .cache/, which CI's browser tests serve, stay as they are)
 * from a copy of cms/content, changes the title of the newest post, builds again and
 * compares every public/**.html by mtime and hash.
 *
 * The edit is built right after the cold build, the case that used to rewrite every page
 * whatever changed: Gatsby writes webpack's compilation hash into every page, and webpack's
 * hash of a cold compilation differs from that of the same compilation read back from its
 * cache (gatsbyjs/gatsby#33450, open). The hash is now the digest of the emitted files
 * (plugins/gatsby-plugin-site-runtime/stable-compilation-hash.ts); if that stops applying,
 * every page is rewritten and this test fails. (It built a third time, unchanged, in between.)
 *
 * The newest post is chosen on purpose: it is on the most pages (its own, the first page of
 * /resources, the first page of each of its categories, the homepage's two latest posts,
 * the navigation's "latest" card), so the test also shows that the navigation (a Slice)
 * does not drag every page along.
 *
 *   npm run test:build            # assert
 *   npm run test:build -- --report  # print the lists, assert nothing (to compare designs)
 *   npm run test:build -- --keep    # keep the copy for a look
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { copyProject } from "./project-copy"
import { compareSnapshots, snapshotHtml, type HtmlChanges } from "./html-snapshot"
import { runBuild } from "./run-build"
import { newestBlogPost } from "./content-edits"

/** The pages allowed to be written again when the newest post's title changes, besides the slices. */
export function allowedRewrites(postUri: string, categories: readonly string[] = []): string[] {
  return [`${postUri}/index.html`, "resources/index.html", "index.html", ...categories.map((slug) => `resources/category/${slug}/index.html`)]
}

const SLICE_HTML = /^_gatsby\/slices\//

export function checkRewrites(changes: HtmlChanges, postUri: string, categories: readonly string[] = []): string[] {
  const problems: string[] = []
  const allowed = new Set(allowedRewrites(postUri, categories))
  const unexpected = changes.rewritten.filter((file) => !allowed.has(file) && !SLICE_HTML.test(file))
  if (unexpected.length > 0)
    problems.push(
      `${unexpected.length} page(s) rewritten that do not show the post: ${unexpected.slice(0, 20).join(", ")}${unexpected.length > 20 ? " …" : ""}`,
    )
  for (const needed of [`${postUri}/index.html`, "resources/index.html", ...categories.map((slug) => `resources/category/${slug}/index.html`)]) {
    if (!changes.changed.includes(needed)) problems.push(`${needed} shows the post but was not rebuilt with its new title`)
  }
  if (changes.rewritten.includes("pricing/index.html")) problems.push("pricing/index.html was rewritten")
  if (changes.added.length || changes.removed.length) problems.push(`pages added/removed: ${[...changes.added, ...changes.removed].join(", ")}`)
  return problems
}

function print(label: string, files: string[]): void {
  console.log(`${label} (${files.length}):${files.length ? "\n  " + files.join("\n  ") : ""}`)
}

async function main(): Promise<number> {
  const report = process.argv.includes("--report")
  const keep = process.argv.includes("--keep")
  const copy = copyProject("rebuild-test")
  console.log(`[test:build] project copy in ${copy.dir}`)
  try {
    const first = await runBuild(copy.dir, copy.contentDir)
    if (first.code !== 0) {
      console.error(first.output.slice(-4000))
      throw new Error("the first build failed")
    }
    console.log(`[test:build] first build (cold): ${(first.ms / 1000).toFixed(1)} s`)
    const before = snapshotHtml(join(copy.dir, "public"))

    const post = newestBlogPost(copy.contentDir)
    const entry = JSON.parse(readFileSync(post.file, "utf8")) as { title: string }
    const newTitle = `${entry.title} (updated)`
    writeFileSync(post.file, JSON.stringify({ ...entry, title: newTitle }, null, 2) + "\n")
    console.log(`[test:build] changed the title of /${post.uri}: "${newTitle}"`)

    const second = await runBuild(copy.dir, copy.contentDir)
    if (second.code !== 0) {
      console.error(second.output.slice(-4000))
      throw new Error("the second build failed")
    }
    console.log(`[test:build] rebuild: ${(second.ms / 1000).toFixed(1)} s`)
    const changes = compareSnapshots(before, snapshotHtml(join(copy.dir, "public")))
    console.log(`[test:build] ${before.size} HTML files`)
    print("rewritten", changes.rewritten)
    print("of which with different bytes", changes.changed)
    if (report) return 0
    if (!readFileSync(join(copy.dir, "public", post.uri, "index.html"), "utf8").includes(newTitle)) {
      console.error(`[test:build] FAIL: /${post.uri} does not show the new title`)
      return 1
    }
    const problems = checkRewrites(changes, post.uri, post.categories)
    for (const problem of problems) console.error(`[test:build] FAIL: ${problem}`)
    if (problems.length === 0) console.log("[test:build] ok: only the pages that show the post were rewritten")
    return problems.length === 0 ? 0 : 1
  } finally {
    if (keep) console.log(`[test:build] kept ${copy.dir}`)
    else copy.remove()
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[test:build] ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
}
