import { expect, test } from "./fixtures"
import { appStarted, bringIntoView, installShiftRecorder, layoutSettled, layoutShift, shiftSources } from "./app"
import { globalField } from "./content"

/**
 * Variable elements (SPEC 3.8, 4.2, 6): a recognised visitor reads the personalisation
 * global's copy where its element names a place (docs/personalisation.md); an anonymous one
 * the page's own; the switch after the cookie is read moves nothing. Expectations come from
 * the global and the page as the site was built from them.
 */
type Row = { userStatus: string[]; element: string; copy: string }
const rows = (globalField("globalUserPersonalization", "variableElements") as Row[]).filter((row) => row.userStatus.includes("loggedIn"))
const copyOf = (element: string): string => rows.find((row) => row.element === element)!.copy
const banner = "Get started for free"
/** The navigation's CTA for a recognised visitor: the global's row for them, or SPEC 6's default. */
const navRows = (
  (globalField("globalUserPersonalization", "navPersonalizationCta") as Array<{ userStatus: string[]; ctaText: string; ctaUrl: string }> | undefined) ?? []
).filter((row) => row.userStatus.includes("loggedIn") && row.ctaText && row.ctaUrl)
const navCtaText = globalField("globalUserPersonalization", "applyPersonalizations") === true && navRows[0] ? navRows[0].ctaText : "Go to Rapport"

test("a recognised visitor reads the banner's personalised heading and copy, with no layout shift", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "logged_in_rapport_user", value: "true", url: baseURL! }])
  await installShiftRecorder(page)
  await page.goto("/track-leads")
  await appStarted(page)
  // Scrolled once the page has laid out its lower sections (a section skipped while the page
  // loads resizes as a scroll brings it into view: that is not the swap this test is about).
  await layoutSettled(page)
  // The banner's block comes alive as it nears the viewport (its server HTML is the anonymous variant).
  await bringIntoView(page.locator('[data-variable-element="ctaBannerHeading"]'))
  const heading = page.getByRole("heading", { level: 2, name: copyOf("ctaBannerHeading") })
  await expect(heading).toBeVisible()
  await expect(page.getByText(copyOf("ctaBannerCopy"), { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: banner })).toHaveCount(0)
  expect(await layoutShift(page), await shiftSources(page)).toBeLessThanOrEqual(0.01)
})

test("an anonymous visitor reads the page's own banner", async ({ page }) => {
  await page.goto("/track-leads")
  await appStarted(page)
  const heading = page.getByRole("heading", { level: 2, name: banner })
  await bringIntoView(heading)
  await expect(heading).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: copyOf("ctaBannerHeading") })).toHaveCount(0)
})

test("on the homepage a recognised visitor's primary button reads the heroPrimaryCta copy and goes to the application, and the switch moves nothing", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "logged_in_rapport_user", value: "true", url: baseURL! }])
  await installShiftRecorder(page)
  await page.goto("/")
  await appStarted(page)
  const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) })
  // The application is another site: the link says it opens a new tab.
  const button = hero.getByRole("link", { name: `${copyOf("heroPrimaryCta")} (opens in a new tab)`, exact: true })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute("href", /^https:\/\/app\.rapport\.example\/users\/sign_in/)
  await expect(hero.getByRole("link", { name: "Try Rapport free", exact: true })).toHaveCount(0)
  expect(await layoutShift(page), await shiftSources(page)).toBeLessThanOrEqual(0.01)
})

test.describe("from the first paint (issue 32)", () => {
  test("with none of the site's scripts, a recognised visitor's homepage already shows their hero button, copy and navigation CTA", async ({
    page,
    context,
    baseURL,
    isMobile,
  }) => {
    // The site's JavaScript never arrives: what shows is the server HTML, its stylesheet and its inline scripts.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort())
    await context.addCookies([{ name: "logged_in_rapport_user", value: "true", url: baseURL! }])
    await page.goto("/")
    const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) })
    const button = hero.getByRole("link", { name: copyOf("heroPrimaryCta") })
    await expect(button).toBeVisible()
    // Its own target too, so a click before the app runs goes where it says.
    await expect(button).toHaveAttribute("href", /^https:\/\/app\.rapport\.example\/users\/sign_in/)
    await expect(hero.getByRole("link", { name: "Try Rapport free", exact: true })).toHaveCount(0)
    if (!isMobile) {
      // The bar's buttons (on a phone they are in the menu, which opens once the app runs).
      const bar = page.getByRole("banner")
      await expect(bar.getByRole("link", { name: navCtaText })).toBeVisible()
      await expect(bar.getByRole("link", { name: "Login", exact: true })).toHaveCount(0)
    }
  })

  test("an anonymous visitor's homepage is unchanged: the trial button and Login", async ({ page, isMobile }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort())
    await page.goto("/")
    const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) })
    await expect(hero.getByRole("link", { name: "Try Rapport free", exact: true })).toBeVisible()
    await expect(hero.getByRole("link", { name: copyOf("heroPrimaryCta") })).toHaveCount(0)
    if (!isMobile) await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible()
  })
})
