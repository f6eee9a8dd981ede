import { expect, test, type Page } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted, bringIntoView, deferredPartAwake, layoutSettled, waitingPart } from "./app"
import { blogPostPathsIn, entryFor, publishedEntriesOf } from "./content"
import { LAYOUT_DEFERRED_CLASS, LAYOUT_SETTLED_ATTRIBUTE } from "../src/lib/loading/layout-deferred"

/**
 * Blog discovery (issue 15): the front page's featured posts, newest posts and topic rails,
 * the category pages, the search (typed, submitted, shared, back button, no JavaScript),
 * the RSS feed, and the card layouts as a browser draws them.
 */
const PIPELINE_POST = "How to build a sales pipeline in Gmail (that you'll actually keep up to date)"

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the blog" })
const results = (page: Page) => page.getByRole("list", { name: "Matching posts" }).getByRole("link")

test.describe("the blog's front page", () => {
  test("featured posts, the newest posts and the topic rails, each in its own card design", async ({ page }) => {
    await page.goto("/resources")
    const featured = page.getByRole("region", { name: "Featured" })
    await expect(featured.getByRole("article")).toHaveCount(3)
    const latest = page.getByRole("region", { name: "Latest posts" })
    await expect(latest.getByRole("article")).toHaveCount(12)
    const rails = page.getByRole("region", { name: "Browse by topic" })
    await expect(rails.getByRole("link", { name: /^All .+ posts/ }).first()).toBeVisible()

    // Three designs, as the browser draws them: a dark featured card, a row in the latest list, a numbered rail entry.
    // Polled: the listing hydrates near the viewport and replaces its server copy, which may detach an element mid-read.
    const style = (selector: string, property: string, pseudo?: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, [p, ps]) => getComputedStyle(el, ps ?? null).getPropertyValue(p!), [property, pseudo] as const)
    await expect.poll(() => style('[data-layout="highlightedThreeColumns"]', "background-color")).toBe("rgb(37, 37, 74)")
    await expect.poll(() => style('[data-layout="latestBlogs"]', "flex-direction")).toBe("row")
    await expect.poll(() => style('[data-layout="latestBlogs"]', "background-color")).toBe("rgb(255, 255, 255)")
    await expect.poll(() => style('[data-layout="popularEntries"]', "content", "::before")).toBe("counter(popular, decimal-leading-zero)")
    await expect(page.locator('[data-layout="popularEntries"]').first()).toContainText(/MIN READ/)
  })

  test("each section comes alive as the visitor nears it, not all at once after hydration; the cards below the first screen are laid out once the page settles", async ({
    page,
  }) => {
    await page.goto("/resources")
    await appStarted(page)
    const featured = page.getByRole("region", { name: "Featured" })
    const rails = page.getByRole("region", { name: "Browse by topic" })
    // The featured posts share the first screen: their code runs right after hydration. The rails, thousands of pixels down, wait.
    await deferredPartAwake(page, featured)
    await expect(waitingPart(page, rails)).toHaveCount(1)
    // Until the page settles, each rail's layout may be skipped (content-visibility); afterwards every rail is laid out.
    const eachRail = rails.locator("section")
    await expect(eachRail).toHaveCount(6)
    await expect(eachRail.and(page.locator(`.${LAYOUT_DEFERRED_CLASS}`))).toHaveCount(6)
    await layoutSettled(page)
    const railVisibility = await eachRail.evaluateAll((sections) => sections.map((section) => getComputedStyle(section).contentVisibility))
    expect(railVisibility).toEqual(Array(6).fill("visible"))
    await expect(waitingPart(page, rails)).toHaveCount(1)
    await bringIntoView(rails)
    await deferredPartAwake(page, rails)
    await expect(rails.getByRole("link", { name: /^All .+ posts/ }).first()).toBeVisible()
  })

  test("paginated: numbered pages with rel=next/prev, in the body and in the head", async ({ page }) => {
    await page.goto("/resources")
    const pages = page.getByRole("navigation", { name: "Blog: pages" })
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", "/resources/page/2")
    await appStarted(page)
    await pages.getByRole("link", { name: /Next/ }).click()
    await expect(page).toHaveURL(/\/resources\/page\/2$/)
    await expect(page.getByRole("region", { name: "Featured" })).toHaveCount(0)
    await expect(page.getByRole("navigation", { name: "Blog: pages" }).getByRole("link", { name: /Previous/ })).toHaveAttribute("rel", "prev")
  })

  test("announces its RSS feed, which lists the posts", async ({ page, request }) => {
    await page.goto("/resources")
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
    await expect(link).toHaveAttribute("href", "/resources/rss.xml")
    const feed = await request.get("/resources/rss.xml")
    expect(feed.ok()).toBe(true)
    const xml = await feed.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(`<title>${PIPELINE_POST.replace(/'/g, "&apos;")}</title>`)
  })
})

