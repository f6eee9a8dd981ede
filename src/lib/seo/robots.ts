/**
 * public/robots.txt, by environment (SPEC 9.7: staging is never indexed).
 */
import { SITEMAP_PATH } from "./sitemap"
import { absoluteUrl } from "./structured-data"

export function robotsTxt(input: { siteEnv: "prod" | "staging"; siteUrl: string; preview?: boolean }): string {
  if (input.preview) return ["# Preview (drafts included): nothing here is for search engines.", "User-agent: *", "Disallow: /", ""].join("\n")
  if (input.siteEnv === "staging") return ["# Staging: nothing here is for search engines.", "User-agent: *", "Disallow: /", ""].join("\n")
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(input.siteUrl, SITEMAP_PATH)}`, ""].join("\n")
}
