/**
 * The visitor's consent (DESIGN 7: consent first), as pure rules: the record kept in the
 * consent cookie, what Global Privacy Control and the deployment's default change, and what
 * each class of cookie and script may do. The browser side (browser.ts), the inline head script
 * (head-script.ts), the early attribution script and the experiments' head script all decide
 * through these, so they cannot disagree.
 *
 * Small on purpose: the early scripts and every page's first load carry it, and it imports
 * nothing. What keeping a choice needs (choice.ts) is loaded with the banner.
 */

/** The classes every cookie and script of the site falls in (lib/cookies/cookie-declaration.ts classifies each). */
export type ConsentClass = "necessary" | "analytics" | "marketing"

/** What the visitor chose for the classes that need a choice; necessary is never a choice. */
export interface ConsentChoices {
  analytics: boolean
  marketing: boolean
}

/** The consent cookie's value, read. */
export interface ConsentRecord extends ConsentChoices {
  /** When the choice was made, in whole seconds since 1970 (kept so a policy change can ask again). */
  decidedAt: number
}

/** What applies now: a record, or the defaults; and whether the visitor has chosen yet. */
export interface ConsentState extends ConsentChoices {
  /** The visitor made a choice (a record exists): the banner is not shown. */
  decided: boolean
  /** The browser sent Global Privacy Control: marketing is denied whatever else says. */
  gpc: boolean
}

/** The consent record's cookie, a necessary cookie. `rapport_` like the site's others; the head script has the same name written in. */
export const CONSENT_COOKIE = "rapport_consent"

/** v1.a{0|1}.m{0|1}.{seconds}: short, cookie-safe (no encoding), and a regular expression reads it in the head script. */
export const CONSENT_RECORD_PATTERN = /^v1\.a([01])\.m([01])\.(\d{1,12})$/

/** The record in a cookie value; null for none, another version or anything that does not read (asked again). */
export function parseConsentRecord(value: string | undefined | null): ConsentRecord | null {
  const match = typeof value === "string" ? CONSENT_RECORD_PATTERN.exec(value) : null
  if (!match) return null
  return { analytics: match[1] === "1", marketing: match[2] === "1", decidedAt: Number(match[3]) }
}

/**
 * The deployment's default for a visitor who has not chosen (GATSBY_CONSENT_DEFAULT). A static
 * site cannot know where its visitor is, so opt-in (`denied`) is the default everywhere;
 * `granted` is for deployments that only serve regions without an opt-in rule.
 */
export type ConsentDefault = "denied" | "granted"

/** The setting as the browser reads it: `granted` or, for anything else, denied (the build has validated it already, with parseConsentDefault). */
export const consentDefaultIn = (value: string | undefined): ConsentDefault => (value?.trim() === "granted" ? "granted" : "denied")

export function parseConsentDefault(value: string | undefined): ConsentDefault {
  const setting = (value ?? "").trim()
  if (setting === "" || setting === "denied") return "denied"
  if (setting === "granted") return "granted"
  throw new Error(`GATSBY_CONSENT_DEFAULT must be "denied" or "granted", got "${value}"`)
}

/**
 * What applies: the visitor's record when there is one, else the deployment's default. Global
 * Privacy Control denies marketing in every case (a record written before the browser sent it
 * included), without asking: it is the visitor's answer already.
 */
export function effectiveConsent({
  record,
  gpc,
  consentDefault,
}: {
  record: ConsentRecord | null
  gpc: boolean
  consentDefault: ConsentDefault
}): ConsentState {
  if (record) return { analytics: record.analytics, marketing: record.marketing && !gpc, decided: true, gpc }
  const granted = consentDefault === "granted"
  return { analytics: granted, marketing: granted && !gpc, decided: false, gpc }
}

/** Whether the banner asks: nothing chosen yet and a default that waits for the visitor. */
export const bannerNeeded = (state: ConsentState, consentDefault: ConsentDefault): boolean => !state.decided && consentDefault === "denied"

/** Whether cookies and scripts of a class may run now. Necessary ones always may. */
export function allows(state: ConsentChoices, consentClass: ConsentClass): boolean {
  if (consentClass === "necessary") return true
  return state[consentClass]
}

/** The record in a `document.cookie` string, without the cookie reader (the early scripts stay small). */
export function consentRecordInCookies(cookieHeader: string): ConsentRecord | null {
  for (const pair of cookieHeader ? cookieHeader.split("; ") : []) {
    if (pair.startsWith(`${CONSENT_COOKIE}=`)) return parseConsentRecord(pair.slice(CONSENT_COOKIE.length + 1))
  }
  return null
}

/** `navigator.globalPrivacyControl === true`; anything else (absent, false, a throwing getter) is no signal. */
export function sendsGlobalPrivacyControl(nav: unknown): boolean {
  try {
    return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true
  } catch {
    return false
  }
}

/**
 * The consent in force in this browser now: the cookie's record, Global Privacy Control and the
 * deployment's default (the GATSBY_CONSENT_DEFAULT value, passed in: each bundle inlines it).
 * Denied everywhere when anything here cannot be read: consent is never assumed.
 */
export function consentInBrowser(defaultSetting: string | undefined): ConsentState {
  const consentDefault = consentDefaultIn(defaultSetting)
  let record: ConsentRecord | null = null
  try {
    record = consentRecordInCookies(typeof document === "undefined" ? "" : document.cookie)
  } catch {
    // Cookies blocked: nothing recorded.
  }
  return effectiveConsent({ record, gpc: typeof navigator === "undefined" ? false : sendsGlobalPrivacyControl(navigator), consentDefault })
}
