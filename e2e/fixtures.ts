/**
 * The shared fixture every browser test imports instead of @playwright/test.
 *
 * Consent first (DESIGN 7): a new visitor gets the consent banner, a fixed sheet over the
 * bottom of the window, and no analytics or marketing cookie until they choose. So that specs
 * about other things click freely near the bottom at 390 px and find the attribution cookies
 * they assert, every test starts as a visitor who accepted all cookies earlier: the consent
 * record is in the browser context before the first navigation. A spec about consent itself
 * opts out with `test.use({ consent: null })` (e2e/consent.spec.ts) or another record.
 */
import { test as base } from "@playwright/test"

export * from "@playwright/test"

/** The consent cookie of a visitor who accepted all (lib/consent/record.ts's format: analytics and marketing on). */
export const CONSENTED_TO_ALL = "v1.a1.m1.1764000000"

export const test = base.extend<{ consent: string | null }>({
  consent: [CONSENTED_TO_ALL, { option: true }],
  // Playwright's fixture callback is named `use` by convention; it is not a React hook.
  context: async ({ context, consent, baseURL }, provide) => {
    if (consent !== null) await context.addCookies([{ name: "rapport_consent", value: consent, url: baseURL ?? "http://127.0.0.1" }])
    await provide(context)
  },
})
