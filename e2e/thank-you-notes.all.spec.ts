import { expect, test, type Page, type Request } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted } from "./app"
import { thankYouNoteContent } from "./content"

/**
 * The thank-you note generator (SPEC 2.7, issue 15) against the built site and its real
 * /api/base-api Function, which talks to the local CMS. Runs at 1440 and 390 px.
 */
const PATH = "/resources/thank-you-cards-for-customers"
const { notes, categoryTitles } = thankYouNoteContent(PATH)
const PAGE = 8

const noteTitles = (page: Page) => page.locator("main ul li h3")
const loadMore = (page: Page) => page.getByRole("button", { name: "Load more notes" })
const status = (page: Page) => page.locator("main").getByRole("status")

/** Opens the generator and waits until its notes are live (their code arrives after hydration). */
async function openGenerator(page: Page, search = ""): Promise<void> {
  await page.goto(`${PATH}${search}`)
  await appStarted(page)
  await expect(page.locator('main [data-hydration="deferred"]')).toHaveCount(1)
}

/** The proxy calls the page makes: operation and variables. */
function proxyCalls(page: Page): Array<{ operationName: string; variables: Record<string, unknown> }> {
  const calls: Array<{ operationName: string; variables: Record<string, unknown> }> = []
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === "/api/base-api") calls.push(request.postDataJSON() as (typeof calls)[number])
  })
  return calls
}

async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), `axe violations (${state})`).toEqual([])
}

