import { expect, test, type Page } from "./fixtures"
import { loadContent } from "../cms/content-store"
import { blogCategorySlugs, drafts, entryFor } from "./content"
import { specRoutes } from "./routes"
import { appStarted } from "./app"
import sharp from "sharp"
import { resolve } from "node:path"
import { listBuiltPages } from "../scripts/html/built-pages"

/**
 * The SEO artefacts of the production build: what crawlers and link previews read from
 * the server HTML (JavaScript off), the JSON-LD, /sitemap.xml and /robots.txt.
 */
const SITE = "https://www.rapport.example"
const POST = "/resources/how-to-build-a-sales-pipeline-in-gmail"

type Asset = { width: number; height: number; altText: string | null; filename: string }

/** A link preview is the asset's SOCIAL transform (lib/images/profiles.ts): 1200 px wide at most, its ratio kept. */
const socialSize = (asset: Asset): { width: number; height: number } => {
  const width = Math.min(1200, asset.width)
  return { width, height: Math.round((width * asset.height) / asset.width) }
}
/** The CMS transform URL of an asset's file, absolute on the site (served through its /assets/ proxy). */
const transformOf = (filename: string): RegExp => new RegExp(`^${SITE}/assets/_transforms/[^/]+/${filename.replace(".", "\\.")}/[0-9a-f]+/[^/]+$`)
type JsonLdNode = { "@type": string } & Record<string, unknown>

// The local CMS keeps an asset field as a function of its element arguments (cms/content-store.ts).
const firstAsset = (value: unknown): Asset | undefined => (typeof value === "function" ? (value as () => Asset[])()[0] : undefined)
const og = (page: Page, property: string) => page.locator(`head meta[property="${property}"]`)
const tw = (page: Page, name: string) => page.locator(`head meta[name="${name}"]`)

function jsonLdNodes(html: string): JsonLdNode[] {
  const scripts = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  return scripts.flatMap((json) => {
    const doc = JSON.parse(json) as { "@graph"?: JsonLdNode[] } & JsonLdNode
    return doc["@graph"] ?? [doc]
  })
}

