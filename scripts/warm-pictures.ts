/**
 * Makes, ahead of any visitor, the CMS transforms the built pages name: every
 * `/assets/_transforms/…` URL of public/**\/*.html (or of the pages given), made by the embedded
 * CMS's transform workers into its cache folder (cms/transforms/service.ts). Like Craft, the CMS
 * makes a transform on its first request anyway; warming only means a visitor rarely waits.
 *
 *   npx tsx scripts/warm-pictures.ts [--public DIR] [/ /pricing …]
 *
 * Who calls it:
 * - `npm run build` (scripts/with-cms.ts) starts it detached and at the lowest CPU priority after
 *   a build of the local CMS's content, and does not wait: the build is done, the warm goes on
 *   behind whatever runs next (docs/images.md);
 * - `npm run perf` waits for the pages it measures (warmStandalone with their paths), so no run
 *   measures an encoding;
 * - the publisher warms each new release in its own CMS's workers (publisher/start.ts).
 *
 * It needs no CMS server: it reads the content folder (CMS_CONTENT_DIR, else cms/content) and
 * drives the same transform service as the CMS, sharing its cache folder and signing key, so a
 * URL the CMS handed out is made exactly as the CMS would make it. A URL that is not a current
 * transform of that content (an asset changed since the build) is reported and skipped.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { loadContent } from "../cms/content-store"
import { AssetTransforms } from "../cms/transforms/service"
import { LIMITS, TRANSFORM_PATH_PREFIX } from "../cms/transforms/spec"

const ROOT = join(__dirname, "..")

/** The HTML file of a page path in a built site ("/" → index.html, "/pricing" → pricing/index.html). */
const htmlOf = (publicDir: string, page: string): string => join(publicDir, page.replace(/^\/+|\/+$/g, ""), "index.html")

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === "page-data" || name === "static" ? [] : htmlFiles(path)
    return name.endsWith(".html") ? [path] : []
  })
}

/** Every transform path the built pages (all, or `pages`) name, once, in the order the pages name them. */
export function transformPathsIn(publicDir: string, pages?: readonly string[]): string[] {
  const files = pages ? pages.map((page) => htmlOf(publicDir, page)) : htmlFiles(publicDir)
  const found = new Set<string>()
  const pattern = new RegExp(`(?:https?://[^/"'\\s]+)?(${TRANSFORM_PATH_PREFIX.replace(/\//g, "\\/")}[^"'\\s,)]+)`, "g")
  for (const file of files) for (const match of readFileSync(file, "utf8").matchAll(pattern)) found.add(match[1]!.replace(/&amp;/g, "&"))
  return [...found]
}

export interface WarmResult {
  urls: number
  made: number
  cached: number
  rejected: Array<{ url: string; reason: string }>
  failed: Array<{ url: string; reason: string }>
  ms: number
}

/** What warming needs of a transform service (cms/transforms/service.ts AssetTransforms; a running CMS's `transforms`). */
export type Warmer = Pick<AssetTransforms, "warm">

/** Makes the transforms `paths` name with a transform service; resolves when all are made. */
export async function warmTransformPaths(paths: readonly string[], transforms: Warmer): Promise<WarmResult> {
  const started = Date.now()
  const result: WarmResult = { urls: paths.length, made: 0, cached: 0, rejected: [], failed: [], ms: 0 }
  for (let i = 0; i < paths.length; i += LIMITS.warmUrlsPerCall) {
    const report = await transforms.warm(paths.slice(i, i + LIMITS.warmUrlsPerCall))
    const done = await report.done
    result.cached += report.cached
    result.rejected.push(...report.rejected)
    result.made += done.made
    result.failed.push(...done.failed)
  }
  result.ms = Date.now() - started
  return result
}

/** The same, with a transform service of its own over the content in `contentDir` (no CMS server needed). */
export async function warmStandalone(paths: readonly string[], options: { contentDir?: string; workers?: number } = {}): Promise<WarmResult> {
  const store = loadContent(options.contentDir)
  const transforms = new AssetTransforms({ lookup: (volume, filename) => store.assetByKey.get(`${volume}/${filename}`), workers: options.workers })
  try {
    return await warmTransformPaths(paths, transforms)
  } finally {
    await transforms.close()
  }
}

export const describeWarm = (result: WarmResult): string =>
  `warmed the pages' pictures: ${result.urls} transforms, ${result.made} made, ${result.cached} already made` +
  `${result.rejected.length ? `, ${result.rejected.length} refused (first: ${result.rejected[0]!.url}: ${result.rejected[0]!.reason})` : ""}` +
  `${result.failed.length ? `, ${result.failed.length} failed (first: ${result.failed[0]!.url}: ${result.failed[0]!.reason})` : ""}, in ${(result.ms / 1000).toFixed(1)} s`

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const publicAt = args.indexOf("--public")
  const pages = args.filter((arg, index) => arg.startsWith("/") && !(publicAt >= 0 && index === publicAt + 1))
  const contentDir = process.env.CMS_CONTENT_DIR ? resolve(process.env.CMS_CONTENT_DIR) : undefined
  const publicDir = publicAt >= 0 ? resolve(args[publicAt + 1] ?? "") : join(ROOT, "public")
  const paths = transformPathsIn(publicDir, pages.length ? pages : undefined)
  const result = await warmStandalone(paths, { contentDir })
  console.log(`${new Date().toISOString()} ${describeWarm(result)}`)
  return result.failed.length ? 1 : 0
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
