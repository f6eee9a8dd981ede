/**
 * Asset and transform URLs as a real Craft may answer them (SPEC 2.12 and 5): on a CDN,
 * protocol-relative (`//cdn…/x.jpg`), or a path relative to the CMS. The source plugin's
 * sourceNodes runs for real against the stand-in CMS over HTTP; a loopback proxy in front of it
 * answers the asset URLs and every transform URL (`sourceAssetTransforms`) as such a Craft would,
 * and the "CDN" is a real HTTPS server on loopback (a certificate made for this run, trusted by
 * this test's own requests only) in front of the CMS's files. Nothing is downloaded while
 * sourcing: the pictures must name URLs a browser can fetch, and fetching them must give the
 * image each one says.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createServer as createHttpsServer, get as httpsGet, type Server } from "node:https"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Node } from "gatsby"
import sharp from "sharp"
import type { RunningCms } from "../../cms/server"
import type { AssetPictures } from "../../plugins/gatsby-source-cms/asset-pictures"
import type { PictureData } from "../../src/lib/images/profiles"
import { startFixtureCms } from "../support/cms"
import { FakeGatsby } from "../support/fake-gatsby"
import { startGraphLog, type LoggedQuery } from "../support/loopback"
import { makeThrowawayCertificate } from "../../scripts/throwaway-certificate"

jest.setTimeout(60_000)

const TOKEN = "asset-url-test-token"

let root: string
let cms: RunningCms
let cdn: {
  origin: string
  requests: string[]
  get: (url: string) => Promise<{ status: number; type: string | undefined; body: Buffer }>
  close: () => Promise<void>
}

/** A certificate for 127.0.0.1, made now (nothing secret is committed), and an HTTPS server on loopback that serves the CMS's asset files. */
async function startHttpsCdn(files: string): Promise<typeof cdn> {
  const { key, cert } = makeThrowawayCertificate(["127.0.0.1"])
  const requests: string[] = []
  const server: Server = createHttpsServer({ key, cert }, (req, res) => {
    requests.push(req.url ?? "")
    void fetch(`${files}${req.url ?? "/"}`).then(async (answer) => {
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" })
      res.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    // Node's own TLS check stays on: these requests trust the one certificate above, nothing else.
    get: (url) =>
      new Promise((resolve, reject) => {
        httpsGet(url, { ca: cert }, (response) => {
          const chunks: Buffer[] = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () => resolve({ status: response.statusCode ?? 0, type: response.headers["content-type"], body: Buffer.concat(chunks) }))
          response.on("error", reject)
        }).on("error", reject)
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "gatsby-asset-urls-"))
  // This run's own transform cache: the pictures fetched below are made there.
  cms = await startFixtureCms({ token: TOKEN, transforms: { cacheDir: join(root, "transforms"), idleMs: 1_000 } })
  cdn = await startHttpsCdn(cms.url)
})
afterAll(async () => {
  await cdn?.close()
  await cms?.close()
  rmSync(root, { recursive: true, force: true })
})

type AssetNode = Node & { url: string | null; pictures: AssetPictures | null }

/**
 * One full sourcing through a proxy that answers as a Craft configured otherwise would: the
 * stand-in's asset URL (`sourceAssets`) and each of its transform URLs (`sourceAssetTransforms`)
 * rewritten by `asCraftWould`.
 */
async function sourceWithAssetUrls(asCraftWould: (standInUrl: string) => string | null) {
  const proxy = await startGraphLog(cms.url, (operation, answer) => {
    if (operation !== "sourceAssets" && operation !== "sourceAssetTransforms") return answer
    const data = JSON.parse(answer) as { data: { assets: Array<Record<string, unknown>> } }
    for (const asset of data.data.assets) {
      for (const [field, value] of Object.entries(asset))
        if (field !== "id" && typeof value === "string" && /^https?:\/\//.test(value)) asset[field] = asCraftWould(value)
    }
    return JSON.stringify(data)
  })
  try {
    const gatsby = new FakeGatsby(root, { token: TOKEN })
    await gatsby.source({ url: proxy.url, retries: 0 })
    const assets = [...gatsby.nodes.values()].filter((node) => node.internal.type === "CmsAsset") as AssetNode[]
    return { gatsby, assets, proxyUrl: proxy.url, operations: proxy.log.map((query: LoggedQuery) => query.operationName) }
  } finally {
    await proxy.close()
  }
}

const pathOf = (url: string): string => new URL(url).pathname

/** Every URL a picture names, with the width its srcset gives it and the type of its `<source>` (the fallback: its own format). */
function candidatesOf(picture: PictureData): Array<{ url: string; width: number; type: string | null }> {
  const parse = (srcSet: string, type: string | null) =>
    srcSet.split(",\n").map((candidate) => {
      const [url, descriptor] = candidate.split(" ") as [string, string]
      return { url, width: Number(descriptor.replace(/w$/, "")), type }
    })
  return [...picture.sources.flatMap((source) => parse(source.srcSet, source.type)), ...parse(picture.srcSet, null)]
}

/** sharp's name of the format a `<source>` type says. */
const SHARP_FORMAT: Record<string, string> = { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg", "image/png": "png" }

async function expectImage(body: Buffer, width: number, type: string): Promise<void> {
  const meta = await sharp(body).metadata()
  expect([meta.format, meta.width]).toEqual([SHARP_FORMAT[type], width])
  if (type === "image/avif") expect(meta.compression).toBe("av1")
}

test("transform URLs on a CDN, protocol-relative, reach the pictures as https: on that host, and the CDN serves each image they name", async () => {
  const requestsBefore = cdn.requests.length
  const { gatsby, assets } = await sourceWithAssetUrls((url) => `//${cdn.origin}${pathOf(url)}`)
  expect(gatsby.panics).toEqual([])
  expect(assets.map((asset) => asset.url)).toEqual([`https://${cdn.origin}/assets/blog/cover.jpg`])
  const pictures = assets[0]!.pictures!
  expect(Object.keys(pictures).sort()).toEqual(["CARD", "LARGE", "SMALL", "SOCIAL"])
  for (const picture of Object.values(pictures)) {
    for (const url of [picture.src, ...candidatesOf(picture).map((c) => c.url)])
      expect(url).toMatch(new RegExp(`^https://${cdn.origin.replace(/\./g, "\\.")}/assets/_transforms/blog/cover\\.jpg/`))
  }
  // Sourcing asked the CDN for nothing: the files are made when a browser (here, this test) asks.
  expect(cdn.requests.slice(requestsBefore)).toEqual([])

  // LARGE's AVIF: the cover is 64 px wide, so its one candidate is the original's width.
  const avif = candidatesOf(pictures.LARGE!).find((candidate) => candidate.type === "image/avif")!
  expect(avif.width).toBe(64)
  const answer = await cdn.get(avif.url)
  expect([answer.status, answer.type]).toEqual([200, "image/avif"])
  await expectImage(answer.body, avif.width, "image/avif")
  // And the fallback, in the original's format.
  const jpeg = await cdn.get(pictures.LARGE!.src)
  expect(jpeg.status).toBe(200)
  await expectImage(jpeg.body, 64, "image/jpeg")
  expect(cdn.requests.slice(requestsBefore)).toEqual([pathOf(avif.url), pathOf(pictures.LARGE!.src)])
})

test("root-relative transform URLs become the site's own /assets/… paths, which the CMS's origin serves", async () => {
  const { gatsby, assets, proxyUrl } = await sourceWithAssetUrls((url) => pathOf(url))
  expect(gatsby.panics).toEqual([])
  expect(assets.map((asset) => asset.url)).toEqual([`${proxyUrl}/assets/blog/cover.jpg`])
  const pictures = assets[0]!.pictures!
  for (const picture of Object.values(pictures)) {
    for (const url of [picture.src, ...candidatesOf(picture).map((c) => c.url)])
      expect(url).toMatch(/^\/assets\/_transforms\/blog\/cover\.jpg\/[0-9a-f]{12}\/\S+$/)
  }
  // The site's servers forward /assets/ to the CMS (docs/images.md): the path, asked of the CMS's origin, is the image.
  const webp = candidatesOf(pictures.CARD!).find((candidate) => candidate.type === "image/webp")!
  const response = await fetch(`${cms.url}${webp.url}`)
  expect([response.status, response.headers.get("content-type")]).toEqual([200, "image/webp"])
  await expectImage(Buffer.from(await response.arrayBuffer()), webp.width, "image/webp")
})

test("an image asset without a URL (a volume without public URLs) gets no pictures, with a warning, and the build goes on", async () => {
  const { gatsby, assets, operations } = await sourceWithAssetUrls(() => null)
  expect(gatsby.panics).toEqual([])
  expect(assets).toEqual([expect.objectContaining({ url: null, pictures: null })])
  expect(gatsby.warnings).toEqual([expect.stringMatching(/^CMS asset \d+ \("cover\.jpg"\) has no usable URL \(null\)/)])
  // No transform is asked of an asset without a URL.
  expect(operations).not.toContain("sourceAssetTransforms")
})
