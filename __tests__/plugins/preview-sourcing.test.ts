/**
 * Per-draft preview (plugins/gatsby-source-cms/preview.ts, preview-server.ts) against the
 * stand-in over real HTTP: the plugin's sourceNodes driven by an in-memory Gatsby
 * (support/fake-gatsby.ts), and the preview server's middleware on a real loopback server
 * whose "refresh endpoint" starts that sourcing, as Gatsby's does. The CMS's clock is moved
 * forward to expire tokens; everything else waits on conditions.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildSchema, parse, validate } from "graphql"
import { schemaSource } from "../../cms/content-store"
import { startCmsServer, type RunningCms } from "../../cms/server"
import { PREVIEW_ENTRY_QUERY, requestPreview, uriOfPath, type PreviewOutcome } from "../../plugins/gatsby-source-cms/preview"
import { createPreviewMiddleware } from "../../plugins/gatsby-source-cms/preview-server"
import { FIXTURE_CONTENT } from "../support/cms"
import { FakeGatsby } from "../support/fake-gatsby"
import { copyOfContent, waitFor } from "../support/loopback"

jest.setTimeout(60_000)

const TOKEN = "preview-sourcing-test-token"
const MARKETING = "resources/marketing-basics"
let now = Date.parse("2026-05-01T10:00:00Z")
let content: ReturnType<typeof copyOfContent>
let cms: RunningCms
let root: string

beforeAll(async () => {
  content = copyOfContent(FIXTURE_CONTENT)
  root = mkdtempSync(join(tmpdir(), "gatsby-fake-"))
  // The transforms' signing key is kept in their cache folder: this run's own (nothing is encoded here).
  cms = await startCmsServer({
    contentDir: content.dir,
    token: TOKEN,
    previewTokens: { durationSeconds: 600, clock: () => now },
    logger: { info: () => undefined, error: () => undefined },
    transforms: { cacheDir: join(root, "transforms") },
  })
})
afterAll(async () => {
  await cms?.close()
  content?.remove()
  rmSync(root, { recursive: true, force: true })
})

const titleOf = (gatsby: FakeGatsby, uri: string): string | undefined =>
  (gatsby.entries() as Array<{ uri?: string; title: string }>).find((n) => n.uri === uri)?.title
const writeDraft = (draft: Record<string, unknown>): void => writeFileSync(join(content.dir, "drafts", "blog", "marketing-basics.json"), JSON.stringify(draft))

test("the preview query is valid against the content contract, and a page path names Craft's uri", () => {
  expect(validate(buildSchema(schemaSource()), parse(PREVIEW_ENTRY_QUERY))).toEqual([])
  expect([uriOfPath("/"), uriOfPath("/pricing/"), uriOfPath("/resources/a%20b")]).toEqual(["__home__", "pricing", "resources/a b"])
})

test("a token's draft becomes its entry's node; later saves show; an expired token brings the published entry back", async () => {
  const gatsby = new FakeGatsby(root, { token: TOKEN, url: cms.url, preview: true })
  writeDraft({ title: "Email marketing basics (draft)" })
  expect(await gatsby.source({})).toMatch(/sourced all 3 entries/)
  expect(titleOf(gatsby, MARKETING)).toBe("Email marketing basics")

  const { token } = cms.createPreviewToken(MARKETING)!
  const shown = requestPreview({ token, uri: MARKETING })
  expect(await gatsby.source({})).toMatch(/previewing "Email marketing basics \(draft\)"/)
  expect(await shown).toEqual({ status: "shown", entryId: expect.any(String), title: "Email marketing basics (draft)" })
  expect(titleOf(gatsby, MARKETING)).toBe("Email marketing basics (draft)")

  // A later save of the draft: the remembered token is asked again on the next sourcing.
  writeDraft({ title: "Email marketing basics (second draft)" })
  await gatsby.source({})
  expect(titleOf(gatsby, MARKETING)).toBe("Email marketing basics (second draft)")
  // Kept as the draft by an incremental sourcing with nothing changed.
  expect(await gatsby.source({})).toMatch(/kept 3 .*previewing "Email marketing basics \(second draft\)"/)

  // A never-published entry under its own token: a node while the token lives.
  const secret = cms.createPreviewToken("secret-launch")!
  const secretShown = requestPreview({ token: secret.token, uri: "secret-launch" })
  await gatsby.source({})
  expect(await secretShown).toMatchObject({ status: "shown", title: "Secret launch" })
  await gatsby.source({})
  expect(titleOf(gatsby, "secret-launch")).toBe("Secret launch")

  // Both tokens expire: the CMS refuses them, and nothing of the drafts stays.
  now += 601_000
  expect(await gatsby.source({})).toMatch(/stopped previewing resources\/marketing-basics .*Invalid token.*secret-launch .*the published entry is back/)
  expect(titleOf(gatsby, MARKETING)).toBe("Email marketing basics")
  expect(titleOf(gatsby, "secret-launch")).toBeUndefined()
  // And they are forgotten: the next sourcing asks nothing with them.
  expect(await gatsby.source({})).not.toMatch(/preview/)
  expect(gatsby.panics).toEqual([])
})

test("an unknown token is refused and changes nothing; a build (preview off) never takes a token", async () => {
  const gatsby = new FakeGatsby(root, { token: TOKEN, url: cms.url, preview: true })
  await gatsby.source({})
  const refused = requestPreview({ token: "made-up-token-000000000000000000", uri: MARKETING })
  await gatsby.source({})
  expect(await refused).toEqual({ status: "refused", reason: expect.stringMatching(/HTTP 400 .*Invalid token/) })
  expect(titleOf(gatsby, MARKETING)).toBe("Email marketing basics")

  const build = new FakeGatsby(root, { token: TOKEN, url: cms.url })
  let outcome: PreviewOutcome | undefined
  void requestPreview({ token: cms.createPreviewToken(MARKETING)!.token, uri: MARKETING }).then((o) => (outcome = o))
  await build.source({})
  expect(titleOf(build, MARKETING)).toBe("Email marketing basics")
  expect(outcome).toBeUndefined()
  // (The request stays pending for a preview server's sourcing; this one takes it.)
  await gatsby.source({})
  await waitFor(() => outcome)
})

describe("the preview server", () => {
  let gatsby: FakeGatsby
  let server: Server
  let url: string
  let middleware: ReturnType<typeof createPreviewMiddleware>
  let sourcing: Promise<unknown> = Promise.resolve()
  const logged: string[] = []

  beforeAll(async () => {
    gatsby = new FakeGatsby(root, { token: TOKEN, url: cms.url, preview: true })
    await gatsby.source({})
    middleware = createPreviewMiddleware({
      frameOrigin: `${cms.url}/admin`,
      // Gatsby's refresh endpoint answers at once and sources afterwards, one sourcing at a time.
      refresh: async () => {
        sourcing = sourcing.then(() => gatsby.source({}))
      },
      recheckMs: 50,
      log: (message) => void logged.push(message),
    })
    // What Gatsby would serve after the middleware: here, the page's entry as the data layer has it.
    server = createServer((req, res) =>
      middleware.handle(req, res, () => {
        const uri = uriOfPath(new URL(req.url ?? "/", "http://x").pathname)
        res.setHeader("content-type", "application/json")
        res.end(JSON.stringify({ title: titleOf(gatsby, uri) ?? null }))
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    middleware?.close()
    await sourcing
    await new Promise((resolve) => server?.close(resolve))
  })

  const open = async (path: string) => {
    const response = await fetch(`${url}${path}`)
    return { headers: response.headers, body: (await response.json()) as { title: string | null } }
  }

  test("every response may be framed by the CMS's origin only, and is noindex", async () => {
    const { headers } = await open("/resources/marketing-basics")
    expect(headers.get("content-security-policy")).toBe(`frame-ancestors ${cms.url}`)
    expect(headers.get("x-frame-options")).toBeNull()
    expect(headers.get("x-robots-tag")).toBe("noindex, nofollow")
    expect(headers.get("x-preview")).toBeNull()
  })

  test("a page opened with Craft's token (and Live Preview's parameter) answers with the draft; a later save shows on reload", async () => {
    writeDraft({ title: "Email marketing basics (live preview)" })
    const { token } = cms.createPreviewToken(MARKETING)!
    const first = await open(`/resources/marketing-basics/?token=${token}&x-craft-live-preview=abc123`)
    expect(first.headers.get("x-preview")).toBe("shown")
    expect(first.headers.get("content-security-policy")).toBe(`frame-ancestors ${cms.url}`)
    expect(first.body.title).toBe("Email marketing basics (live preview)")
    writeDraft({ title: "Email marketing basics (saved again)" })
    expect((await open(`/resources/marketing-basics/?token=${token}&x-craft-live-preview=abc124`)).body.title).toBe("Email marketing basics (saved again)")
  })

  test("a refused token shows the published entry; a token that expires while nobody reloads stops showing its draft", async () => {
    const refused = await open(`/resources/marketing-basics?token=made-up-token-000000000000000000`)
    expect(refused.headers.get("x-preview")).toBe("refused")
    expect(logged.at(-1)).toMatch(/shows the published entry: the CMS refused the token/)
    // The token of the test before is still remembered, and the draft still shown …
    expect(titleOf(gatsby, MARKETING)).toBe("Email marketing basics (saved again)")
    // … until it expires: the periodic re-check sources again, and the published entry is back.
    now += 601_000
    await waitFor(() => titleOf(gatsby, MARKETING) === "Email marketing basics", { what: "the re-check to drop the expired token" })
    expect((await open("/resources/marketing-basics")).body.title).toBe("Email marketing basics")
  })
})
