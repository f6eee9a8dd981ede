/**
 * The early attribution script: src/lib/attribution/early.ts bundled into one classic script
 * (esbuild, at the start of every build and develop), and the inline `<script>` each page
 * ends with: the bundle, then a call with the page's entry defaults. See README.md.
 *
 * The bundle reaches the HTML renderer as a webpack constant (gatsby-node.ts), never as a file
 * read while pages render: Gatsby turns off incremental HTML for a renderer that reads files
 * (every page would be written again on every build), and with the bundle inside the
 * renderer, a change to the attribution rules changes the renderer, so every page is
 * rendered again with the new rules.
 */
import type { EntryAttributionDefaults } from "../lib/attribution/params"
// The site's one serializer of JSON for inside a <script> element (<, >, & and line separators escaped).
import { serializeJsonLd } from "../lib/seo/structured-data"

/** The id of the inline script in every page; the post-build check looks for it. */
export const EARLY_ATTRIBUTION_ID = "rapport-early-attribution"

/** The module bundled, from the project's root (the bundle is made by classic-script.ts's bundleEarlyAttribution). */
export const EARLY_ATTRIBUTION_ENTRY = ["src", "lib", "attribution", "early.ts"] as const
/** The global the bundle's exports are under, inside the inline script's own scope. */
export const EARLY_ATTRIBUTION_GLOBAL = "rapportEarlyAttribution"

/** The name the HTML renderer reads the bundle by (webpack's define in gatsby-node.ts). */
export const EARLY_ATTRIBUTION_CONSTANT = "__EARLY_ATTRIBUTION_BUNDLE__"

/** The id of the page's defaults, a JSON `<script type="application/json">` just before the script. */
export const EARLY_ATTRIBUTION_DATA_ID = "rapport-early-attribution-data"

/**
 * The inline script's code: the bundle in its own scope (no global left behind), run with the
 * entry defaults it reads from the page's data element. The same text on every page: the
 * Content-Security-Policy allows it by its hash (inline-scripts.ts), and a page's own defaults
 * are data, in an element no browser executes. Defaults that do not parse count as none.
 *
 * The rules run in a task of their own, queued as the parser reaches the script (a zero
 * timeout), not inside the parser's task. That task already holds the HTML and the head's
 * small scripts, and Lighthouse's simulation of a slow phone places it after the first paint,
 * where every millisecond over 50 counts as blocking time: with the rules' cookie and storage
 * calls (synchronous calls into the browser) in it, it was 10-13 ms here, about 100 ms on the
 * phone. Queued, they still run right after the parser, before any of the site's JavaScript
 * is even requested (boot after paint asks for it after the first paint, and it runs only
 * once fetched), so nothing is lost for a visitor who leaves at first paint, and the app
 * always finds the state left for it. (Were the app ever first, it would find no state and
 * run the same rules itself; the late run would repeat them, and they keep an existing first
 * touch and write the same campaign cookies.)
 */
export function earlyAttributionCode(bundle: string): string {
  return `(function(){${bundle};var d=null;try{var e=document.getElementById(${JSON.stringify(EARLY_ATTRIBUTION_DATA_ID)});d=e?JSON.parse(e.textContent||"null"):null}catch(x){}setTimeout(function(){${EARLY_ATTRIBUTION_GLOBAL}.runEarlyAttribution(d)},0)})()`
}

/** The page's entry defaults as the data element's text: JSON, escaped for a script element. */
export const earlyAttributionData = (entryDefaults: EntryAttributionDefaults | null): string => serializeJsonLd(entryDefaults)

/** Both elements as HTML, in page order (the data, then the script): what onRenderBody renders. */
export function earlyAttributionMarkup(bundle: string, entryDefaults: EntryAttributionDefaults | null): string {
  return `<script type="application/json" id="${EARLY_ATTRIBUTION_DATA_ID}">${earlyAttributionData(entryDefaults)}</script><script id="${EARLY_ATTRIBUTION_ID}">${earlyAttributionCode(bundle)}</script>`
}
