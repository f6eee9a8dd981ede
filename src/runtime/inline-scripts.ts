/**
 * Every executable inline `<script>` the site's own code writes into the built pages, as its
 * exact text: the Content-Security-Policy allows each by its hash (src/lib/security/headers.ts),
 * so the site needs no 'unsafe-inline' for scripts. gatsby-config.ts hashes this list, with
 * the site runtime plugin's boot loader, into the policy and hands the rules to the plugin,
 * which, after each build, checks every inline script of every page written against the
 * policy's hashes and stops the build on one it does not allow, naming the page.
 *
 * Each script's text is the same on every page and in every build of the same code: what
 * varies (a page's attribution defaults, the running experiments, the font file's URL,
 * Gatsby's page path, chunk mapping and compilation hash) travels as data beside it, in an
 * attribute or a `<script type="application/json">`, which no browser executes. JSON-LD
 * (`application/ld+json`) is data too.
 *
 * A new inline script: export its text from the module that writes it, add one line below.
 */
import { bannerDismissedHeadScript } from "../lib/banner/head-script"
import { brandFontHeadScript } from "../lib/fonts/head-script"
import { consentHeadScript } from "../lib/consent/head-script"
import { parseConsentDefault } from "../lib/consent/record"
import { userStatusHeadScript } from "../lib/personalization/head-script"
import { bundleEarlyAttribution, bundleExperimentsHead } from "./classic-script"
import { earlyAttributionCode } from "./early-attribution"
import { experimentsHeadCode } from "./experiments-head"

/** The site's inline scripts' texts for a build of the project at `projectDir` with this environment. */
export function inlineScriptSources(projectDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    consentHeadScript(parseConsentDefault(env.GATSBY_CONSENT_DEFAULT)),
    earlyAttributionCode(bundleEarlyAttribution(projectDir, env)),
    experimentsHeadCode(bundleExperimentsHead(projectDir, env)),
    brandFontHeadScript(),
    userStatusHeadScript(),
    bannerDismissedHeadScript(),
  ]
}
