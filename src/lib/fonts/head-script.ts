/**
 * The brand font's inline <head> script (brand-font.ts says why it exists), in a module of
 * its own: the build imports it to hash the script for the Content-Security-Policy
 * (src/runtime/inline-scripts.ts), and brand-font.ts imports the font
 * file itself, which only webpack can resolve.
 */
import { flagCookiePattern } from "../cookies/flag-cookie"

export const BRAND_FONT_FAMILY = "Inter Variable"
/** The flag cookie (lib/cookies/flag-cookie.ts) that says the font file is in this browser's cache. */
export const BRAND_FONT_CACHED_KEY = "rapport_font_cached"

/** How long the flag is kept: the font file's own cache lifetime (a content-hashed static file, a year). */
export const BRAND_FONT_CACHED_MAX_AGE_SECONDS = 31_536_000

/** Fontsource's Latin unicode-range for Inter. */
const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"

export const brandFontDescriptors = { weight: "100 900", style: "normal", unicodeRange: LATIN_RANGE }

/** The script element's id and the attribute that carries the font file's URL. */
export const BRAND_FONT_SCRIPT_ID = "rapport-brand-font"
export const BRAND_FONT_URL_ATTRIBUTE = "data-font-url"

/**
 * The inline <head> script for later page loads: registers the font (display optional)
 * when the flag cookie says it is cached (a cookie, not localStorage: flag-cookie.ts says
 * why). Plain ES5 with no dependencies; any failure leaves the fallback. Its text never
 * changes: the font file's URL (content-hashed by webpack) is read from the element's own
 * attribute, so the Content-Security-Policy allows it by one hash.
 */
export function brandFontHeadScript(): string {
  const descriptors = JSON.stringify({ ...brandFontDescriptors, display: "optional" })
  return (
    `try{var s=document.getElementById(${JSON.stringify(BRAND_FONT_SCRIPT_ID)}),u=s&&s.getAttribute(${JSON.stringify(BRAND_FONT_URL_ATTRIBUTE)});` +
    `if(u&&${flagCookiePattern(BRAND_FONT_CACHED_KEY)}.test(document.cookie)&&document.fonts&&window.FontFace){` +
    `var f=new FontFace(${JSON.stringify(BRAND_FONT_FAMILY)},"url("+u+") format(\\"woff2\\")",${descriptors});document.fonts.add(f);f.load()}}catch(e){}`
  )
}
