/**
 * Gatsby ends every page with its boot scripts (webpack runtime, React, the app) as
 * `<script src async>` tags. The parser reaches them long before the first paint, so on a
 * slow phone connection their ~72 KB download alongside the rest of the HTML and the hero
 * picture, and the page paints later (DESIGN 6: LCP ≤ 1.55 s; Lighthouse counts everything
 * requested before the largest paint).
 *
 * This replaces them with one small inline script that requests the same files, then the
 * page's own chunks (page-chunks.ts), in the same order and still async, each in a task of its
 * own, right after the first contentful paint (a task after the browser
 * reports it; where paints are not reported, after the first animation frame; in a hidden
 * tab, which paints nothing, after 300 ms; 3 s at the latest). Waiting for the first frame
 * was not enough: with the first paint held for <main> (gatsby-ssr.tsx), a frame could come
 * before anything was painted, and the scripts were requested before the largest paint
 * (mobile Lighthouse, 3-5 runs, the blog post's LCP 1,205-1,635 ms before, 1,205-1,230 after;
 * /signup 1,129-1,602 before, 1,129-1,155 after). The server HTML is complete and readable
 * meanwhile; hydration starts a frame later than before.
 *
 * When the page has a hero picture (the one `img[fetchpriority=high]`, components/ui/Picture)
 * still loading at that point, the scripts wait for it to load or fail, HERO_WAIT_CAP_MS at
 * most: the picture is most pages' largest paint, and on a slow connection it would otherwise
 * share the bandwidth with the scripts (Lighthouse measured the blog post's and /signup's LCP
 * either at the first paint or 400-550 ms later, depending on whether the picture painted
 * before the scripts were requested).
 */
import { switchedOff } from "./switched-off"

/** The longest the boot scripts wait for the hero picture after the first paint. */
export const HERO_WAIT_CAP_MS = 1500

/** The loader's id; its data-src lists the boot scripts (space-separated), which the JS budget reads. */
export const BOOT_LOADER_ID = "gatsby-boot-after-paint"

const BOOT_SCRIPT = /<script src="(\/[^"\s]+\.js)" async(?:="")?><\/script>/g

/**
 * Gatsby's three inline scripts set globals the app reads when it starts: in its scripts slice
 * `window.___chunkMapping` (each page component's chunk files) and
 * `window.___webpackCompilationHash`, and in each page `window.pagePath` (the path the page
 * was built for, which the app compares with the URL: a 404 page is served at any URL). Their
 * text changes with every page or every build that changes code, so the
 * Content-Security-Policy could only allow them by hashes the configuration cannot know
 * before the build. They become data instead (`<script type="application/json">`, which no
 * browser executes, with the same value as a JSON literal), and the loader, whose text never
 * changes and is allowed by its hash (inline-scripts.ts), sets the globals from them before it
 * requests the boot scripts that read them. An external file would cost a request before the
 * app can start; the data is a few hundred bytes in the page. A page that still has one of
 * Gatsby's executable scripts fails the build (gatsby-node.ts checks every inline script against
 * the policy's hashes).
 */
