/**
 * The pictures of the CMS's assets (plugins/gatsby-source-cms/asset-pictures.ts): asked of the
 * stand-in CMS over real HTTP with the sample content, and every file a picture names fetched
 * from it, made by its transform worker (real sharp) in a temporary transform cache. A profile's
 * widths and formats are only promises until the files say so: each must be as wide as its
 * srcset descriptor and in the format of its `<source>`.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { startCmsServer, type RunningCms } from "../../cms/server"
import { resolvePicture, sourceAssetPictures, type SourcedAsset } from "../../plugins/gatsby-source-cms/asset-pictures"
import { createCmsClient, type CmsClient } from "../../plugins/gatsby-source-cms/client"
import { siteAssetUrl } from "../../src/lib/images/asset-url"
import type { PictureData } from "../../src/lib/images/profiles"

jest.setTimeout(60_000)

const TOKEN = "asset-pictures-test-token"
const BLOG_PHOTO = "how-to-build-a-sales-pipeline-in-gmail.jpg"
const SITE_ICON = "home-features-activity-feed-icon.png"

let cacheDir: string
let cms: RunningCms
let client: CmsClient

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "asset-pictures-"))
  cms = await startCmsServer({ token: TOKEN, logger: { info: () => undefined, error: () => undefined }, transforms: { cacheDir, idleMs: 1_000 } })
  client = createCmsClient({ url: cms.url, token: TOKEN, retries: 0 })
})
afterAll(async () => {
  await cms?.close()
  rmSync(cacheDir, { recursive: true, force: true })
})

/** The two assets as the source plugin sources them (gatsby-node.ts). */
async function sourcedAssets(): Promise<SourcedAsset[]> {
  const { assets } = await client.requestStrict<{
    assets: Array<{ __typename: string; id: string; filename: string; mimeType: string; width: number; height: number }>
  }>(`query twoAssets { assets(filename: ["${BLOG_PHOTO}", "${SITE_ICON}"]) { __typename id filename mimeType width height } }`)
  return assets.map((raw) => ({
    cmsId: String(raw.id),
    volume: raw.__typename.replace(/_Asset$/, ""),
    filename: raw.filename,
    mimeType: raw.mimeType,
    width: raw.width,
    height: raw.height,
  }))
}

/** Every candidate of a picture's srcsets, with the type its `<source>` says (the fallback's: the original's). */
function candidatesOf(picture: PictureData, originalType: string): Array<{ url: string; width: number; type: string }> {
  const parse = (srcSet: string, type: string) =>
    srcSet.split(",\n").map((candidate) => {
      const [url, descriptor] = candidate.split(" ") as [string, string]
      return { url, width: Number(descriptor.replace(/w$/, "")), type }
    })
  return [...picture.sources.flatMap((source) => parse(source.srcSet, source.type)), ...parse(picture.srcSet, originalType)]
}

