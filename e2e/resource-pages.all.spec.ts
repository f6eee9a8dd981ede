import { expect, test, type Page } from "./fixtures"
import { appStarted } from "./app"
import { entryFor, expectedTitle, publishedEntriesOf, superTableRows } from "./content"
import { resourcePageRoutes } from "./routes"
import { formatDate } from "../src/lib/text/dates"

/**
 * Issue 15's content pages: the tools index and a page per tool, /press, the CRM 101 hub, the
 * CRM comparisons and the cookies policy. Each exists, is reachable from where a visitor
 * looks (the menu, the footer, an index), and shows its content. Runs at 1440 and 390 px;
 * axe scans every built page (accessibility.all.spec.ts), these included.
 */
const tools = publishedEntriesOf("tools", "tools")
const comparisons = publishedEntriesOf("pages", "comparison")
const pathOf = (entry: { uri: string | null }) => `/${entry.uri}`
const text = (value: unknown): string => (typeof value === "string" ? value : "")

test("there is content to test: tools, comparisons and press articles", () => {
  expect(tools.length).toBeGreaterThanOrEqual(4)
  expect(comparisons.length).toBeGreaterThanOrEqual(3)
  expect(publishedEntriesOf("press", "article").length).toBeGreaterThanOrEqual(2)
})

test("every new page answers 200 with its title", async ({ request }) => {
  for (const route of [...resourcePageRoutes, ...tools.map(pathOf), ...comparisons.map(pathOf)]) {
    const response = await request.get(route)
    expect(response.status(), route).toBe(200)
    const title = /<title[^>]*>([^<]*)<\/title>/
      .exec(await response.text())?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
    expect(title, route).toBe(expectedTitle(route))
  }
})

