import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { onPostBuild, seoSectionPagesResolver } from "../../../src/lib/seo/build-hooks"

/** The glue around the pure rules: what onPostBuild writes into public/, for each environment. */
describe("onPostBuild", () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "seo-build-"))
    mkdirSync(join(root, "public"))
    jest.spyOn(process, "cwd").mockReturnValue(root)
  })
  afterEach(() => {
    jest.restoreAllMocks()
    rmSync(root, { recursive: true, force: true })
  })

  const data = (siteEnv: string) => ({
    site: { siteMetadata: { siteUrl: siteEnv === "staging" ? "https://staging.rapport.example" : "https://www.rapport.example", siteEnv } },
    allSitePage: { nodes: [{ path: "/" }, { path: "/pricing" }, { path: "/blog/placeholder" }, { path: "/404.html" }] },
    allCmsEntry: {
      nodes: [
        { path: "/", index: true, enabled: true, postDate: "2025-01-06T09:00:00Z", dateUpdated: null },
        { path: "/pricing", index: null, enabled: true, postDate: null, dateUpdated: null },
        { path: "/blog/placeholder", index: false, enabled: true, postDate: null, dateUpdated: null },
      ],
    },
  })
  const run = async (result: unknown) => {
    const reporter = { info: jest.fn(), panicOnBuild: jest.fn() }
    await (onPostBuild as unknown as (args: unknown) => Promise<void>)({ graphql: jest.fn().mockResolvedValue(result), reporter })
    return reporter
  }
  const read = (name: string) => readFileSync(join(root, "public", name), "utf8")

  test("prod: sitemap.xml of the indexable pages, robots.txt that allows and announces it, the logo", async () => {
    writeFileSync(join(root, "public", "sitemap-3.xml"), "stale")
    const reporter = await run({ data: data("prod") })
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(read("sitemap.xml")).toContain("<loc>https://www.rapport.example/pricing</loc>")
    expect(read("sitemap.xml")).toContain("<loc>https://www.rapport.example/</loc><lastmod>2025-01-06T09:00:00Z</lastmod>")
    expect(read("sitemap.xml")).not.toContain("placeholder")
    expect(read("sitemap.xml")).not.toContain("404")
    expect(read("robots.txt")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.rapport.example/sitemap.xml\n")
    expect(read("logo.svg")).toMatch(/^<svg [^>]*width="512" height="512"/)
    expect(readdirSync(join(root, "public"))).not.toContain("sitemap-3.xml")
  })

  test("staging (SITE_ENV=staging): robots.txt disallows everything", async () => {
    await run({ data: data("staging") })
    expect(read("robots.txt")).toMatch(/^User-agent: \*\nDisallow: \/\n/m)
    expect(read("robots.txt")).not.toContain("Allow: /\n\nSitemap")
  })

  test("a failed query stops the build instead of publishing an empty sitemap", async () => {
    const reporter = await run({ errors: [new Error("boom")] })
    expect(reporter.panicOnBuild).toHaveBeenCalled()
    expect(readdirSync(join(root, "public"))).toEqual([])
  })
})

describe("seoSectionPagesResolver", () => {
  test("Query.seoSectionPages resolves to the entries that have pages below them", async () => {
    const field = seoSectionPagesResolver
    expect(field.type).toBe("[CmsEntry!]!")
    const entries = [
      { path: "/resources", title: "Blog" },
      { path: "/resources/a", title: "A" },
      { path: "/pricing", title: "Pricing" },
    ]
    const nodeModel = { findAll: jest.fn().mockResolvedValue({ entries }) }
    await expect(field.resolve({}, {}, { nodeModel })).resolves.toEqual([{ path: "/resources", title: "Blog" }])
    expect(nodeModel.findAll).toHaveBeenCalledWith({ type: "CmsEntry" })
  })
})
