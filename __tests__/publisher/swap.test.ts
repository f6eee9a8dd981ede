/**
 * The swap is atomic: while new releases go live (and an old one is deleted), a crowd of
 * requests never gets a 404, an error or a page cut short or mixed from two releases.
 * Every page's body carries its release's label at both ends (support/publisher.ts).
 */
import { entrySaved, pageBody, startTestPublisher, waitFor, type TestPublisher } from "../support/publisher"

const PAGES = 150
let site: TestPublisher

beforeAll(async () => {
  // Two kept releases: the third build deletes the first while requests may still read it.
  site = await startTestPublisher({ keep: 2 })
})

afterAll(async () => {
  await site.close()
})

it("serves every request from one complete release while releases swap", async () => {
  await site.postWebhook(entrySaved("1"))
  await waitFor(() => site.builds.length === 1, "the first build")
  site.builds[0]!.succeed("A", { pages: PAGES })
  await site.publisher.queue.whenIdle()

  const problems: string[] = []
  const seen = new Map<string, number>()
  let stop = false
  const worker = async (n: number) => {
    for (let i = n; !stop; i += 7) {
      const name = i % 5 === 0 ? "home" : `page-${i % PAGES}`
      const path = name === "home" ? "/" : `/${name}`
      const response = await fetch(`${site.url}${path}`)
      const body = await response.text()
      const label = /^<!doctype html><title>([A-Z])</.exec(body)?.[1]
      if (response.status !== 200 || !label || body !== pageBody(label, name)) {
        problems.push(`${path}: ${response.status} ${body.slice(0, 60)}…${body.slice(-20)}`)
        continue
      }
      seen.set(label, (seen.get(label) ?? 0) + 1)
    }
  }
  const workers = Array.from({ length: 8 }, (_, n) => worker(n))

  for (const label of ["B", "C", "D"]) {
    const served = seen.get(label) ?? 0
    await site.postWebhook(entrySaved(label))
    await waitFor(() => site.builds.length > 0 && site.builds.at(-1)!.job.triggers.some((t) => t.webhook?.element.id === label), `build ${label}`)
    site.builds.at(-1)!.succeed(label, { pages: PAGES })
    await site.publisher.queue.whenIdle()
    // Some requests on the new release before the next swap.
    await waitFor(() => (seen.get(label) ?? 0) > served + 50, `requests served from ${label}`, 20_000)
  }
  stop = true
  await Promise.all(workers)

  expect(problems).toEqual([])
  expect([...seen.keys()].sort()).toEqual(["A", "B", "C", "D"])
  expect((await site.status()).live.build).toBe(4)
  expect((await site.releases.list()).length).toBeLessThanOrEqual(3)
}, 60_000)