/** Opens the Resources menu (desktop dropdown or the phone's menu) and follows one of its links. */
async function followResourcesMenuLink(page: Page, label: string, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click()
    const menu = page.getByRole("navigation", { name: "Main (mobile)" })
    const resources = menu.getByRole("button", { name: "Resources" })
    await resources.click()
    await expect(resources).toHaveAttribute("aria-expanded", "true")
    await menu.getByRole("link", { name: label }).click()
    return
  }
  const main = page.getByRole("navigation", { name: "Main" })
  const trigger = main.getByRole("button", { name: "Resources" })
  const link = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`).getByRole("link", { name: label })
  // A click before the navigation has hydrated is lost (navigation-menus.spec.ts): retry until it opens.
  await expect(async () => {
    if (!(await link.isVisible())) await trigger.click()
    await expect(link).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await link.click()
}

test("the menu's 'CRM 101' leads to the CRM 101 hub, which links on to the guides", async ({ page, isMobile }) => {
  await page.goto("/pricing")
  await appStarted(page)
  await followResourcesMenuLink(page, "CRM 101", isMobile)
  await expect(page).toHaveURL(/\/resources\/crm-101$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^CRM 101/)
  for (const heading of ["What is a CRM?", "The five building blocks of a CRM", "How to choose a CRM for a small business", "Set up a CRM in an afternoon"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible()
  }
  const guide = page.getByRole("link", { name: "CRM for small business: a practical buyer's guide" })
  await expect(guide).toHaveAttribute("href", "/resources/crm-for-small-business-buyers-guide")
  await guide.click()
  await expect(page).toHaveURL(/\/resources\/crm-for-small-business-buyers-guide$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})

test("the footer links the cookies policy beside Privacy and Terms, and the tools and comparisons under Resources", async ({ page }) => {
  await page.goto("/pricing")
  await appStarted(page)
  const company = page.getByRole("contentinfo").getByRole("navigation", { name: "Company" })
  const legal = (await company.getByRole("link").allTextContents()).slice(-3)
  expect(legal).toEqual(["Privacy", "Terms", "Cookies"])
  const resources = page.getByRole("contentinfo").getByRole("navigation", { name: "Resources" })
  await expect(resources.getByRole("link", { name: "Free tools" })).toHaveAttribute("href", "/resources/tools")
  await expect(resources.getByRole("link", { name: "Compare CRMs" })).toHaveAttribute("href", "/compare")
  await expect(resources.getByRole("link", { name: "CRM 101" })).toHaveAttribute("href", "/resources/crm-101")
  await company.getByRole("link", { name: "Cookies" }).click()
  await expect(page).toHaveURL(/\/cookies$/)
  await expect(page.getByRole("heading", { level: 1, name: "Cookies Policy" })).toBeVisible()
})

test("the tools index lists every tool by name, and a tool's page shows its details", async ({ page }) => {
  await page.goto("/resources/tools")
  await appStarted(page)
  const list = page.getByRole("region", { name: "All free tools" })
  const names = tools.map((tool) => text(superTableRows(tool, "toolsDetails")[0]?.toolName) || tool.title)
  const sorted = [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }))
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(sorted)

  const roi = entryFor("/resources/tools/crm-roi-calculator")
  const details = superTableRows(roi, "toolsDetails")[0]!
  const card = list.getByRole("listitem").filter({ has: page.getByRole("link", { name: text(details.toolName) }) })
  await expect(card).toContainText(text(details.summary))
  await expect(card).toContainText(text(details.pricing))
  await card.getByRole("link", { name: text(details.toolName) }).click()

  await expect(page).toHaveURL(/\/resources\/tools\/crm-roi-calculator$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(details.toolName))
  await expect(page.getByText(text(details.summary), { exact: true })).toBeVisible()
  const facts = page.getByLabel(`${text(details.toolName)} at a glance`)
  await expect(facts.getByRole("term")).toHaveText(["Recommended for", "Pricing"])
  await expect(facts.getByRole("definition")).toHaveText([text(details.recommendedFor), text(details.pricing)])
  await expect(page.getByRole("heading", { level: 2, name: "About this tool" })).toBeVisible()
  await expect(page.getByText(text(details.description).split("\n\n")[0]!.trim())).toBeVisible()
  // The page's blocks follow: the worked example and the calculator's questions.
  await expect(page.getByRole("heading", { level: 2, name: "The calculation, step by step" })).toBeVisible()
  // Other tools to try, never this one.
  const more = page.getByRole("region", { name: "More free tools" })
  await expect(more.getByRole("heading", { level: 3 })).toHaveCount(Math.min(3, tools.length - 1))
  await expect(more.getByRole("link", { name: text(details.toolName), exact: true })).toHaveCount(0)
  // Back to the index from the eyebrow.
  await page.getByRole("link", { name: "Free tool", exact: true }).click()
  await expect(page).toHaveURL(/\/resources\/tools$/)
})

test("/press lists every press article, newest first, each headline opening the publication in a new tab", async ({ page }) => {
  await page.goto("/press")
  const articles = [...publishedEntriesOf("press", "article")].sort((a, b) => Date.parse(b.postDate ?? "") - Date.parse(a.postDate ?? ""))
  const coverage = page.getByRole("region", { name: "Latest coverage" })
  const links = coverage.getByRole("link")
  await expect(links).toHaveCount(articles.length)
  for (const [index, article] of articles.entries()) {
    const link = links.nth(index)
    await expect(link).toHaveAccessibleName(`${text(article.articleTitle)} (${text(article.source)}, opens in a new tab)`)
    await expect(link).toHaveAttribute("href", text(article.articleUrl))
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/)
    const item = coverage.getByRole("listitem").nth(index)
    await expect(item).toContainText(text(article.source))
    await expect(item.locator("time")).toHaveText(formatDate(article.postDate!))
    await expect(item.locator("time")).toHaveAttribute("datetime", article.postDate!)
  }
  // The page's own media-contact block still follows the list.
  await expect(page.getByRole("heading", { level: 2, name: "Media resources" })).toBeVisible()
})

test("the comparison index lists every comparison, and each comparison page compares in a table", async ({ page }) => {
  await page.goto("/compare")
  await appStarted(page)
  const list = page.getByRole("region", { name: "All comparisons" })
  await expect(list.getByRole("link")).toHaveText([...comparisons].map((c) => c.title).sort((a, b) => a.localeCompare(b)))
  await list.getByRole("link", { name: "Rapport vs HubSpot" }).click()
  await expect(page).toHaveURL(/\/compare\/rapport-vs-hubspot$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rapport vs HubSpot: which CRM fits your team?")
  const table = page.getByRole("region", { name: "Rapport compared with HubSpot" }).getByRole("table")
  await expect(table.getByRole("columnheader")).toHaveText(["Feature", "Rapport", "HubSpot"])
  await expect(table.getByRole("rowheader", { name: "Turn won deals into projects" })).toBeVisible()
  // Fair comparisons say where the other CRM is the better choice.
  await expect(page.getByRole("heading", { level: 2, name: "When HubSpot is the better choice" })).toBeVisible()
})

test("the cookies policy lists, with its lifetime, every cookie the site writes", async ({ page, context }) => {
  // A first visit from a campaign link: the attribution code writes the first-touch and campaign cookies.
  await page.goto("/manage-contacts?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc123&promo_code=SPRING")
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain("rapport_ft")
  const written = (await context.cookies()).map((cookie) => cookie.name)
  expect(written).toEqual(expect.arrayContaining(["utm_source", "gclid", "promo_code", "utm_first_page"]))

  await page.goto("/cookies")
  const row = (name: string) =>
    page
      .locator("li")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .filter({ has: page.locator("code", { hasText: new RegExp(`^${name}$`) }) })
  for (const name of written) await expect(row(name), name).toHaveCount(1)
  await expect(row("rapport_ft")).toContainText("2 years (730 days)")
  for (const name of ["utm_source", "gclid", "promo_code", "utm_first_page"]) await expect(row(name)).toContainText("90 days")
  const readOnly = page.getByRole("region", { name: "Cookies this website reads but does not set" })
  await expect(readOnly.locator("code", { hasText: /^logged_in_rapport_user$/ })).toBeVisible()
  // The policy's own text frames the list.
  await expect(page.getByRole("heading", { level: 2, name: "Your choices" })).toBeVisible()
})

test("a CTA banner's outline button is light on the dark banner, as built (class names shortened)", async ({ page }) => {
  await page.goto("/resources/tools")
  const button = page.getByRole("main").getByRole("link", { name: "Get a demo", exact: true })
  // Polled: the banner's code may wake (deferred hydration) while it is read, and the link read
  // then is the server copy being replaced, out of the document; the next poll finds the live one.
  const looks = () =>
    button.evaluate((element) => {
      let container = element.parentElement
      while (container && getComputedStyle(container).backgroundColor === "rgba(0, 0, 0, 0)") container = container.parentElement
      const style = getComputedStyle(element)
      return { color: style.color, border: style.borderTopColor, banner: container ? getComputedStyle(container).backgroundColor : "" }
    })
  await expect.poll(looks).toEqual({ banner: "rgb(27, 27, 58)", color: "rgb(255, 255, 255)", border: "rgb(255, 255, 255)" })
})
