/**
 * The stand-in transforms assets as Craft 4 does (cms/transforms/, docs/images.md): real HTTP
 * on loopback, real sharp in the worker process, real files in a temporary copy of the fixture
 * content and a temporary transform cache. Every wait is on a condition, never a sleep.
 */
import { execFile } from "node:child_process"
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { startCmsServer, type RunningCms } from "../../cms/server"
import { warmTransforms } from "../../cms/transforms/warm"
import { FIXTURE_CONTENT } from "../support/cms"
import { copyOfContent, waitFor } from "../support/loopback"

jest.setTimeout(60_000)

const TOKEN = "transforms-test-token"

let content: ReturnType<typeof copyOfContent>
let cacheDir: string
let cms: RunningCms
const errors: string[] = []
const logger = { info: () => undefined, error: (message: string) => void errors.push(message) }

/** A photo-like JPEG (a gradient, so every encoder has real work), `width` × `height`. */
async function photo(width: number, height: number, tint: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3
      pixels[i] = (x * 255) / width
      pixels[i + 1] = (y * 255) / height
      pixels[i + 2] = tint
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

beforeAll(async () => {
  content = copyOfContent(FIXTURE_CONTENT)
  cacheDir = mkdtempSync(join(tmpdir(), "cms-transforms-"))
  writeFileSync(join(content.dir, "assets", "blog", "cover.jpg"), await photo(1200, 750, 40))
  writeFileSync(
    join(content.dir, "assets", "blog", "diagram.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><rect width="800" height="400" fill="#0b5"/></svg>`,
  )
  writeFileSync(join(content.dir, "assets", "blog", "guide.pdf"), "%PDF-1.4\n%%EOF\n")
  cms = await startCmsServer({ contentDir: content.dir, token: TOKEN, watch: true, watchDebounceMs: 50, logger, transforms: { cacheDir, idleMs: 1_000 } })
})
afterAll(async () => {
  await cms?.close()
  content?.remove()
  rmSync(cacheDir, { recursive: true, force: true })
})

async function graph<T = any>(query: string): Promise<{ data: T; errors?: Array<{ message: string }> }> {
  const response = await fetch(`${cms.url}/graph`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query }),
  })
  return (await response.json()) as { data: T; errors?: Array<{ message: string }> }
}

/** The cover asset's fields under `selection`. */
async function cover<T = any>(selection: string, file = "cover.jpg"): Promise<T> {
  const body = await graph<{ asset: T }>(`{ asset(volume: "blog", filename: "${file}") ${selection} }`)
  expect(body.errors).toBeUndefined()
  return body.data.asset
}

async function download(url: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const response = await fetch(url)
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
}

/** Every file in the transform cache (the signing key aside). */
function cachedFiles(): string[] {
  return (readdirSync(cacheDir, { recursive: true, withFileTypes: true }) as Array<{ isFile: () => boolean; name: string }>)
    .filter((d) => d.isFile() && !d.name.startsWith("."))
    .map((d) => d.name)
}

test('url(width: 300, format: "webp") names a URL that serves a 300-px-wide WebP, immutable; width and height say its size', async () => {
  const asset = await cover<{ url: string; width: number; height: number; full: string }>(
    `{ url(width: 300, format: "webp") width(width: 300, format: "webp") height(width: 300, format: "webp") full: url }`,
  )
  expect(asset.full).toBe(`${cms.url}/assets/blog/cover.jpg`)
  expect(asset.url).toMatch(new RegExp(`^${cms.url}/assets/_transforms/blog/cover\\.jpg/[0-9a-f]{12}/300x188-crop-center-center-q82-[0-9a-f]{16}\\.webp$`))
  expect([asset.width, asset.height]).toEqual([300, 188])
  const { status, headers, body } = await download(asset.url)
  expect(status).toBe(200)
  expect(headers.get("content-type")).toBe("image/webp")
  expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
  expect(Number(headers.get("content-length"))).toBe(body.length)
  const meta = await sharp(body).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 188])
  // Encoded by a worker process, not by the server's own.
  expect(cms.transforms.stats().encoded).toBe(1)
  expect(cms.transforms.workerPids()).toEqual([expect.any(Number)])
  expect(cms.transforms.workerPids()).not.toContain(process.pid)
})

test("AVIF too", async () => {
  const { url } = await cover<{ url: string }>(`{ url(width: 480, format: "avif", quality: 50) }`)
  const { status, headers, body } = await download(url)
  expect(status).toBe(200)
  expect(headers.get("content-type")).toBe("image/avif")
  const meta = await sharp(body).metadata()
  expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(["heif", "av1", 480, 300])
})

