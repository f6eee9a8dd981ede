/**
 * Craft 4's block ownership, as the stand-in answers it (CRAFT.md: MatrixBlockInterface and
 * SuperTableBlockInterface carry primaryOwnerId, as a field and as an argument; there is no
 * ownerId): a Matrix block's owner is its entry, a Super Table row's the element whose field
 * holds it (here a block), and the block-query arguments filter by them.
 */
import { DEFAULT_CONTENT_DIR } from "../../cms/content-store"
import { startCmsServer, type RunningCms } from "../../cms/server"

const TOKEN = "block-owners-test"
let cms: RunningCms
beforeAll(async () => {
  cms = await startCmsServer({ contentDir: DEFAULT_CONTENT_DIR, token: TOKEN, logger: { info: () => undefined, error: () => undefined } })
})
afterAll(() => cms.close())

async function graph(query: string): Promise<{ data?: any; errors?: Array<{ message: string }> }> {
  const response = await fetch(`${cms.url}/graph`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query }),
  })
  return (await response.json()) as { data?: any; errors?: Array<{ message: string }> }
}

const featureCards = (args = "") => `{
  entry(uri: ["manage-contacts"]) {
    id
    ... on pages_feature_Entry {
      pageBuilder(type: ["featureCards"]${args}) {
        ... on MatrixBlockInterface { id fieldId primaryOwnerId }
        ... on pageBuilder_featureCards_BlockType { cards { ... on cards_BlockType { id fieldId primaryOwnerId sortOrder } } }
      }
    }
  }
}`

test("a block's primaryOwnerId is its entry, a Super Table row's the block that holds it", async () => {
  const { data, errors } = await graph(featureCards())
  expect(errors).toBeUndefined()
  const [block] = data.entry.pageBuilder
  expect(block.primaryOwnerId).toBe(Number(data.entry.id))
  expect(block.cards.length).toBeGreaterThan(1)
  for (const row of block.cards) expect(row).toEqual(expect.objectContaining({ primaryOwnerId: Number(block.id), fieldId: expect.any(Number) }))
  expect(block.cards[0].fieldId).not.toBe(block.fieldId)
})

test("the block-query arguments filter by owner and field", async () => {
  const { data } = await graph(featureCards())
  const owner = data.entry.id as string
  const [block] = data.entry.pageBuilder
  expect((await graph(featureCards(`, primaryOwnerId: [${owner}]`))).data.entry.pageBuilder).toHaveLength(1)
  expect((await graph(featureCards(`, primaryOwnerId: [1]`))).data.entry.pageBuilder).toEqual([])
  expect((await graph(featureCards(`, fieldId: [${block.fieldId}]`))).data.entry.pageBuilder).toHaveLength(1)
  const rows = await graph(
    `{ entry(uri: ["manage-contacts"]) { ... on pages_feature_Entry { pageBuilder(type: ["featureCards"]) { ... on pageBuilder_featureCards_BlockType { one: cards(primaryOwnerId: [${block.id}], limit: 1) { ... on cards_BlockType { sortOrder } } none: cards(primaryOwnerId: [1]) { ... on cards_BlockType { sortOrder } } } } } } }`,
  )
  expect(rows.errors).toBeUndefined()
  expect(rows.data.entry.pageBuilder[0]).toEqual({ one: [{ sortOrder: 1 }], none: [] })
})

test("ownerId is no argument, as in Craft 4", async () => {
  const { errors } = await graph(featureCards(`, ownerId: [1]`))
  expect(errors?.map((e) => e.message)).toEqual([expect.stringContaining('Unknown argument "ownerId"')])
})
