/**
 * The security headers of every response (DESIGN 7, issue 17): one Content-Security-Policy
 * built from what the build is configured with, and the usual companions. gatsby-config.ts
 * hands `securityHeaderRules` to Gatsby's `headers` option, so the adapter's host (Netlify)
 * serves them; `gatsby serve` ignores that option, so our own site server (`npm run serve` and
 * the publisher) applies the same rules through Gatsby's own matcher (publisher/served-headers.ts).
 *
 * Pure: the policy is a function of its configuration. Node only (hashing): never imported by
 * browser code.
 */
import { createHash } from "node:crypto"
import { parseCmsAssetOrigins } from "../../config/env"

/** The third parties the browser talks to, each present only when the build configures it. */
export interface ThirdParties {
  /** GATSBY_GTM_ID is set: Google Tag Manager's gtm.js, and the Google Analytics it loads. */
  tagManager: boolean
  /** GATSBY_MARKETO_BASE_URL with a Munchkin id: the instance whose Forms 2.0 script the demo form loads. */
  marketoBaseUrl: string | null
  /** GATSBY_VIDEO_PROVIDER_URL: the video provider whose metadata is fetched and whose player is framed. */
  videoProviderUrl: string | null
  /**
   * GATSBY_MARKETING_AUTOMATION_SCRIPT_URL, GATSBY_LINK_ATTRIBUTION_SCRIPT_URL (config/site.ts
   * `thirdPartyScripts`): scripts loaded by URL once the page is idle, which report to their host.
   */
  idleScriptUrls: readonly string[]
  /**
   * CMS_ASSET_ORIGINS (config/env.ts): origins that serve CMS assets to the browser directly (an
   * image CDN in front of Craft's volumes). Assets on the CMS's own origin need none: the site
   * serves them itself at /assets/* (publisher/cms-asset-proxy.ts).
   */
  cmsAssetOrigins: readonly string[]
}

/** The settings the third parties come from, as the build reads them (all optional). */
export interface ThirdPartySettings {
  GATSBY_GTM_ID?: string
  GATSBY_MARKETO_BASE_URL?: string
  GATSBY_MARKETO_MUNCHKIN_ID?: string
  GATSBY_VIDEO_PROVIDER_URL?: string
  GATSBY_MARKETING_AUTOMATION_SCRIPT_URL?: string
  GATSBY_LINK_ATTRIBUTION_SCRIPT_URL?: string
  CMS_ASSET_ORIGINS?: string
}

const setting = (value: string | undefined): string | null => (value && value.trim() !== "" ? value.trim() : null)

function absoluteUrl(name: string, value: string | null): string | null {
  if (value === null) return null
  try {
    const url = new URL(value)
    if (url.protocol === "https:" || url.protocol === "http:") return url.toString()
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an absolute http(s) URL for the Content-Security-Policy, got "${value}"`)
}

/**
 * The third parties a build is configured with: the same conditions the browser code loads
 * them on (Tag Manager with a container id; Marketo's form script with a base URL and a
 * Munchkin id, features/lead-capture/browser/marketo-loader.ts; the provider with its URL; an idle script
 * with its URL). Anything unset stays out of the policy.
 */
export function thirdPartiesOf(settings: ThirdPartySettings): ThirdParties {
  const marketoBase = setting(settings.GATSBY_MARKETO_BASE_URL)
  return {
    tagManager: setting(settings.GATSBY_GTM_ID) !== null,
    marketoBaseUrl: marketoBase && setting(settings.GATSBY_MARKETO_MUNCHKIN_ID) ? absoluteUrl("GATSBY_MARKETO_BASE_URL", marketoBase) : null,
    videoProviderUrl: absoluteUrl("GATSBY_VIDEO_PROVIDER_URL", setting(settings.GATSBY_VIDEO_PROVIDER_URL)),
    idleScriptUrls: [
      absoluteUrl("GATSBY_MARKETING_AUTOMATION_SCRIPT_URL", setting(settings.GATSBY_MARKETING_AUTOMATION_SCRIPT_URL)),
      absoluteUrl("GATSBY_LINK_ATTRIBUTION_SCRIPT_URL", setting(settings.GATSBY_LINK_ATTRIBUTION_SCRIPT_URL)),
    ].filter((url): url is string => url !== null),
    cmsAssetOrigins: parseCmsAssetOrigins(settings.CMS_ASSET_ORIGINS),
  }
}

export interface SecurityPolicyConfig {
  thirdParties: ThirdParties
  /**
   * The exact text of every executable inline `<script>` the site writes into its pages
   * (src/runtime/inline-scripts.ts lists them): each is allowed by its
   * hash, never by 'unsafe-inline'.
   */
  inlineScripts: readonly string[]
}

export interface HeaderRule {
  source: string
  headers: Array<{ key: string; value: string }>
}

/** The CSP source expression of an inline script's text: 'sha256-…' of its UTF-8 bytes, as browsers hash it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`
}

/** Google's documented hosts for Tag Manager with Google Analytics 4 (developers.google.com/tag-platform/security/guides/csp). */
const TAG_MANAGER = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
} as const