test.describe("Open Graph and Twitter cards in the server HTML", () => {
  test.use({ javaScriptEnabled: false })

  test("a blog post: an article, with its own image (absolute, sized) on both cards", async ({ page, request }) => {
    const entry = entryFor(POST)
    const image = firstAsset(entry.seoImage)!
    await page.goto(POST)
    const title = (entry.seoTitle as string | null) || entry.title
    await expect(og(page, "og:title")).toHaveAttribute("content", title)
    await expect(og(page, "og:description")).toHaveAttribute("content", entry.seoDescription as string)
    await expect(og(page, "og:url")).toHaveAttribute("content", `${SITE}${POST}`)
    await expect(og(page, "og:type")).toHaveAttribute("content", "article")
    await expect(og(page, "og:site_name")).toHaveAttribute("content", "Rapport")
    await expect(og(page, "og:image")).toHaveAttribute("content", transformOf(image.filename))
    await expect(og(page, "og:image:width")).toHaveAttribute("content", String(socialSize(image).width))
    await expect(og(page, "og:image:height")).toHaveAttribute("content", String(socialSize(image).height))
    const ogImage = (await og(page, "og:image").getAttribute("content"))!

    await expect(tw(page, "twitter:card")).toHaveAttribute("content", "summary_large_image")
    await expect(tw(page, "twitter:title")).toHaveAttribute("content", title)
    await expect(tw(page, "twitter:description")).toHaveAttribute("content", entry.seoDescription as string)
    await expect(tw(page, "twitter:image")).toHaveAttribute("content", ogImage)
    await expect(tw(page, "twitter:site")).toHaveAttribute("content", "@rapportcrm_example")
    await expect(tw(page, "twitter:creator")).toHaveCount(0)

    // The absolute URL names a file the site really serves (the CMS's transform, through /assets/), of the size the tags say.
    const file = await request.get(new URL(ogImage).pathname)
    expect(file.status()).toBe(200)
    expect(file.headers()["content-type"]).toContain("image/jpeg")
    expect(await sharp(await file.body()).metadata()).toMatchObject({ format: "jpeg", ...socialSize(image) })
  })

  // Every CMS entry in the sample content has a seoImage; the page without one is the 404 page.
  test("a page without seoImage falls back to the default social card, on both cards", async ({ page, request }) => {
    const response = await page.goto("/no-such-page-here")
    expect(response?.status()).toBe(404)
    await expect(og(page, "og:type")).toHaveAttribute("content", "website")
    await expect(og(page, "og:image")).toHaveAttribute("content", transformOf("social-card.png"))
    await expect(og(page, "og:image:width")).toHaveAttribute("content", "1200")
    await expect(og(page, "og:image:height")).toHaveAttribute("content", "630")
    const card = (await og(page, "og:image").getAttribute("content"))!
    await expect(tw(page, "twitter:image")).toHaveAttribute("content", card)
    await expect(tw(page, "twitter:card")).toHaveAttribute("content", "summary_large_image")
    const file = await request.get(new URL(card).pathname)
    expect(file.status()).toBe(200)
    expect(file.headers()["content-type"]).toContain("image/png")
    expect(await sharp(await file.body()).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
  })

  test("twitterimage and twittercreator are used when the entry sets them", async ({ page }) => {
    const entry = entryFor("/")
    const twitterImage = firstAsset(entry.twitterimage)!
    await page.goto("/")
    await expect(og(page, "og:type")).toHaveAttribute("content", "website")
    await expect(og(page, "og:url")).toHaveAttribute("content", `${SITE}/`)
    await expect(tw(page, "twitter:image")).toHaveAttribute("content", transformOf(twitterImage.filename))
    await expect(tw(page, "twitter:creator")).toHaveAttribute("content", entry.twittercreator as string)
  })
})

test.describe("JSON-LD", () => {
  const pages = [...new Set(specRoutes.map((route) => route.split("#")[0]!)), "/no-such-page-here"]

  test("every page has Organization and WebSite, and the JSON parses", async ({ request }) => {
    for (const path of pages) {
      const nodes = jsonLdNodes(await (await request.get(path)).text())
      const types = nodes.map((node) => node["@type"])
      expect(types, path).toContain("Organization")
      expect(types, path).toContain("WebSite")
    }
  })

  test("the Organization: Rapport, its URL, a logo that exists, its social accounts", async ({ request }) => {
    const organization = jsonLdNodes(await (await request.get("/pricing")).text()).find((node) => node["@type"] === "Organization")!
    expect(organization).toMatchObject({ name: "Rapport", url: `${SITE}/`, logo: `${SITE}/logo.svg` })
    expect(organization.sameAs).toEqual(expect.arrayContaining(["https://www.linkedin.com/company/rapport-crm-example", "https://x.com/rapportcrm_example"]))
    const logo = await request.get("/logo.svg")
    expect(logo.status()).toBe(200)
    expect(logo.headers()["content-type"]).toContain("image/svg+xml")
  })

  test("a blog post has a BreadcrumbList: Home › the blog page › the post", async ({ request }) => {
    const trail = jsonLdNodes(await (await request.get(POST)).text()).find((node) => node["@type"] === "BreadcrumbList")
    expect(trail).toBeDefined()
    expect(trail!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: entryFor("/resources").title, item: `${SITE}/resources` },
      { "@type": "ListItem", position: 3, name: entryFor(POST).title, item: `${SITE}${POST}` },
    ])
  })

  test("a middle crumb with no page of its own is named from the path and not linked", async ({ request }) => {
    const trail = jsonLdNodes(await (await request.get("/industries/agency-crm")).text()).find((node) => node["@type"] === "BreadcrumbList")
    expect((trail!.itemListElement as unknown[])[1]).toEqual({ "@type": "ListItem", position: 2, name: "Industries" })
  })

  test("a top-level page has no BreadcrumbList", async ({ request }) => {
    const types = jsonLdNodes(await (await request.get("/pricing")).text()).map((node) => node["@type"])
    expect(types).not.toContain("BreadcrumbList")
  })
})

