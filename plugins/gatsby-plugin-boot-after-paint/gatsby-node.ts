import { readFile, readdir, writeFile } from "node:fs/promises"
import { join, relative, sep } from "node:path"
import type { GatsbyNode } from "gatsby"
import { bootScriptsOf, rewritePage } from "./boot-after-paint"

/** The built pages: every .html of public/ but Gatsby's slice fragments (public/_gatsby/), which are stitched into them. */
async function pageFiles(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(publicDir, file).startsWith(`_gatsby${sep}`))
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8")
  } catch {
    return null
  }
}

/**
 * After Gatsby has written and stitched every page: the boot scripts start after the first
 * paint (boot-after-paint.ts; README.md beside this file). A file is written only when its
 * HTML changes, so a rebuild leaves the pages it did not touch as they were. A page left
 * without the loader fails the build: the rewrite no longer applies to what Gatsby writes.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const publicDir = join((store.getState() as { program: { directory: string } }).program.directory, "public")
  const currentScripts = await readIfPresent(join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"))
  let changed = 0
  const withoutLoader: string[] = []
  for (const file of await pageFiles(publicDir)) {
    const html = await readFile(file, "utf8")
    const updated = rewritePage(html, currentScripts)
    if (updated !== html) {
      await writeFile(file, updated)
      changed++
    }
    if (bootScriptsOf(updated).length === 0) withoutLoader.push(relative(publicDir, file))
  }
  if (withoutLoader.length > 0) {
    reporter.panicOnBuild(
      `gatsby-plugin-boot-after-paint: ${withoutLoader.length} page(s) have no boot loader, so Gatsby's output no longer looks as the rewrite expects (plugins/gatsby-plugin-boot-after-paint/README.md): ${withoutLoader.slice(0, 10).join(", ")}`,
    )
    return
  }
  reporter.info(`Boot scripts start after the first paint: ${changed} page(s) rewritten, every page has the loader`)
}
