/**
 * The policy's hashes match the inline scripts' sources: the list the CSP is built from
 * (src/runtime/inline-scripts.ts) against what the renderers really
 * write into a page.
 */
import { join } from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import type { RenderBodyArgs } from "gatsby"
import { BOOT_LOADER_CODE, bootAfterFirstPaint } from "../../plugins/gatsby-plugin-site-runtime/boot-after-paint"
import { bundleEarlyAttribution, bundleExperimentsHead } from "../../src/runtime/classic-script"
import { EARLY_ATTRIBUTION_CONSTANT } from "../../src/runtime/early-attribution"
import { EXPERIMENTS_HEAD_CONSTANT } from "../../src/runtime/experiments-head"
import { inlineScriptSources } from "../../src/runtime/inline-scripts"
import { renderPreAppScripts } from "../../src/runtime/pre-app-scripts"
import { bannerDismissedHeadScript } from "../../src/lib/banner/head-script"
import { brandFontHeadScript } from "../../src/lib/fonts/head-script"
import { CONSENT_HEAD_SCRIPT, consentHeadScript } from "../../src/lib/consent/head-script"
import { scriptHash, securityHeaderRules, thirdPartiesOf } from "../../src/lib/security/headers"
import { allowedScriptHashes, disallowedInlineScripts, executableInlineScripts } from "../../plugins/gatsby-plugin-site-runtime/inline-script-check"
import { userStatusHeadScript } from "../../src/lib/personalization/head-script"

const projectRoot = join(__dirname, "..", "..")
const env = { GATSBY_GTM_ID: "GTM-AB12CD3" }
// As gatsby-config.ts builds the policy: the site's scripts and the site runtime plugin's boot loader.
const sources = [...inlineScriptSources(projectRoot, env), BOOT_LOADER_CODE]
const allowed = allowedScriptHashes(securityHeaderRules({ thirdParties: thirdPartiesOf(env), inlineScripts: sources }))!

test("the list holds every script the site writes, each one once", () => {
  expect(sources).toHaveLength(7)
  expect(new Set(sources.map(scriptHash)).size).toBe(sources.length)
  // The consent defaults (gatsby-ssr.tsx, first in the head), as this environment's setting writes them.
  expect(sources).toContain(CONSENT_HEAD_SCRIPT)
  expect(inlineScriptSources(projectRoot, { ...env, GATSBY_CONSENT_DEFAULT: "granted" })).toContain(consentHeadScript("granted"))
  expect(sources).toContain(brandFontHeadScript())
  expect(sources).toContain(userStatusHeadScript())
  expect(sources).toContain(bannerDismissedHeadScript())
})

test("a page as the site renders it executes only scripts the policy allows by hash", () => {
  const globals = globalThis as unknown as Record<string, unknown>
  globals[EARLY_ATTRIBUTION_CONSTANT] = bundleEarlyAttribution(projectRoot, env)
  globals[EXPERIMENTS_HEAD_CONSTANT] = bundleExperimentsHead(projectRoot, env)
  try {
    let head: React.ReactNode[] = []
    let body: React.ReactNode[] = []
    renderPreAppScripts({
      pathname: "/pricing",
      loadPageDataSync: () => ({
        result: {
          pageContext: {
            attributionDefaults: { defaultSourceUtm: "linkedin" },
            experiments: [
              {
                id: "home-hero-headline",
                pageUri: "",
                element: "homeHeroHeading",
                arms: [
                  { name: "control", copy: null, weight: 50 },
                  { name: "inside-gmail", copy: "Every client relationship, right inside Gmail", weight: 50 },
                ],
              },
            ],
          },
        },
      }),
      setHeadComponents: (list: React.ReactNode[]) => (head = list),
      setPostBodyComponents: (list: React.ReactNode[]) => (body = list),
    } as unknown as RenderBodyArgs)
    const gatsbyTail =
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/pricing";/*]]>*/</script><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="a37f";</script><script src="/app-8513.js" async></script>'
    const html = bootAfterFirstPaint(
      `<html><head><script id="rapport-consent-defaults">${CONSENT_HEAD_SCRIPT}</script>${renderToStaticMarkup(<>{head}</>)}<script>${brandFontHeadScript()}</script></head><body>${renderToStaticMarkup(<>{body}</>)}${gatsbyTail}</body></html>`,
    )
    expect(executableInlineScripts(html)).toHaveLength(5)
    expect(disallowedInlineScripts(html, allowed)).toEqual([])
    // Without the rewrite, Gatsby's per-page and per-build scripts would be blocked.
    expect(disallowedInlineScripts(gatsbyTail, allowed)).toHaveLength(3)
  } finally {
    delete globals[EARLY_ATTRIBUTION_CONSTANT]
    delete globals[EXPERIMENTS_HEAD_CONSTANT]
  }
})
