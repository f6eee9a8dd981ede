import { buildSchema, type GraphQLEnumType, type GraphQLInterfaceType, type GraphQLObjectType } from "graphql"
import { DEFAULT_CONTENT_DIR, schemaSource } from "../../cms/content-store"
import { startCmsServer } from "../../cms/server"
import { PICTURE_TYPE_DEFS } from "../../plugins/gatsby-source-cms/asset-pictures"
import { BLOCK_TYPE_KEY, createContentModel } from "../../plugins/gatsby-source-cms/content-model"
import { IMAGE_PROFILE_NAMES } from "../../src/lib/images/profiles"
import { sanitizeRichText } from "../../plugins/gatsby-source-cms/sanitize"
import { entryPath } from "../../plugins/gatsby-source-cms/paths"

const model = createContentModel(schemaSource())
/** Node ids as the source plugin makes them, told apart from CMS ids in the assertions. */
const nodeIds = { entry: (cmsId: string) => `entry-node-${cmsId}`, asset: (cmsId: string) => `asset-node-${cmsId}` }

/** The Gatsby schema the plugin's types make (and its picture types, with the field its resolver adds), with stand-ins for what Gatsby itself provides. */
const gatsbySchema = () =>
  buildSchema(
    `scalar Date\nscalar JSON\ndirective @dontInfer on OBJECT | INTERFACE\ndirective @link(by: String, from: String) on FIELD_DEFINITION\ndirective @dateformat on FIELD_DEFINITION\ninterface Node { id: ID! }\n` +
      model.blockInterfaces
        .map(
          (b) =>
            `interface ${b.name} { ${Object.entries(b.fields)
              .map(([f, t]) => `${f}: ${t}`)
              .join(" ")} }`,
        )
        .join("\n") +
      `\n${model.gatsbyTypeDefs}\n${PICTURE_TYPE_DEFS}\nextend type CmsAsset { picture(profile: ImageProfile!): CmsPicture }`,
  )

test("one explicit Gatsby type per entry type, implementing CmsEntry and an interface per Matrix field it has", () => {
  const gatsby = gatsbySchema()
  const blogPost = gatsby.getType("CmsBlogBlogEntry") as GraphQLObjectType
  expect(
    blogPost
      .getInterfaces()
      .map((i) => i.name)
      .sort(),
  ).toEqual(["CmsBlogBuilderEntry", "CmsEntry", "Node"])
  expect(Object.keys(blogPost.getFields())).toEqual(expect.arrayContaining(["cmsId", "title", "path", "seoTitle", "readingTime", "blogBuilder", "author"]))
  // The shared interface carries what every entry type has, and nothing only some have.
  const entry = gatsby.getType("CmsEntry") as GraphQLInterfaceType
  expect(Object.keys(entry.getFields())).toEqual(
    expect.arrayContaining(["cmsId", "title", "uri", "path", "typeHandle", "seoTitle", "index", "defaultCampaignUtm"]),
  )
  expect(Object.keys(entry.getFields())).not.toEqual(expect.arrayContaining(["readingTime"]))
  expect(gatsby.getPossibleTypes(gatsby.getType("CmsPageBuilderEntry") as GraphQLInterfaceType).map((t) => t.name)).toEqual(
    expect.arrayContaining(["CmsPagesFeatureEntry", "CmsLegalPrivacyEntry", "CmsPagesLandingPageEntry"]),
  )
  expect(model.gatsbyTypeDefs).toMatch(/type CmsBlogBlogEntry implements Node & CmsEntry & CmsBlogBuilderEntry @dontInfer/)
  // Linked by node id (getNodeById): a page depends on the linked nodes, not on every node of the type.
  expect(model.gatsbyTypeDefs).toMatch(/featuredImage: CmsAsset @link\n/)
  expect(model.gatsbyTypeDefs).not.toMatch(/by: "cmsId"/)
  expect(model.gatsbyTypeDefs).toMatch(/type CmsWebBannerGlobalSet implements Node @dontInfer/)
})

