/**
 * Every executable inline `<script>` the built pages carry, as its exact text: the
 * Content-Security-Policy allows each by its hash (src/lib/security/headers.ts), so the site
 * needs no 'unsafe-inline' for scripts. gatsby-config.ts hashes this list into the policy;
 * after each build, gatsby-node.ts checks every inline script of every page written against
 * the policy's hashes and stops the build on one it does not allow, naming the page.
 *
 * Each script's text is the same on every page and in every build of the same code: what
 * varies (a page's attribution defaults, the running experiments, the font file's URL,
 * Gatsby's page path, chunk mapping and compilation hash) travels as data beside it, in an
 * attribute or a `<script type="application/json">`, which no browser executes. JSON-LD
 * (`application/ld+json`) is data too.
 *
 * A new inline script: export its text from the module that writes it, add one line below.
 */
import { createRequire } from "node:module"
import type { ReactElement } from "react"
import { brandFontHeadScript } from "../../src/lib/fonts/head-script"
import { consentHeadScript } from "../../src/lib/consent/head-script"
import { parseConsentDefault } from "../../src/lib/consent/record"
import { BOOT_LOADER_CODE } from "./boot-after-paint"
import { bundleEarlyAttribution, earlyAttributionCode } from "./early-attribution"
import { bundleExperimentsHead, experimentsHeadCode } from "./experiments-head"

/**
 * gatsby-plugin-image's module script, which its onRenderBody puts in every page's head (it
 * fades GatsbyImage's main image in; the site's pictures do not use it, but the plugin stays
 * for its build-side resolver). Read from the plugin itself, so an upgrade that changes it
 * changes the hash with it.
 */
export function gatsbyPluginImageScript(): string {
  // Untyped CommonJS: its onRenderBody is called as Gatsby calls it, with the one action it uses.
  const { onRenderBody } = createRequire(__filename)("gatsby-plugin-image/gatsby-ssr") as { onRenderBody?: (args: { setHeadComponents: (list: ReactElement[]) => void }) => void }
  let components: ReactElement[] = []
  onRenderBody?.({ setHeadComponents: (list) => (components = list) })
  const script = components.find((component) => component.type === "script")
  const html = (script?.props as { dangerouslySetInnerHTML?: { __html?: unknown } } | undefined)?.dangerouslySetInnerHTML?.__html
  if (typeof html !== "string") throw new Error("gatsby-plugin-site-runtime (inline-scripts.ts): gatsby-plugin-image's onRenderBody no longer renders an inline script; update the list")
  return html
}

/** The inline scripts' texts for a build of the project at `projectDir` with this environment. */
export function inlineScriptSources(projectDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    consentHeadScript(parseConsentDefault(env.GATSBY_CONSENT_DEFAULT)),
    earlyAttributionCode(bundleEarlyAttribution(projectDir, env)),
    experimentsHeadCode(bundleExperimentsHead(projectDir, env)),
    BOOT_LOADER_CODE,
    brandFontHeadScript(),
    gatsbyPluginImageScript(),
  ]
}
