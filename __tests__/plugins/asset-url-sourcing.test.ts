/**
 * Asset URLs as a real Craft may answer them (SPEC 2.12 and 5): on a CDN, protocol-relative
 * (`//cdn…/x.jpg`), or a path relative to the CMS. The source plugin's sourceNodes runs for
 * real against the stand-in CMS over HTTP; a loopback proxy in front of it answers the asset
 * URLs as such a Craft would, and the "CDN" is a real HTTPS server on loopback (a certificate
 * made for this run, trusted by this process only). The image must be downloaded from there,
 * and the node must carry the absolute https URL.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer as createHttpsServer, globalAgent, type Server } from "node:https"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Node } from "gatsby"
import type { RunningCms } from "../../cms/server"
import { FIXTURE_CONTENT, startFixtureCms } from "../support/cms"
import { FakeGatsby } from "../support/fake-gatsby"
import { startGraphLog } from "../support/loopback"

jest.setTimeout(60_000)

const TOKEN = "asset-url-test-token"
const COVER = readFileSync(join(FIXTURE_CONTENT, "assets", "blog", "cover.jpg"))

let root: string
let cms: RunningCms
let cdn: { origin: string; requests: string[]; close: () => Promise<void> }
const savedCa = globalAgent.options.ca

/** A certificate for 127.0.0.1, made now (nothing secret is committed), and an HTTPS server on loopback that serves the CMS's asset files. */
async function startHttpsCdn(dir: string, files: string): Promise<typeof cdn> {
  const key = join(dir, "cdn-key.pem")
  const cert = join(dir, "cdn-cert.pem")
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" })
  const requests: string[] = []
  const server: Server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    requests.push(req.url ?? "")
    void fetch(`${files}${req.url ?? "/"}`).then(async (answer) => {
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" })
      res.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  // Node's own TLS check stays on: this process trusts the one certificate above, nothing else.
  globalAgent.options.ca = readFileSync(cert)
  return {
    origin: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "gatsby-asset-urls-"))
  // createRemoteFileNode keeps its bookkeeping under <root>/.cache (gatsby-core-utils).
  ;(global as { __GATSBY?: { root: string } }).__GATSBY = { root }
  cms = await startFixtureCms({ token: TOKEN })
  cdn = await startHttpsCdn(root, cms.url)
})
afterAll(async () => {
  globalAgent.options.ca = savedCa
  await cdn?.close()
  await cms?.close()
  rmSync(root, { recursive: true, force: true })
})

/** One full sourcing through a proxy that answers `sourceAssets` with the stand-in's asset URLs rewritten by `asCraftWould`. */
async function sourceWithAssetUrls(asCraftWould: (standInUrl: string) => string) {
  const proxy = await startGraphLog(cms.url, (operation, answer) => {
    if (operation !== "sourceAssets") return answer
    const data = JSON.parse(answer) as { data: { assets: Array<{ url: string }> } }
    for (const asset of data.data.assets) asset.url = asCraftWould(asset.url)
    return JSON.stringify(data)
  })
  try {
    const gatsby = new FakeGatsby(root, { token: TOKEN })
    await gatsby.source({ url: proxy.url, retries: 0 })
    const assets = [...gatsby.nodes.values()].filter((node) => node.internal.type === "CmsAsset") as Array<Node & { url: string | null; localFile?: string }>
    const fileOf = (asset: Node & { localFile?: string }) => gatsby.nodes.get(asset.localFile ?? "") as (Node & { absolutePath: string; url: string }) | undefined
    return { gatsby, assets, fileOf, proxyUrl: proxy.url }
  } finally {
    await proxy.close()
  }
}

const pathOf = (url: string): string => new URL(url).pathname

test("a protocol-relative asset URL on another host reaches the node as https:, and the image is downloaded from that host over TLS", async () => {
  const requestsBefore = cdn.requests.length
  const { gatsby, assets, fileOf } = await sourceWithAssetUrls((url) => `//${cdn.origin}${pathOf(url)}`)
  expect(gatsby.panics).toEqual([])
  expect(assets.map((asset) => asset.url)).toEqual([`https://${cdn.origin}/assets/blog/cover.jpg`])
  const file = fileOf(assets[0]!)
  expect(file).toMatchObject({ internal: { type: "File" }, parent: assets[0]!.id, url: `https://${cdn.origin}/assets/blog/cover.jpg` })
  expect(readFileSync(file!.absolutePath).equals(COVER)).toBe(true)
  expect(cdn.requests.slice(requestsBefore)).toEqual(["/assets/blog/cover.jpg"])
})

test("a root-relative asset URL is resolved against the CMS URL, and downloaded from the CMS", async () => {
  const { gatsby, assets, fileOf, proxyUrl } = await sourceWithAssetUrls((url) => pathOf(url))
  expect(gatsby.panics).toEqual([])
  expect(assets.map((asset) => asset.url)).toEqual([`${proxyUrl}/assets/blog/cover.jpg`])
  expect(readFileSync(fileOf(assets[0]!)!.absolutePath).equals(COVER)).toBe(true)
})

test("an image asset without a URL (a volume without public URLs) is sourced without a file, with a warning, and the build goes on", async () => {
  const { gatsby, assets } = await sourceWithAssetUrls(() => null as unknown as string)
  expect(gatsby.panics).toEqual([])
  expect(assets).toEqual([expect.objectContaining({ url: null, localFile: undefined })])
  expect(gatsby.warnings).toEqual([expect.stringMatching(/^CMS asset \d+ \("cover\.jpg"\) has no usable URL \(null\)/)])
})
