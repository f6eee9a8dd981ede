/**
 * The publisher over real HTTP on loopback, with a build runner the test drives: the webhook's
 * secret and body, one build per webhook, one follow-up build for a burst, a failed build
 * leaving the live site alone, and the live release served (its headers, Functions and bodies
 * under both commands: site-server.test.ts).
 */
import { WEBHOOK_SECRET_HEADER } from "../../publisher/webhook"
import { entrySaved, pageBody, SECRET, startTestPublisher, waitFor, type TestPublisher } from "../support/publisher"

let site: TestPublisher

beforeEach(async () => {
  site = await startTestPublisher()
})

afterEach(async () => {
  await site.close()
})

/** Publishes a first release labelled `label` (a webhook, then the build succeeding). */
async function publishFirst(label: string) {
  expect((await site.postWebhook(entrySaved("1"))).status).toBe(202)
  await waitFor(() => site.builds.length === 1, "the first build")
  site.builds[0]!.succeed(label)
  await site.publisher.queue.whenIdle()
}

describe("POST /api/cms-webhook", () => {
  it("answers 401 to a missing or wrong secret, and schedules nothing", async () => {
    const missing = await site.postWebhook(entrySaved("1"), {})
    const wrong = await site.postWebhook(entrySaved("1"), { [WEBHOOK_SECRET_HEADER]: `${SECRET}x` })
    const empty = await site.postWebhook(entrySaved("1"), { [WEBHOOK_SECRET_HEADER]: "" })
    expect([missing.status, wrong.status, empty.status]).toEqual([401, 401, 401])
    expect((await missing.json()).error).toContain(WEBHOOK_SECRET_HEADER)
    const status = await site.status()
    expect(status.building).toBeNull()
    expect(status.queued).toBeNull()
    expect(site.builds).toHaveLength(0)
  })

  it("answers 400 with the reason to a body that is not JSON or not a webhook", async () => {
    const notJson = await site.postWebhook("{nope")
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).error).toMatch(/must be JSON/)
    const badEvent = await site.postWebhook({ event: "afterPublish", element: { type: "entry", id: "1" } })
    expect(badEvent.status).toBe(400)
    expect((await badEvent.json()).error).toMatch(/event must be one of afterSave/)
    const noId = await site.postWebhook({ event: "afterSave", element: { type: "entry" } })
    expect((await noId.json()).error).toMatch(/element.id is required/)
    expect(site.builds).toHaveLength(0)
  })

  it("answers 405 to other methods", async () => {
    expect((await fetch(`${site.url}/api/cms-webhook`)).status).toBe(405)
  })

  it("schedules exactly one build for a webhook, and answers 202 with it", async () => {
    const response = await site.postWebhook(entrySaved("42"))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ scheduled: { build: 1, state: "started", fullSource: false, webhooks: 1 } })
    await waitFor(() => site.builds.length === 1, "the build")
    expect(site.builds[0]!.job.triggers[0]!.webhook).toEqual(entrySaved("42"))
    site.builds[0]!.succeed("A")
    await site.publisher.queue.whenIdle()
    expect(site.builds).toHaveLength(1)
    const status = await site.status()
    expect(status.live).toMatchObject({ build: 1, reasons: ["afterSave entry 42 (resources/post-42)"], webhooks: [entrySaved("42")], fullSource: false })
    expect(status.building).toBeNull()
  })

  it("folds three webhooks sent during a build into exactly one follow-up build", async () => {
    await site.postWebhook(entrySaved("1"))
    await waitFor(() => site.builds.length === 1, "the first build")
    const answers = await Promise.all(
      [entrySaved("2"), entrySaved("3"), entrySaved("9", { type: "category", section: null, uri: null })].map(async (hook) =>
        (await site.postWebhook(hook)).json(),
      ),
    )
    expect(answers.map((a) => a.scheduled.state)).toEqual(["queued", "queued", "queued"])
    const during = await site.status()
    expect(during.building).toMatchObject({ id: 1 })
    expect(during.queued).toMatchObject({ id: 2, fullSource: true })
    expect(during.queued.webhooks.map((w: { element: { id: string } }) => w.element.id).sort()).toEqual(["2", "3", "9"])

    site.builds[0]!.succeed("A")
    await waitFor(() => site.builds.length === 2, "the follow-up build")
    // The category in the burst needs a full fetch: the one follow-up build does one.
    expect(site.builds[1]!.job.fullSource).toBe(true)
    site.builds[1]!.succeed("B")
    await site.publisher.queue.whenIdle()
    expect(site.builds).toHaveLength(2)
    expect((await site.status()).live).toMatchObject({ build: 2, fullSource: true })
    expect(await (await fetch(`${site.url}/`)).text()).toBe(pageBody("B", "home"))
  })
})

