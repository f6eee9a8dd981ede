import { expect, test } from "./fixtures"
import { appStarted, installShiftRecorder, layoutShift, shiftSources } from "./app"
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

test("a recognised visitor reads the banner's personalised heading and copy, with no layout shift", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "logged_in_rapport_user", value: "true", url: baseURL! }])
  await installShiftRecorder(page)
  await page.goto("/track-leads")
  await appStarted(page)
  // The banner's block comes alive as it nears the viewport (its server HTML is the anonymous variant).
  await page.locator('[data-variable-element="ctaBannerHeading"]').scrollIntoViewIfNeeded()
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
  await heading.scrollIntoViewIfNeeded()
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
