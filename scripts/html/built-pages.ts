/**
 * Every page of a build, found by walking public/ rather than read from the sitemap: the
 * sitemap lists only indexable pages, so it leaves out the paginated listing pages
 * (/resources/page/2, …), the 404 pages and entries with `index: false`. Shared by the HTML
 * validation (scripts/html/validate-html.ts) and the browser tests' axe scan
 * (e2e/accessibility.all.spec.ts), so neither keeps a list that can go stale.
 */
import { readdirSync } from "node:fs"
import { join, relative, sep } from "node:path"

export interface BuiltPage {
  /** The page's path on the site, as a visitor asks for it (trailingSlash: "never"). */
  path: string
  /** The HTML file under public/. */
  file: string
}

/**
 * Folders of public/ that hold no page: Gatsby's slice fragments (`_gatsby/slices/*.html`,
 * pieces stitched into pages, not documents of their own), page and slice data, hashed
 * assets, Partytown's files.
 */
const NOT_PAGES = new Set(["_gatsby", "page-data", "slice-data", "static", "~partytown"])

/** The site path of an HTML file, given relative to public/ with "/" separators. */
export function sitePathOf(relativeFile: string): string {
  if (relativeFile === "index.html") return "/"
  if (relativeFile.endsWith("/index.html")) return `/${relativeFile.slice(0, -"/index.html".length)}`
  // Files that are not a folder's index (404.html) are served under their own name.
  return `/${relativeFile}`
}

/** Every HTML page under `publicDir`, sorted by path. */
export function listBuiltPages(publicDir: string): BuiltPage[] {
  const pages: BuiltPage[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (dir === publicDir && NOT_PAGES.has(entry.name)) continue
        walk(full)
      } else if (entry.isFile() && entry.name.endsWith(".html")) {
        pages.push({ path: sitePathOf(relative(publicDir, full).split(sep).join("/")), file: full })
      }
    }
  }
  walk(publicDir)
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
