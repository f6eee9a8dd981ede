import { readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test, type Page } from "./fixtures"
import { appStarted, deferredPartAwake, installShiftRecorder, layoutSettled, layoutShift, shiftSources } from "./app"

/**
 * The pricing page (SPEC 3.10, issue 16): every CTA of every plan, feature links and tags,
 * the billing switch kept in the address, a recognised visitor's CTAs (SPEC 4.2, 6) without
 * layout shift, and the plans' and FAQ's structured data. Expectations come from the content
 * files the site was built from.
 */
const contentDir = join(__dirname, "../cms/content")
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(contentDir, path), "utf8")) as T

interface PlanFile {
  title: string
  planType: string
  billedMonthly: number
  billedAnnually: number
  ctas: string[]
}
interface PricingFeatureFile {
  featureTitle: string
  titleLink?: string
  tagText?: string
  [column: string]: unknown
}
interface PricingPageFile {
  pageBuilder: Array<{ typeHandle: string; plans?: string[]; pricingFeatures?: PricingFeatureFile[]; faqs?: Array<{ question: string }> }>
}

const pricingPage = readJson<PricingPageFile>("entries/pages/pricing.json")
const plansBlock = pricingPage.pageBuilder.find((block) => block.typeHandle === "pricingPlans")!
const plans = plansBlock.plans!.map((ref) => readJson<PlanFile>(`entries/${ref}.json`))
const ctaLabel = (ref: string): string => readJson<{ button: { customText: string } }>(`entries/${ref}.json`).button.customText
const features = plansBlock.pricingFeatures!
const faqs = pricingPage.pageBuilder.find((block) => block.typeHandle === "faq")!.faqs!
const personalization = readJson<{ pricingPersonalizationCtas: Array<{ userStatus: string[]; planType: string; ctaText: string; ctaUrl: string }> }>(
  "globals/globalUserPersonalization.json",
)

const planCard = (page: Page, planType: string) => page.locator(`#plan-${planType}`)
const priceText = (value: number): string => (value % 1 === 0 ? `${value}` : value.toFixed(2))
/** A plan's price line ('$12 per user / month'): both periods are in the page, one visible at a time. */
const priceLine = (page: Page, planType: string, value: number) =>
  planCard(page, planType).locator("p", { hasText: new RegExp(`^\\$${priceText(value).replace(".", "\\.")} per user`) })

/** A plan's CTA entry as the sample content has it: a modal trigger is a button, any other a link. */
const ctaEntry = (ref: string) => readJson<{ button: { customText: string }; modalTrigger?: boolean }>(`entries/${ref}.json`)

test("a plan's CTA item that is a modal trigger opens the demo dialog on the pricing page (the CTA item component, SPEC 3.6)", async ({ page }) => {
  const plan = plans.find((candidate) => candidate.ctas.some((ref) => ctaEntry(ref).modalTrigger))!
  const ref = plan.ctas.find((candidate) => ctaEntry(candidate).modalTrigger)!
  await page.goto("/pricing")
  await appStarted(page)
  const trigger = planCard(page, plan.planType).getByRole("button", { name: ctaLabel(ref) })
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog")
  await trigger.click()
  const dialog = page.getByRole("dialog", { name: "It's demo time" })
  await expect(dialog.getByLabel("Work email")).toBeVisible()
  await expect(page).toHaveURL(/\/pricing/)
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(trigger).toBeFocused()
})

test("every plan offers every one of its CTAs, and each click reports its own placement", async ({ page }) => {
  await page.goto("/pricing")
  await appStarted(page)
  for (const plan of plans) {
    // The visible controls only: the CTA box also lays out, hidden, each personalised variant.
    const controls = planCard(page, plan.planType).locator("a, button").filter({ visible: true })
    await expect(controls).toHaveText(plan.ctas.map(ctaLabel))
  }
  const withTwo = plans.find((plan) => plan.ctas.length > 1)!
  const second = planCard(page, withTwo.planType).getByRole("link", { name: ctaLabel(withTwo.ctas[1]!) })
  await second.click()
  await expect(page).not.toHaveURL(/\/pricing/)
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: Array<Record<string, string>> }).dataLayer.filter((e) => e.event === "rapport_event"),
  )
  expect(events).toContainEqual(expect.objectContaining({ eventAction: ctaLabel(withTwo.ctas[1]!), eventLabel: `Pricing plans / ${withTwo.title} / 2` }))
})

