import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test, type Page } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted, deferredPartAwake } from "./app"

/**
 * The integrations index (SPEC 3.11, issue 16): filters by category and plan kept in the
 * address (Back undoes a change), the count announced, an empty result with a way back; without
 * scripts, the complete list and a filter form answered by the Function /api/integrations
 * (issue 32). Expectations come from the content files.
 */
interface IntegrationFile {
  title: string
  enabled: boolean
  integrationCategory: string[]
  zapierIntegrationName?: string
  availabilityOnOtherEndCategory?: string
  isAvailableStarter: boolean
  isAvailableBasic: boolean
  isAvailableProfessional: boolean
  isAvailableBusiness: boolean
}
const dir = join(__dirname, "../cms/content/entries/integrations")
const integrations = readdirSync(dir)
  .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as IntegrationFile)
  .filter((integration) => integration.enabled)
const categories = JSON.parse(readFileSync(join(__dirname, "../cms/content/categories.json"), "utf8")) as Array<{
  slug: string
  title: string
  groupHandle: string
}>
const categoryTitle = (slug: string): string => categories.find((c) => c.groupHandle === "integrationCategories" && c.slug === slug)!.title

const total = integrations.length
const cards = (page: Page) => page.getByRole("region", { name: "Connect the apps you already use" }).getByRole("listitem")
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 })
const titlesOf = (list: IntegrationFile[]): string[] => list.map((i) => i.title).sort((a, b) => a.localeCompare(b))

