/**
 * The URL of a CMS asset, made absolute and secure once, where it enters the site.
 *
 * Craft answers an asset's `url` as its volume's base URL says: absolute on the CMS's host,
 * protocol-relative on a CDN (`//cdn.example.com/x.jpg`, SPEC 2.12 and 5), or a root-relative
 * path (`/uploads/x.jpg`) when the volume's base URL is `/uploads`. None of the last two can
 * be downloaded or rendered as they are: the build has no page to be relative to, and a
 * browser would read a relative path against the site, not the CMS.
 */

/** SPEC 2.12 and 5: an image URL that starts with '//' gets 'https:' put in front; any other is kept. */
export function withHttps(url: string | null | undefined): string {
  if (!url) return ""
  return url.startsWith("//") ? `https:${url}` : url
}

/**
 * An asset URL as the source plugin stores it on the asset's node, for every consumer:
 * - `//host/x.jpg` → `https://host/x.jpg` (SPEC 2.12);
 * - a relative path → resolved against the CMS's URL (`/uploads/x.jpg` → `{CMS origin}/uploads/x.jpg`);
 * - `http:` on another host than the CMS's → `https:`: a CDN or storage bucket speaks https,
 *   and a page served over https must not ask for plain http;
 * - `http:` on the CMS's own host (the local stand-in, a staging Craft without TLS) and any
 *   `https:` URL are kept as they are.
 * No URL (a volume without public URLs) stays `null`; so does one that cannot be parsed.
 */
export function absoluteAssetUrl(url: string | null | undefined, cmsUrl: string): string | null {
  const value = url?.trim()
  if (!value) return null
  let resolved: URL
  let cmsHost: string
  try {
    cmsHost = new URL(cmsUrl).hostname
    resolved = new URL(withHttps(value), `${cmsUrl.replace(/\/+$/, "")}/`)
  } catch {
    return null
  }
  if (resolved.protocol === "http:" && resolved.hostname !== cmsHost) resolved.protocol = "https:"
  return resolved.protocol === "https:" || resolved.protocol === "http:" ? resolved.href : null
}

/**
 * Where the CMS's asset files are, on its origin: the volumes' base URLs and the transforms
 * (`/assets/<volume>/<file>`, `/assets/_transforms/…`). Every server of the site forwards this
 * path to the CMS (docs/images.md), so a picture on it is served through the page's origin.
 */
export const CMS_ASSET_PATH = "/assets/"

/**
 * A picture's URL as the pages name it: on the CMS's origin under its asset path, the path
 * alone (the site's servers forward it to the CMS: one connection, the page's origin, nothing
 * for the CSP to allow); anywhere else (an image CDN, a storage bucket) absolute, as
 * `absoluteAssetUrl` makes it; null for what is no usable URL (`data:`, `javascript:`, garbage).
 */
export function siteAssetUrl(url: string, cmsUrl: string): string | null {
  const absolute = absoluteAssetUrl(url, cmsUrl)
  if (!absolute) return null
  const resolved = new URL(absolute)
  if (resolved.origin === new URL(cmsUrl).origin && resolved.pathname.startsWith(CMS_ASSET_PATH)) return `${resolved.pathname}${resolved.search}`
  return absolute
}