test.describe("the head in the browser", () => {
  /** Each social tag and JSON-LD script as the document has it now. */
  const headTags = (page: Page) =>
    page.evaluate(() => ({
      ogTitle: [...document.head.querySelectorAll('meta[property="og:title"]')].map((tag) => tag.getAttribute("content")),
      ogUrl: [...document.head.querySelectorAll('meta[property="og:url"]')].map((tag) => tag.getAttribute("content")),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
    }))

  test("the tags decided at build time stay once the app runs, and follow a client-side navigation", async ({ page }) => {
    await page.goto(POST)
    await appStarted(page)
    const first = await headTags(page)
    expect(first.ogTitle).toEqual([(entryFor(POST).seoTitle as string | null) || entryFor(POST).title])
    expect(first.ogUrl).toEqual([`${SITE}${POST}`])
    expect(first.jsonLd).toHaveLength(1)
    expect(first.jsonLd[0]).toContain('"@type":"BreadcrumbList"')

    // Gatsby's own navigation (no page load): the head is the next page's, not a mix of both.
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/pricing"))
    await expect(page).toHaveURL(/\/pricing$/)
    await expect.poll(async () => (await headTags(page)).ogUrl).toEqual([`${SITE}/pricing`])
    const next = await headTags(page)
    expect(next.ogTitle).toEqual([(entryFor("/pricing").seoTitle as string | null) || entryFor("/pricing").title])
    expect(next.jsonLd).toHaveLength(1)
    expect(next.jsonLd[0]).not.toContain("BreadcrumbList")
  })
})

test.describe("sitemap.xml", () => {
  test("lists exactly the published, indexable CMS pages, the blog's category pages and every later page of its listings, with absolute URLs and lastmod", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toMatch(/xml/)
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

    expect(locs).toContain(`${SITE}/pricing`)
    expect(locs).toContain(`${SITE}${POST}`)
    expect(xml).toContain(`<url><loc>${SITE}${POST}</loc><lastmod>${(entryFor(POST).postDate as string).replace(/\.\d{3}Z$/, "Z")}</lastmod></url>`)
    expect(locs).not.toContain(`${SITE}/blog/placeholder`)
    expect(locs).not.toContain(`${SITE}/upcoming-launch`)
    expect(drafts.length).toBeGreaterThan(0)
    for (const draft of drafts) expect(locs).not.toContain(`${SITE}/${draft.uri}`)
    expect(locs.filter((loc) => /\/404(\.html)?$|dev-404-page/.test(loc))).toEqual([])

    // Nothing more and nothing less than the content says is indexable: its entries, a page for
    // each category the blog's posts are filed under (lib/pages/blog-discovery.ts), and every
    // later page of the blog's listing and its categories the build made (…/page/N).
    const categories = blogCategorySlugs()
    const laterPages = listBuiltPages(resolve(__dirname, "../public"))
      .map(({ path }) => path)
      .filter((path) => /^\/resources(\/category\/[^/]+)?\/page\/\d+$/.test(path))
    const expected = [
      ...loadContent()
        .entries.filter((entry) => entry.uri && entry.enabled && entry.index !== false)
        .map((entry) => (entry.uri === "__home__" ? `${SITE}/` : `${SITE}/${entry.uri}`)),
      ...categories.map((slug) => `${SITE}/resources/category/${slug}`),
      ...laterPages.map((path) => `${SITE}${path}`),
    ]
    expect(categories.length).toBeGreaterThan(3)
    expect(laterPages).toContain("/resources/page/2")
    expect(locs).not.toContain(`${SITE}/resources/search`)
    expect([...locs].sort()).toEqual([...expected].sort())
  })
})

test("robots.txt of a prod build allows everything and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toContain("text/plain")
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).toMatch(/^Allow: \/$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  expect(text).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, "m"))
})