/** sharp's name of the format a `<source>` type says. */
const SHARP_FORMAT: Record<string, string> = { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg", "image/png": "png" }

/** Fetches every file a picture names from the CMS and checks each one's width, height and format. */
async function expectFilesAsNamed(picture: PictureData, original: { type: string; width: number; height: number }): Promise<string[]> {
  const candidates = candidatesOf(picture, original.type)
  const files = await Promise.all(
    candidates.map(async ({ url, width, type }) => {
      const response = await fetch(`${cms.url}${url}`)
      const body = Buffer.from(await response.arrayBuffer())
      const meta = await sharp(body).metadata()
      return {
        url,
        descriptor: width,
        type,
        status: response.status,
        contentType: response.headers.get("content-type"),
        format: meta.format,
        compression: meta.compression,
        width: meta.width,
        height: meta.height,
      }
    }),
  )
  for (const file of files) {
    expect(file).toMatchObject({ url: file.url, status: 200, contentType: file.type, format: SHARP_FORMAT[file.type], width: file.descriptor })
    // The original's ratio, in whole pixels.
    expect(file.height).toBe(Math.round((file.descriptor * original.height) / original.width))
    if (file.type === "image/avif") expect(file.compression).toBe("av1")
  }
  // The fallback src is one of them.
  expect(candidates.filter((c) => c.type === original.type).map((c) => c.url)).toContain(picture.src)
  return [...new Set(candidates.map((c) => c.url))]
}

test("a blog photo's LARGE picture and a site icon's HOME_FEATURE_ICON picture name files that are the widths and formats they say", async () => {
  const assets = await sourcedAssets()
  expect(assets.map((a) => `${a.volume}/${a.filename}`).sort()).toEqual([`blog/${BLOG_PHOTO}`, `site/${SITE_ICON}`])
  const pictures = await sourceAssetPictures(client, assets, (url) => siteAssetUrl(url, cms.url))
  const photo = assets.find((a) => a.volume === "blog")!
  const icon = assets.find((a) => a.volume === "site")!
  expect(Object.keys(pictures.get(photo.cmsId)!).sort()).toEqual(["CARD", "LARGE", "SMALL", "SOCIAL"])
  expect(Object.keys(pictures.get(icon.cmsId)!)).toEqual(["HOME_FEATURE_ICON"])

  // The photo is 1200 × 630: LARGE's three breakpoints, in AVIF, WebP and the original's JPEG.
  const large = pictures.get(photo.cmsId)!.LARGE!
  expect([photo.width, photo.height]).toEqual([1200, 630])
  expect(large.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"])
  const photoFiles = await expectFilesAsNamed(large, { type: "image/jpeg", width: 1200, height: 630 })
  expect(photoFiles).toHaveLength(9)
  for (const url of photoFiles) expect(url).toMatch(/^\/assets\/_transforms\/blog\//)

  // The icon is a 96 px PNG: a fixed 40 px picture, 1× and 2×, in WebP and the original's PNG.
  const iconPicture = pictures.get(icon.cmsId)!.HOME_FEATURE_ICON!
  expect([iconPicture.layout, iconPicture.width, iconPicture.height]).toEqual(["fixed", 40, 40])
  const iconFiles = await expectFilesAsNamed(iconPicture, { type: "image/png", width: icon.width!, height: icon.height! })
  expect(iconFiles).toHaveLength(4)

  // Each file was made once, by the CMS's worker, on its first request.
  expect(cms.transforms.stats()).toMatchObject({ encoded: photoFiles.length + iconFiles.length, failed: 0 })
})

describe("resolvePicture (CmsAsset.picture(profile:))", () => {
  const picture: PictureData = {
    layout: "constrained",
    width: 600,
    height: 300,
    sizes: "(min-width: 600px) 600px, 100vw",
    src: "/a.jpg",
    srcSet: "/a.jpg 600w",
    sources: [],
  }
  const asset = { volume: "blog", filename: "a.jpg", mimeType: "image/jpeg", url: "https://cms.example.com/assets/blog/a.jpg" }

  test("the picture sourced for that profile", () => {
    expect(resolvePicture({ ...asset, pictures: { CARD: picture } }, "CARD")).toBe(picture)
  })

  test("an SVG or a file that is no image has none: the caller shows its URL, or nothing", () => {
    expect(resolvePicture({ ...asset, filename: "d.svg", mimeType: "image/svg+xml", pictures: null }, "CARD")).toBeNull()
    expect(resolvePicture({ ...asset, filename: "g.pdf", mimeType: "application/pdf", pictures: null }, "LARGE")).toBeNull()
  })

  test("an image asset without a URL has none either: it was sourced with a warning, and is shown nowhere", () => {
    expect(resolvePicture({ ...asset, url: null, pictures: null }, "CARD")).toBeNull()
  })

  test("an image not sourced with that profile is an error naming the asset and the profile", () => {
    expect(() => resolvePicture({ ...asset, pictures: { CARD: picture } }, "HOME_LOGO")).toThrow(
      /Asset "blog\/a\.jpg" was not sourced with the image profile HOME_LOGO/,
    )
  })
})
