import React from "react"
import type { GatsbySSR } from "gatsby"
import { AttributionTracker } from "./src/components/layout/AttributionTracker"
import { SiteRoot } from "./src/components/layout/SiteRoot"
import { MAIN_CONTENT_ID } from "./src/components/layout/PageShell"
import { BRAND_FONT_SCRIPT_ID, brandFontHeadScript, brandFontUrl } from "./src/lib/fonts/brand-font"
import { CONSENT_HEAD_SCRIPT, CONSENT_HEAD_SCRIPT_ID } from "./src/lib/consent/head-script"
import { BLOG_FEED_PATH, BLOG_FEED_TITLE } from "./src/lib/seo/rss"
import { videoProvider } from "./src/config/video-hosting"
import { SITE_ICONS } from "./src/config/site-icons"
import { VIDEO_PROVIDER_META_NAME, normaliseProviderBase } from "./src/lib/video/provider"
import { renderPreAppScripts } from "./src/runtime/pre-app-scripts"
import { USER_STATUS_HEAD_SCRIPT_ID, userStatusHeadScript } from "./src/lib/personalization/head-script"
import { BANNER_HEAD_SCRIPT_ID, bannerDismissedHeadScript } from "./src/lib/banner/head-script"

const videoProviderBase = normaliseProviderBase(videoProvider.baseUrl)
// Origins that serve CMS images to the browser directly (CMS_ASSET_ORIGINS, an image CDN; the
// renderer gets them from gatsby-config as GATSBY_CMS_ASSET_ORIGINS): each page opens their
// connection while its head is parsed. Assets on the CMS's own origin come through the site's
// /assets/* (publisher/cms-asset-proxy.ts), over the page's own connection, and need none.
const cmsAssetOrigins = (process.env.GATSBY_CMS_ASSET_ORIGINS ?? "").split(",").filter((origin) => origin !== "")

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents } = args
  setHtmlAttributes({ lang: "en" })
  // First: the experiments' head script, while one runs, must show the variants before anything paints (src/runtime/pre-app-scripts.tsx).
  renderPreAppScripts(args)
  setHeadComponents([
    // Consent Mode v2's defaults (denied) and a returning visitor's choice, before any tag can load (src/lib/consent/head-script.ts).
    <script key="consent" id={CONSENT_HEAD_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />,
    // A recognised visitor's status on <html> before the body is parsed, so the first paint shows their variants (src/lib/personalization/head-script.ts).
    <script key="user-status" id={USER_STATUS_HEAD_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: userStatusHeadScript() }} />,
    // A web banner closed earlier in the session hidden before the first paint (src/lib/banner/head-script.ts).
    <script key="web-banner" id={BANNER_HEAD_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: bannerDismissedHeadScript() }} />,
    ...cmsAssetOrigins.map((origin) => <link key={`preconnect-${origin}`} rel="preconnect" href={origin} />),
    // PNG icons, not the SVG drawing: Chromium decodes a favicon on the page's main thread (src/config/site-icons.ts).
    ...SITE_ICONS.map(({ rel, href, size }) => <link key={href} rel={rel} href={href} sizes={`${size}x${size}`} type="image/png" />),
    // The blog's feed, announced on every page (lib/seo/rss.ts): static HTML, no script.
    <link key="rss" rel="alternate" type="application/rss+xml" title={BLOG_FEED_TITLE} href={BLOG_FEED_PATH} />,
    // The first paint waits until the page's main content is parsed (HTML's render-blocking
    // `rel="expect"`, Chromium 124+; other browsers ignore it), so it shows the hero, its h1
    // and its picture at once instead of the header alone, a frame before the largest content.
    <link key="expect-main" rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />,
    // Registers the brand font before the first paint when an earlier page cached it (src/lib/fonts/brand-font.ts).
    // The font file's URL rides on the element, so the script's text (allowed by its hash in
    // the Content-Security-Policy) is the same in every build.
    <script key="brand-font" id={BRAND_FONT_SCRIPT_ID} data-font-url={brandFontUrl} dangerouslySetInnerHTML={{ __html: brandFontHeadScript() }} />,
    // Where the page's videos play from (lib/video/provider.ts); absent: the site's own videos.
    ...(videoProviderBase ? [<meta key="video-provider" name={VIDEO_PROVIDER_META_NAME} content={videoProviderBase} />] : []),
  ])
}

// The same wrapper as in the browser, so the server HTML hydrates without a mismatch.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <SiteRoot>
    {element}
    <AttributionTracker pageContext={props.pageContext} location={props.location} />
  </SiteRoot>
)
