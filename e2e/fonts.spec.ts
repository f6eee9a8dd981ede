import { expect, test } from "./fixtures"

/**
 * The brand font never costs the first paint or swaps in under the visitor's eyes
 * (src/lib/fonts/brand-font.ts): a first visit keeps the fallback and caches Inter when idle;
 * the next page load has Inter from its first paint.
 */
test("first visit: fallback font, Inter cached when idle; next page: Inter from the start", async ({ page }) => {
  await page.goto("/pricing")
  await page.waitForLoadState("networkidle")
  expect(await page.evaluate(() => [...document.fonts].filter((face) => face.family.includes("Inter Variable")).length)).toBe(0)
  // The flag is a cookie of this host, lasting a year (lib/cookies/flag-cookie.ts).
  const flag = async () => (await page.context().cookies()).find((cookie) => cookie.name === "rapport_font_cached")
  await expect.poll(async () => (await flag())?.value, { timeout: 10_000 }).toBe("1")
  expect((await flag())!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400)

  await page.goto("/")
  // Registered by the head script before anything painted, and ready without a late swap.
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.includes("Inter Variable")))).toBe(true)
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
  const fontFamily = await page.getByRole("heading", { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily)
  expect(fontFamily).toContain("Inter Variable")
})
