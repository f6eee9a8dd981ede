import { expect, test, type Page } from "./fixtures"
import { appStarted } from "./app"
import { runningExperiments } from "./content"
import { CONTROL_ARM, type Experiment } from "../src/lib/experiments/model"
import { EXPERIMENTS_COOKIE } from "../src/lib/experiments/settings"
import { EXPERIMENTS_DATA_ID, EXPERIMENTS_HEAD_ID } from "../src/runtime/experiments-head"
import { heroHeadline } from "../src/blocks/home/Hero/Hero.content"

/**
 * The homepage's headline experiment (cms/content/globals/googleOptimize.json) as a visitor
 * meets it: one variant chosen before the first paint, kept by a cookie, reported in the
 * dataLayer; no flash of the control, no layout shift, no hydration warning.
 *
 * The sample content keeps its experiment off, so every visitor sees the headline SPEC 2.9
 * quotes; against that build (npm run test:e2e) only the first test runs. The variants are
 * tested where an editor has switched the experiment on: `npm run test:faults`
 * (scripts/build-lab/fault-test.ts) sets the sample variant's `active` in its throw-away copy
 * of the content before its one good build, serves that build and runs this spec against it
 * with E2E_EXPECT_EXPERIMENT set. That build exists anyway (it is the one the token and
 * hostile-text checks need), so the real machinery (the head script, the cookie, every arm in
 * the server HTML) is tested for the price of these tests alone, not of a second build (about
 * 60-90 s on CI's 2 cores); a route that rewrote the HTML in the browser would have tested a
 * page no build made.
 */
const experiment: Experiment | undefined = runningExperiments().find((candidate) => candidate.element === "homeHeroHeading")
const expected = process.env.E2E_EXPECT_EXPERIMENT
if (expected && experiment?.id !== expected)
  throw new Error(
    `E2E_EXPECT_EXPERIMENT=${expected}, but the content this site was built from runs ${experiment ? `'${experiment.id}'` : "no experiment"} on the homepage's headline (cms/content/globals/googleOptimize.json)`,
  )

const copyOf = (arm: string, control: string): string => experiment?.arms.find((candidate) => candidate.name === arm)?.copy ?? control
const variant = experiment?.arms.find((arm) => arm.name !== CONTROL_ARM && arm.weight > 0)

// A build with GATSBY_GTM_ID loads the tag manager after idle: never from Google in a test.
test.beforeEach(async ({ page }) => {
  await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }))
})

/**
 * Records, from the first script the page runs, what the headline shows when the body has
 * been parsed (DOMContentLoaded: before the app's scripts, which start after the first paint)
 * and at each animation frame until the app starts: the text a visitor could have seen.
 */
async function watchHeadline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { headlineSeen: string[] }).headlineSeen = seen
    const record = (): void => {
      const heading = document.querySelector("h1")
      if (heading) seen.push((heading as HTMLElement).innerText.trim())
    }
    document.addEventListener("DOMContentLoaded", record)
    const everyFrame = (): void => {
      record()
      if (performance.getEntriesByName("onInitialClientRender").length === 0) requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  })
}

const headlineSeen = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { headlineSeen: string[] }).headlineSeen)

async function experimentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === EXPERIMENTS_COOKIE)?.value
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

test("with no experiment switched on, every visitor sees the headline as published: no experiments script, mark or cookie", async ({ page }) => {
  test.skip(experiment !== undefined, "the content runs an experiment on the headline: the tests below cover it")
  const errors = collectConsoleErrors(page)
  await watchHeadline(page)
  await page.goto("/")
  await appStarted(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroHeadline, { useInnerText: true })
  expect(new Set(await headlineSeen(page))).toEqual(new Set([heroHeadline]))
  expect(await page.locator(`script#${EXPERIMENTS_HEAD_ID}, script#${EXPERIMENTS_DATA_ID}, [data-experiment]`).count()).toBe(0)
  await expect(page.locator("html")).not.toHaveAttribute("data-experiments", /./)
  expect(await experimentCookie(page)).toBeUndefined()
  expect(
    await page.evaluate(
      () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer?.filter((event) => event.eventCategory === "Experiment") ?? [],
    ),
  ).toEqual([])
  expect(errors).toEqual([])
})

