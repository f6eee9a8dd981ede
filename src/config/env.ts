/**
 * Build- and Function-time environment, validated once. Never import this from browser
 * code: the CMS tokens must not reach public/ (DESIGN section 7).
 */
import { site } from "./site"

export type SiteEnv = "prod" | "staging"

export interface BuildEnv {
  siteEnv: SiteEnv
  siteUrl: string
  cmsUrl: string
  cmsToken: string | undefined
  cmsPreviewToken: string | undefined
  /** Where the build deploys: Netlify sets NETLIFY=true in its builds (gatsby-config's adapter). */
  deployHost: "netlify" | "self"
  /**
   * CMS_FULL_SOURCE=1: source every entry instead of only what changed since the last build
   * (plugins/gatsby-source-cms/incremental.ts). The publisher sets it when a user or category
   * changed, because those are copied into the entries that show them.
   */
  cmsFullSource: boolean
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

function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "0" || value === "false") return false
  if (value === "1" || value === "true") return true
  throw new EnvError(`${name} must be "1" or "0", got "${value}"`)
}

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const siteEnv = parseSiteEnv(env.SITE_ENV)
  const defaultSiteUrl = siteEnv === "staging" ? site.stagingSiteUrl : site.siteUrl
  if (!env.CMS_URL) {
    throw new EnvError(
      "CMS_URL is not set. Run the site through `npm run build` / `npm start`, which start the local CMS when CMS_URL is unset.",
    )
  }
  return {
    siteEnv,
    siteUrl: parseUrl("SITE_URL", env.SITE_URL || defaultSiteUrl),
    cmsUrl: parseUrl("CMS_URL", env.CMS_URL),
    cmsToken: env.CMS_TOKEN || undefined,
    cmsPreviewToken: env.CMS_PREVIEW_TOKEN || undefined,
    deployHost: env.NETLIFY === "true" ? "netlify" : "self",
    cmsFullSource: parseFlag("CMS_FULL_SOURCE", env.CMS_FULL_SOURCE),
  }
}
