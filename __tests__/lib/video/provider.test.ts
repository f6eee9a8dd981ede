import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { isVideoId, metadataUrl, normaliseProviderBase, playerUrl, resolveVideo } from "../../../src/lib/video/provider"
import { hostedVideos } from "../../../src/config/video-hosting"

const hosted = { introduction: { title: "Rapport in 60 seconds" } }

test("with no provider an id plays from the site's own library, or is unavailable when the library lacks it", () => {
  expect(resolveVideo("introduction", { providerBase: null, hosted })).toEqual({ kind: "hosted", id: "introduction", video: hosted["introduction"] })
  expect(resolveVideo(" introduction ", { providerBase: null, hosted }).kind).toBe("hosted")
  expect(resolveVideo("p9x4k2m7qa", { providerBase: null, hosted })).toEqual({ kind: "unavailable", id: "p9x4k2m7qa" })
  // Not a lookup of inherited keys.
  expect(resolveVideo("constructor", { providerBase: null, hosted }).kind).toBe("unavailable")
})

test("with a provider every well-formed id is the provider's, the library is not consulted", () => {
  const base = "https://fast.wistia.net"
  expect(resolveVideo("p9x4k2m7qa", { providerBase: base, hosted })).toEqual({ kind: "provider", id: "p9x4k2m7qa", base })
  expect(resolveVideo("introduction", { providerBase: base, hosted }).kind).toBe("provider")
})

test.each([[null], [undefined], [""], ["  "], ["../../etc"], ["a b"], ["x".repeat(65)], ["id?autoplay=1"]])(
  "a missing or malformed id %j is unavailable, whatever the source",
  (id) => {
    expect(resolveVideo(id, { providerBase: null, hosted }).kind).toBe("unavailable")
    expect(resolveVideo(id, { providerBase: "https://fast.wistia.net", hosted }).kind).toBe("unavailable")
    expect(isVideoId(id)).toBe(false)
  },
)

test("the provider's addresses: metadata (SPEC 7.4) and the player, with autoplay only when asked", () => {
  expect(metadataUrl("https://fast.wistia.net", "p9x4k2m7qa")).toBe("https://fast.wistia.net/embed/medias/p9x4k2m7qa.jsonp")
  expect(playerUrl("https://fast.wistia.net", "p9x4k2m7qa")).toBe("https://fast.wistia.net/embed/iframe/p9x4k2m7qa")
  expect(playerUrl("https://fast.wistia.net", "p9x4k2m7qa", { autoplay: true })).toBe("https://fast.wistia.net/embed/iframe/p9x4k2m7qa?autoPlay=true")
})

test.each([
  ["https://fast.wistia.net/", "https://fast.wistia.net"],
  ["https://fast.wistia.net", "https://fast.wistia.net"],
  ["http://127.0.0.1:4010", "http://127.0.0.1:4010"],
  ["", null],
  [null, null],
  ["fast.wistia.net", null],
  ["javascript:alert(1)", null],
])("the provider base %j is %j", (value, base) => {
  expect(normaliseProviderBase(value)).toBe(base)
})

test("every id the sample content uses is in the library, with a real file, poster and length", () => {
  // The content files as editors write them (cms/content/README.md).
  const entriesDir = join(__dirname, "../../../cms/content/entries")
  const files = readdirSync(entriesDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".json"))
  const ids = files.flatMap((file) => {
    const fields = JSON.parse(readFileSync(join(entriesDir, file), "utf8")) as Record<string, unknown>
    const blocks = [...((fields.blogBuilder as unknown[]) ?? []), ...((fields.contentBuilder as unknown[]) ?? [])] as Array<Record<string, unknown>>
    // A CTA item's videoId (SPEC 3.6) plays in the video modal.
    return [fields.embeddedVideo, fields.videoId, ...blocks.filter((block) => block.typeHandle === "wistiaVideo").map((block) => block.wistiaVideoCode)].filter(
      (id): id is string => typeof id === "string",
    )
  })
  expect(ids.length).toBeGreaterThanOrEqual(6)
  for (const id of ids) {
    const resolved = resolveVideo(id, { providerBase: null, hosted: hostedVideos })
    expect({ id, kind: resolved.kind }).toEqual({ id, kind: "hosted" })
  }
  for (const video of Object.values(hostedVideos)) {
    for (const file of [video.src, video.poster, video.captions].flatMap((f: string | null) => (f ? [f] : [])))
      expect(existsSync(join(__dirname, "../../../static", file))).toBe(true)
    expect(video.durationSeconds).toBeGreaterThan(0)
  }
})