test.describe("an experiment on the homepage's headline", () => {
  test.skip(experiment === undefined, "the sample content keeps its experiment off; npm run test:faults switches it on in a throw-away copy and runs these")

  test("a new visitor gets one variant, chosen before the first paint, kept by a cookie and shown again after a reload", async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await watchHeadline(page)
    await page.goto("/")
    await appStarted(page)
    const cookie = await experimentCookie(page)
    expect(cookie).toMatch(new RegExp(`^${experiment!.id}:`))
    const arm = cookie!.slice(experiment!.id.length + 1)
    expect(experiment!.arms.filter((candidate) => candidate.weight > 0).map((candidate) => candidate.name)).toContain(arm)
    const heading = page.getByRole("heading", { level: 1 })
    const shown = (await heading.innerText()).trim()
    expect(shown).toBe(copyOf(arm, shown))
    await expect(page.locator("html")).toHaveAttribute("data-experiments", `${experiment!.id}:${arm}`)
    // Every text seen from the parsed body to the started app is the variant's: no control first.
    const seen = await headlineSeen(page)
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set([shown]))

    await page.reload()
    await appStarted(page)
    expect(await experimentCookie(page)).toBe(cookie)
    expect(new Set(await headlineSeen(page))).toEqual(new Set([shown]))
    await expect(heading).toHaveText(shown, { useInnerText: true })
    expect(errors).toEqual([])
  })

  test(`the kept variant${variant ? ` '${variant.name}'` : ""}: shown from the first paint, reported to the dataLayer, no layout shift in the hero`, async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page)
    await context.addCookies([{ name: EXPERIMENTS_COOKIE, value: `${experiment!.id}:${variant!.name}`, url: test.info().project.use.baseURL! }])
    await watchHeadline(page)
    await page.addInitScript(() => {
      const shifts: string[] = []
      ;(window as unknown as { heroShifts: string[] }).heroShifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ sources?: Array<{ node?: Node }> }>) {
          // The headline and what follows it in the hero's copy column (the carousel beside it is not under test).
          const heading = document.querySelector("h1")
          for (const source of entry.sources ?? []) {
            if (source.node && heading && (heading.parentElement?.contains(source.node) || source.node.contains(heading)))
              shifts.push((source.node as Element).outerHTML?.slice(0, 120) ?? source.node.nodeName)
          }
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto("/")
    await appStarted(page)
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toHaveText(variant!.copy!, { useInnerText: true })
    // The accessible name is the shown copy only: the control is display: none.
    await expect(page.getByRole("heading", { level: 1, name: variant!.copy! })).toBeVisible()
    expect(new Set(await headlineSeen(page))).toEqual(new Set([variant!.copy]))
    const events = await page.evaluate(() =>
      (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.filter((event) => event.eventCategory === "Experiment"),
    )
    expect(events).toEqual([
      {
        event: "rapport_event",
        eventCategory: "Experiment",
        eventAction: "Viewed",
        eventLabel: `${experiment!.id} / ${variant!.name}`,
        experimentId: experiment!.id,
        experimentVariant: variant!.name,
      },
    ])
    expect(await page.evaluate(() => (window as unknown as { heroShifts: string[] }).heroShifts)).toEqual([])
    expect(errors).toEqual([])
  })

  test("the control, kept in the cookie: the headline as published, reported as 'control'", async ({ page, context }) => {
    await context.addCookies([{ name: EXPERIMENTS_COOKIE, value: `${experiment!.id}:${CONTROL_ARM}`, url: test.info().project.use.baseURL! }])
    await page.goto("/")
    await appStarted(page)
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toHaveText(heroHeadline, { useInnerText: true })
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((event) => event.eventCategory === "Experiment")
            ?.experimentVariant,
      ),
    ).toBe(CONTROL_ARM)
  })

  test("a corrupt cookie is replaced by one valid assignment", async ({ page, context }) => {
    await context.addCookies([{ name: EXPERIMENTS_COOKIE, value: "%%%~home-hero-headline=x~:", url: test.info().project.use.baseURL! }])
    await page.goto("/")
    await appStarted(page)
    expect(await experimentCookie(page)).toMatch(new RegExp(`^${experiment!.id}:(${experiment!.arms.map((arm) => arm.name).join("|")})$`))
  })

  test("client-side navigation to the homepage shows the kept variant and reports the view", async ({ page, context }) => {
    await context.addCookies([{ name: EXPERIMENTS_COOKIE, value: `${experiment!.id}:${variant!.name}`, url: test.info().project.use.baseURL! }])
    await page.goto("/pricing")
    await appStarted(page)
    await expect(page.locator("html")).not.toHaveAttribute("data-experiments", /./)
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(variant!.copy!, { useInnerText: true })
    await expect(page.locator("html")).toHaveAttribute("data-experiments", `${experiment!.id}:${variant!.name}`)
    const labels = await page.evaluate(() =>
      (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer
        .filter((event) => event.eventCategory === "Experiment")
        .map((event) => event.eventLabel),
    )
    expect(labels).toEqual([`${experiment!.id} / ${variant!.name}`])
  })
})