test("feature titles link where the content says, with their tags", async ({ page }) => {
  await page.goto("/pricing")
  const table = page.getByRole("table")
  const linked = features.find((feature) => feature.titleLink)!
  await expect(table.getByRole("rowheader").getByRole("link", { name: linked.featureTitle })).toHaveAttribute("href", linked.titleLink!)
  for (const feature of features.filter((f) => f.tagText)) {
    await expect(table.getByRole("rowheader", { name: new RegExp(feature.featureTitle.replace(/[&]/g, "\\$&")) })).toContainText(feature.tagText!)
  }
})

test("the billing switch: annual by default, monthly in the address, kept on reload and on Back, announced, nothing moves", async ({ page, request }) => {
  const differing = features.find((feature) =>
    ["starter", "basic", "professional", "business"].some((tier) => feature[`${tier}TextMonthly`] && feature[`${tier}TextMonthly`] !== feature[`${tier}Text`]),
  )!
  const tier = ["starter", "basic", "professional", "business"].find((t) => differing[`${t}TextMonthly`] !== differing[`${t}Text`])!
  const tierIndex = plans.findIndex((plan) => plan.planType === tier)
  const cell = (p: Page) =>
    p
      .getByRole("row", { name: new RegExp(`^${differing.featureTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      .getByRole("cell")
      .nth(tierIndex)
  /** The cell shows one period's text; the other's is laid out but hidden. */
  const expectCell = async (p: Page, shown: string, hidden: string): Promise<void> => {
    await expect(cell(p).getByText(shown, { exact: true })).toBeVisible()
    await expect(cell(p).getByText(hidden, { exact: true })).toBeHidden()
  }
  const annualText = String(differing[`${tier}Text`])
  const monthlyText = String(differing[`${tier}TextMonthly`])

  // The server's HTML is the annual page whatever the address says.
  const html = await (await request.get("/pricing?billing=monthly")).text()
  expect(html).toContain('aria-pressed="true">Billed annually')

  await installShiftRecorder(page)
  await page.goto("/pricing")
  await appStarted(page)
  const group = page.getByRole("group", { name: "Billing period" })
  const annual = group.getByRole("button", { name: "Billed annually" })
  const monthly = group.getByRole("button", { name: "Billed monthly" })
  await expect(annual).toHaveAttribute("aria-pressed", "true")
  const first = plans[0]!
  await expect(priceLine(page, first.planType, first.billedAnnually)).toBeVisible()
  await expect(priceLine(page, first.planType, first.billedMonthly)).toBeHidden()
  await expectCell(page, annualText, monthlyText)
  const boxBefore = await page.getByRole("table").boundingBox()

  // Keyboard: Tab to the switch, Enter chooses.
  await monthly.focus()
  await page.keyboard.press("Enter")
  await expect(monthly).toHaveAttribute("aria-pressed", "true")
  await expect(annual).toHaveAttribute("aria-pressed", "false")
  await expect(page).toHaveURL(/\?billing=monthly$/)
  await expect(page.getByRole("status").filter({ hasText: "billed monthly" })).toHaveText("Showing prices billed monthly")
  for (const plan of plans) await expect(priceLine(page, plan.planType, plan.billedMonthly)).toBeVisible()
  await expect(priceLine(page, first.planType, first.billedAnnually)).toBeHidden()
  await expectCell(page, monthlyText, annualText)
  expect(await page.getByRole("table").boundingBox()).toEqual(boxBefore)
  expect(await layoutShift(page), await shiftSources(page)).toBeLessThanOrEqual(0.01)

  await page.reload()
  await appStarted(page)
  await expect(page.getByRole("button", { name: "Billed monthly" })).toHaveAttribute("aria-pressed", "true")
  await expectCell(page, monthlyText, annualText)

  // Away and Back: the monthly page again.
  await page.getByRole("table").getByRole("link").first().click()
  await expect(page).not.toHaveURL(/\/pricing/)
  await page.goBack()
  await expect(page).toHaveURL(/\/pricing\?billing=monthly$/)
  await expect(page.getByRole("button", { name: "Billed monthly" })).toHaveAttribute("aria-pressed", "true")
  await expect(priceLine(page, first.planType, first.billedMonthly)).toBeVisible()

  // Back to annual: the default leaves the address clean.
  await page.getByRole("button", { name: "Billed annually" }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expectCell(page, annualText, monthlyText)
})

test.describe("a recognised visitor", () => {
  test("sees the personalised CTA of each plan instead of its CTAs, with no layout shift", async ({ page, context, baseURL, request }) => {
    const rows = personalization.pricingPersonalizationCtas.filter((row) => row.userStatus.includes("loggedIn"))
    // The server HTML is the anonymous variant.
    const html = await (await request.get("/pricing")).text()
    const anonymousLabel = ctaLabel(plans[0]!.ctas[0]!)
    expect(html).toContain(anonymousLabel)

    await context.addCookies([{ name: "logged_in_rapport_user", value: "true", url: baseURL! }])
    await installShiftRecorder(page)
    await page.goto("/pricing")
    await appStarted(page)
    for (const plan of plans) {
      const row = rows.find((r) => r.planType === plan.planType)!
      const card = planCard(page, plan.planType)
      // The application is another site: the link opens a new tab and says so (SmartLink).
      await expect(card.getByRole("link")).toHaveText([`${row.ctaText} (opens in a new tab)`])
      await expect(card.getByRole("link", { name: row.ctaText })).toHaveAttribute("href", new RegExp(`^${row.ctaUrl.replace(/[.?]/g, "\\$&")}`))
    }
    expect(await layoutShift(page), await shiftSources(page)).toBeLessThanOrEqual(0.01)
  })

  test("sees them from the first paint: with none of the site's scripts, the server HTML and the head script show the personalised CTAs (issue 32)", async ({
    page,
    context,
    baseURL,
  }) => {
    const rows = personalization.pricingPersonalizationCtas.filter((row) => row.userStatus.includes("loggedIn"))
    // The site's JavaScript never arrives: what shows is the server HTML, its stylesheet and its inline scripts.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort())
    await context.addCookies([{ name: "logged_in_rapport_user", value: "true", url: baseURL! }])
    await page.goto("/pricing")
    for (const plan of plans) {
      const row = rows.find((r) => r.planType === plan.planType)!
      const card = planCard(page, plan.planType)
      await expect(card.getByRole("link")).toHaveText([new RegExp(`^${row.ctaText.replace(/[.?()]/g, "\\$&")}`)])
      await expect(card.getByRole("link")).toHaveAttribute("href", new RegExp(`^${row.ctaUrl.replace(/[.?]/g, "\\$&")}`))
    }
    // An anonymous visitor's page is the plans' own CTAs, as before.
    await context.clearCookies({ name: "logged_in_rapport_user" })
    await page.goto("/pricing")
    await expect(planCard(page, plans[0]!.planType).getByText(ctaLabel(plans[0]!.ctas[0]!), { exact: true })).toBeVisible()
    for (const row of rows) await expect(page.getByText(row.ctaText, { exact: true })).toBeHidden()
  })

  test("an anonymous visitor's cards are the same size as a recognised one's", async ({ page, context, baseURL }) => {
    // The plans are a deferred part (blocks/page-builder/PageBuilder.tsx): measured before it wakes,
    // the swap of its server copy can detach the card mid-measure, which reads as no box at all.
    const card = planCard(page, plans[0]!.planType)
    await page.goto("/pricing")
    await appStarted(page)
    await deferredPartAwake(page, card)
    await layoutSettled(page)
    const anonymous = await card.boundingBox()
    expect(anonymous).not.toBeNull()
    await context.addCookies([{ name: "logged_in_rapport_user", value: "1", url: baseURL! }])
    await page.reload()
    await appStarted(page)
    await deferredPartAwake(page, card)
    await layoutSettled(page)
    await expect(card.getByRole("link")).toHaveCount(1)
    expect(await card.boundingBox()).toEqual(anonymous)
  })
})

test("the head describes each plan as a Product with its two prices, and the FAQ as an FAQPage", async ({ page }) => {
  await page.goto("/pricing")
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")["@graph"] as Array<Record<string, unknown>>
  const products = graph.filter((node) => node["@type"] === "Product")
  expect(products.map((p) => p.name)).toEqual(plans.map((plan) => `Rapport ${plan.title}`))
  for (const [index, product] of products.entries()) {
    const plan = plans[index]!
    expect(product.url).toMatch(new RegExp(`/pricing#plan-${plan.planType}$`))
    expect((product.offers as Array<{ price: string; priceCurrency: string }>).map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      [plan.billedAnnually.toFixed(2), "USD"],
      [plan.billedMonthly.toFixed(2), "USD"],
    ])
  }
  const faq = graph.find((node) => node["@type"] === "FAQPage") as { mainEntity: Array<{ name: string }> }
  expect(faq.mainEntity.map((question) => question.name)).toEqual(faqs.map((item) => item.question))
})
