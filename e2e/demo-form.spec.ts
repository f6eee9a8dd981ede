import { expect, test, type Page } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted } from "./app"
import { storedLeads } from "./leads"

/**
 * The demo request in Chromium against the built site (issue 6): keyboard only, from
 * /demos to the confirmation, and the lead in the store `npm run leads` reads. The build
 * has no Marketo instance (the embedded default), so /api/demo-request takes the lead.
 */

/** Presses Tab until the field with this label has focus; fails if it never does. */
async function tabTo(page: Page, label: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true })
  for (let presses = 0; presses < 40; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached '${label}'`)
}

const hydrated = appStarted

test("a demo request, keyboard only: fields, selects, Enter, the confirmation, and the stored lead", async ({ page }) => {
  const email = `keyboard-${Date.now()}@e2e.example`
  const apiCalls: string[] = []
  page.on("request", (request) => {
    if (request.url().includes("/api/demo-request")) apiCalls.push(request.method())
  })
  await page.goto("/demos?utm_source=e2e&utm_medium=keyboard&promo_code=E2E-PROMO")
  await hydrated(page)
  await expect(page.getByRole("heading", { level: 2, name: "It's demo time" })).toBeVisible()

  // From the top of the page: the skip link, then Tab into the form.
  await page.keyboard.press("Tab")
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused()
  await page.keyboard.press("Enter")
  await tabTo(page, "Work email")
  await page.keyboard.type(email)
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Full name")).toBeFocused()
  await page.keyboard.type("Kay Board")
  await page.keyboard.press("Tab")
  await page.keyboard.type("Tabstop Industries")
  await page.keyboard.press("Tab")
  await page.keyboard.type("+1 555 010 2000")
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Country")).toBeFocused()
  // A closed select takes arrow keys: the disabled 'Select...' is skipped.
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("ArrowDown")
  await expect(page.getByLabel("Country")).toHaveValue("Canada")
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Company size")).toBeFocused()
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowDown")
  await expect(page.getByLabel("Company size")).toHaveValue("21-100")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Go to demo" })).toBeFocused()
  await page.keyboard.press("Enter")

  await page.waitForURL(/\/demos\?companySize=21-100$/)
  const thanks = page.getByRole("heading", { level: 2, name: "Thank you! Your demo request is in." })
  await expect(thanks).toBeVisible()
  await expect(thanks).toBeFocused()
  // The booking page, with the company size (and, as every demo link, the campaign parameters).
  await expect(page.getByRole("link", { name: "Choose a time" })).toHaveAttribute("href", /^\/demos\/book\?companySize=21-100(&|$)/)
  await expect(page.getByRole("form")).toHaveCount(0)
  expect(apiCalls).toEqual(["POST"])
  expect(await page.evaluate(() => sessionStorage.getItem("rapport_demo_form_submitted"))).toBe("true")
  const submitted = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e.eventAction === "demo_request"),
  )
  expect(submitted).toEqual([
    expect.objectContaining({
      eventCategory: "demos",
      eventLabel: "new_flow",
      formID: "1050",
      email,
      companySize: "21-100",
      country: "Canada",
      utm_source: "e2e",
      promo_code: "E2E-PROMO",
    }),
  ])

  const lead = (await storedLeads()).find((l) => l.email === email)
  expect(lead).toMatchObject({
    fullName: "Kay Board",
    firstName: "Kay",
    lastName: "Board",
    companyName: "Tabstop Industries",
    phoneNumber: "+1 555 010 2000",
    country: "Canada",
    companySize: "21-100",
    promoCode: "E2E-PROMO",
    forwardStatus: "not-configured",
    tracking: expect.objectContaining({ utm_source: "e2e", utm_medium: "keyboard" }),
  })
})

test("submitting empty: every error shows, focus goes to the first field, and axe finds nothing", async ({ page }) => {
  await page.goto("/demos")
  await hydrated(page)
  await page.getByRole("button", { name: "Go to demo" }).click()
  await expect(page.getByLabel("Work email")).toBeFocused()
  for (const [label, message] of [
    ["Work email", "Enter your work email"],
    ["Company size", "Choose your company size"],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message)
  }
  expect(await axeViolations(page)).toEqual([])
})

test("the form's code is not part of /demos' first load: it arrives after the page is interactive, and the form then works", async ({ page }) => {
  await page.goto("/demos")
  await hydrated(page)
  // Gatsby marks the end of the first page's hydration; the form's chunk (webpackChunkName "demo-form") starts after it,
  // so it may not have been asked for yet when the mark is.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/demo-form-[0-9a-f]+\.js$/.test(entry.name)), undefined, {
    polling: 50,
  })
  const timing = await page.evaluate(() => ({
    hydrated: performance.getEntriesByName("onInitialClientRender")[0]?.startTime ?? null,
    form: performance.getEntriesByType("resource").find((entry) => /\/demo-form-[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? null,
  }))
  expect(timing.hydrated).not.toBeNull()
  expect(timing.form).not.toBeNull()
  expect(timing.form!).toBeGreaterThan(timing.hydrated!)
  await page.getByRole("button", { name: "Go to demo" }).click()
  await expect(page.getByLabel("Work email")).toHaveAccessibleDescription("Enter your work email")
})

test("the confirmation page is axe-clean and does not shift the page below it", async ({ page }) => {
  await page.goto("/demos")
  await hydrated(page)
  const before = await page.locator("main section").nth(1).boundingBox()
  await page.goto("/demos?companySize=100%2B")
  await hydrated(page)
  await expect(page.getByRole("heading", { name: "Thank you! Your demo request is in." })).toBeVisible()
  const after = await page.locator("main section").nth(1).boundingBox()
  expect(after?.y).toBe(before?.y)
  expect(await axeViolations(page)).toEqual([])
})

test("the navigation's modal holds the same form and lands on the confirmation", async ({ page }) => {
  const email = `modal-${Date.now()}@e2e.example`
  await page.goto("/pricing")
  await hydrated(page)
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Features" }).click()
  await page.getByRole("button", { name: "Request a demo" }).click()
  const dialog = page.getByRole("dialog", { name: "It's demo time" })
  await expect(dialog.getByLabel("Work email")).toBeVisible()
  await dialog.getByLabel("Work email").fill(email)
  await dialog.getByLabel("Full name").fill("Modal Person")
  await dialog.getByLabel("Company name").fill("Dialog Ltd")
  await dialog.getByLabel("Phone number").fill("020 7946 0958")
  await dialog.getByLabel("Country").selectOption("United Kingdom")
  await dialog.getByLabel("Company size").selectOption("2-5")
  await dialog.getByLabel("Phone number").press("Enter")
  await page.waitForURL(/\/demos\?companySize=2-5$/)
  await expect(page.getByRole("heading", { name: "Thank you! Your demo request is in." })).toBeVisible()
  await expect(page.getByRole("dialog")).toHaveCount(0)
  expect((await storedLeads()).some((l) => l.email === email && l.companySize === "2-5")).toBe(true)
})

test("/signup: the trial promise, and the CTA to the app's sign-up carrying the campaign", async ({ page }) => {
  await page.goto("/signup?utm_source=e2e&utm_campaign=trial")
  await hydrated(page)
  for (const promise of ["Free for 14 days", "No credit card required", "Instant activation", "Pay and add your team later"]) {
    await expect(page.getByRole("list", { name: "The free trial" }).getByText(promise)).toBeVisible()
  }
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible()
  const cta = page.getByRole("link", { name: "Start my free trial" })
  await expect(cta).toHaveAttribute("href", /^https:\/\/app\.rapport\.example\/users\/sign_up\?utm_source=e2e&utm_campaign=trial/)
  expect(await axeViolations(page)).toEqual([])
})