const GATSBY_CHUNK_MAPPING =
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*(?:\/\*<!\[CDATA\[\*\/)?window\.___chunkMapping=("(?:[^"\\]|\\.)*");?(?:\/\*\]\]>\*\/)?\s*<\/script>/
const GATSBY_PAGE_PATH = /<script id="gatsby-script-loader">(?:\/\*<!\[CDATA\[\*\/)?window\.pagePath=("(?:[^"\\]|\\.)*");?(?:\/\*\]\]>\*\/)?<\/script>/
const GATSBY_COMPILATION_HASH = /<script>(?:\/\*<!\[CDATA\[\*\/)?window\.___webpackCompilationHash="([^"\\<]*)";(?:\/\*\]\]>\*\/)?<\/script>/
export const CHUNK_MAPPING_DATA_ID = "gatsby-chunk-mapping"
export const COMPILATION_HASH_DATA_ID = "gatsby-compilation-hash"
export const PAGE_PATH_DATA_ID = "gatsby-script-loader"

const asJsonData = (id: string, literal: string): string => `<script type="application/json" id="${id}">${literal.replace(/</g, "\\u003c")}</script>`

/** Gatsby's chunk-mapping, compilation-hash and page-path scripts as data elements (see above); other HTML unchanged. */
export function gatsbyGlobalsAsData(html: string): string {
  return html
    .replace(GATSBY_PAGE_PATH, (_match, literal: string) => asJsonData(PAGE_PATH_DATA_ID, literal))
    .replace(GATSBY_CHUNK_MAPPING, (_match, literal: string) => asJsonData(CHUNK_MAPPING_DATA_ID, literal))
    .replace(GATSBY_COMPILATION_HASH, (_match, hash: string) => asJsonData(COMPILATION_HASH_DATA_ID, JSON.stringify(hash)))
}

/** Sets Gatsby's globals from their data elements (plain ES5). */
const GLOBALS_FROM_DATA = `function g(i,n){var e=document.getElementById(i);if(e)window[n]=JSON.parse(e.textContent)}g('${CHUNK_MAPPING_DATA_ID}','___chunkMapping');g('${COMPILATION_HASH_DATA_ID}','___webpackCompilationHash');g('${PAGE_PATH_DATA_ID}','pagePath');`

/**
 * Left out for a measurement (switched-off.ts): the loader only sets the globals, and Gatsby's
 * own async tags stay after it, where the parser finds them, as Gatsby writes them.
 */
const withoutBootAfterPaint = switchedOff("boot-after-paint")

/** The loader: plain ES5, sets Gatsby's globals from their data elements, reads its own data-src. */
export const BOOT_LOADER_CODE = withoutBootAfterPaint
  ? `(function(){${GLOBALS_FROM_DATA}})()`
  : `(function(c){${GLOBALS_FROM_DATA}` +
    "var l=c.getAttribute('data-src').split(' '),d=false,w=false;" +
    // One script element to a task (requesting a script costs the main thread 0.3-5 ms during load; nine at once made one long task).
    "function b(){if(d)return;d=true;var i=0;(function n(){var e=document.createElement('script');e.src=l[i++];e.async=true;document.body.appendChild(e);if(i<l.length)setTimeout(n,0)})()}" +
    "function h(){if(w)return;w=true;var p=document.querySelector('img[fetchpriority=high]');if(!p||p.complete){b();return}" +
    `p.addEventListener('load',b);p.addEventListener('error',b);setTimeout(b,${HERO_WAIT_CAP_MS})}` +
    "function f(){setTimeout(h,0)}" +
    // After the first contentful paint (a first frame may paint nothing yet); a hidden tab paints nothing: 300 ms.
    "try{if(performance.getEntriesByName('first-contentful-paint').length)f();else new PerformanceObserver(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}}).observe({type:'paint'})}" +
    "catch(e){if(window.requestAnimationFrame)requestAnimationFrame(f)}" +
    "setTimeout(function(){if(document.visibilityState!=='visible')h()},300);setTimeout(h,3000)})(document.currentScript)"

/**
 * The page's HTML with its boot scripts requested after the first paint, followed by
 * `pageChunks`, the page's own chunks (page-chunks.ts); unchanged when it has no boot scripts
 * (or was done already).
 */
export function bootAfterFirstPaint(html: string, pageChunks: readonly string[] = []): string {
  const bootScripts = [...html.matchAll(BOOT_SCRIPT)].map((match) => match[1] as string)
  if (bootScripts.length === 0) return html
  const sources = [...new Set([...bootScripts, ...pageChunks])]
  let first = true
  return gatsbyGlobalsAsData(html).replace(BOOT_SCRIPT, (tag) => {
    const kept = withoutBootAfterPaint ? tag : ""
    if (!first) return kept
    first = false
    return `<script id="${BOOT_LOADER_ID}" data-src="${sources.join(" ")}">${BOOT_LOADER_CODE}</script>${kept}`
  })
}

/** The boot scripts a page's loader will request (empty without a loader). */
export function bootScriptsOf(html: string): string[] {
  const match = new RegExp(`<script id="${BOOT_LOADER_ID}" data-src="([^"]*)"`).exec(html)
  return match?.[1] ? match[1].split(" ").filter(Boolean) : []
}

/*
 * Gatsby 5 stitches the boot scripts (with the chunk mapping and the compilation hash) into
 * every page as a slice of its own, `_gatsby-scripts-1`, between `<!-- slice-start … -->`
 * and `<!-- slice-end … -->` comments, and stitches it again into every page that uses any
 * slice whose HTML was rebuilt (the navigation after a new post). A loader left between
 * those comments would be replaced by the plain scripts on every such re-stitch, rewriting
 * every page's file. So the region takes our own markers instead: Gatsby leaves it alone,
 * and this plugin keeps it in step with the current scripts (after a code change, every
 * page's region is updated here, as Gatsby would have re-stitched it).
 */
const GATSBY_SCRIPTS_SLICE = /<!-- slice-start id="(_gatsby-scripts-\d+)" -->([\s\S]*?)<!-- slice-end id="\1" -->/
export const BOOT_REGION_START = "<!-- boot-after-paint -->"
export const BOOT_REGION_END = "<!-- /boot-after-paint -->"
const BOOT_REGION = /<!-- boot-after-paint -->[\s\S]*?<!-- \/boot-after-paint -->/

const bootRegion = (scripts: string, pageChunks: readonly string[]): string =>
  `${BOOT_REGION_START}${bootAfterFirstPaint(scripts, pageChunks)}${BOOT_REGION_END}`

/**
 * A built page with its boot scripts, then its own chunks (`pageChunks`, page-chunks.ts),
 * requested after the first paint. `currentScripts` is the content of Gatsby's scripts slice
 * (public/_gatsby/slices/_gatsby-scripts-1.html) as this build wrote it; null when the build
 * has none (then only plain script tags are rewritten).
 */
export function rewritePage(html: string, currentScripts: string | null, pageChunks: readonly string[] = []): string {
  if (GATSBY_SCRIPTS_SLICE.test(html))
    return gatsbyGlobalsAsData(html.replace(GATSBY_SCRIPTS_SLICE, (_match, _id: string, scripts: string) => bootRegion(scripts, pageChunks)))
  if (currentScripts !== null && BOOT_REGION.test(html)) return gatsbyGlobalsAsData(html.replace(BOOT_REGION, () => bootRegion(currentScripts, pageChunks)))
  return bootAfterFirstPaint(html, pageChunks)
}
