import { expect, test } from "./fixtures"
import { drafts, expectedTitle } from "./content"
import { specRoutes } from "./routes"

const decode = (html: string): string =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

test.describe("every route of SPEC 2.1", () => {
  for (const route of specRoutes) {
    test(`${route} answers 200 with its title`, async ({ request }) => {
      const response = await request.get(route.split("#")[0]!)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
      expect(title && decode(title)).toBe(expectedTitle(route))
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.rapport\.example[^"]*"/)
    })
  }

  test("/about#careers lands on the careers section", async ({ page }) => {
    await page.goto("/about#careers")
    await expect(page.locator("#careers")).toBeVisible()
  })
})

test("an unknown path shows the designed 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-here")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Back to the homepage" })).toHaveAttribute("href", "/")
})

test("drafts are not published", async ({ request }) => {
  expect(drafts.length).toBeGreaterThan(0)
  for (const draft of drafts) expect((await request.get(`/${draft.uri}`)).status()).toBe(404)
})

test("pages opened on localhost are marked noindex,nofollow", async ({ page }) => {
  await page.goto("/pricing")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow")
})

test("an entry with index false is noindex,nofollow in the built HTML itself", async ({ request }) => {
  const html = await (await request.get("/blog/placeholder")).text()
  expect(html).toContain('<meta name="robots" content="noindex,nofollow"')
})

test.describe("the CMS proxy Functions", () => {
  test("/api/base-api runs a named operation against the CMS the site is served with", async ({ request }) => {
    const response = await request.post("/api/base-api", { data: { operationName: "getBlogFeaturedEntries", variables: { limit: 1 } } })
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { data: { entries: Array<{ uri: string }> } }
    expect(body.data.entries).toHaveLength(1)
    expect(body.data.entries[0]!.uri).toMatch(/^resources\//)
  })

  test("/api/base-api refuses arbitrary queries and oversize bodies", async ({ request }) => {
    expect((await request.post("/api/base-api", { data: { query: "{ entries { title } }" } })).status()).toBe(400)
    expect((await request.post("/api/base-api", { data: { operationName: "getGlobals", variables: { handle: ["x".repeat(40_000)] } } })).status()).toBe(413)
  })

  test("/api/staging-api refuses a request without the preview token Craft gave the page (400)", async ({ request }) => {
    expect((await request.post("/api/staging-api", { data: { operationName: "getGlobals" } })).status()).toBe(400)
  })
})