test.describe("category pages", () => {
  test("a topic's page lists that topic's posts, and says which topic is chosen", async ({ page }) => {
    await page.goto("/resources")
    await appStarted(page)
    await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Sales", exact: true }).click()
    await expect(page).toHaveURL(/\/resources\/category\/sales$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sales")
    await expect(page).toHaveTitle(/^Sales articles from the Rapport blog/)
    await expect(page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Sales", exact: true })).toHaveAttribute("aria-current", "true")
    // Read until the list is there: evaluateAll does not wait for its elements, and one CI run
    // read the region's links before the client-side navigation had rendered them (none).
    const listed = page.getByRole("region", { name: "Latest in Sales" }).getByRole("article").getByRole("link")
    await expect
      .poll(async () => (await listed.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).sort())
      .toEqual(blogPostPathsIn("sales").sort())
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", "https://www.rapport.example/resources/category/sales")
  })
})

test.describe("search", () => {
  test("submitted from the blog: results on the search page, in the URL, and refined as one types", async ({ page }) => {
    await page.goto("/resources")
    await appStarted(page)
    await searchBox(page).fill("pipeline")
    await searchBox(page).press("Enter")
    await expect(page).toHaveURL(/\/resources\/search\?q=pipeline$/)
    await expect(results(page).filter({ hasText: PIPELINE_POST })).toBeVisible()
    await expect(page.getByRole("status").filter({ hasText: /match(es)? “pipeline”/ })).toBeVisible()

    await searchBox(page).press("End")
    await searchBox(page).pressSequentially(" gmail")
    await expect(page).toHaveURL(/\?q=pipeline\+gmail$/)
    await expect(results(page)).toHaveCount(1)

    await searchBox(page).fill("zzqx")
    await expect(page.getByRole("status")).toHaveText("No posts match “zzqx”.")
    await expect(page.getByRole("link", { name: "Productivity" })).toBeVisible()
  })

  test("a topic narrows the results; the back button returns to the search before it", async ({ page }) => {
    await page.goto("/resources/search?q=client")
    await appStarted(page)
    await expect(results(page).first()).toBeVisible()
    const everyTopic = await results(page).count()
    await page.getByRole("combobox", { name: "Topic" }).selectOption("Sales")
    await expect(page).toHaveURL(/\?q=client&category=Sales$/)
    await expect(page.getByRole("status")).toContainText("in Sales.")
    const inSales = await results(page).count()
    expect(inSales).toBeGreaterThan(0)
    expect(inSales).toBeLessThan(everyTopic)

    await page.goBack()
    await expect(page).toHaveURL(/\?q=client$/)
    await expect(page.getByRole("combobox", { name: "Topic" })).toHaveValue("")
    await expect(results(page)).toHaveCount(everyTopic)
  })

  test("a shared search link opens with its results; the results are reachable by keyboard", async ({ page }) => {
    await page.goto("/resources/search?q=email&category=Sales")
    await appStarted(page)
    await expect(searchBox(page)).toHaveValue("email")
    await expect(results(page).first()).toBeVisible()
    await searchBox(page).focus()
    await page.keyboard.press("ArrowDown")
    await expect(results(page).first()).toBeFocused()
    if ((await results(page).count()) > 1) {
      await page.keyboard.press("ArrowDown")
      await expect(results(page).nth(1)).toBeFocused()
    }
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("ArrowUp")
    await expect(searchBox(page)).toBeFocused()
  })

  test("the search page with results has no accessibility violations", async ({ page }) => {
    await page.goto("/resources/search?q=client")
    await appStarted(page)
    await expect(results(page).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("the blog's search box still finds posts: a server-rendered results page", async ({ page }) => {
      await page.goto("/resources")
      await searchBox(page).fill("pipeline")
      await page.getByRole("button", { name: "Search" }).click()
      await expect(page).toHaveURL(/\/api\/blog-search\?q=pipeline$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “pipeline”")
      await page.getByRole("link", { name: PIPELINE_POST }).click()
      await expect(page).toHaveURL(/\/resources\/how-to-build-a-sales-pipeline-in-gmail$/)
    })
  })
})

test.describe("a post's header", () => {
  // imageGradient (SPEC 3.3) as lib/blog/hero-gradient.ts reads it; the contrast of every text
  // on it is that module's test (axe cannot measure text on a gradient: it reports it as incomplete).
  const hex = (pair: string) => pair.split(",").map((color) => color.trim().toLowerCase())
  const rgb = (color: string) => `rgb(${[1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)).join(", ")})`

  test("is drawn on the post's own gradient, behind its eyebrow, title and byline", async ({ page }) => {
    const post = entryFor("/resources/how-to-build-a-sales-pipeline-in-gmail") as { imageGradient?: string }
    const [from, to] = hex(post.imageGradient!)
    await page.goto("/resources/how-to-build-a-sales-pipeline-in-gmail")
    const header = page.locator("article > header").first()
    await expect(header.getByRole("heading", { level: 1, name: PIPELINE_POST })).toBeVisible()
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe(`linear-gradient(135deg, ${rgb(from!)}, ${rgb(to!)})`)
  })

  test("of a case study, which has no gradient field, is plain", async ({ page }) => {
    await page.goto("/resources/northwind-advisory-case-study")
    const header = page.locator("article > header").first()
    await expect(header.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe("none")
  })
})

test("a post's blocks below its first screen wait for their layout while it loads, and nothing moves when they settle", async ({ page }) => {
  await page.goto("/resources/asking-for-reviews-when-a-project-wraps")
  await appStarted(page)
  await layoutSettled(page)
  const parts = page.locator(`article .${LAYOUT_DEFERRED_CLASS}`)
  // Wake every deferred part of the article first (the newsletter form, the related posts): its
  // swap of the server copy for the live one would detach the elements being measured.
  for (const part of await parts.all()) await bringIntoView(part)
  await expect(page.locator("article [data-hydration='waiting']")).toHaveCount(0)
  /**
   * Where each waiting part of the article sits and how tall it is, read once it has been
   * scrolled into view and its contents are no longer skipped (a skipped part has no layout of
   * its own): checkVisibility's contentVisibilityAuto says whether they still are.
   */
  const boxes = () =>
    parts.evaluateAll(async (elements) => {
      const measured: number[][] = []
      for (const part of elements) {
        part.scrollIntoView({ block: "center", behavior: "instant" })
        const contents = part.firstElementChild ?? part
        while (contents !== part && !contents.checkVisibility({ contentVisibilityAuto: true })) await new Promise(requestAnimationFrame)
        const box = part.getBoundingClientRect()
        measured.push([box.top + window.scrollY, box.height].map((px) => Math.round(px * 2) / 2))
      }
      return measured
    })
  const settled = await boxes()
  // The boxed blocks, the quote, the figure, the newsletter form's card and the related posts' cards.
  expect(settled.length).toBeGreaterThanOrEqual(6)

  // As while the page loads: each part's layout skipped until it nears the viewport. Once in
  // view, a part is laid out under content-visibility's containment (a formatting context of its
  // own, so no margin collapses through it): its box must be the one it settles to.
  await page.evaluate((attribute) => {
    for (const element of [document.documentElement, ...document.querySelectorAll(`[${attribute}]`)]) element.removeAttribute(attribute)
  }, LAYOUT_SETTLED_ATTRIBUTE)
  expect(await parts.first().evaluate((part) => getComputedStyle(part).contentVisibility)).toBe("auto")
  expect(await boxes()).toEqual(settled)
})

test("a post's cards use its consolidatedTitle when its editor set one; its page keeps the full title", async ({ page }) => {
  const posts = publishedEntriesOf("blog", "blog").filter((post) => typeof post.consolidatedTitle === "string" && post.consolidatedTitle.trim() !== "")
  await page.goto("/resources")
  const latest = page.getByRole("region", { name: "Latest posts" })
  await expect(latest.getByRole("article")).toHaveCount(12)
  // Those of them on the listing's first page (SPEC 3.3): at least one, or the sample content no longer exercises the field.
  const listed = []
  for (const post of posts) if ((await latest.locator(`a[href="/${post.uri}"]`).count()) > 0) listed.push(post)
  expect(listed.length, "a post on /resources' first page with a consolidatedTitle").toBeGreaterThan(0)
  for (const post of listed) await expect(latest.locator(`a[href="/${post.uri}"]`)).toHaveText(String(post.consolidatedTitle))
  await page.goto(`/${listed[0]!.uri}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(listed[0]!.title))
})