test("one Gatsby type per block type, each implementing its Matrix field's interface, plus one for unknown blocks", () => {
  const gatsby = gatsbySchema()
  const blocks = gatsby.getPossibleTypes(gatsby.getType("CmsPageBuilderBlock") as GraphQLInterfaceType).map((t) => t.name)
  expect(blocks).toEqual(expect.arrayContaining(["CmsPageBuilderHeroBlock", "CmsPageBuilderPricingPlansBlock", "CmsPageBuilderUnknownBlock"]))
  expect(blocks).toHaveLength(13)
  expect(Object.keys((gatsby.getType("CmsPageBuilderHeroBlock") as GraphQLObjectType).getFields())).toEqual(
    expect.arrayContaining(["heading", "primaryCta", "displaySignupForm"]),
  )
  // Super Table rows are plain object types; pricing plans are related entries.
  expect(String((gatsby.getType("CmsPageBuilderTableBlock") as GraphQLObjectType).getFields().features!.type)).toBe("[CmsFeaturesRow]")
  expect(String((gatsby.getType("CmsPageBuilderPricingPlansBlock") as GraphQLObjectType).getFields().plans!.type)).toBe("[CmsEntry]")
})

test("an asset carries its pictures (no downloaded file); picture(profile:) takes every profile of the table", () => {
  const gatsby = gatsbySchema()
  const asset = (gatsby.getType("CmsAsset") as GraphQLObjectType).getFields()
  expect(String(asset.pictures!.type)).toBe("JSON")
  expect(asset).not.toHaveProperty("localFile")
  expect(String(asset.picture!.type)).toBe("CmsPicture")
  expect((gatsby.getType("ImageProfile") as GraphQLEnumType).getValues().map((v) => v.name)).toEqual(IMAGE_PROFILE_NAMES)
  expect(Object.keys((gatsby.getType("CmsPicture") as GraphQLObjectType).getFields())).toEqual([
    "layout",
    "width",
    "height",
    "sizes",
    "src",
    "srcSet",
    "sources",
  ])
})

test("entries of a type the contract does not know become CmsUnknownEntry nodes", () => {
  expect(model.entryNodeType("pages_feature_Entry")).toBe("CmsPagesFeatureEntry")
  expect(model.entryNodeType("pages_brandNewType_Entry")).toBe("CmsUnknownEntry")
  expect(model.reshape({ __typename: "pages_brandNewType_Entry", id: 5, title: "New", uri: "new" }, nodeIds)).toEqual({ cmsId: "5", title: "New", uri: "new" })
})

test("reshape: id → cmsId, assets and related entries by their node id, blocks typed, rich text sanitised once", () => {
  const entry = model.reshape(
    {
      __typename: "blog_blog_Entry",
      id: "42",
      title: "Post",
      featuredImage: [{ id: "7" }],
      seoImage: [],
      author: { id: "101", username: "maya", fullName: "Maya Okafor", photo: { id: "8" }, authorTitle: "Head of Content" },
      richText: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:evil()">x</a><a href="https://a.example" target="_blank">y</a></p>',
      blogBuilder: [
        { __typename: "blogBuilder_quote_BlockType", id: "1", typeHandle: "quote", quote: "<b>Plain</b> text stays as written" },
        { __typename: "blogBuilder_relatedBlog_BlockType", id: "2", typeHandle: "relatedBlog", entries: [{ id: "9" }, { id: "10" }] },
        { __typename: "blogBuilder_poll_BlockType", id: "3", typeHandle: "poll", sortOrder: 3 },
      ],
    },
    nodeIds,
  )
  expect(entry).toEqual({
    cmsId: "42",
    title: "Post",
    featuredImage: "asset-node-7",
    seoImage: null,
    author: { cmsId: "101", username: "maya", fullName: "Maya Okafor", photo: "asset-node-8", authorTitle: "Head of Content" },
    richText:
      '<p>Hi <a>x</a><a href="https://a.example" target="_blank" rel="noopener noreferrer">y<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    blogBuilder: [
      { cmsId: "1", typeHandle: "quote", quote: "<b>Plain</b> text stays as written", [BLOCK_TYPE_KEY]: "CmsBlogBuilderQuoteBlock" },
      { cmsId: "2", typeHandle: "relatedBlog", entries: ["entry-node-9", "entry-node-10"], [BLOCK_TYPE_KEY]: "CmsBlogBuilderRelatedBlogBlock" },
      { cmsId: "3", typeHandle: "poll", sortOrder: 3, [BLOCK_TYPE_KEY]: "CmsBlogBuilderUnknownBlock" },
    ],
  })
})