describe("a failed build", () => {
  it("keeps the previous release live and reports the failure", async () => {
    await publishFirst("A")
    const before = (await site.status()).live
    await site.postWebhook(entrySaved("2"))
    await waitFor(() => site.builds.length === 2, "the second build")
    site.builds[1]!.fail(1, ["building schema", 'ERROR #85901 GraphQL Error: Cannot query field "nope"', "not finished"])
    await site.publisher.queue.whenIdle()

    const status = await site.status()
    expect(status.live).toEqual(before)
    expect(status.lastFailure).toMatchObject({
      exitCode: 1,
      build: { id: 2, webhooks: [entrySaved("2")] },
      output: ["building schema", 'ERROR #85901 GraphQL Error: Cannot query field "nope"', "not finished"],
    })
    expect(Date.parse(status.lastFailure.at)).not.toBeNaN()
    expect(site.logs.some((line) => /build 2 FAILED \(exit code 1\).*stays live. ERROR #85901 GraphQL Error/.test(line))).toBe(true)
    expect(await (await fetch(`${site.url}/`)).text()).toBe(pageBody("A", "home"))
  })

  it("that exits 0 without a site is not published either", async () => {
    await site.postWebhook(entrySaved("1"))
    await waitFor(() => site.builds.length === 1, "the build")
    site.builds[0]!.fail(0, ["done?"])
    await site.publisher.queue.whenIdle()
    const status = await site.status()
    expect(status.live).toBeNull()
    expect(status.lastFailure.output.at(-1)).toMatch(/no index.html: not a complete build/)
    expect((await fetch(`${site.url}/`)).status).toBe(503)
  })
})

describe("serving the live release", () => {
  it("answers 503 until the first release", async () => {
    const response = await fetch(`${site.url}/`)
    expect(response.status).toBe(503)
    expect(response.headers.get("retry-after")).toBe("30")
  })

  it("serves pages without a trailing slash, redirects the slashed form, and 404.html with status 404", async () => {
    await publishFirst("A")
    const page = await fetch(`${site.url}/page-1`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(pageBody("A", "page-1"))

    const slashed = await fetch(`${site.url}/page-1/?a=1`, { redirect: "manual" })
    expect(slashed.status).toBe(301)
    expect(slashed.headers.get("location")).toBe("/page-1?a=1")

    const missing = await fetch(`${site.url}/no-such-page`, { headers: { Accept: "text/html" } })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe(pageBody("A", "404"))

    const data = await fetch(`${site.url}/page-data/page-1/page-data.json`)
    expect(await data.json()).toEqual({ path: "/page-1", label: "A" })
  })

  it("runs the release's Gatsby Functions, with JSON bodies parsed", async () => {
    await publishFirst("A")
    const response = await fetch(`${site.url}/api/hello`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ a: 1 }) })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ release: "A", method: "POST", body: { a: 1 } })

    await site.postWebhook(entrySaved("2"))
    await waitFor(() => site.builds.length === 2, "the second build")
    site.builds[1]!.succeed("B")
    await site.publisher.queue.whenIdle()
    expect((await (await fetch(`${site.url}/api/hello`)).json()).release).toBe("B")
  })
})

describe("a webhook body too large", () => {
  it("is refused with 413 and a short JSON error", async () => {
    const response = await site.postWebhook({ event: "afterSave", element: { type: "entry", id: "1", uri: "x".repeat(100_000) } })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: "the body is too large" })
    expect(site.builds).toHaveLength(0)
  })
})