test('srcset(sizes: ["300w", "600w"]) has both widths; under @transform on the asset it is in that format', async () => {
  const { srcset } = await cover<{ srcset: string }>(`{ srcset(sizes: ["300w", "600w"]) }`)
  const candidates = srcset.split(", ").map((candidate) => candidate.split(" ") as [string, string])
  expect(candidates.map(([, descriptor]) => descriptor)).toEqual(["300w", "600w"])
  for (const [url, descriptor] of candidates) {
    const meta = await sharp((await download(url)).body).metadata()
    expect([meta.format, `${meta.width}w`]).toEqual(["jpeg", descriptor])
  }
  const webp = await graph<{ asset: { srcset: string; url: string; width: number } }>(
    `{ asset(volume: "blog", filename: "cover.jpg") @transform(format: "webp", width: 400) { srcset(sizes: ["1x", "1.5x"]) url width } }`,
  )
  expect(webp.errors).toBeUndefined()
  const [oneX, oneAndHalf] = webp.data.asset.srcset.split(", ").map((c) => c.split(" ") as [string, string])
  expect([oneX?.[1], oneAndHalf?.[1]]).toEqual(["1x", "1.5x"])
  expect(oneX?.[0]).toBe(webp.data.asset.url)
  expect(webp.data.asset.width).toBe(400)
  const meta = await sharp((await download(oneAndHalf![0])).body).metadata()
  expect([meta.format, meta.width]).toEqual(["webp", 600])
})

test("url @transform(width: 200) works, on the field as in Craft", async () => {
  const asset = await cover<{ url: string; width: number }>(`{ url @transform(width: 200) width @transform(width: 200) }`)
  expect(asset.width).toBe(200)
  const meta = await sharp((await download(asset.url)).body).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 200, 125])
})

test("the second request is served from the cache on disk: the worker is not called again", async () => {
  const { url } = await cover<{ url: string }>(`{ url(width: 320, height: 320, mode: "crop", position: "top-left", format: "png") }`)
  const first = await download(url)
  expect(first.headers.get("x-transform-cache")).toBe("miss")
  const encoded = cms.transforms.stats().encoded
  const second = await download(url)
  expect(second.status).toBe(200)
  expect(second.headers.get("x-transform-cache")).toBe("hit")
  expect(second.body.equals(first.body)).toBe(true)
  expect(cms.transforms.stats().encoded).toBe(encoded)
  const meta = await sharp(second.body).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 320, 320])
  const revalidated = await fetch(url, { headers: { "if-none-match": second.headers.get("etag")! } })
  expect(revalidated.status).toBe(304)
})

test("a GraphQL answer never waits for encoding: 20 transforms are named before any file exists", async () => {
  const before = { files: cachedFiles().length, encoded: cms.transforms.stats().encoded }
  const fields = Array.from({ length: 20 }, (_, i) => `w${i}: url(width: ${101 + i * 37}, format: "avif", quality: 61)`).join(" ")
  const asset = await cover<Record<string, string>>(`{ ${fields} }`)
  expect(Object.values(asset)).toHaveLength(20)
  expect(new Set(Object.values(asset)).size).toBe(20)
  // Nothing was queued or made: the files are made when their URLs are first asked for.
  expect(cms.transforms.stats()).toMatchObject({ encoded: before.encoded, waiting: 0, running: 0 })
  expect(cachedFiles()).toHaveLength(before.files)
})

test("immediately: true makes the file before the URL is returned", async () => {
  const before = cms.transforms.stats().encoded
  await cover(`{ url(width: 150, format: "webp", immediately: true) }`)
  expect(cms.transforms.stats().encoded).toBe(before + 1)
})

