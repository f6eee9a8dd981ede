/**
 * The one visitor the lead tests send: Ada King Lovelace of Analytical Engines, a team of
 * 21-100 in the United Kingdom. Each builder takes overrides for what a test varies, so a
 * test shows only what matters to it.
 */
import type { DemoLead } from "../../src/features/lead-capture/rules/demo-schema"
import type { NewLead } from "../../src/features/lead-capture/server/lead-types"

/** The demo form's six fields, as the visitor fills them (__tests__/support/demo-form.ts types the same). */
export function demoLead(overrides: Partial<DemoLead> = {}): DemoLead {
  return {
    email: "ada@lovelace.example",
    fullName: "Ada King Lovelace",
    companyName: "Analytical Engines",
    phoneNumber: "+44 20 7946 0958",
    country: "United Kingdom",
    companySize: "21-100",
    ...overrides,
  }
}

/** The body the browser posts to /api/demo-request: the six fields and where the visitor came from. */
export function demoRequestBody(
  overrides: Record<string, unknown> = {},
): DemoLead & { currentUrl: string; promoCode: string; tracking: Record<string, unknown> } {
  return {
    ...demoLead(),
    currentUrl: "https://www.rapport.example/demos?utm_source=newsletter",
    promoCode: "SPRING24",
    tracking: { utm_source: "newsletter", utm_medium: "email" },
    ...overrides,
  }
}

/** The lead as the Function hands it to the store (name split, form id, source path, user agent). */
export function storedLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    receivedAt: "2026-11-25T09:30:12.345Z",
    form: "demo",
    formId: "1050",
    sourcePath: "/demos",
    ...demoLead(),
    firstName: "Ada",
    lastName: "King Lovelace",
    promoCode: "SPRING24",
    currentUrl: "https://www.rapport.example/demos?utm_source=newsletter",
    tracking: { utm_source: "newsletter", utm_medium: "email", first_source: "google" },
    userAgent: "Mozilla/5.0 (contract test) — “quotes” and ünïcode",
    ...overrides,
  }
}
