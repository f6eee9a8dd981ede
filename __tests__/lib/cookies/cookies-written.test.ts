/**
 * Every cookie the site's code writes is in the one cookie table (lib/cookies/cookie-declaration.ts),
 * with its consent class. The source is scanned for the ways a cookie can be written
 * (`document.cookie =`, js-cookie): a new writer fails here until it is named below and its
 * cookies are declared. e2e/consent.spec.ts checks the same in a browser, after accepting all.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { trackedParams } from "../../../src/lib/attribution/params"
import { attributionCookieValues, type AttributionState } from "../../../src/lib/attribution/state"
import { site } from "../../../src/config/site"
import { cookieDeclaration, cookieNamesOf, declaredItems } from "../../../src/lib/cookies/cookie-declaration"
import { CONSENT_COOKIE } from "../../../src/lib/consent/record"
import { EXPERIMENTS_COOKIE } from "../../../src/lib/experiments/cookie"
import { BANNER_DISMISSED_KEY } from "../../../src/lib/banner/dismissal"
import { BRAND_FONT_CACHED_KEY } from "../../../src/lib/fonts/head-script"
import type { ConsentClass } from "../../../src/lib/consent/record"

const root = join(__dirname, "..", "..", "..")

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path)
    return /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [path] : []
  })
}

const writesCookies = (text: string): boolean => /document\.cookie\s*=(?!=)/.test(text) || /from\s+["']js-cookie["']/.test(text) || /Cookies\.set\(/.test(text)

const allAttributionCookies = (): string[] => {
  const state = {
    params: Object.fromEntries(trackedParams.map((param) => [param, "x"])),
    utm_first_page: "/a",
    utm_last_page: "/b",
  } as unknown as AttributionState
  return [site.firstTouchCookie, ...Object.keys(attributionCookieValues(state))]
}

/** Each module that writes cookies, the cookies it writes and their class. */
const writers: Record<string, { names: () => string[]; consentClass: ConsentClass }> = {
  "src/lib/attribution/cookies.ts": { names: allAttributionCookies, consentClass: "marketing" },
  "src/lib/experiments/head.ts": { names: () => [EXPERIMENTS_COOKIE], consentClass: "analytics" },
  "src/lib/consent/save-choice.ts": { names: () => [CONSENT_COOKIE], consentClass: "necessary" },
  "src/lib/cookies/flag-cookie.ts": { names: () => [BANNER_DISMISSED_KEY, BRAND_FONT_CACHED_KEY], consentClass: "necessary" },
}

test("only the known modules write cookies", () => {
  const files = [...sourceFiles(join(root, "src")), ...sourceFiles(join(root, "plugins")), join(root, "gatsby-browser.tsx"), join(root, "gatsby-ssr.tsx")]
  const found = files.filter((file) => writesCookies(readFileSync(file, "utf8"))).map((file) => relative(root, file))
  expect(found.sort()).toEqual(Object.keys(writers).sort())
})

test.each(Object.entries(writers))("%s: every cookie it writes is declared once, as a cookie of its class", (_file, { names, consentClass }) => {
  // Among the cookies the site sets (a link-attribution cookie such as dub_id is also listed as read, never written, by the site).
  const items = cookieDeclaration().find((group) => group.id === "set-by-site")!.items
  for (const name of names()) {
    const rows = items.filter((item) => item.names.includes(name))
    expect([name, rows.length]).toEqual([name, 1])
    expect([name, rows[0]!.storage, rows[0]!.consentClass]).toEqual([name, "cookie", consentClass])
  }
})

test("every row has a class, and the experiments cookie says why it is analytics", () => {
  for (const item of declaredItems()) expect(["necessary", "analytics", "marketing"]).toContain(item.consentClass)
  const experiments = declaredItems().find((item) => item.names.includes(EXPERIMENTS_COOKIE))!
  expect(experiments.classReason).toMatch(/measure/)
})

test("the consent dialog's lists name each cookie once, in its class", () => {
  for (const consentClass of ["necessary", "analytics", "marketing"] as const) {
    const names = cookieNamesOf(consentClass)
    expect(new Set(names).size).toBe(names.length)
  }
  expect(cookieNamesOf("necessary")).toEqual(["rapport_web_banner_dismissed", "rapport_font_cached", "rapport_consent", "logged_in_rapport_user"])
  expect(cookieNamesOf("analytics")).toEqual(["rapport_experiments"])
  expect(cookieNamesOf("marketing")).toEqual(expect.arrayContaining(["rapport_ft", "utm_source", "gclid", "dub_id"]))
})
