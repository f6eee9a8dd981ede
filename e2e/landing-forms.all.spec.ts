import { readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test, type Locator, type Page } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted, holdScripts, bringIntoView, waitingPart } from "./app"
import { storedLeads } from "./leads"

/**
 * Content pages' forms (issue 16): the synced hero on /lead-gen-playbook, opened from the
 * landing navigation's button, sent through /api/demo-request to the store `npm run leads`
 * reads, and thanked in place with the message its entry gives for the answers. Bots: the
 * honeypot and the per-address rate limit. Expectations come from the entry itself.
 */
interface Specialization {
  variationLogicValue: string
  vSuccessMessage: string
}
const entry = JSON.parse(readFileSync(join(__dirname, "../cms/content/entries/pages/lead-gen-playbook.json"), "utf8")) as {
  differentTryFreeCtaCopy: string
  pageBuilder: Array<{ typeHandle: string; formId?: string; successMessage?: string; successMessageSpecializations?: Specialization[] }>
}
const hero = entry.pageBuilder.find((block) => block.typeHandle === "syncedHero")!
const messageFor = (size: string): string =>
  hero.successMessageSpecializations?.find((row) => row.variationLogicValue.split(",").includes(size))?.vSuccessMessage ?? hero.successMessage!

/**
 * The hero's form, once its code is live: the synced hero is a deferred part woken right
 * after hydration (blocks/page-builder/PageBuilder.tsx), and the form it mounts
 * (features/lead-capture/forms/DeferredDemoForm) is live with it; nothing in the card waits.
 */
async function liveHeroForm(page: Page): Promise<Locator> {
  const card = page.locator("#hero-form")
  await expect(page.locator("[data-hydration='deferred']").filter({ has: card }).first()).toBeAttached()
  await expect(card.locator("[data-hydration='waiting']")).toHaveCount(0)
  return card
}

async function fill(form: Locator, email: string, size: string): Promise<void> {
  await form.getByLabel("Work email").fill(email)
  await form.getByLabel("Full name").fill("Hedy Lamarr")
  await form.getByLabel("Company name").fill("Frequency Hopping Ltd")
  await form.getByLabel("Phone number").fill("+1 310 555 0100")
  await form.getByLabel("Country").selectOption("United States")
  await form.getByLabel("Company size").selectOption(size)
}

test("the landing navigation's button opens the hero's form; the lead is kept under the hero's form id and thanked in place", async ({ page }, testInfo) => {
  const email = `hero-${testInfo.project.name}-${Date.now()}@e2e.example`
  await page.goto("/lead-gen-playbook?utm_source=e2e")
  await appStarted(page)
  await page.getByRole("banner").getByRole("link", { name: entry.differentTryFreeCtaCopy }).click()
  const form = await liveHeroForm(page)
  await expect(form.getByLabel("Work email")).toBeFocused()
  await expect(page).toHaveURL(/#hero-form$/)
  await fill(form, email, "100+")
  await form.getByRole("button", { name: "Go to demo" }).click()
  const thanks = page.getByRole("status").filter({ hasText: messageFor("100+") })
  await expect(thanks).toBeFocused()
  await expect(form.getByLabel("Work email")).toHaveCount(0)
  // Thanked in place: no trip to /demos.
  expect(new URL(page.url()).pathname).toBe("/lead-gen-playbook")
  const lead = (await storedLeads()).find((stored) => stored.email === email)
  expect(lead).toMatchObject({
    form: "landing",
    formId: hero.formId,
    sourcePath: "/lead-gen-playbook",
    companySize: "100+",
    firstName: "Hedy",
    lastName: "Lamarr",
  })
  expect((lead?.tracking as Record<string, string>).utm_source).toBe("e2e")
})

for (const size of ["1", "6-20"]) {
  test(`a company of ${size} gets the message its entry gives for that size`, async ({ page }, testInfo) => {
    await page.goto("/lead-gen-playbook")
    await appStarted(page)
    const form = await liveHeroForm(page)
    await fill(form, `hero-${size}-${testInfo.project.name}-${Date.now()}@e2e.example`, size)
    await form.getByLabel("Phone number").press("Enter")
    await expect(page.getByRole("status").filter({ hasText: messageFor(size) })).toBeFocused()
  })
}

test("the hero with its form passes axe, before and after sending", async ({ page }, testInfo) => {
  await page.goto("/lead-gen-playbook")
  await appStarted(page)
  const form = await liveHeroForm(page)
  expect(await axeViolations(page, "#hero-form")).toEqual([])
  await fill(form, `axe-${testInfo.project.name}-${Date.now()}@e2e.example`, "2-5")
  await form.getByRole("button", { name: "Go to demo" }).click()
  await expect(page.getByRole("status").filter({ hasText: messageFor("2-5") })).toBeVisible()
  expect(await axeViolations(page, "#hero-form")).toEqual([])
})

test("a bot that fills the hidden field is thanked as a person is, and its lead is dropped", async ({ page }, testInfo) => {
  const email = `honeypot-${testInfo.project.name}-${Date.now()}@e2e.example`
  await page.goto("/lead-gen-playbook")
  await appStarted(page)
  const form = await liveHeroForm(page)
  await fill(form, email, "2-5")
  // What a form-filling bot does: every field, the one people never see included.
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example"
  })
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/demo-request")
  await form.getByRole("button", { name: "Go to demo" }).click()
  expect((await answer).status()).toBe(201)
  await expect(page.getByRole("status").filter({ hasText: messageFor("2-5") })).toBeVisible()
  expect((await storedLeads()).some((stored) => stored.email === email)).toBe(false)
})

