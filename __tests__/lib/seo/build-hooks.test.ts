import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { loadPageHeads, writeSeoFiles } from "../../../src/lib/seo/build-hooks"

/** The glue around the pure rules: what the build writes into public/ from the entries loadPageHeads read, for each environment. */
describe("writeSeoFiles", () => {
  let publicDir: string
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "seo-build-"))
  })
  afterEach(() => {
    rmSync(publicDir, { recursive: true, force: true })
  })

  const entry = (path: string, extra: object = {}) => ({
    __typename: "CmsPagesPageEntry",
    id: path,
    title: path,
    url: null,
    path,
    typeHandle: "page",
    postDate: null,
    dateUpdated: null,
    seoTitle: null,
    seoDescription: null,
    canonical: null,
    index: null,
    enabled: true,
    twittercreator: null,
    seoImage: null,
    twitterimage: null,
    ...extra,
  })
  const post = (path: string, title: string, extra: object) => entry(path, { __typename: "CmsBlogBlogEntry", typeHandle: "blog", title, ...extra })
  const data = (siteEnv: string) => ({
    site: {
      siteMetadata: {
        siteUrl: siteEnv === "staging" ? "https://staging.rapport.example" : "https://www.rapport.example",
        siteEnv,
        cmsPreview: false,
        videoProvider: "",
      },
    },
    socialCard: null,
    defaultAuthors: null,
    allCmsEntry: {
      nodes: [
        entry("/", { index: true, postDate: "2025-01-06T09:00:00Z" }),
        entry("/pricing"),
        entry("/blog/placeholder", { index: false }),
        post("/resources/rekindle", "Rekindle emails", {
          postDate: "2026-02-01T09:00:00Z",
          index: true,
          seoDescription: "Reconnect.",
          blogCategories: [{ title: "Sales" }],
          author: { fullName: "Maya Okafor", authorTitle: null },
          useExternalAuthor: false,
          externalAuthorName: null,
        }),
        post("/resources/guest", "Guest post", {
          postDate: "2026-03-01T09:00:00Z",
          blogCategories: null,
          author: { fullName: "Staff", authorTitle: null },
          useExternalAuthor: true,
          externalAuthorName: "Ada Guest",
        }),
        post("/resources/hidden", "Hidden", {
          postDate: "2026-04-01T09:00:00Z",
          index: false,
          blogCategories: [],
          author: null,
          useExternalAuthor: false,
          externalAuthorName: null,
        }),
      ],
    },
  })
  // The build's pages, as Gatsby's page list holds them.
  const pagePaths = ["/", "/pricing", "/blog/placeholder", "/resources/rekindle", "/resources/guest", "/resources/hidden", "/404.html"]
  const write = async (siteEnv: string) => {
    const heads = await loadPageHeads(jest.fn().mockResolvedValue({ data: data(siteEnv) }) as never, data(siteEnv).allCmsEntry.nodes)
    return writeSeoFiles(heads.seoFiles, pagePaths, publicDir)
  }
  const read = (name: string) => readFileSync(join(publicDir, name), "utf8")

  test("prod: sitemap.xml of the indexable pages, robots.txt that allows and announces it, the logo", async () => {
    writeFileSync(join(publicDir, "sitemap-3.xml"), "stale")
    const { indexable } = await write("prod")
    expect(indexable).toBe(4)
    expect(read("sitemap.xml")).toContain("<loc>https://www.rapport.example/pricing</loc>")
    expect(read("sitemap.xml")).toContain("<loc>https://www.rapport.example/</loc><lastmod>2025-01-06T09:00:00Z</lastmod>")
    expect(read("sitemap.xml")).not.toContain("placeholder")
    expect(read("sitemap.xml")).not.toContain("hidden")
    expect(read("sitemap.xml")).not.toContain("404")
    expect(read("robots.txt")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.rapport.example/sitemap.xml\n")
    expect(read("logo.svg")).toMatch(/^<svg [^>]*width="512" height="512"/)
    expect(readdirSync(publicDir)).not.toContain("sitemap-3.xml")
  })

  test("the blog's RSS feed: newest first, the external author when the post names one, noindex posts and other entries left out", async () => {
    await write("prod")
    const feed = read("resources/rss.xml")
    expect([...feed.matchAll(/<item><title>(.*?)<\/title>/g)].map((m) => m[1])).toEqual(["Guest post", "Rekindle emails"])
    expect(feed).toContain("<dc:creator>Ada Guest</dc:creator>")
    expect(feed).toContain("<link>https://www.rapport.example/resources/rekindle</link>")
  })

  test("staging (SITE_ENV=staging): robots.txt disallows everything", async () => {
    await write("staging")
    expect(read("robots.txt")).toMatch(/^User-agent: \*\nDisallow: \/\n/m)
    expect(read("robots.txt")).not.toContain("Allow: /\n\nSitemap")
  })

  test("a page the build did not make is not in the sitemap, even with an entry", async () => {
    const heads = await loadPageHeads(jest.fn().mockResolvedValue({ data: data("prod") }) as never, data("prod").allCmsEntry.nodes)
    await writeSeoFiles(heads.seoFiles, ["/"], publicDir)
    expect(read("sitemap.xml")).not.toContain("/pricing")
  })
})

