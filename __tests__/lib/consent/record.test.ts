import {
  allows,
  bannerNeeded,
  CONSENT_COOKIE,
  consentDefaultIn,
  consentRecordInCookies,
  effectiveConsent,
  parseConsentDefault,
  parseConsentRecord,
  sendsGlobalPrivacyControl,
} from "../../../src/lib/consent/record"
import { consentCookieLine, consentModeSignals, recordFor, serializeConsentRecord } from "../../../src/lib/consent/choice"
import { parseConsentDefaultSetting, EnvError } from "../../../src/config/env"

describe("the consent record", () => {
  test("round-trips through the cookie value", () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false]) {
        const record = { analytics, marketing, decidedAt: 1_764_070_000 }
        expect(parseConsentRecord(serializeConsentRecord(record))).toEqual(record)
      }
    expect(serializeConsentRecord({ analytics: true, marketing: false, decidedAt: 1_764_070_000.9 })).toBe("v1.a1.m0.1764070000")
  })

  test.each([undefined, null, "", "v1.a1.m1", "v2.a1.m1.1", "v1.a2.m0.1", "v1.a1.m1.x", " v1.a1.m1.1", "v1.a1.m1.1;"])(
    "%p is no record: the visitor is asked again",
    (value) => {
      expect(parseConsentRecord(value)).toBeNull()
    },
  )

  test("is found in a document.cookie string, the first of two winning (as the cookie reader)", () => {
    expect(consentRecordInCookies(`a=1; ${CONSENT_COOKIE}=v1.a0.m1.5; b=2`)).toEqual({ analytics: false, marketing: true, decidedAt: 5 })
    expect(consentRecordInCookies(`${CONSENT_COOKIE}=v1.a1.m1.5; ${CONSENT_COOKIE}=v1.a0.m0.6`)).toEqual({ analytics: true, marketing: true, decidedAt: 5 })
    expect(consentRecordInCookies(`x${CONSENT_COOKIE}=v1.a1.m1.5`)).toBeNull()
    expect(consentRecordInCookies("")).toBeNull()
  })

  test("its cookie line has the site's attributes: parent domain only when given, Secure only on https", () => {
    const record = { analytics: true, marketing: false, decidedAt: 1 }
    expect(consentCookieLine(record, { protocol: "https:" }, ".rapport.example")).toBe(
      "rapport_consent=v1.a1.m0.1; path=/; max-age=15552000; samesite=lax; domain=.rapport.example; secure",
    )
    expect(consentCookieLine(record, { protocol: "http:" }, undefined)).toBe("rapport_consent=v1.a1.m0.1; path=/; max-age=15552000; samesite=lax")
  })

  test("a choice made under Global Privacy Control is kept with marketing off", () => {
    const now = new Date("2026-11-25T12:00:00Z")
    expect(recordFor({ analytics: true, marketing: true }, true, now)).toEqual({ analytics: true, marketing: false, decidedAt: 1_795_608_000 })
    expect(recordFor({ analytics: true, marketing: true }, false, now).marketing).toBe(true)
  })
})

describe("the consent in force", () => {
  const yes = { analytics: true, marketing: true, decidedAt: 1 }
  const no = { analytics: false, marketing: false, decidedAt: 1 }

  test("opt-in by default: nothing allowed until the visitor chooses, and the banner asks", () => {
    const state = effectiveConsent({ record: null, gpc: false, consentDefault: "denied" })
    expect(state).toEqual({ analytics: false, marketing: false, decided: false, gpc: false })
    expect(bannerNeeded(state, "denied")).toBe(true)
  })

  test("the visitor's record decides; the banner does not ask again", () => {
    expect(effectiveConsent({ record: yes, gpc: false, consentDefault: "denied" })).toEqual({ analytics: true, marketing: true, decided: true, gpc: false })
    const declined = effectiveConsent({ record: no, gpc: false, consentDefault: "granted" })
    expect(declined).toEqual({ analytics: false, marketing: false, decided: true, gpc: false })
    expect(bannerNeeded(declined, "denied")).toBe(false)
  })

  test("Global Privacy Control denies marketing without asking, even over a stored yes or a granted default", () => {
    expect(effectiveConsent({ record: yes, gpc: true, consentDefault: "denied" })).toMatchObject({ analytics: true, marketing: false })
    expect(effectiveConsent({ record: null, gpc: true, consentDefault: "granted" })).toMatchObject({ analytics: true, marketing: false, decided: false })
    expect(effectiveConsent({ record: null, gpc: true, consentDefault: "denied" })).toMatchObject({ analytics: false, marketing: false })
  })

  test("GATSBY_CONSENT_DEFAULT=granted allows both for a visitor who has not chosen, and the banner does not ask", () => {
    const state = effectiveConsent({ record: null, gpc: false, consentDefault: "granted" })
    expect(state).toMatchObject({ analytics: true, marketing: true, decided: false })
    expect(bannerNeeded(state, "granted")).toBe(false)
  })

  test("the setting reads denied, granted or nothing; anything else stops the build", () => {
    expect(parseConsentDefault(undefined)).toBe("denied")
    expect(parseConsentDefault("")).toBe("denied")
    expect(parseConsentDefault("denied")).toBe("denied")
    expect(parseConsentDefault(" granted ")).toBe("granted")
    expect(() => parseConsentDefault("yes")).toThrow(/GATSBY_CONSENT_DEFAULT/)
    expect(() => parseConsentDefaultSetting("opt-out")).toThrow(EnvError)
    // The browser's reading never throws: anything but granted is denied.
    expect([consentDefaultIn(undefined), consentDefaultIn("yes"), consentDefaultIn(" granted")]).toEqual(["denied", "denied", "granted"])
  })

  test("what each class allows: necessary always, the others as chosen", () => {
    const analyticsOnly = { analytics: true, marketing: false }
    expect(allows(analyticsOnly, "necessary")).toBe(true)
    expect(allows(analyticsOnly, "analytics")).toBe(true)
    expect(allows(analyticsOnly, "marketing")).toBe(false)
    expect(allows({ analytics: false, marketing: false }, "necessary")).toBe(true)
  })

  test("Consent Mode v2: analytics is analytics_storage, marketing the three ad signals", () => {
    expect(consentModeSignals({ analytics: true, marketing: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    })
    expect(consentModeSignals({ analytics: false, marketing: true })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    })
  })

  test("Global Privacy Control is navigator.globalPrivacyControl === true, nothing else", () => {
    expect(sendsGlobalPrivacyControl({ globalPrivacyControl: true })).toBe(true)
    expect(sendsGlobalPrivacyControl({ globalPrivacyControl: "1" })).toBe(false)
    expect(sendsGlobalPrivacyControl({})).toBe(false)
    expect(sendsGlobalPrivacyControl(undefined)).toBe(false)
    const throwing = Object.defineProperty({}, "globalPrivacyControl", {
      get() {
        throw new Error("blocked")
      },
    })
    expect(sendsGlobalPrivacyControl(throwing)).toBe(false)
  })
})