test("filter by category, then by plan: the address, the list and the announced count follow; Back undoes each step", async ({ page }) => {
  // A category with more than one plan level among its integrations, so the plan filter narrows it.
  const category = integrations.find((i) => !i.isAvailableStarter)!.integrationCategory[0]!
  const inCategory = integrations.filter((i) => i.integrationCategory.includes(category))
  const onStarter = integrations.filter((i) => i.isAvailableStarter)
  await page.goto("/integrations")
  await appStarted(page)
  const status = page.getByRole("status").filter({ hasText: /integration/ })
  await expect(status).toHaveText(`${total} integrations`)
  await expect(cardTitles(page)).toHaveText(titlesOf(integrations))

  await expect(page.getByLabel("Category", { exact: true }).getByRole("option", { name: `${categoryTitle(category)} (${inCategory.length})` })).toHaveCount(1)
  await page.getByLabel("Category", { exact: true }).selectOption(category)
  await expect(page).toHaveURL(new RegExp(`/integrations\\?category=${category}$`))
  await expect(cardTitles(page)).toHaveText(titlesOf(inCategory))
  await expect(status).toHaveText(inCategory.length === total ? `${total} integrations` : `Showing ${inCategory.length} of ${total} integrations`)

  await page.getByLabel("Category", { exact: true }).selectOption("")
  await page.getByLabel("Available on plan", { exact: true }).selectOption({ label: "Starter" })
  await expect(page).toHaveURL(/\/integrations\?plan=starter$/)
  await expect(cardTitles(page)).toHaveText(titlesOf(onStarter))
  await expect(status).toHaveText(`Showing ${onStarter.length} of ${total} integrations`)

  await page.reload()
  await appStarted(page)
  await expect(page.getByLabel("Available on plan", { exact: true })).toHaveValue("starter")
  await expect(cardTitles(page)).toHaveText(titlesOf(onStarter))

  await page.goBack()
  await expect(page).toHaveURL(/\/integrations$/)
  await expect(page.getByLabel("Available on plan", { exact: true })).toHaveValue("")
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/integrations\\?category=${category}$`))
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue(category)
  await expect(cardTitles(page)).toHaveText(titlesOf(inCategory))
  await page.goBack()
  await expect(page).toHaveURL(/\/integrations$/)
  await expect(cardTitles(page)).toHaveCount(total)
})

test("no match says so, and the reset brings every integration back", async ({ page }) => {
  const unmatched = integrations.find((i) => !i.isAvailableStarter)!.integrationCategory[0]!
  expect(integrations.some((i) => i.integrationCategory.includes(unmatched) && i.isAvailableStarter)).toBe(false)
  await page.goto(`/integrations?category=${unmatched}&plan=starter`)
  await appStarted(page)
  await expect(page.getByRole("status").filter({ hasText: /integration/ })).toHaveText("No integrations match")
  await expect(cards(page)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Show all integrations" }).click()
  await expect(page).toHaveURL(/\/integrations$/)
  await expect(cardTitles(page)).toHaveCount(total)
  await expect(page.getByLabel("Category", { exact: true })).toBeFocused()
})

test("an address the content does not know shows everything", async ({ page }) => {
  await page.goto("/integrations?category=no-such-category&plan=enterprise")
  await appStarted(page)
  await expect(cardTitles(page)).toHaveCount(total)
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("")
})

test("cards show the plans, the other side's availability and the Zapier name", async ({ page }) => {
  await page.goto("/integrations")
  const zapier = integrations.find((i) => i.zapierIntegrationName)!
  const card = cards(page).filter({ has: page.getByRole("heading", { name: zapier.title, exact: true }) })
  await expect(card).toContainText(zapier.zapierIntegrationName!)
  await expect(card).toContainText(zapier.availabilityOnOtherEndCategory!)
  const everywhere = integrations.find((i) => i.isAvailableStarter && i.isAvailableBusiness)!
  await expect(cards(page).filter({ has: page.getByRole("heading", { name: everywhere.title, exact: true }) })).toContainText("All plans")
})

test("an integration's page says what the other app asks for and its name in Zapier", async ({ page }) => {
  const zapier = integrations.find((i) => i.zapierIntegrationName && i.availabilityOnOtherEndCategory)!
  await page.goto(`/${(zapier as IntegrationFile & { uri: string }).uri}`)
  const aside = page.getByRole("region", { name: "Available on" })
  await expect(aside.getByText(zapier.availabilityOnOtherEndCategory!, { exact: true })).toBeVisible()
  await expect(aside.getByText(`In Zapier: ${zapier.zapierIntegrationName}`, { exact: true })).toBeVisible()
})

test("with JavaScript the submit button is there for the keyboard: out of sight until focused, and it keeps the page", async ({ page }) => {
  await page.goto("/integrations")
  await appStarted(page)
  const filter = page.getByRole("search", { name: "Filter integrations" })
  // Measured in the live copy: the directory wakes near the viewport, and its swap detaches the server's button (a null box).
  await deferredPartAwake(page, filter)
  const submit = filter.getByRole("button", { name: "Show integrations" })
  await expect(submit).toHaveAttribute("type", "submit")
  expect((await submit.boundingBox())?.width).toBeLessThanOrEqual(1)
  const plan = page.getByLabel("Available on plan", { exact: true })
  await plan.selectOption({ label: "Starter" })
  // The list follows the choice (the directory's code is running), before the keyboard goes on.
  await expect(page).toHaveURL(/\/integrations\?plan=starter$/)
  await plan.focus()
  await page.keyboard.press("Tab")
  await expect(submit).toBeFocused()
  expect((await submit.boundingBox())?.width).toBeGreaterThan(1)
  await page.keyboard.press("Enter")
  // Focus on the count is the script's answer to the submit; the page stayed.
  await expect(page.getByRole("status").filter({ hasText: /integration/ })).toBeFocused()
  await expect(page).toHaveURL(/\/integrations\?plan=starter$/)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })
  test("the page is the complete list, and the filter form submits to /api/integrations, which lists the matches", async ({ page, browser }) => {
    const category = integrations.find((i) => !i.isAvailableStarter)!.integrationCategory[0]!
    const matching = integrations.filter((i) => i.integrationCategory.includes(category) && !i.isAvailableStarter)
    await page.goto("/integrations")
    await expect(cardTitles(page)).toHaveCount(total)
    await expect(page.getByText(`${total} integrations`, { exact: true })).toBeVisible()

    const form = page.getByRole("search", { name: "Filter integrations" })
    await expect(form).toBeVisible()
    await form.getByLabel("Category", { exact: true }).selectOption(category)
    await form.getByLabel("Available on plan", { exact: true }).selectOption({ label: "Professional" })
    const submit = form.getByRole("button", { name: "Show integrations" })
    await expect(submit).toBeVisible()
    await submit.click()

    await expect(page).toHaveURL(new RegExp(`/api/integrations\\?category=${category}&plan=professional$`))
    await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible()
    await expect(page.getByRole("status")).toHaveText(`Showing ${matching.length} of ${total} integrations`)
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(titlesOf(matching))
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue(category)
    await expect(page.getByLabel("Available on plan", { exact: true })).toHaveValue("professional")
    // axe runs as a script in the page, so it scans the same results page (which has no scripts of its own) in a
    // page with JavaScript on (Playwright gives a new page the test's options unless told otherwise).
    const scanned = await browser.newPage({ javaScriptEnabled: true })
    await scanned.goto(page.url())
    const violations = await axeViolations(scanned)
    await scanned.close()
    expect(violations).toEqual([])

    await page.getByRole("link", { name: matching[0]!.title, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1 })).toContainText(matching[0]!.title)
    await page.goBack()
    await page.getByRole("link", { name: "Back to the integrations page" }).click()
    await expect(page).toHaveURL(/\/integrations$/)
    await expect(cardTitles(page)).toHaveCount(total)
  })
})