describe("loadPageHeads", () => {
  const SITE = "https://www.rapport.example"
  // The SOCIAL pictures' src as the source plugin keeps them: on the CMS's asset path, the site's
  // own path (served through its origin); on an image CDN, absolute (src/lib/images/asset-url.ts).
  const CARD_SRC = "/assets/_transforms/site/social-card.png/5f1c0e9a2b7d/1200x630-crop-center-center-q82-9c1f2a7b5d3e4f60.png"
  const DESK_SRC = "https://images.rapport-cdn.example/assets/_transforms/blog/desk.jpg/0b1c2d3e4f5a/1200x675-crop-center-center-q80-0123456789abcdef.jpg"
  const WEBINAR_SRC = "/assets/_transforms/webinars/webinar.jpg/a1b2c3d4e5f6/1200x675-crop-center-center-q80-fedcba9876543210.jpg"
  const image = (src: string) => ({ altText: "A desk", social: { src, width: 1200, height: 675 } })
  const entry = (id: string, path: string, title: string, extra: object = {}) => ({
    id,
    title,
    path,
    url: `${SITE}${path}`,
    typeHandle: "page",
    postDate: null,
    dateUpdated: null,
    seoTitle: null,
    seoDescription: null,
    canonical: null,
    index: true,
    twittercreator: null,
    seoImage: null,
    twitterimage: null,
    ...extra,
  })
  const result = {
    data: {
      site: { siteMetadata: { siteUrl: SITE, videoProvider: "", siteEnv: "prod", cmsPreview: false } },
      socialCard: { altText: null, social: { src: CARD_SRC, width: 1200, height: 630 } },
      allCmsEntry: {
        nodes: [
          entry("r", "/resources", "Blog"),
          entry("p", "/resources/a-post", "A post", {
            typeHandle: "blog",
            seoImage: image(DESK_SRC),
            postDate: "2026-01-05T09:00:00Z",
            author: { fullName: "Maya Okafor", authorTitle: "Head of Customer Success" },
            useExternalAuthor: false,
            blogCategories: [{ title: "Sales" }],
          }),
          entry("x", "/pricing", "Pricing"),
          entry("w", "/webinars/pipeline-rescue-live", "Pipeline Rescue Live", {
            typeHandle: "webinars",
            seoDescription: "Watch the replay.",
            embeddedVideo: "introduction",
            duration: "45 min",
            releaseDate: "2025-10-16T17:00:00Z",
            description: "We review real pipelines live.",
            featuredImage: { social: { src: WEBINAR_SRC } },
          }),
        ],
      },
    },
  }
  const graphqlResolving = (value: unknown) => jest.fn().mockResolvedValue(value) as never
  const jsonLdTypes = (jsonLd: string) => (JSON.parse(jsonLd) as { "@graph": Array<{ "@type": string }> })["@graph"].map((node) => node["@type"])
  const metaContent = (meta: ReadonlyArray<{ content: string } & ({ property: string } | { name: string })>, key: string) =>
    meta.find((tag) => ("property" in tag ? tag.property : tag.name) === key)?.content

  test("a post's head: its own image (on an image CDN: its absolute URL as it is), article type, and a breadcrumb through the section page the entries name", async () => {
    const heads = await loadPageHeads(graphqlResolving(result), result.data.allCmsEntry.nodes)
    const head = heads.forPage({ path: "/resources/a-post", context: { id: "p" } })
    expect(metaContent(head.meta, "og:type")).toBe("article")
    expect(metaContent(head.meta, "og:title")).toBe("A post")
    expect(metaContent(head.meta, "og:image")).toBe(DESK_SRC)
    expect(metaContent(head.meta, "article:published_time")).toBe("2026-01-05T09:00:00Z")
    expect(jsonLdTypes(head.jsonLd)).toEqual(["Organization", "WebSite", "BreadcrumbList", "BlogPosting"])
    expect(head.jsonLd).toContain('"name":"Blog"')
    const posting = (JSON.parse(head.jsonLd) as { "@graph": Array<Record<string, unknown>> })["@graph"].find((node) => node["@type"] === "BlogPosting")
    expect(posting).toMatchObject({
      headline: "A post",
      datePublished: "2026-01-05T09:00:00Z",
      image: [DESK_SRC],
      author: { "@type": "Person", name: "Maya Okafor", jobTitle: "Head of Customer Success" },
      articleSection: "Sales",
    })
    // Only blog posts are BlogPostings.
    expect(jsonLdTypes(heads.forPage({ path: "/pricing", context: { id: "x" } }).jsonLd)).not.toContain("BlogPosting")
  })

  test("an on-demand webinar's head has a VideoObject of its recording; other pages have none", async () => {
    const heads = await loadPageHeads(graphqlResolving(result), result.data.allCmsEntry.nodes)
    const head = heads.forPage({ path: "/webinars/pipeline-rescue-live", context: { id: "w" } })
    expect(jsonLdTypes(head.jsonLd)).toEqual(["Organization", "WebSite", "BreadcrumbList", "VideoObject"])
    const video = (JSON.parse(head.jsonLd) as { "@graph": Array<Record<string, unknown>> })["@graph"][3]
    expect(video).toMatchObject({
      "@id": `${SITE}/webinars/pipeline-rescue-live#video`,
      contentUrl: `${SITE}/videos/rapport-in-60-seconds.mp4`,
      duration: "PT1M",
      uploadDate: "2025-10-16T17:00:00.000Z",
    })
    expect(jsonLdTypes(heads.forPage({ path: "/pricing", context: { id: "x" } }).jsonLd)).not.toContain("VideoObject")
  })

  test("with a provider configured, the webinar's VideoObject embeds the provider's player", async () => {
    const withProvider = { data: { ...result.data, site: { siteMetadata: { siteUrl: SITE, videoProvider: "https://fast.wistia.net/" } } } }
    const heads = await loadPageHeads(graphqlResolving(withProvider), withProvider.data.allCmsEntry.nodes)
    const video = (
      JSON.parse(heads.forPage({ path: "/webinars/pipeline-rescue-live", context: { id: "w" } }).jsonLd) as { "@graph": Array<Record<string, unknown>> }
    )["@graph"][3]
    expect(video).toMatchObject({
      name: "Pipeline Rescue Live",
      embedUrl: "https://fast.wistia.net/embed/iframe/introduction",
      duration: "PT45M",
      thumbnailUrl: `${SITE}${WEBINAR_SRC}`,
    })
    expect(video).not.toHaveProperty("contentUrl")
  })

  test("page 2 of a listing: its own title and URL; an entry without an image gets the social card", async () => {
    const heads = await loadPageHeads(graphqlResolving(result), result.data.allCmsEntry.nodes)
    const pagination = { basePath: "/resources", pageNumber: 2, pageCount: 3, skip: 12, limit: 12 }
    const head = heads.forPage({ path: "/resources/page/2", context: { id: "r", pagination } })
    expect(metaContent(head.meta, "og:title")).toBe("Blog – page 2 of 3")
    expect(metaContent(head.meta, "og:url")).toBe(`${SITE}/resources/page/2`)
    expect(metaContent(head.meta, "og:image")).toBe(`${SITE}${CARD_SRC}`)
    expect(metaContent(head.meta, "og:image:width")).toBe("1200")
  })

  test("the 404 page: never indexed, so Organization and WebSite without breadcrumbs", async () => {
    const heads = await loadPageHeads(graphqlResolving(result), result.data.allCmsEntry.nodes)
    const head = heads.notFound("/404.html")
    expect(metaContent(head.meta, "og:title")).toBe("Page not found")
    expect(jsonLdTypes(head.jsonLd)).toEqual(["Organization", "WebSite"])
  })

  test("a data layer that cannot answer fails with the reason", async () => {
    await expect(loadPageHeads(graphqlResolving({ errors: [{ message: "Cannot query field" }] }), [])).rejects.toThrow(/SEO settings.*Cannot query field/)
  })
})