test("an address over the rate limit is told when to try again, and nothing is kept", async ({ page, request }, testInfo) => {
  // The limit is the server's, and the form's answer the same at any width: one viewport spends
  // the allowance (about 120 posts, 13 s a run), not both.
  test.skip(testInfo.project.name === "phone", "the rate limit is the server's; the desktop run covers it")
  test.setTimeout(90_000)
  // An address of its own, so the rest of the suite keeps its allowance (the served site allows
  // LEADS_RATE_LIMIT=120/300: playwright.config.ts). About 120 such posts a run (gatsby serve
  // loads the Function afresh for each request, and a few hundred in a row once ran it out of
  // memory).
  const address = "198.51.100.20"
  const exhaust = async (): Promise<number> => {
    // One at a time: the local server drops connections under a burst of parallel posts.
    for (let sent = 0; sent < 130; sent++) {
      const answer = await request.post("/api/demo-request", { headers: { "X-Forwarded-For": address }, data: {} })
      if (answer.status() === 429) return sent + 1
    }
    return 0
  }
  // The allowance runs out (within the served limit, or at once when an earlier run spent it).
  expect(await exhaust()).toBeGreaterThan(0)
  const email = `limited-${testInfo.project.name}-${Date.now()}@e2e.example`
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address })
  await page.goto("/lead-gen-playbook")
  await appStarted(page)
  const form = await liveHeroForm(page)
  await fill(form, email, "2-5")
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/demo-request")
  await form.getByRole("button", { name: "Go to demo" }).click()
  const limited = await answer
  expect(limited.status()).toBe(429)
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0)
  await expect(form.getByRole("alert")).toContainText(/Too many requests from your address\. Please try again in \d+ seconds\./)
  await expect(form.getByLabel("Work email")).toHaveValue(email)
  expect((await storedLeads()).some((stored) => stored.email === email)).toBe(false)
})

const pageEntry = (uri: string) =>
  JSON.parse(readFileSync(join(__dirname, `../cms/content/entries/pages/${uri}.json`), "utf8")) as {
    pageBuilder: Array<Record<string, string | boolean | undefined>>
  }

test("a hero's sign-up form of type 'modal': its button opens the form in a dialog, which thanks the visitor with the hero's message", async ({
  page,
}, testInfo) => {
  const hero = pageEntry("track-leads").pageBuilder[0]!
  const email = `hero-modal-${testInfo.project.name}-${Date.now()}@e2e.example`
  await page.goto("/track-leads")
  await appStarted(page)
  await page.getByRole("main").getByRole("button", { name: "Get a demo" }).click()
  const dialog = page.getByRole("dialog", { name: "It's demo time" })
  await expect(dialog.getByLabel("Work email")).toBeVisible()
  await fill(dialog, email, "6-20")
  await dialog.getByRole("button", { name: "Go to demo" }).click()
  await expect(dialog.getByRole("status").filter({ hasText: String(hero.marketoThankYouMessage) })).toBeFocused()
  expect((await storedLeads()).find((stored) => stored.email === email)).toMatchObject({
    form: "landing",
    formId: hero.heroMarketoId,
    sourcePath: "/track-leads",
  })
})

test("a form filled and sent before its code has arrived loses nothing: the live form takes what was typed and sends it", async ({ page }, testInfo) => {
  const block = pageEntry("automate-sales").pageBuilder.find((candidate) => candidate.useForm)!
  const email = `before-code-${testInfo.project.name}-${Date.now()}@e2e.example`
  // A short window, so that the block is more than a screen below the first one and waits for its code.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 })
  await page.goto("/automate-sales")
  await appStarted(page)
  const letScriptsThrough = await holdScripts(page)
  const heading = page.getByRole("heading", { name: String(block.heading) })
  const section = page.locator("section", { has: heading })
  await expect(waitingPart(page, heading)).toHaveCount(1)
  await bringIntoView(section)
  await fill(section, email, "21-100")
  await section.getByRole("button", { name: "Go to demo" }).click()
  // All of that happened on the server's copy of the form: nothing was sent, and nothing went into the address.
  await expect(waitingPart(page, heading)).toHaveCount(1)
  expect(new URL(page.url()).search).toBe("")

  letScriptsThrough()
  await expect(section.getByRole("status").filter({ hasText: "We've got your details" })).toBeFocused()
  expect((await storedLeads()).find((stored) => stored.email === email)).toMatchObject({
    form: "landing",
    formId: block.formCode,
    fullName: "Hedy Lamarr",
    companySize: "21-100",
    sourcePath: "/automate-sales",
  })
})

test("a two-column block with useForm shows the form formCode names, and keeps its lead under that id", async ({ page }, testInfo) => {
  const block = pageEntry("automate-sales").pageBuilder.find((candidate) => candidate.useForm)!
  const email = `two-column-${testInfo.project.name}-${Date.now()}@e2e.example`
  await page.goto("/automate-sales")
  await appStarted(page)
  const section = page.locator("section", { has: page.getByRole("heading", { name: String(block.heading) }) })
  await bringIntoView(section)
  // The block and then its form come alive as they near the viewport: nothing left waiting.
  await expect(section.locator("form").locator("xpath=ancestor::*[@data-hydration][1]")).not.toHaveAttribute("data-hydration", "waiting")
  await expect(section.locator('[data-hydration="waiting"]')).toHaveCount(0)
  await fill(section, email, "21-100")
  await section.getByRole("button", { name: "Go to demo" }).click()
  await expect(section.getByRole("status").filter({ hasText: "We've got your details" })).toBeFocused()
  expect((await storedLeads()).find((stored) => stored.email === email)).toMatchObject({
    form: "landing",
    formId: block.formCode,
    sourcePath: "/automate-sales",
  })
})
