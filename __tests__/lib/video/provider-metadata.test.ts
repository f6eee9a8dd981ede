import { createServer } from "node:net"
import { fetchVideoMetadata, isVideoUnavailable, parseMediaJsonp } from "../../../src/lib/video/provider-metadata"
import { metadataUrl } from "../../../src/lib/video/provider"
import { jsonpFor, startFakeVideoProvider, type FakeVideoProvider } from "../../support/fake-video-provider"

describe("parseMediaJsonp", () => {
  test("reads title, length and poster from Wistia's JSONP assignment; the still's .bin is asked for as .jpg", () => {
    const text = jsonpFor("p9x4k2m7qa", {
      media: {
        name: "  Pipeline Rescue Live  ",
        duration: 2712.5,
        assets: [
          { type: "original", url: "https://embed-ssl.wistia.com/deliveries/abc.bin" },
          { type: "still_image", url: "https://embed-ssl.wistia.com/deliveries/def.bin" },
        ],
      },
    })
    expect(parseMediaJsonp(text)).toEqual({
      title: "Pipeline Rescue Live",
      durationSeconds: 2712.5,
      posterUrl: "https://embed-ssl.wistia.com/deliveries/def.jpg",
    })
  })

  test("what the media lacks stays unknown; only an http(s) URL can become the poster", () => {
    expect(parseMediaJsonp(jsonpFor("x", { media: { name: "", duration: -1, assets: [{ type: "still_image", url: "javascript:alert(1)" }] } }))).toEqual({
      title: null,
      durationSeconds: null,
      posterUrl: null,
    })
    expect(parseMediaJsonp(jsonpFor("x", { media: { embedOptions: { stillUrl: "https://x.example/still.jpg?x=1" } } })).posterUrl).toBe(
      "https://x.example/still.jpg?x=1",
    )
  })

  test.each([
    ["the provider's error answer (unknown id)", jsonpFor("x", { error: true, iframe: true }), "not-found"],
    ["an HTML error page", "<html><body>Not found</body></html>", "invalid"],
    ["a broken object", "window['x'] = {\"media\": {", "invalid"],
    ["no media", jsonpFor("x", { something: 1 }), "invalid"],
  ])("%s is a video that cannot be played (%s)", (_what, text, reason) => {
    expect(() => parseMediaJsonp(text)).toThrow(expect.objectContaining({ reason }))
  })
})

describe("fetchVideoMetadata against a provider on loopback", () => {
  let provider: FakeVideoProvider
  beforeAll(async () => {
    provider = await startFakeVideoProvider([{ id: "p9x4k2m7qa", name: "Pipeline Rescue Live", duration: 2712, sample: "rapport-in-60-seconds" }])
  })
  afterAll(() => provider.close())
  afterEach(() => provider.stallMetadata(false))

  test("a known video: its metadata, from {base}/embed/medias/{id}.jsonp", async () => {
    await expect(fetchVideoMetadata(metadataUrl(provider.url, "p9x4k2m7qa"))).resolves.toEqual({
      title: "Pipeline Rescue Live",
      durationSeconds: 2712,
      posterUrl: `${provider.url}/deliveries/p9x4k2m7qa-still.jpg`,
    })
    expect(provider.requests).toContain("/embed/medias/p9x4k2m7qa.jsonp")
  })

  test("an unknown id: not-found", async () => {
    await expect(fetchVideoMetadata(metadataUrl(provider.url, "zzzzzzzzzz"))).rejects.toMatchObject({ reason: "not-found" })
  })

  test("a 404: not-found", async () => {
    await expect(fetchVideoMetadata(`${provider.url}/nothing-here.jsonp`)).rejects.toMatchObject({ reason: "not-found" })
  })

  test("no answer in time: timeout", async () => {
    provider.stallMetadata(true)
    await expect(fetchVideoMetadata(metadataUrl(provider.url, "p9x4k2m7qa"), { timeoutMs: 200 })).rejects.toMatchObject({ reason: "timeout" })
  })

  test("nothing listening (blocked, offline): blocked", async () => {
    // A port that was free a moment ago: nothing answers there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as { port: number }
        probe.close(() => resolve(free))
      })
    })
    const error = await fetchVideoMetadata(metadataUrl(`http://127.0.0.1:${port}`, "p9x4k2m7qa")).catch((e: unknown) => e)
    expect(isVideoUnavailable(error)).toBe(true)
    expect(error).toMatchObject({ reason: "blocked" })
  })
})
