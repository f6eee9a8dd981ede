import { buildSchema, parse, validate } from "graphql"
import { schemaSource } from "../../cms/content-store"
import { operations } from "../../cms/operations"
import type { RunningCms } from "../../cms/server"
import { startFixtureCms } from "../support/cms"

const TOKEN = "server-test-token"

let cms: RunningCms
beforeAll(async () => {
  cms = await startFixtureCms({ token: TOKEN })
})
afterAll(() => cms.close())

async function graph(query: string, variables: Record<string, unknown> = {}, init: { token?: string | null; preview?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" }
  const token = init.token === undefined ? TOKEN : init.token
  if (token) headers.authorization = `Bearer ${token}`
  const url = `${cms.url}/graph${init.preview ? `?token=${init.preview}` : ""}`
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify({ query, variables }) })
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: Array<{ message: string }> } }
}

describe("the content contract", () => {
  test.each(Object.entries(operations))("the named operation %s is valid against cms/schema.graphql", (_name, document) => {
    expect(validate(buildSchema(schemaSource()), parse(document))).toEqual([])
  })
})

describe("POST /graph", () => {
  test("requires the bearer token when one is configured", async () => {
    expect((await graph("{ entryCount }", {}, { token: null })).status).toBe(401)
    expect((await graph("{ entryCount }", {}, { token: "wrong" })).status).toBe(401)
    expect((await graph("{ entryCount }")).status).toBe(200)
  })

  test("answers entries in Craft's shape, newest first, with relations resolved", async () => {
    const { body } = await graph(
      `{ entries(section: ["blog"]) { __typename title uri url ... on blog_blog_Entry { author { fullName } blogCategories { id title } featuredImage { url width height ... on blog_Asset { altText } } } } }`,
    )
    expect(body.errors).toBeUndefined()
    expect(body.data.entries.map((e: { title: string }) => e.title)).toEqual(["How to build a sales pipeline in Gmail", "Email marketing basics"])
    const [first] = body.data.entries
    expect(first.__typename).toBe("blog_blog_Entry")
    expect(first.url).toBe("https://www.rapport.example/resources/pipeline-in-gmail")
    expect(first.author.fullName).toBe("Maya Okafor")
    expect(first.blogCategories).toEqual([{ id: "2270", title: "Sales" }])
    expect(first.featuredImage[0]).toEqual({
      url: `${cms.url}/assets/blog/cover.jpg`,
      width: 64,
      height: 40,
      altText: "A sales pipeline board with four columns of deals",
    })
  })

  test("filters by featuredArticle, search wildcard, category title, limit and offset", async () => {
    const titles = async (args: string) => (await graph(`{ entries(${args}) { title } }`)).body.data.entries.map((e: { title: string }) => e.title)
    expect(await titles(`section: ["blog"], featuredArticle: true`)).toEqual(["How to build a sales pipeline in Gmail"])
    // A lightswitch's argument is Boolean, as in Craft: 1 is a validation error; other custom fields are [QueryArgument] (":notempty:" works).
    const withOne = await graph(`{ entries(section: "blog", featuredArticle: 1) { title } }`)
    expect(withOne.body.errors?.map((e: { message: string }) => e.message)).toEqual([
      expect.stringContaining("Boolean cannot represent a non boolean value: 1"),
    ])
    expect(await titles(`section: "blog", featuredArticle: false`)).toEqual(["Email marketing basics"])
    expect(await titles(`section: "blog", featuredImage: ":notempty:"`)).toEqual(["How to build a sales pipeline in Gmail"])
    expect(await titles(`section: ["blog"], relatedToCategories: [{ slug: ["marketing"] }]`)).toEqual(["Email marketing basics"])
    expect(await titles(`section: ["blog"], search: "title:*MARKETING*"`)).toEqual(["Email marketing basics"])
    expect(await titles(`section: ["blog"], relatedToCategories: [{ title: ["Sales"] }]`)).toEqual(["How to build a sales pipeline in Gmail"])
    expect(await titles(`section: ["blog"], relatedTo: [754]`)).toEqual(["Email marketing basics"])
    expect(await titles(`section: ["blog"], limit: 1, offset: 1`)).toEqual(["Email marketing basics"])
    expect(await titles(`section: ["blog"], limit: 0`)).toHaveLength(2)
  })

  test("hides a disabled entry unless a preview token made for it is given (cms-preview.test.ts has the rest)", async () => {
    const query = `{ entry(uri: ["secret-launch"]) { title enabled } }`
    expect((await graph(query)).body.data.entry).toBeNull()
    expect((await graph(query, {}, { preview: cms.createPreviewToken("secret-launch")!.token })).body.data.entry).toEqual({
      title: "Secret launch",
      enabled: false,
    })
    expect((await graph(query, {}, { preview: "not-the-token" })).status).toBe(400)
  })

  test("serves global sets with their relations", async () => {
    const { body } = await graph(
      `{ globalSets { handle ... on promotedBlogPosts_GlobalSet { featuredBlogPost { title } } ... on webBanner_GlobalSet { webBannerStatus } } }`,
    )
    expect(body.data.globalSets).toEqual(
      expect.arrayContaining([
        { handle: "webBanner", webBannerStatus: "false" },
        { handle: "promotedBlogPosts", featuredBlogPost: [{ title: "How to build a sales pipeline in Gmail" }] },
      ]),
    )
  })

  test("relation fields take element arguments", async () => {
    const { body } = await graph(
      `{ entry(slug: "pipeline-in-gmail") { ... on blog_blog_Entry { all: blogCategories { slug } none: blogCategories(group: "thankYouNoteCategories") { slug } images: featuredImage(volume: "blog", limit: 1) { filename } } } }`,
    )
    expect(body.errors).toBeUndefined()
    expect(body.data.entry).toEqual({ all: [{ slug: "sales" }], none: [], images: [{ filename: "cover.jpg" }] })
  })

  test("a custom field selected on the interface is an error, as in Craft", async () => {
    const { body } = await graph(`{ entries { seoTitle } }`)
    expect(body.errors?.[0]?.message).toMatch(/seoTitle.*EntryInterface/)
  })

  test("reports an unknown field as an errors array", async () => {
    const { body } = await graph(`{ entries { nope } }`)
    expect(body.errors?.[0]?.message).toMatch(/nope/)
  })
})

