import { join } from "node:path"
import type { GatsbyConfig } from "gatsby"
import netlifyAdapter from "gatsby-adapter-netlify"
import { BOOT_LOADER_CODE } from "./plugins/gatsby-plugin-site-runtime/boot-after-paint"
import { switchedOff } from "./plugins/gatsby-plugin-site-runtime/switched-off"
import { inlineScriptSources } from "./src/runtime/inline-scripts"
import { EARLY_ATTRIBUTION_ID } from "./src/runtime/early-attribution"
import { readBuildEnv } from "./src/config/env"
import { site } from "./src/config/site"
import { securityHeaderRules, thirdPartiesOf } from "./src/lib/security/headers"
import { createPreviewMiddleware } from "./plugins/gatsby-source-cms/preview-server"
import { createCmsAssetProxy, type CmsAssetProxy } from "./publisher/cms-asset-proxy"

// Validated once; a missing or malformed variable stops the build here with its name.
const env = readBuildEnv()
// The browser bundle reads GATSBY_GTM_ID as a literal Gatsby inlines (gatsby-browser.tsx): an unset
// variable would be `({}).GATSBY_GTM_ID` there, which the minifier cannot drop; "" lets it drop the loader.
process.env.GATSBY_GTM_ID = env.tagManagerId ?? ""
// The HTML renderer sees only GATSBY_ names: the validated asset origins, for gatsby-ssr's preconnect links.
process.env.GATSBY_CMS_ASSET_ORIGINS = env.cmsAssetOrigins.join(",")

// Every inline script the pages carry: the site's (src/runtime/inline-scripts.ts) and the site
// runtime plugin's boot loader. The rules go to the host (`headers` below) and to the plugin,
// which checks every built page's inline scripts against them.
/** Pages at /pricing, not /pricing/: Gatsby's setting, and the site server's redirects (passed to the site runtime plugin). */
const TRAILING_SLASH = "never"
const headerRules = securityHeaderRules({ thirdParties: thirdPartiesOf(process.env), inlineScripts: [...inlineScriptSources(__dirname), BOOT_LOADER_CODE] })

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.titleSuffix,
    siteUrl: env.siteUrl,
    siteEnv: env.siteEnv,
    // The preview server (CMS_PREVIEW=1, `npm run preview`) shows drafts: every page says so
    // in a banner and is noindex (components/layout/PreviewBanner, Seo).
    cmsPreview: env.cmsPreview,
    // The video provider's base URL, or "" for the site's own videos (docs/videos.md): the
    // build's VideoObject JSON-LD needs it (lib/seo/page-head.ts).
    videoProvider: env.videoProviderUrl ?? "",
  },
  // `gatsby develop` (and so the preview server) forwards /assets/* to the CMS, as every server
  // of the site does (publisher/cms-asset-proxy.ts): pages name the CMS's files and transforms
  // on the site's own origin. Mounted before develop's own static files.
  // The preview server is `gatsby develop` with the preview middleware in front of its pages
  // (plugins/gatsby-source-cms/preview-server.ts): `?token=` from Craft shows that draft;
  // framable by the CMS's origin only (Live Preview); noindex.
  developMiddleware: (app: { use: (handler: CmsAssetProxy | ReturnType<typeof createPreviewMiddleware>["handle"]) => void }) => {
    app.use(createCmsAssetProxy({ target: env.cmsUrl }))
    if (!env.cmsPreview) return
    const preview = createPreviewMiddleware({ frameOrigin: env.cmsPreviewOrigin })
    app.use(preview.handle)
  },
  trailingSlash: TRAILING_SLASH,
  // Every response's security headers and caching (src/lib/security/headers.ts,
  // docs/security-headers.md): the CSP lists the third parties this build is configured with and
  // the hashes of the inline scripts it writes (after GATSBY_GTM_ID is settled above: the
  // early attribution bundle inlines it). The adapter's host serves them; the site runtime
  // plugin writes them with the build for our own site server (`npm run serve` and the
  // publisher: publisher/built-site.ts).
  headers: headerRules,
  // The production host that builds on a hook (docs/publishing-and-preview.md): on Netlify (which sets
  // NETLIFY=true in its builds) the adapter deploys the Functions and the `headers` with the
  // site and keeps .cache between builds, so its builds are incremental too. Elsewhere
  // (this machine, CI, the publisher) no adapter: `public/` is the whole output.
  adapter: env.deployHost === "netlify" ? netlifyAdapter({ excludeDatastoreFromEngineFunction: false }) : undefined,
  // The automatic runtime: no `import React` needed for JSX, and slightly smaller bundles.
  jsxRuntime: "automatic",
  // Query types are generated from the data layer's explicit types (src/gatsby-types.d.ts,
  // committed so typecheck runs before a build; CI fails when a build changes it). The
  // publisher's builds skip it (SKIP_TYPEGEN=1): a release has no use for developer types.
  graphqlTypegen: { generateOnBuild: !env.skipTypegen },
  plugins: [
    // No image plugin: the CMS transforms every picture, the site's own included (the `site`
    // volume), and the build only asks it for the transforms' URLs (src/lib/images/profiles.ts).
    {
      resolve: "gatsby-source-cms",
      options: {
        url: env.cmsUrl,
        token: env.cmsToken ?? "",
        // Drafts only on the preview server, each with its own token (preview.ts).
        preview: env.cmsPreview,
        schemaPath: join(__dirname, "cms", "schema.graphql"),
        // Entries are sourced incrementally after the first build; this forces a full sourcing.
        fullSource: env.cmsFullSource,
        // Bounded waits and retries (client.ts): a CMS that is down or hangs fails the build, soon.
        timeoutMs: env.cmsRequest.timeoutMs,
        retries: env.cmsRequest.retries,
        retryBackoffMs: env.cmsRequest.retryBackoffMs,
      },
    },
    // Gatsby's own TypeScript plugin, with the options Gatsby gives it, named here so that it
    // comes before the site runtime: Gatsby would otherwise add it after every site plugin, and
    // the runtime's modern-syntax preset must reach its JavaScript rule too (modern-syntax.ts:
    // with one rule left as Gatsby made it, a file changed since the last build compiled to old
    // syntax in a warm build). A dependency of the site at Gatsby's own version range.
    { resolve: "gatsby-plugin-typescript", options: { allExtensions: false, isTSX: false, jsxPragma: "React" } },
    // What works around Gatsby (plugins/gatsby-plugin-site-runtime/README.md): the boot scripts
    // after the first paint, the linked stylesheet, short class names, and the checks of every
    // built page, against the rules the site sends and for the scripts every page needs. It
    // imports nothing from src/: what it must know of the site comes from here.
    {
      resolve: "gatsby-plugin-site-runtime",
      options: {
        headers: headerRules,
        trailingSlash: TRAILING_SLASH,
        requiredInlineScripts: [{ id: EARLY_ATTRIBUTION_ID, without: "their visitors would be recorded only after hydration" }],
        // Lazy parts evaluated mostly at once when they arrive, which V8 should compile as they stream in (the plugin's compile-hints.ts):
        // the demo form (webpackChunkName in src/features/lead-capture/forms/; a name no chunk has stops the build).
        compileHintedChunks: ["demo-form"],
      },
    },
    // The first hydration in slices, inside a transition: a plugin with no options, because
    // Gatsby writes a browser plugin's options into every page (its README).
    // (Left out only for a measurement: plugins/gatsby-plugin-site-runtime/switched-off.ts.)
    ...(switchedOff("hydrate-in-transition") ? [] : ["gatsby-plugin-hydrate-in-transition"]),
  ],
}

export default config
