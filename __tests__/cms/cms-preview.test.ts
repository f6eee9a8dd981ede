/**
 * The stand-in's preview tokens over real HTTP (cms/preview-tokens.ts, cms/drafts.ts), as
 * Craft behaves: a token is made for one entry, shows that entry's draft in its place (or the
 * disabled entry itself) and nothing else unpublished, through `?token=` or `X-Craft-Token`;
 * an expired or unknown token is an error answer. The clock is the server's own option, moved
 * forward instead of waited for.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { RunningCms } from "../../cms/server"
import { DEFAULT_PREVIEW_TOKEN_DURATION, parsePreviewTokenDuration, PreviewTokens } from "../../cms/preview-tokens"
import { startFixtureCms } from "../support/cms"

const TOKEN = "cms-preview-test-token"
let now = Date.parse("2026-05-01T10:00:00Z")
let cms: RunningCms
let dir: string
let tokenFile: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cms-preview-"))
  tokenFile = join(dir, "tokens.json")
  cms = await startFixtureCms({ token: TOKEN, previewTokens: { file: tokenFile, durationSeconds: 600, clock: () => now } })
})
afterAll(async () => {
  await cms.close()
  rmSync(dir, { recursive: true, force: true })
})

type Answer = { status: number; body: { data?: any; errors?: Array<{ message: string }> } }
async function graph(query: string, preview: { token?: string; header?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }
  if (preview.header) headers["x-craft-token"] = preview.header
  const response = await fetch(`${cms.url}/graph${preview.token ? `?token=${encodeURIComponent(preview.token)}` : ""}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query }),
  })
  return { status: response.status, body: (await response.json()) as Answer["body"] }
}

async function createToken(
  uri: unknown,
  authorization = `Bearer ${TOKEN}`,
): Promise<{ status: number; body: { token?: string; expiresAt?: string; error?: string } }> {
  const response = await fetch(`${cms.url}/actions/preview/create-token`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization },
    body: JSON.stringify({ uri }),
  })
  return { status: response.status, body: (await response.json()) as { token?: string } }
}

const BLOG = `{ entries(section: ["blog"], orderBy: "title ASC") { id title isDraft canonicalId ... on blog_blog_Entry { readingTime } } }`
const PUBLISHED_BLOG = [
  { id: expect.any(String), title: "Email marketing basics", isDraft: false, canonicalId: expect.any(Number), readingTime: 4 },
  { id: expect.any(String), title: "How to build a sales pipeline in Gmail", isDraft: false, canonicalId: expect.any(Number), readingTime: 6 },
]

test("a token is made for one entry, like Craft's control panel, with Craft's default lifetime unless configured", async () => {
  expect(await createToken("resources/marketing-basics", "Bearer wrong")).toMatchObject({ status: 401 })
  expect(await createToken("no/such/entry")).toMatchObject({ status: 404 })
  expect(await createToken(undefined)).toMatchObject({ status: 400 })
  const made = await createToken("/resources/marketing-basics/")
  expect(made.status).toBe(200)
  expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
  expect(made.body.expiresAt).toBe(new Date(now + 600_000).toISOString())
  expect(DEFAULT_PREVIEW_TOKEN_DURATION).toBe(86_400)
  expect(parsePreviewTokenDuration(undefined)).toBe(86_400)
  expect(parsePreviewTokenDuration("3600")).toBe(3600)
  expect(() => parsePreviewTokenDuration("1h")).toThrow(/CMS_PREVIEW_TOKEN_DURATION/)
})

test("with its token, an entry's draft is answered in its place, everywhere; without it, the published entry", async () => {
  expect((await graph(BLOG)).body.data.entries).toEqual(PUBLISHED_BLOG)
  const { token } = (await createToken("resources/marketing-basics")).body
  const withToken = await graph(BLOG, { token })
  expect(withToken.status).toBe(200)
  const [draft, other] = withToken.body.data.entries
  // The draft keeps the untouched keys of its entry, has the entry's id, and says it is a draft.
  expect(draft).toEqual({ id: PUBLISHED_BLOG[0]!.id, title: "Email marketing basics (draft)", isDraft: true, canonicalId: Number(draft.id), readingTime: 6 })
  expect(other).toEqual(PUBLISHED_BLOG[1])
  // By uri and by id, as the preview server asks.
  expect((await graph(`{ entry(uri: ["resources/marketing-basics"]) { id canonicalId title } }`, { header: token })).body.data.entry).toEqual({
    id: draft.id,
    canonicalId: Number(draft.id),
    title: "Email marketing basics (draft)",
  })
  expect((await graph(`{ entries(id: [${draft.id}]) { title } }`, { token })).body.data.entries).toEqual([{ title: "Email marketing basics (draft)" }])
  // And not afterwards without it.
  expect((await graph(BLOG)).body.data.entries).toEqual(PUBLISHED_BLOG)
})

test("a token shows its own draft only: not another entry's draft, not other disabled entries", async () => {
  const forPipeline = (await createToken("resources/pipeline-in-gmail")).body.token
  // An entry without a draft: the entry as it is.
  expect((await graph(BLOG, { token: forPipeline })).body.data.entries).toEqual(PUBLISHED_BLOG)
  expect((await graph(`{ entry(uri: ["secret-launch"]) { title } }`, { token: forPipeline })).body.data.entry).toBeNull()
  expect((await graph(`{ entryCount }`, { token: forPipeline })).body.data.entryCount).toBe(3)
  // A disabled entry (a new entry nobody published) with a token of its own: that one, and no draft of another.
  const forSecret = (await createToken("secret-launch")).body.token
  expect((await graph(`{ entry(uri: ["secret-launch"]) { title enabled } }`, { token: forSecret })).body.data.entry).toEqual({
    title: "Secret launch",
    enabled: false,
  })
  expect((await graph(BLOG, { token: forSecret })).body.data.entries).toEqual(PUBLISHED_BLOG)
})

test("an unknown token and an expired one are refused with Craft's error answer; a token made later still works", async () => {
  for (const preview of [{ token: "made-up-token-000000000000000000" }, { header: "made-up-token-000000000000000000" }]) {
    expect(await graph(BLOG, preview)).toEqual({ status: 400, body: { errors: [{ message: "Invalid token." }] } })
  }
  const { token } = (await createToken("resources/marketing-basics")).body
  now += 599_000
  expect((await graph(BLOG, { token })).status).toBe(200)
  const later = (await createToken("resources/marketing-basics")).body.token
  now += 1_000
  expect(await graph(BLOG, { token })).toEqual({ status: 400, body: { errors: [{ message: "Invalid token." }] } })
  // Expired tokens are deleted, as Craft does: the store no longer holds it.
  expect(new PreviewTokens({ file: tokenFile, clock: () => now }).resolve(token!)).toBeUndefined()
  expect((await graph(BLOG, { token: later })).body.data.entries[0].title).toBe("Email marketing basics (draft)")
})

test("a token made by another process in the shared token file is accepted (npm run preview -- link)", async () => {
  const issued = new PreviewTokens({ file: tokenFile, clock: () => now }).issue({ entry: "resources/marketing-basics" })
  expect((await graph(BLOG, { token: issued.token })).body.data.entries[0].title).toBe("Email marketing basics (draft)")
})
