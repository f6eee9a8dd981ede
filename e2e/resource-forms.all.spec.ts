import { expect, test, type Page } from "./fixtures"
import { appStarted, bringIntoView } from "./app"
import { storedLeads } from "./leads"

/**
 * The resources' forms (issue 15): a webinar registration and an e-book download, filled
 * in as a visitor does, through /api/resource-lead to the store `npm run leads` reads; the
 * file the e-book form unlocks, and that it is not in the page before.
 */
/** The form's code loads as it nears the viewport (features/lead-capture/forms/LazyResourceForm): wait until it is live. */
async function liveForm(page: Page, heading: string) {
  const form = page.getByRole("form", { name: heading })
  await bringIntoView(form)
  await expect(form.locator("xpath=ancestor::*[@data-hydration][1]")).toHaveAttribute("data-hydration", "deferred")
  return form
}

test("a webinar registration: errors said by each field, then the registration kept and confirmed", async ({ page }, testInfo) => {
  const email = `register-${testInfo.project.name}-${Date.now()}@e2e.example`
  await page.goto("/webinars/client-retention-masterclass-2027?utm_source=e2e")
  await appStarted(page)
  const form = await liveForm(page, "Save your seat")
  await form.getByRole("button", { name: "Register" }).click()
  await expect(form.getByLabel("Work email")).toBeFocused()
  await expect(form.getByText("Enter your email")).toBeVisible()
  await expect(form.getByText("Enter your last name")).toBeVisible()

  await form.getByLabel("Work email").fill(email)
  await form.getByLabel("First name").fill("Katherine")
  await form.getByLabel("Last name").fill("Johnson")
  await form.getByLabel("Company (optional)").fill("Langley Consulting")
  await form.getByLabel("Last name").press("Enter")
  const confirmation = page.getByRole("status").filter({ hasText: "You're registered for" })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toBeFocused()

  const lead = (await storedLeads()).find((stored) => stored.email === email)
  expect(lead).toMatchObject({
    form: "webinar",
    formId: "2301",
    sourcePath: "/webinars/client-retention-masterclass-2027",
    firstName: "Katherine",
    lastName: "Johnson",
    companyName: "Langley Consulting",
  })
  expect((lead?.tracking as Record<string, string>).utm_source).toBe("e2e")
})

/** An e-book with chapters (eBook) and a download (the file alone, SPEC 3.13): the same form, the same file behind it. */
const books = [
  { type: "eBook", path: "/resources/books-guides/the-relationship-selling-playbook", title: "The Relationship Selling Playbook", chapters: true },
  { type: "download", path: "/resources/books-guides/quarterly-client-check-in-worksheet", title: "The Quarterly Client Check-In Worksheet", chapters: false },
] as const

for (const book of books) {
  test(`an e-book (${book.type}): the PDF is not in the page; the form answers it, and it downloads`, async ({ page, request }, testInfo) => {
    await page.goto(book.path)
    expect(await page.content()).not.toMatch(/\.pdf/)
    await appStarted(page)
    // A download has no chapters, so no table of contents either.
    await expect(page.getByRole("navigation", { name: "What’s inside" })).toHaveCount(book.chapters ? 1 : 0)
    const form = await liveForm(page, `Get ${book.title} as a PDF`)
    await form.getByLabel("Work email").fill(`ebook-${book.type}-${testInfo.project.name}-${Date.now()}@e2e.example`)
    await form.getByLabel("First name").fill("Mary")
    await form.getByLabel("Last name").fill("Jackson")
    await form.getByRole("button", { name: "Download now" }).click()
    await expect(page.getByRole("status").filter({ hasText: "is ready to download" })).toBeVisible()
    const link = page.getByRole("link", { name: /Download the PDF/ })
    const href = await link.getAttribute("href")
    expect(href).toMatch(new RegExp(`${book.path.split("/").pop()!}\\.pdf$`))
    const file = await request.get(href!)
    expect(file.headers()["content-type"]).toBe("application/pdf")
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-")
  })
}

test("a special event its editor gave the landing navigation: the navigation's button goes to the registration form", async ({ page }) => {
  await page.goto("/webinars/agency-growth-summit-2026")
  const button = page.getByRole("banner").getByRole("link", { name: "Save my seat" })
  await expect(button).toHaveAttribute("href", "#webinar-form")
  await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toHaveCount(0)
  await expect(page.locator("#webinar-form").getByRole("form", { name: "Save your seat" })).toBeVisible()
})
