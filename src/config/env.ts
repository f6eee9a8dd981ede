/**
 * Build- and Function-time environment, validated once. Never import this from browser
 * code: the CMS tokens must not reach public/ (DESIGN section 7).
 */
import { site } from "./site"
import { TAG_MANAGER_ID } from "../lib/analytics/tag-manager-id"
import { parseConsentDefault, type ConsentDefault } from "../lib/consent/record"

export type SiteEnv = "prod" | "staging"

export interface BuildEnv {
  siteEnv: SiteEnv
  siteUrl: string
  cmsUrl: string
  cmsToken: string | undefined
  /**
   * CMS_PREVIEW=1: this is the preview server (`npm run preview`): every page says so and is
   * noindex, and drafts are shown per request, with the token Craft put in the URL
   * (docs/publishing-and-preview.md). There is no preview token in the environment.
   */
  cmsPreview: boolean
  /** The origin allowed to frame the preview server (Craft's control panel): CMS_PREVIEW_ORIGIN, else CMS_URL's origin. */
  cmsPreviewOrigin: string
  /**
   * CMS_ASSET_ORIGINS: origins that serve CMS assets directly to the browser, not through the
   * site's /assets/* proxy (publisher/cms-asset-proxy.ts), e.g. an image CDN in front of
   * Craft's volumes, whose URLs stay absolute. Each is allowed in the CSP's img-src and
   * preconnected in every page's head. Default none.
   */
  cmsAssetOrigins: string[]
  /** Where the build deploys: Netlify sets NETLIFY=true in its builds (gatsby-config's adapter). */
  deployHost: "netlify" | "self"
  /**
   * CMS_FULL_SOURCE=1: source every entry instead of only what changed since the last build
   * (plugins/gatsby-source-cms/incremental.ts). The publisher sets it when a user or category
   * changed, because those are copied into the entries that show them.
   */
  cmsFullSource: boolean
  /**
   * How the build waits for the CMS (plugins/gatsby-source-cms/client.ts): each request is
   * abandoned after CMS_TIMEOUT_MS (default 30000), and a timeout, a refused connection or a
   * 5xx is tried again CMS_RETRIES times (default 2) after CMS_RETRY_BACKOFF_MS, doubled each
   * time (default 1000). A CMS that is down fails the build within about 95 s by default.
   */
  cmsRequest: { timeoutMs: number; retries: number; retryBackoffMs: number }
  /**
   * SKIP_TYPEGEN=1: the build does not rewrite src/gatsby-types.d.ts. The publisher sets it:
   * a release needs no developer types, a live server should not write into src/, and
   * typegen costs about a second of every publish. `npm run build`, CI and develop keep it.
   */
  skipTypegen: boolean
  /**
   * GATSBY_VIDEO_PROVIDER_URL: the video provider's base URL (Wistia: https://fast.wistia.net),
   * or null for the embedded default, the site's own sample videos (config/video-hosting.ts).
   * The browser reads the same variable (config/video-hosting.ts `videoProvider`, inlined by Gatsby as
   * a GATSBY_ name); it is checked here so that a malformed value stops the build.
   */
  videoProviderUrl: string | null
  /**
   * GATSBY_DEMO_BOOKING_URL: an external scheduling page the /demos confirmation offers larger
   * teams (features/lead-capture/rules/booking-config.ts), or null for the site's own booking page. Checked here so
   * that a malformed value stops the build.
   */
  demoBookingUrl: string | null
  /**
   * GATSBY_GTM_ID: the Google Tag Manager container the browser loads once the page is idle
   * (lib/analytics/tag-manager.ts), or null: no tag manager. The browser reads the same
   * variable, inlined by Gatsby; it is checked here so that a malformed id stops the build.
   */
  tagManagerId: string | null
  /**
   * GATSBY_CONSENT_DEFAULT: what a visitor who has not chosen gets (lib/consent/record.ts):
   * `denied`, opt-in everywhere (the default: a static site cannot know the visitor's region),
   * or `granted`, only for deployments that serve regions without an opt-in rule.
   */
  consentDefault: ConsentDefault
}

