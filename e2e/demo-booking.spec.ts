import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { expect, test, type Locator, type Page } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted, deferredPartAwake } from "./app"

/**
 * The booking step larger teams are offered after the demo form (issue 16), in Chromium
 * against the built site, with the embedded default (no GATSBY_DEMO_BOOKING_URL): from the
 * /demos confirmation to /demos/book, a slot chosen and confirmed with the keyboard alone,
 * the confirmation, and the lead in the store; then a slot someone else books first.
 */

// A visitor in Berlin: the times are shown in their zone, not the hosts' (New York).
test.use({ timezoneId: "Europe/Berlin" })

/** The stored leads, read the way an operator does (`npm run leads -- --json`). */
async function storedLeads(): Promise<Array<Record<string, unknown>>> {
  const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/leads.ts", "--json"], {
    cwd: process.cwd(),
    env: process.env,
  })
  return JSON.parse(stdout) as Array<Record<string, unknown>>
}

/** Presses Tab until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached ${what}`)
}

const focusedSlot = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null
    return active?.name === "slot" ? { value: active.value, checked: active.checked, label: active.labels?.[0]?.textContent ?? "" } : null
  })

test("from the /demos confirmation to a booked call, keyboard only, in the visitor's time zone", async ({ page }) => {
  const email = `booking-${Date.now()}@e2e.example`
  // The demo form has just taken the visitor's name and email in this tab (DemoForm does this on success).
  await page.addInitScript((visitor) => sessionStorage.setItem("rapport_demo_booking_visitor", JSON.stringify(visitor)), { fullName: "Kay Board", email })
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })

  await page.goto("/demos?companySize=21-100")
  await appStarted(page)
  await expect(page.getByRole("heading", { level: 2, name: "Thank you! Your demo request is in." })).toBeFocused()
  const step = page.getByRole("link", { name: "Choose a time" })
  await tabTo(page, step, "the booking step")
  await page.keyboard.press("Enter")

  await page.waitForURL(/\/demos\/book\?companySize=21-100(&|$)/)
  await appStarted(page)
  await expect(page.getByRole("heading", { level: 1, name: "Pick a time that suits you" })).toBeVisible()
  await expect(page.getByText(/^Times are in your time zone: Central European (Standard|Summer) Time\.$/)).toBeVisible()
  // Days as groups, each a legend naming the day.
  const days = page.getByRole("group", { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), / })
  expect(await days.count()).toBeGreaterThanOrEqual(3)

  // Tab enters the times at the first free one; the arrow keys choose among them.
  await tabTo(page, page.locator('input[name="slot"]:not(:disabled)').first(), "the first free time")
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("ArrowDown")
  const chosen = await focusedSlot(page)
  expect(chosen).toMatchObject({ checked: true, label: expect.stringMatching(/^\d{1,2}:\d\d [AP]M to \d{1,2}:\d\d [AP]M with [A-Z]/) })

  // The name and email the demo form took are already there.
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Full name")).toBeFocused()
  await expect(page.getByLabel("Full name")).toHaveValue("Kay Board")
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Work email")).toHaveValue(email)
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Confirm booking" })).toBeFocused()
  await page.keyboard.press("Enter")

  const booked = page.getByRole("heading", { level: 2, name: "You're booked!" })
  await expect(booked).toBeFocused()
  const clock = chosen!.label.split(" to ")[0]!
  await expect(page.getByText(new RegExp(`at ${clock} \\(Central European (Standard|Summer) Time\\) with `))).toBeVisible()
  await expect(page.getByText(`A calendar invitation with the video link is on its way to ${email}.`)).toBeVisible()
  await expect(page.getByRole("link", { name: "Add to your calendar (.ics)" })).toHaveAttribute("download", "rapport-demo.ics")

  const lead = (await storedLeads()).find((l) => l.email === email)
  expect(lead).toMatchObject({ form: "booking", fullName: "Kay Board", companySize: "21-100", sourcePath: "/demos/book" })
  expect(errors).toEqual([])
  expect(await axeViolations(page)).toEqual([])
})

test("a time someone else books first is refused with a clear message, and the list shows it booked", async ({ page, request }) => {
  await page.goto("/demos/book")
  await appStarted(page)
  // The form is a deferred part: its live copy's ids are not the server copy's, so read them from the live one.
  await deferredPartAwake(page, page.getByRole("button", { name: "Confirm booking" }))
  const free = page.locator('input[name="slot"]:not(:disabled)').first()
  const slot = await free.inputValue()
  await page.locator(`label[for="${await free.getAttribute("id")}"]`).click()
  await page.getByLabel("Full name").fill("Ada Lovelace")
  await page.getByLabel("Work email").fill(`ada-${Date.now()}@e2e.example`)

  // Meanwhile, another visitor books that very time.
  const other = await request.post("/api/demo-booking", { data: { slot, fullName: "Grace Hopper", email: `grace-${Date.now()}@e2e.example` } })
  expect(other.status()).toBe(201)

  await page.getByRole("button", { name: "Confirm booking" }).click()
  const alert = page.getByRole("alert")
  await expect(alert).toHaveText(/^Sorry, someone has just booked that time\. The list now shows what is still free/)
  await expect(alert).toBeFocused()
  const taken = page.locator(`input[name="slot"][value="${slot}"]`)
  await expect(taken).toBeDisabled()
  await expect(page.locator(`label[for="${await taken.getAttribute("id")}"]`)).toContainText("(booked)")
  await expect(page.getByRole("heading", { name: "You're booked!" })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})

test("without JavaScript the form still books, and the Function answers a page", async ({ browser, request }) => {
  const { taken } = (await (await request.get("/api/demo-booking")).json()) as { taken: string[] }
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/demos/book")
  // The server HTML lists the times as they were at build time (in the hosts' zone): the furthest ahead that is still free.
  const values = await page.locator('input[name="slot"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  const slot = values.filter((value) => !taken.includes(value)).at(-1)!
  const radio = page.locator(`input[name="slot"][value="${slot}"]`)
  await page.locator(`label[for="${await radio.getAttribute("id")}"]`).click()
  await page.getByLabel("Full name").fill("Hedy Lamarr")
  await page.getByLabel("Work email").fill(`hedy-${Date.now()}@e2e.example`)
  await page.getByRole("button", { name: "Confirm booking" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your demo is booked")
  await expect(page.getByRole("link", { name: "Add to your calendar (.ics)" })).toBeVisible()
  const { taken: after } = (await (await request.get("/api/demo-booking")).json()) as { taken: string[] }
  expect(after).toContain(slot)
  await context.close()
})