describe("element-api routes and assets", () => {
  test("/nextjs-cats/{id}.json returns the category's posts as an array", async () => {
    const response = await fetch(`${cms.url}/nextjs-cats/2270.json`)
    expect(response.status).toBe(200)
    const cards = (await response.json()) as Array<{ title: string; category: { title: string } }>
    expect(cards.map((c) => [c.title, c.category.title])).toEqual([["How to build a sales pipeline in Gmail", "Sales"]])
    expect(await (await fetch(`${cms.url}/nextjs-cats/2270/2.json`)).json()).toEqual([])
  })

  test("unknown categories and the featured-blog route do not exist", async () => {
    expect((await fetch(`${cms.url}/nextjs-cats/999.json`)).status).toBe(404)
    expect((await fetch(`${cms.url}/featured-blog/latest.json`)).status).toBe(404)
  })

  test("/assets serves the file (GET and HEAD) and refuses to leave the assets folder", async () => {
    const ok = await fetch(`${cms.url}/assets/blog/cover.jpg`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get("content-type")).toBe("image/jpeg")
    const head = await fetch(`${cms.url}/assets/blog/cover.jpg`, { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.headers.get("content-length")).toBe(String((await ok.arrayBuffer()).byteLength))
    expect(await head.text()).toBe("")
    expect((await fetch(`${cms.url}/assets/blog/_assets.json`)).status).toBe(404)
    expect((await fetch(`${cms.url}/assets/..%2Fusers.json`)).status).toBe(404)
  })
})

test("close() stops the server", async () => {
  const other = await startFixtureCms()
  await other.close()
  await expect(fetch(`${other.url}/health`)).rejects.toThrow()
})