export class EnvError extends Error {}

export function parseSiteEnv(value: string | undefined): SiteEnv {
  if (value === undefined || value === "" || value === "prod" || value === "production") return "prod"
  if (value === "staging") return "staging"
  throw new EnvError(`SITE_ENV must be "prod" or "staging", got "${value}"`)
}

function parseUrl(name: string, value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)")
    return url.toString().replace(/\/$/, "")
  } catch {
    throw new EnvError(`${name} must be an absolute http(s) URL, got "${value}"`)
  }
}

/**
 * The video provider's base: https (its player is an iframe in https pages, where an http
 * frame is blocked as mixed content), or http on loopback only (a test's fake provider).
 */
export function parseVideoProviderUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null
  const base = parseUrl("GATSBY_VIDEO_PROVIDER_URL", value.trim())
  const { protocol, hostname, search, hash } = new URL(base)
  const loopback = hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]"
  if (protocol !== "https:" && !loopback) throw new EnvError(`GATSBY_VIDEO_PROVIDER_URL must be an https URL (http only on loopback), got "${value}"`)
  if (search || hash) throw new EnvError(`GATSBY_VIDEO_PROVIDER_URL must be a base URL without query or fragment, got "${value}"`)
  return base
}

/** An external scheduler: https (http on loopback only, for tests), a page a visitor can open. */
export function parseDemoBookingUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null
  const url = new URL(parseUrl("GATSBY_DEMO_BOOKING_URL", value.trim()))
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]"
  if (url.protocol !== "https:" && !loopback) throw new EnvError(`GATSBY_DEMO_BOOKING_URL must be an https URL (http only on loopback), got "${value}"`)
  return url.toString()
}

const isLoopbackHost = (hostname: string): boolean => hostname === "localhost" || hostname === "[::1]" || /^127\./.test(hostname)

/**
 * CMS_ASSET_ORIGINS: comma-separated origins (`https://images.example.com`), each https, or
 * http on loopback only (a test's stand-in); no path, query or credentials. Unset or empty: none.
 */
export function parseCmsAssetOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === "") return []
  const origins = value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")
    .map((item) => {
      let url: URL
      try {
        url = new URL(item)
      } catch {
        throw new EnvError(`CMS_ASSET_ORIGINS must be a comma-separated list of origins such as https://images.example.com, got "${item}"`)
      }
      if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopbackHost(url.hostname))) {
        throw new EnvError(`CMS_ASSET_ORIGINS must list https origins (http only on loopback), got "${item}"`)
      }
      if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
        throw new EnvError(`CMS_ASSET_ORIGINS takes origins only (scheme, host and port: no path, query or credentials), got "${item}"`)
      }
      return url.origin
    })
  return [...new Set(origins)]
}

/** A Tag Manager container id ('GTM-' and letters or digits), or null when unset. */
export function parseTagManagerId(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null
  if (!TAG_MANAGER_ID.test(value.trim())) throw new EnvError(`GATSBY_GTM_ID must be a Tag Manager container id such as GTM-AB12CD3, got "${value}"`)
  return value.trim()
}

