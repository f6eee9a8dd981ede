/**
 * The HTML files of the built pages, found from Gatsby's page list rather than by walking
 * public/, which holds four files for each page (48,041 entries for 11,947 pages: 1.5 s of
 * every rebuild to list). Slice fragments (public/_gatsby/) are not pages: Gatsby stitches
 * them into the pages.
 */
import { stat } from "node:fs/promises"
import { join } from "node:path"
import type { Store } from "gatsby"

/** Where Gatsby writes a page's HTML (gatsby-core-utils `generateHtmlPath`): `<path>/index.html`, or the path itself when it ends in .html. */
export function pageHtmlFile(publicDir: string, pagePath: string): string {
  const relativePath = pagePath.replace(/^[/\\]/, "")
  return join(publicDir, /\.html?$/i.test(pagePath) ? relativePath : join(relativePath, "index.html"))
}

/** The path of every page in Gatsby's page list (none before a first build has made any). */
export const pagePaths = (store: Store): string[] => [...((store.getState() as { pages?: Map<string, unknown> }).pages?.keys() ?? [])]

/** A page the build made: its path and its HTML file. */
export interface BuiltPage {
  path: string
  file: string
}

/** Every page the build made. */
export const builtPages = (store: Store, publicDir: string): BuiltPage[] => pagePaths(store).map((path) => ({ path, file: pageHtmlFile(publicDir, path) }))

/** Each file's modification time, or null for a file that is not there; in parallel (one at a time, 12,000 took 0.5 s). */
export async function modificationTimes(files: readonly string[]): Promise<Array<number | null>> {
  const times: Array<number | null> = []
  const BATCH = 256
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH)
    times.push(
      ...(await Promise.all(
        batch.map((file) =>
          stat(file).then(
            (info) => info.mtimeMs,
            () => null,
          ),
        ),
      )),
    )
  }
  return times
}
