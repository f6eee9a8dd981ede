/**
 * Modules Gatsby puts in every page's app chunk that can never run in this site's
 * production build, replaced by stubs in the browser bundle (about 2.8 KB of every page's
 * first-load JavaScript, DESIGN 6):
 *
 * - the partytown internal plugin's browser side: its `onInitialClientRender` returns at once
 *   outside `gatsby develop`, but it requires the snippet injector, Partytown's integration
 *   script (3 KB minified) and the whole of gatsby-script (2.9 KB minified, 0.95 KB gzip; a
 *   CommonJS require, so none of it can be shaken off) at module load. The site loads no
 *   `off-main-thread` script, and its own <Script>s (components/consent/ConsentControls.tsx)
 *   import gatsby-script themselves, in their own chunk.
 * - `cache-dir/register-service-worker.js`: production-app.js requires it only when a plugin's
 *   `registerServiceWorker` returns true. No plugin here does (no offline support); the stub
 *   throws if one ever does, so the console-error browser test fails instead of a service
 *   worker silently not registering.
 *
 * `__tests__/plugins/production-dead-code.test.ts` checks that both paths still exist in
 * Gatsby and that the partytown browser API still returns before using them in production.
 */
import { join } from "node:path"

/** Where the stubs are, from the project's root (gatsby-node is compiled elsewhere, so not __dirname). */
const STUBS_DIRECTORY = join("plugins", "gatsby-plugin-site-runtime", "stubs")

/** What each stub replaces: the request as written in the module that asks for it, and where that module lives. */
export const deadCodeReplacements: ReadonlyArray<{ request: string; from: RegExp; stub: string }> = [
  { request: "./utils/inject-partytown-snippet", from: /internal-plugins[\\/]partytown$/, stub: join(STUBS_DIRECTORY, "inject-partytown-snippet.js") },
  { request: "gatsby-script", from: /internal-plugins[\\/]partytown$/, stub: join(STUBS_DIRECTORY, "partytown-gatsby-script.js") },
  // Gatsby copies cache-dir into the project's .cache before bundling it.
  { request: "./register-service-worker", from: /(\.cache|cache-dir)$/, stub: join(STUBS_DIRECTORY, "register-service-worker.js") },
]

/** The stub (an absolute path under `projectDirectory`) for a module request made from `context` (a directory), if it is one of the replaced ones. */
export function stubFor(request: string, context: string, projectDirectory: string): string | undefined {
  const replacement = deadCodeReplacements.find((candidate) => candidate.request === request && candidate.from.test(context))
  return replacement && join(projectDirectory, replacement.stub)
}