test("the first page of notes is in the static HTML, and no more", async ({ request }) => {
  const html = await (await request.get(PATH)).text()
  for (const note of notes.slice(0, PAGE)) expect(html).toContain(note.title.replace(/'/g, "&#x27;"))
  for (const note of notes.slice(PAGE)) expect(html).not.toContain(note.title.replace(/'/g, "&#x27;"))
})

test("Load more adds 8 notes at a time through /api/base-api, moves focus to the first new note, and goes at the end", async ({ page }) => {
  const calls = proxyCalls(page)
  await openGenerator(page)
  await expect(noteTitles(page)).toHaveText(notes.slice(0, PAGE).map((n) => n.title))
  await expect(status(page)).toHaveText(`Showing ${PAGE} of ${notes.length} notes.`)

  await loadMore(page).click()
  await expect(noteTitles(page)).toHaveCount(2 * PAGE)
  await expect(page.locator("main li:focus h3")).toHaveText(notes[PAGE]!.title)
  await expect(status(page)).toHaveText(`Showing ${2 * PAGE} of ${notes.length} notes.`)
  await expect(page).toHaveURL(new RegExp(`\\?notes=${2 * PAGE}$`))
  expect(calls).toEqual([{ operationName: "getThankYouNotesWithLimitAndOffset", variables: { limit: PAGE, offset: PAGE } }])

  while ((await noteTitles(page).count()) < notes.length) {
    const before = await noteTitles(page).count()
    await loadMore(page).click()
    await expect(noteTitles(page)).toHaveCount(Math.min(before + PAGE, notes.length))
  }
  await expect(noteTitles(page)).toHaveText(notes.map((n) => n.title))
  await expect(loadMore(page)).toHaveCount(0)
  await expect(status(page)).toHaveText(`Showing all ${notes.length} notes.`)
  await expect(page).toHaveURL(new RegExp(`\\?notes=${notes.length}$`))
  await expectNoAxeViolations(page, "every note loaded")
})

test("the URL keeps the position: a reload and the Back button show the same notes", async ({ page }) => {
  await openGenerator(page)
  await loadMore(page).click()
  await expect(noteTitles(page)).toHaveCount(2 * PAGE)
  await loadMore(page).click()
  await expect(noteTitles(page)).toHaveCount(3 * PAGE)
  await expect(page).toHaveURL(/\?notes=24$/)

  const calls = proxyCalls(page)
  await page.reload()
  await appStarted(page)
  await expect(noteTitles(page)).toHaveText(notes.slice(0, 3 * PAGE).map((n) => n.title))
  // One request for what the static HTML lacks.
  expect(calls).toEqual([{ operationName: "getThankYouNotesWithLimitAndOffset", variables: { limit: 2 * PAGE, offset: PAGE } }])

  await page.getByRole("link", { name: "Rapport home" }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?notes=24$`))
  await expect(noteTitles(page)).toHaveText(notes.slice(0, 3 * PAGE).map((n) => n.title))
  await expect(loadMore(page)).toBeVisible()
})

test("choosing a category shows its notes; Back returns to every note", async ({ page }) => {
  const calls = proxyCalls(page)
  await openGenerator(page)
  const [slug, title] = Object.entries(categoryTitles)[2]!
  const inCategory = notes.filter((n) => n.categories.includes(slug))
  const categories = page.getByRole("navigation", { name: "Note categories" })

  await categories.getByRole("link", { name: title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`\\?category=${slug}$`))
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible()
  await expect(noteTitles(page)).toHaveText(inCategory.map((n) => n.title))
  await expect(status(page)).toHaveText(`Showing all ${inCategory.length} notes in ${title}.`)
  await expect(categories.getByRole("link", { name: title, exact: true })).toHaveAttribute("aria-current", "page")
  await expect(loadMore(page)).toHaveCount(0)
  expect(calls).toEqual([{ operationName: "getThankYouNotesByCategory", variables: { slug: [slug] } }])
  await expectNoAxeViolations(page, `category ${slug}`)

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(page.getByRole("heading", { level: 2, name: "All thank-you notes" })).toBeVisible()
  await expect(noteTitles(page)).toHaveText(notes.slice(0, PAGE).map((n) => n.title))

  // The link itself leads there too (a shared or reloaded URL).
  await openGenerator(page, `?category=${slug}`)
  await expect(noteTitles(page)).toHaveText(inCategory.map((n) => n.title))
})

test("search narrows the loaded notes, says when more exist, and can search them all", async ({ page }) => {
  const word = "coffee"
  const matching = notes.filter((n) => `${n.title} ${n.copy}`.toLowerCase().includes(word))
  expect(matching.length).toBeGreaterThan(0)
  expect(notes.slice(0, PAGE).some((n) => `${n.title} ${n.copy}`.toLowerCase().includes(word))).toBe(false)

  await openGenerator(page)
  await page.getByRole("button", { name: "Search notes" }).click()
  await page.getByPlaceholder("Search here").fill(word)
  // Enter submits the form, which keeps the page: the list already follows the text (issue 32).
  await page.getByPlaceholder("Search here").press("Enter")
  await expect(status(page)).toHaveText(`No notes match “${word}” among the ${PAGE} notes loaded so far.`)
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(noteTitles(page)).toHaveCount(0)

  await page.getByRole("button", { name: `Search all ${notes.length} notes` }).click()
  await expect(noteTitles(page)).toHaveText(matching.map((n) => n.title))
  await expect(status(page)).toHaveText(`${matching.length} ${matching.length === 1 ? "note matches" : "notes match"} “${word}”.`)
  await expect(page.getByRole("button", { name: /^Search all/ })).toHaveCount(0)

  await page.getByRole("button", { name: "Close search" }).click()
  await expect(noteTitles(page)).toHaveCount(notes.length)
})

test("one click copies a note, with the announced 'Copied' feedback", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await openGenerator(page)
  const note = notes[1]!
  const copy = page.getByRole("button", { name: `Copy “${note.title}”` })
  await copy.click()
  await expect(page.getByRole("button", { name: "Copied  !" })).toBeVisible()
  await expect(page.locator("main [aria-live=polite]").filter({ hasText: `“${note.title}” copied to the clipboard.` })).toHaveCount(1)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(note.copy)
  await page.mouse.move(0, 0)
  await expect(copy).toHaveText("Copy “" + note.title + "”")
})

test("a note shares a link to itself; the link shows its category and brings the note into view", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  // The share dialog, whatever share sheet the test browser offers.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined }))
  await openGenerator(page)
  const note = notes[3]!
  await page.getByRole("button", { name: `Share “${note.title}”` }).click()
  const dialog = page.getByRole("dialog", { name: `Share “${note.title}”` })
  // Each opens the network in a new tab and says so (SmartLink).
  await expect(dialog.getByRole("link")).toHaveText([
    "Share on LinkedIn (opens in a new tab)",
    "Share on X (opens in a new tab)",
    "Share on Facebook (opens in a new tab)",
  ])
  await dialog.getByRole("button", { name: "Copy link" }).click()
  await expect(dialog.getByRole("button", { name: "Copied  !" })).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(new RegExp(`${PATH}\\?category=${note.categories[0]}#note-\\w+$`))
  await page.keyboard.press("Escape")

  await page.goto(link)
  await appStarted(page)
  const card = page.locator("main li:focus")
  await expect(card.locator("h3")).toHaveText(note.title)
  await expect(card).toBeInViewport()
})

test("a failing CMS: the page says so in place, keeps the notes shown, and Retry recovers (SPEC 8)", async ({ page }) => {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  await openGenerator(page)
  await page.route("**/api/base-api", (route) => route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ data: {} }) }))
  await loadMore(page).click()
  const alert = page.getByRole("alert").filter({ hasText: "couldn't load more notes" })
  await expect(alert).toBeVisible()
  await expect(noteTitles(page)).toHaveText(notes.slice(0, PAGE).map((n) => n.title))
  expect(errors.some((e) => e.includes("getThankYouNotesWithLimitAndOffset answered HTTP 502"))).toBe(true)
  await expectNoAxeViolations(page, "load more failed")

  const [slug, title] = Object.entries(categoryTitles)[0]!
  await page.getByRole("navigation", { name: "Note categories" }).getByRole("link", { name: title, exact: true }).click()
  await expect(page.getByRole("alert").filter({ hasText: `couldn't load the notes in ${title}` })).toBeVisible()
  await expect(noteTitles(page)).toHaveCount(PAGE)

  await page.unroute("**/api/base-api")
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(page.getByRole("alert")).toHaveCount(0)
  await expect(noteTitles(page)).toHaveText(notes.filter((n) => n.categories.includes(slug)).map((n) => n.title))
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })
  test("the first page of notes is there to read, and no control that needs script is shown", async ({ page }) => {
    await page.goto(PATH)
    await expect(noteTitles(page)).toHaveText(notes.slice(0, PAGE).map((n) => n.title))
    // (Playwright's text queries skip <noscript>, so the paragraph by its place.)
    await expect(page.locator("main noscript p")).toBeVisible()
    await expect(page.locator("main noscript p")).toContainText(`Here are the first ${PAGE} notes.`)
    await expect(loadMore(page)).toBeHidden()
    await expect(page.getByRole("navigation", { name: "Note categories" })).toBeHidden()
    await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Search notes" })).toBeHidden()
  })

  test("the search is shown and works: it submits to /api/thank-you-notes-search, which lists every matching note (issue 32)", async ({ page, browser }) => {
    const word = "coffee"
    const matching = notes.filter((n) => `${n.title} ${n.copy}`.toLowerCase().includes(word))
    // Notes beyond the static first page: the search is over all of them.
    expect(matching.some((n) => notes.indexOf(n) >= PAGE)).toBe(true)
    await page.goto(PATH)
    const form = page.getByRole("search", { name: "Thank-you notes" })
    await expect(form.getByLabel("Search thank-you notes")).toBeVisible()
    await form.getByLabel("Search thank-you notes").fill(word)
    const submit = form.getByRole("button", { name: "Search" })
    await expect(submit).toBeVisible()
    await submit.click()

    await expect(page).toHaveURL(new RegExp(`/api/thank-you-notes-search\\?q=${word}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thank-you notes matching “${word}”`)
    await expect(page.getByRole("status")).toHaveText(`${matching.length} ${matching.length === 1 ? "note matches" : "notes match"} “${word}”.`)
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(matching.map((n) => n.title))
    for (const note of matching) await expect(page.getByText(note.copy, { exact: true })).toBeVisible()
    await expect(page.getByLabel("Search thank-you notes")).toHaveValue(word)
    // axe runs as a script in the page, so it scans the same results page (which has no scripts of its own) in a
    // page with JavaScript on (Playwright gives a new page the test's options unless told otherwise).
    const scanned = await browser.newPage({ javaScriptEnabled: true })
    await scanned.goto(page.url())
    await expectNoAxeViolations(scanned, "the no-JavaScript search results")
    await scanned.close()

    await page.getByRole("link", { name: "Back to the thank-you note generator" }).click()
    await expect(page).toHaveURL(new RegExp(`${PATH}$`))
    await expect(noteTitles(page)).toHaveText(notes.slice(0, PAGE).map((n) => n.title))
  })
})