test("sanitizeRichText keeps structure and demotes h1", () => {
  expect(sanitizeRichText("<h1 id='a'>T</h1><ul><li>x</li></ul><img src=x onerror=alert(1)>")).toBe('<h2 id="a">T</h2><ul><li>x</li></ul>')
})

test.each([
  ["__home__", "/"],
  ["resources/a-post", "/resources/a-post"],
  ["/pricing/", "/pricing"],
  [null, null],
  ["", null],
])("entryPath(%s) → %s", (uri, path) => {
  expect(entryPath(uri)).toBe(path)
})

test("sanitizeRichText applies the two-up rule to links: '://' opens a new tab with noopener, said to screen readers; the editor's _self wins", () => {
  expect(sanitizeRichText('<p><a href="https://workspace.google.com">Marketplace</a> and <a href="/pricing">pricing</a></p>')).toBe(
    '<p><a href="https://workspace.google.com" target="_blank" rel="noopener noreferrer">Marketplace<span class="visually-hidden"> (opens in a new tab)</span></a> and <a href="/pricing">pricing</a></p>',
  )
  expect(sanitizeRichText('<a href="https://app.rapport.example" target="_self" rel="opener">Sign in</a>')).toBe(
    '<a href="https://app.rapport.example" target="_self">Sign in</a>',
  )
  expect(sanitizeRichText('<a href="/guide" target="_blank">Guide</a>')).toBe(
    '<a href="/guide" target="_blank" rel="noopener noreferrer">Guide<span class="visually-hidden"> (opens in a new tab)</span></a>',
  )
})

describe("sourcing over real HTTP from the stand-in (Craft's shapes): Super Table rows, links, user-status categories", () => {
  let cms: Awaited<ReturnType<typeof startCmsServer>>
  beforeAll(async () => {
    cms = await startCmsServer({ contentDir: DEFAULT_CONTENT_DIR, token: "content-model-test", logger: { info: () => undefined, error: () => undefined } })
  })
  afterAll(async () => cms?.close())

  const graph = async (query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> => {
    const response = await fetch(`${cms.url}/graph`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer content-model-test" },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
    expect(body.errors).toBeUndefined()
    return body.data!
  }
  const sourcedEntry = async (uri: string): Promise<Record<string, unknown>> => {
    const id = cms.store.entries.find((entry) => entry.uri === uri)!.id
    const { entries } = (await graph(model.sourcingQueries.sourceEntriesById, { id: [id] })) as { entries: Array<Record<string, unknown>> }
    return model.reshape(entries[0]!, nodeIds)
  }
  type Block = Record<string, unknown> & { typeHandle: string }

  test("a Super Table field inside a Matrix block arrives as its rows, columns and all", async () => {
    const page = await sourcedEntry("manage-contacts")
    const cards = (page.pageBuilder as Block[]).find((block) => block.typeHandle === "featureCards")!.cards as Array<Record<string, unknown>>
    expect(cards.length).toBeGreaterThan(1)
    expect(cards[0]).toEqual(expect.objectContaining({ cmsId: expect.any(String), sortOrder: 1, cardTitle: expect.any(String), copy: expect.any(String) }))
    expect(cards.map((card) => card.linkUrl)).toContainEqual(expect.stringMatching(/^\//))
  })

  test("an entry link's element is the linked entry's node; a URL link has none", async () => {
    const page = await sourcedEntry("about")
    const links = (page.pageBuilder as Block[]).flatMap((block) => [block.primaryCta, block.secondaryCta]).filter(Boolean) as Array<Record<string, unknown>>
    const demos = cms.store.entries.find((entry) => entry.uri === "demos")!
    expect(links).toContainEqual(expect.objectContaining({ type: "entry", customText: "Get a demo", text: "Get a demo", element: nodeIds.entry(demos.id) }))
    expect(links).toContainEqual(expect.objectContaining({ type: "url", url: "/signup", element: null }))
  })

  test("the personalisation rows' userStatus arrives as categories with their slugs", async () => {
    const { globalSets } = (await graph(model.sourcingQueries.sourceGlobals)) as { globalSets: Array<Record<string, unknown>> }
    const personalisation = model.reshape(
      globalSets.find((set) => set.handle === "globalUserPersonalization")!,
      nodeIds,
    )
    const rows = personalisation.variableElements as Array<{ userStatus: Array<{ slug: string }> }>
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.userStatus.map((category) => category.slug)).toEqual([expect.stringMatching(/^(anonymous|loggedIn)$/)])
  })
})
