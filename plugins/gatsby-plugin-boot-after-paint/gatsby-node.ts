import { readFile, readdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { GatsbyNode } from "gatsby"
import { bootAfterFirstPaint } from "./boot-after-paint"

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => join(entry.parentPath, entry.name))
}

/** After Gatsby has written (and stitched) every page: the boot scripts start after the first paint (boot-after-paint.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const publicDir = join((store.getState() as { program: { directory: string } }).program.directory, "public")
  let changed = 0
  for (const file of await htmlFiles(publicDir)) {
    const html = await readFile(file, "utf8")
    const updated = bootAfterFirstPaint(html)
    if (updated !== html) {
      await writeFile(file, updated)
      changed++
    }
  }
  reporter.info(`Boot scripts start after the first paint on ${changed} page(s)`)
}