test("limits: an out-of-range or made-up transform is refused", async () => {
  const tooWide = await graph(`{ asset(volume: "blog", filename: "cover.jpg") { url(width: 5000) } }`)
  expect(tooWide.errors?.[0]?.message).toMatch(/1 to 4096/)
  const badMode = await graph(`{ asset(volume: "blog", filename: "cover.jpg") { url(width: 300, mode: "zoom") } }`)
  expect(badMode.errors?.[0]?.message).toMatch(/Invalid transform mode/)
  const badFormat = await graph(`{ asset(volume: "blog", filename: "cover.jpg") { url(width: 300, format: "bmp") } }`)
  expect(badFormat.errors?.[0]?.message).toMatch(/Invalid transform format/)
  const unknownHandle = await graph(`{ asset(volume: "blog", filename: "cover.jpg") { url(handle: "thumb") } }`)
  expect(unknownHandle.errors?.[0]?.message).toBe("Invalid transform handle: thumb")

  const { url } = await cover<{ url: string }>(`{ url(width: 300, format: "webp") }`)
  const encoded = cms.transforms.stats().encoded
  // A made-up size with the signature of another: refused; a size beyond the limits: refused before any check.
  expect((await download(url.replace("/300x188-", "/301x188-"))).status).toBe(403)
  expect((await download(url.replace("/300x188-", "/5000x188-"))).status).toBe(400)
  expect((await download(url.replace("-q82-", "-q101-"))).status).toBe(400)
  expect((await download(url.replace(".webp", ".bmp"))).status).toBe(400)
  expect((await download(url.replace(/\/[0-9a-f]{12}\//, "/000000000000/"))).status).toBe(403)
  expect((await download(`${cms.url}/assets/_transforms/blog/nothing.jpg`)).status).toBe(404)
  expect(cms.transforms.stats().encoded).toBe(encoded)
})

test("SVGs and non-images are never transformed: their own URL and size come back; no upscale beyond the original", async () => {
  const svg = await cover<{ url: string; width: number; srcset: string }>(
    `{ url(width: 300, format: "webp") width(width: 300) srcset(sizes: ["300w"]) }`,
    "diagram.svg",
  )
  expect(svg).toEqual({ url: `${cms.url}/assets/blog/diagram.svg`, width: 800, srcset: `${cms.url}/assets/blog/diagram.svg 300w` })
  const pdf = await cover<{ url: string; width: number | null; srcset: string | null }>(
    `{ url(width: 300) width(width: 300) srcset(sizes: ["300w"]) }`,
    "guide.pdf",
  )
  expect(pdf).toEqual({ url: `${cms.url}/assets/blog/guide.pdf`, width: null, srcset: null })
  const big = await cover<{ url: string; width: number; height: number }>(`{ url(width: 3000, format: "webp") width(width: 3000) height(width: 3000) }`)
  expect([big.width, big.height]).toEqual([1200, 750])
  const meta = await sharp((await download(big.url)).body).metadata()
  expect([meta.width, meta.height]).toEqual([1200, 750])
})

test("once warm() has answered, idle() waits for every transform it accepted, the last one too", async () => {
  // One URL: the last one warm() accepts is the case where nothing else keeps idle() waiting.
  const { url } = await cover<{ url: string }>(`{ url(width: 212, format: "webp") }`)
  const encoded = cms.transforms.stats().encoded
  const report = await cms.transforms.warm([url])
  expect(report).toMatchObject({ accepted: 1, cached: 0 })
  await cms.transforms.idle()
  expect(cms.transforms.stats().encoded).toBe(encoded + 1)
})

test("warm-up makes the missing transforms in the background; a visitor then gets them from the cache", async () => {
  const asset = await cover<Record<string, string>>(
    `{ a: url(width: 260, format: "webp") b: url(width: 260, format: "avif") c: url(width: 520, format: "avif") }`,
  )
  const urls = Object.values(asset)
  const unauthorized = await fetch(`${cms.url}/assets/_transforms/warm`, { method: "POST", body: JSON.stringify({ urls }) })
  expect(unauthorized.status).toBe(401)
  const encoded = cms.transforms.stats().encoded
  const response = await fetch(`${cms.url}/assets/_transforms/warm?wait=1`, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ urls: [...urls, `${cms.url}/assets/blog/cover.jpg`] }),
  })
  expect(response.status).toBe(200)
  const report = (await response.json()) as { accepted: number; cached: number; made: number; rejected: Array<{ url: string }>; failed: unknown[] }
  expect(report).toMatchObject({ accepted: 3, cached: 0, made: 3, failed: [] })
  expect(report.rejected.map((r) => r.url)).toEqual([`${cms.url}/assets/blog/cover.jpg`])
  expect(cms.transforms.stats().encoded).toBe(encoded + 3)
  for (const url of urls) expect((await download(url)).headers.get("x-transform-cache")).toBe("hit")
  expect(cms.transforms.stats().encoded).toBe(encoded + 3)

  // Without ?wait: answered at once (202), made behind it; the module API says when it is done.
  const more = Object.values(await cover<Record<string, string>>(`{ a: url(width: 280, format: "webp") b: url(width: 560, format: "webp") }`))
  const queued = await fetch(`${cms.url}/assets/_transforms/warm`, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(more),
  })
  expect(queued.status).toBe(202)
  expect(await queued.json()).toMatchObject({ accepted: 2, cached: 0 })
  await cms.transforms.idle()
  expect(cms.transforms.stats().encoded).toBe(encoded + 5)
  const again = await cms.transforms.warm(more)
  expect([again.accepted, again.cached]).toEqual([0, 2])
})