/**
 * Wistia serves a media's still images from its embed host, not from the player's base URL
 * (lib/video/provider-metadata.ts reads them from the metadata). Other providers (a test's
 * stand-in on loopback) serve everything from their base.
 */
const WISTIA_IMAGE_HOSTS = ["https://embed-ssl.wistia.com", "https://embed.wistia.com"]

const originOf = (url: string): string => new URL(url).origin

function videoImageOrigins(providerUrl: string): string[] {
  const { hostname } = new URL(providerUrl)
  const wistia = hostname === "wistia.net" || hostname.endsWith(".wistia.net") || hostname === "wistia.com" || hostname.endsWith(".wistia.com")
  return wistia ? [originOf(providerUrl), ...WISTIA_IMAGE_HOSTS] : [originOf(providerUrl)]
}

const unique = (sources: readonly string[]): string[] => [...new Set(sources)]

/** The policy's directives, in the order they are written. */
export function contentSecurityPolicyDirectives(config: SecurityPolicyConfig): Array<[string, string[]]> {
  const { tagManager, marketoBaseUrl, videoProviderUrl, idleScriptUrls, cmsAssetOrigins } = config.thirdParties
  const marketo = marketoBaseUrl ? [originOf(marketoBaseUrl)] : []
  const idleScripts = idleScriptUrls.map(originOf)
  const video = videoProviderUrl ? [originOf(videoProviderUrl)] : []
  const frames = [...video, ...marketo]
  return [
    ["default-src", ["'self'"]],
    // Scripts: the site's own files, each inline script by its hash, and the configured third
    // parties' hosts. No 'unsafe-inline', no 'unsafe-eval'. Tag Manager's "Custom HTML" tags
    // inject inline scripts and would be blocked: the container must use its built-in tags.
    ["script-src", unique(["'self'", ...config.inlineScripts.map(scriptHash), ...(tagManager ? TAG_MANAGER.script : []), ...marketo, ...idleScripts])],
    // Styles keep 'unsafe-inline', decided: React and the pictures write style="…" attributes
    // into the server HTML (a picture's width, a section's custom properties), which no hash
    // can allow; the experiments' head script writes a <style> before the first paint whose
    // rules depend on the editors' experiments and the visitor's variant (lib/experiments/
    // marking.ts), so it has no fixed hash either; Marketo's form injects its own. Styles run
    // no code, rich text is sanitised at sourcing (style attributes stripped), and every
    // script stays hash- or host-listed, so what an injected style could do is bounded.
    ["style-src", unique(["'self'", "'unsafe-inline'", ...marketo])],
    // Images: the site's own (under /static, and the CMS's files and transforms, which the site
    // serves at /assets/*), data: URIs of the stylesheet's small icons, the configured asset
    // origins that serve CMS images directly (an image CDN), a video provider's posters, Tag
    // Manager's pixels.
    [
      "img-src",
      unique([
        "'self'",
        "data:",
        ...cmsAssetOrigins,
        ...(videoProviderUrl ? videoImageOrigins(videoProviderUrl) : []),
        ...(tagManager ? TAG_MANAGER.img : []),
        ...marketo,
        ...idleScripts,
      ]),
    ],
    // Fonts are self-hosted (DESIGN 6).
    ["font-src", ["'self'"]],
    // The CMS proxies and the site's Functions are same-origin (/api/*); the provider's video
    // metadata is fetched as text; Marketo's form posts to its instance; idle scripts report home.
    ["connect-src", unique(["'self'", ...video, ...(tagManager ? TAG_MANAGER.connect : []), ...marketo, ...idleScripts])],
    // The site's own sample videos (static/videos); a provider's play inside its iframe.
    ["media-src", ["'self'"]],
    // Frames: the video provider's player and Marketo's cross-domain form frame, else none.
    ["frame-src", frames.length > 0 ? unique(frames) : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // The site's forms submit to its own Functions (/api/blog-search, /api/integrations, /api/thank-you-notes-search, the lead endpoints).
    ["form-action", ["'self'"]],
    // Never framed: clickjacking (X-Frame-Options says the same to browsers without CSP 2).
    ["frame-ancestors", ["'none'"]],
  ]
}

export function contentSecurityPolicy(config: SecurityPolicyConfig): string {
  return contentSecurityPolicyDirectives(config)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")
}

/**
 * Browser features no page of the site uses are turned off for it and everything it frames;
 * the video provider's player may go full screen, autoplay (the visitor pressed play) and
 * float as picture-in-picture, as VideoFacade's iframe `allow` asks.
 */
export function permissionsPolicy(thirdParties: ThirdParties): string {
  const player = thirdParties.videoProviderUrl ? ` "${originOf(thirdParties.videoProviderUrl)}"` : ""
  return [
    "accelerometer=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "payment=()",
    "usb=()",
    `autoplay=(self${player})`,
    `fullscreen=(self${player})`,
    `picture-in-picture=(self${player})`,
  ].join(", ")
}

/** One year, subdomains included: every host under the site's domain is https (DESIGN 1). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains"

/** Content-hashed files: the name changes with the content, so a copy never goes stale. */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** HTML and page-data keep their names across builds: always revalidated, never served stale. */
export const REVALIDATE = "public, max-age=0, must-revalidate"

/**
 * The headers of every response. Lower-case names: Gatsby's matcher keys headers by their
 * exact name, and its defaults (referrer-policy: same-origin, x-frame-options, …) are
 * lower-case, so these replace them rather than sit beside them.
 */
export function securityHeaders(config: SecurityPolicyConfig): HeaderRule["headers"] {
  return [
    { key: "content-security-policy", value: contentSecurityPolicy(config) },
    { key: "strict-transport-security", value: STRICT_TRANSPORT_SECURITY },
    { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
    { key: "permissions-policy", value: permissionsPolicy(config.thirdParties) },
    { key: "x-content-type-options", value: "nosniff" },
    { key: "x-frame-options", value: "DENY" },
  ]
}

/**
 * Gatsby's `headers` option. Caching: Gatsby's own defaults already give its webpack assets
 * (`/app-[hash].js` …, which no path pattern can single out at the root) immutable caching and
 * every page and page-data must-revalidate; the rules below state the same for the folders a
 * pattern can name, so no host has to know Gatsby's defaults to get them right. Rules go from
 * the most general to the most specific, as Gatsby ranks them by specificity.
 */
export function securityHeaderRules(config: SecurityPolicyConfig): HeaderRule[] {
  return [
    { source: "/*", headers: securityHeaders(config) },
    { source: "/page-data/*", headers: [{ key: "cache-control", value: REVALIDATE }] },
    { source: "/static/*", headers: [{ key: "cache-control", value: IMMUTABLE }] },
  ]
}

/**
 * The Functions' own responses (JSON, and the no-JavaScript paths' plain HTML pages): nothing to run,
 * frame or embed. Hosts apply gatsby-config's `headers` to static files only (Gatsby's adapter
 * leaves Function routes out), so each Function sets these itself (setFunctionSecurityHeaders).
 */
export function functionSecurityHeaders(): HeaderRule["headers"] {
  return [
    // The answer pages of the no-JavaScript paths (lib/html/plain-page.ts: /api/blog-search,
    // /api/integrations, /api/thank-you-notes-search, the form answer pages) carry their few
    // rules in one <style> and run no script at all, so inline style is all they may use; their
    // forms and links stay on the site.
    {
      key: "content-security-policy",
      value: "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
    { key: "strict-transport-security", value: STRICT_TRANSPORT_SECURITY },
    { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
    { key: "x-content-type-options", value: "nosniff" },
    { key: "x-frame-options", value: "DENY" },
  ]
}

/** Sets functionSecurityHeaders on a Function's response (any object with setHeader). */
export function setFunctionSecurityHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  for (const { key, value } of functionSecurityHeaders()) res.setHeader(key, value)
}
