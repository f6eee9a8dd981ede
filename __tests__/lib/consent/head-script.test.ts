/** @jest-environment jsdom */
/**
 * The consent head script is hand-written JavaScript in a string (head-script.ts says why):
 * these run that very string in a page and hold what it pushes to the rules of record.ts.
 */
import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_HEAD_SCRIPT, consentHeadScript } from "../../../src/lib/consent/head-script"
import { bannerNeeded, effectiveConsent, parseConsentRecord, type ConsentDefault } from "../../../src/lib/consent/record"
import { consentModeSignals } from "../../../src/lib/consent/choice"

type ScriptWindow = Window & { dataLayer?: unknown[]; gtag?: unknown }
const win = window as ScriptWindow

function clearCookies(): void {
  for (const pair of document.cookie.split("; ").filter(Boolean)) document.cookie = `${pair.split("=")[0]}=; max-age=0; path=/`
}

function setGpc(value: unknown): void {
  Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, get: () => value })
}

/** Runs the script as the browser would, and returns what it pushed, as plain arrays (gtag pushes `arguments`). */
function run(source: string): unknown[][] {
  new Function(source)()
  return (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
}

beforeEach(() => {
  delete win.dataLayer
  delete win.gtag
  clearCookies()
  setGpc(undefined)
  document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE)
})

const cases: Array<{ name: string; cookie?: string; gpc: boolean; consentDefault: ConsentDefault }> = [
  { name: "first visit, opt-in default", gpc: false, consentDefault: "denied" },
  { name: "first visit with GPC", gpc: true, consentDefault: "denied" },
  { name: "returning visitor who accepted", cookie: "v1.a1.m1.1764000000", gpc: false, consentDefault: "denied" },
  { name: "returning visitor who declined", cookie: "v1.a0.m0.1764000000", gpc: false, consentDefault: "denied" },
  { name: "returning visitor, analytics only", cookie: "v1.a1.m0.1764000000", gpc: false, consentDefault: "denied" },
  { name: "accepted earlier, now sends GPC", cookie: "v1.a1.m1.1764000000", gpc: true, consentDefault: "denied" },
  { name: "a corrupt record", cookie: "v1.a1.m1.", gpc: false, consentDefault: "denied" },
  { name: "granted default", gpc: false, consentDefault: "granted" },
  { name: "granted default with GPC", gpc: true, consentDefault: "granted" },
  { name: "granted default, visitor declined", cookie: "v1.a0.m0.1", gpc: false, consentDefault: "granted" },
]

test.each(cases)("$name: the defaults, then the visitor's choice, exactly as record.ts rules", ({ cookie, gpc, consentDefault }) => {
  if (cookie !== undefined) document.cookie = `rapport_consent=${cookie}; path=/`
  setGpc(gpc)
  const pushed = run(consentHeadScript(consentDefault))
  const granted = consentDefault === "granted"
  const record = parseConsentRecord(cookie)
  const expected: unknown[][] = [["consent", "default", consentModeSignals({ analytics: granted, marketing: granted && !gpc })]]
  const state = effectiveConsent({ record, gpc, consentDefault })
  if (record) expected.push(["consent", "update", consentModeSignals(state)])
  expect(pushed).toEqual(expected)
  expect(document.documentElement.hasAttribute(CONSENT_DECIDED_ATTRIBUTE)).toBe(!bannerNeeded(state, consentDefault))
})

test("all four signals are denied before any tag in this build (no GATSBY_CONSENT_DEFAULT)", () => {
  expect(run(CONSENT_HEAD_SCRIPT)).toEqual([
    ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
  ])
})

test("keeps what the dataLayer already holds, and a gtag already defined", () => {
  const calls: unknown[][] = []
  win.dataLayer = [{ event: "earlier" }]
  win.gtag = (...args: unknown[]) => calls.push(args)
  run(CONSENT_HEAD_SCRIPT)
  expect(win.dataLayer).toEqual([{ event: "earlier" }])
  expect(calls).toEqual([["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]])
})

test("never throws, even where the dataLayer cannot take entries", () => {
  ;(win as unknown as { dataLayer: unknown }).dataLayer = Object.freeze({})
  expect(() => new Function(CONSENT_HEAD_SCRIPT)()).not.toThrow()
})

test("stays small: it runs before the first paint on every page", () => {
  expect(CONSENT_HEAD_SCRIPT.length).toBeLessThan(800)
})