test("warmTransforms (the build's and the perf runs' client) sends only this CMS's transform URLs and waits for them", async () => {
  const urls = Object.values(await cover<Record<string, string>>(`{ a: url(width: 240, format: "avif") b: url(width: 240, format: "webp") full: url }`))
  const report = await warmTransforms(cms.url, [...urls, "https://craft.example/assets/_transforms/x.webp"], { token: TOKEN, wait: true })
  expect(report).toEqual({ accepted: 2, cached: 0, made: 2, failed: [], rejected: [] })
  expect(await warmTransforms(cms.url, urls, { token: TOKEN })).toEqual({ accepted: 0, cached: 2, rejected: [] })
})

test("a throw-away copy of the project with the same files shares the cache: its transforms are already made", async () => {
  const copy = copyOfContent(FIXTURE_CONTENT)
  copyFileSync(join(content.dir, "assets", "blog", "cover.jpg"), join(copy.dir, "assets", "blog", "cover.jpg"))
  const other = await startCmsServer({ contentDir: copy.dir, transforms: { cacheDir } })
  try {
    const query = JSON.stringify({ query: `{ asset(volume: "blog", filename: "cover.jpg") { url(width: 300, format: "webp") } }` })
    const answer = (await (await fetch(`${other.url}/graph`, { method: "POST", headers: { "content-type": "application/json" }, body: query })).json()) as {
      data: { asset: { url: string } }
    }
    const response = await download(answer.data.asset.url)
    expect(response.status).toBe(200)
    expect(response.headers.get("x-transform-cache")).toBe("hit")
    expect(other.transforms.stats().encoded).toBe(0)
  } finally {
    await other.close()
    copy.remove()
  }
})

test("changing the source file changes its transform URLs; the old URL is not served stale", async () => {
  const query = `{ url(width: 300, format: "webp") }`
  const old = (await cover<{ url: string }>(query)).url
  expect((await download(old)).status).toBe(200)
  writeFileSync(join(content.dir, "assets", "blog", "cover.jpg"), await photo(1000, 500, 200))
  const fresh = await waitFor(
    async () => {
      const { url } = await cover<{ url: string }>(query)
      return url !== old && url
    },
    { what: "a new transform URL after the file changed" },
  )
  expect(fresh).toMatch(/\/300x150-crop-/)
  expect((await download(old)).status).toBe(404)
  const meta = await sharp((await download(fresh)).body).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 150])
  expect(existsSync(cacheDir)).toBe(true)
})

test("a transform asked for just as an idle worker stops is made by another worker, never lost with it", async () => {
  // Workers that stop 1 ms after each job: every request below arrives about when the last worker is told to stop.
  const quick = await startCmsServer({
    contentDir: content.dir,
    token: TOKEN,
    logger,
    transforms: { cacheDir: mkdtempSync(join(tmpdir(), "cms-transforms-idle-")), idleMs: 1 },
  })
  try {
    for (const width of [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]) {
      const body = JSON.stringify({ query: `{ asset(volume: "blog", filename: "cover.jpg") { url(width: ${width}, format: "webp") } }` })
      const answer = (await (
        await fetch(`${quick.url}/graph`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body })
      ).json()) as { data: { asset: { url: string } } }
      const response = await download(answer.data.asset.url)
      expect(response.status).toBe(200)
    }
    expect(quick.transforms.stats().failed).toBe(0)
  } finally {
    await quick.close()
  }
})

afterAll(() => {
  // The stale URL's refusal and the refused URLs are answers, not failures: nothing was logged as one.
  expect(errors).toEqual([])
})

// The key used to be created in place ("wx" then write), so a process starting alongside could
// read it empty; that window is too short to hit here (5 runs of the old code passed), so this
// holds what matters to CI's two build tests sharing the cache: every process gets one key.
test("processes that start together on an empty cache agree on one signing key, and leave no draft of it", async () => {
  const fresh = mkdtempSync(join(tmpdir(), "cms-transforms-key-"))
  try {
    const service = join(__dirname, "..", "..", "cms", "transforms", "service.ts")
    const script = `const { sharedSecret } = require(${JSON.stringify(service)}); process.stdout.write(sharedSecret(${JSON.stringify(fresh)}))`
    const keys = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve, reject) =>
            execFile(process.execPath, ["--require", "tsx/cjs", "-e", script], (error, stdout) => (error ? reject(error) : resolve(stdout))),
          ),
      ),
    )
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(new Set(keys).size).toBe(1)
    expect(readdirSync(fresh)).toEqual([".url-signing-key"])
  } finally {
    rmSync(fresh, { recursive: true, force: true })
  }
})