function parseCount(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === "") return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) throw new EnvError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`)
  return number
}

function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "0" || value === "false") return false
  if (value === "1" || value === "true") return true
  throw new EnvError(`${name} must be "1" or "0", got "${value}"`)
}

/** GATSBY_CONSENT_DEFAULT (lib/consent/record.ts): `denied` (opt-in, the default) or `granted`; anything else stops the build. */
export function parseConsentDefaultSetting(value: string | undefined): ConsentDefault {
  try {
    return parseConsentDefault(value)
  } catch (error) {
    throw new EnvError((error as Error).message)
  }
}

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const siteEnv = parseSiteEnv(env.SITE_ENV)
  const defaultSiteUrl = siteEnv === "staging" ? site.stagingSiteUrl : site.siteUrl
  if (!env.CMS_URL) {
    throw new EnvError("CMS_URL is not set. Run the site through `npm run build` / `npm start`, which start the local CMS when CMS_URL is unset.")
  }
  if (env.CMS_PREVIEW_TOKEN) {
    // A long-lived token that shows every draft is what Craft does not have: previews carry their own (docs/publishing-and-preview.md).
    throw new EnvError(
      "CMS_PREVIEW_TOKEN is no longer read: the preview server takes each draft's token from the URL Craft opens. Unset it; run `npm run preview` (CMS_PREVIEW=1) for a preview server (docs/publishing-and-preview.md).",
    )
  }
  return {
    siteEnv,
    siteUrl: parseUrl("SITE_URL", env.SITE_URL || defaultSiteUrl),
    cmsUrl: parseUrl("CMS_URL", env.CMS_URL),
    cmsToken: env.CMS_TOKEN || undefined,
    cmsPreview: parseFlag("CMS_PREVIEW", env.CMS_PREVIEW),
    cmsPreviewOrigin: new URL(parseUrl("CMS_PREVIEW_ORIGIN", env.CMS_PREVIEW_ORIGIN || env.CMS_URL)).origin,
    cmsAssetOrigins: parseCmsAssetOrigins(env.CMS_ASSET_ORIGINS),
    deployHost: env.NETLIFY === "true" ? "netlify" : "self",
    cmsFullSource: parseFlag("CMS_FULL_SOURCE", env.CMS_FULL_SOURCE),
    cmsRequest: {
      timeoutMs: parseCount("CMS_TIMEOUT_MS", env.CMS_TIMEOUT_MS, 30_000, 100, 600_000),
      retries: parseCount("CMS_RETRIES", env.CMS_RETRIES, 2, 0, 10),
      retryBackoffMs: parseCount("CMS_RETRY_BACKOFF_MS", env.CMS_RETRY_BACKOFF_MS, 1_000, 0, 60_000),
    },
    skipTypegen: parseFlag("SKIP_TYPEGEN", env.SKIP_TYPEGEN),
    videoProviderUrl: parseVideoProviderUrl(env.GATSBY_VIDEO_PROVIDER_URL),
    demoBookingUrl: parseDemoBookingUrl(env.GATSBY_DEMO_BOOKING_URL),
    tagManagerId: parseTagManagerId(env.GATSBY_GTM_ID),
    consentDefault: parseConsentDefaultSetting(env.GATSBY_CONSENT_DEFAULT),
  }
}

/** The publisher's own settings (publisher/cli.ts): where it listens and the webhook secret. */
export interface PublisherEnv {
  port: number
  host: string
  /** The shared secret Craft's webhook sends; undefined when unset (the CLI then makes one up for the local CMS). */
  webhookSecret: string | undefined
  /** Set when the site reads a real CMS: the publisher then starts no local one. */
  cmsUrl: string | undefined
  /** PUBLISH_DIR: where the releases live; undefined for the default (publisher/start.ts's `defaultPublishDir`). */
  publishDir: string | undefined
}

export function readPublisherEnv(env: NodeJS.ProcessEnv = process.env): PublisherEnv {
  const rawPort = env.PORT || "9000"
  const port = Number(rawPort)
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new EnvError(`PORT must be a port number, got "${rawPort}"`)
  const webhookSecret = env.CMS_WEBHOOK_SECRET || undefined
  // A short secret is guessable; Craft's header can carry any length, so ask for a real one.
  if (webhookSecret !== undefined && webhookSecret.length < 16) throw new EnvError("CMS_WEBHOOK_SECRET must be at least 16 characters")
  if (env.CMS_URL && !webhookSecret) {
    throw new EnvError("CMS_WEBHOOK_SECRET is not set: with CMS_URL, the CMS's webhook must carry the secret configured in Craft (publisher/README.md)")
  }
  return {
    port,
    // Loopback unless told otherwise: the publisher is meant to sit behind a proxy or be reached locally.
    host: env.HOST || "127.0.0.1",
    webhookSecret,
    cmsUrl: env.CMS_URL ? parseUrl("CMS_URL", env.CMS_URL) : undefined,
    publishDir: env.PUBLISH_DIR || undefined,
  }
}
