import { buildSchema, type GraphQLObjectType } from "graphql"
import { schemaSource } from "../../cms/content-store"
import { createContentModel } from "../../plugins/gatsby-source-cms/content-model"
import { sanitizeRichText } from "../../plugins/gatsby-source-cms/sanitize"
import { entryPath } from "../../plugins/gatsby-source-cms/paths"

const model = createContentModel(schemaSource())

test("Gatsby types are explicit (@dontInfer) and cover every entry field of the contract", () => {
  const gatsby = buildSchema(`scalar Date\ndirective @dontInfer on OBJECT\ndirective @link(by: String, from: String) on FIELD_DEFINITION\ndirective @dateformat on FIELD_DEFINITION\ninterface Node { id: ID! }\ntype File implements Node { id: ID! }\n${model.gatsbyTypeDefs}`)
  const entry = gatsby.getType("CmsEntry") as GraphQLObjectType
  const fields = Object.keys(entry.getFields())
  expect(fields).toEqual(expect.arrayContaining(["cmsId", "title", "uri", "path", "seoTitle", "index", "blogBuilder", "pageBuilder", "featuredImage", "thankYouNote", "integrationCategory"]))
  expect(model.gatsbyTypeDefs).toMatch(/type CmsEntry implements Node @dontInfer/)
  expect(model.gatsbyTypeDefs).toMatch(/featuredImage: CmsAsset @link\(by: "cmsId"\)/)
  expect(model.gatsbyTypeDefs).toMatch(/type CmsWebBannerGlobalSet implements Node @dontInfer/)
})

test("a field used with two types in the contract is an error at start-up", () => {
  const broken = schemaSource().replace("  heading: String\n  competitorName: String\n", "  heading: Int\n  competitorName: String\n")
  expect(broken).not.toBe(schemaSource())
  expect(() => createContentModel(broken)).toThrow(/CmsBlock\.heading/)
})

test("reshape: id → cmsId, assets and related entries by id, blocks flattened, rich text sanitised once", () => {
  const entry = model.reshape({
    __typename: "blog_blog_Entry",
    id: "42",
    title: "Post",
    featuredImage: [{ id: "7" }],
    seoImage: [],
    richText: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:evil()">x</a><a href="https://a.example" target="_blank">y</a></p>',
    blogBuilder: [
      { __typename: "blogBuilder_quote_BlockType", id: "1", typeHandle: "quote", quote: "<b>Plain</b> text stays as written" },
      { __typename: "blogBuilder_relatedBlog_BlockType", id: "2", typeHandle: "relatedBlog", entries: [{ id: "9" }, { id: "10" }] },
    ],
  })
  expect(entry).toEqual({
    cmsId: "42",
    title: "Post",
    featuredImage: "7",
    seoImage: null,
    richText: '<p>Hi <a>x</a><a href="https://a.example" target="_blank" rel="noopener noreferrer">y</a></p>',
    blogBuilder: [
      { cmsId: "1", typeHandle: "quote", quote: "<b>Plain</b> text stays as written" },
      { cmsId: "2", typeHandle: "relatedBlog", entries: ["9", "10"] },
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
