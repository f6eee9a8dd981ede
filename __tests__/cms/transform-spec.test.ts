/**
 * Craft 4's transform arithmetic, as the stand-in computes it (cms/transforms/spec.ts): the
 * figures are what craftcms/cms 4.x `Image::targetDimensions`, `Image::calculateMissingDimension`
 * and `Asset::getUrlsBySize` give for the same source and arguments.
 */
import {
  LIMITS,
  TransformError,
  normalizeTransform,
  parseSrcsetSize,
  parseTransformPath,
  specOf,
  srcsetTransforms,
  targetDimensions,
  transformPath,
  type TransformSource,
} from "../../cms/transforms/spec"

const photo: TransformSource = {
  volume: "blog",
  filename: "cover.jpg",
  extension: "jpg",
  kind: "image",
  width: 1200,
  height: 750,
  sha1: "0123456789abcdef0123456789abcdef01234567",
}

test.each([
  ["a width only (crop)", 300, null, "crop", false, [300, 188]],
  ["a height only, same ratio", null, 375, "crop", false, [600, 375]],
  ["fit inside a square", 400, 400, "fit", false, [400, 250]],
  ["crop larger than the source keeps the asked ratio, never upscaled", 2000, 1000, "crop", false, [1200, 600]],
  ["crop larger than the source, upscaling", 2000, 1000, "crop", true, [2000, 1000]],
  ["letterbox always has the asked size", 2000, 1000, "letterbox", false, [2000, 1000]],
  ["stretch to a square", 600, 600, "stretch", false, [600, 600]],
  ["a width beyond the source", 3000, null, "crop", false, [1200, 750]],
] as const)("targetDimensions: %s", (_name, width, height, mode, upscale, expected) => {
  expect(targetDimensions(1200, 750, width, height, mode, upscale)).toEqual(expected)
})

test("arguments are normalised as Craft does, and values outside its sets are errors", () => {
  expect(normalizeTransform({})).toBeNull()
  expect(normalizeTransform({ immediately: true })).toBeNull()
  expect(normalizeTransform({ width: 300, format: "JPEG" })).toEqual({
    width: 300,
    height: null,
    mode: "crop",
    position: "center-center",
    interlace: "none",
    quality: LIMITS.defaultQuality,
    format: "jpg",
  })
  expect(() => normalizeTransform({ width: 4097 })).toThrow(TransformError)
  expect(() => normalizeTransform({ width: 300, quality: 0 })).toThrow(/quality/)
  expect(() => normalizeTransform({ width: 300, position: "middle" })).toThrow(/position/)
  expect(() => normalizeTransform({ handle: "thumb" })).toThrow("Invalid transform handle: thumb")
  expect(normalizeTransform({ transform: "thumb" }, new Map([["thumb", { width: 100, height: 100, mode: "fit" }]]))).toMatchObject({
    width: 100,
    height: 100,
    mode: "fit",
  })
})

test("a spec normalises what makes no difference, so equal outputs share one cache entry", () => {
  const webp = specOf(photo, normalizeTransform({ width: 300, format: "webp", mode: "fit", position: "top-left", interlace: "line" })!, false)
  expect(webp).toMatchObject({ width: 300, height: 188, mode: "fit", position: "center-center", interlace: "none", format: "webp", version: "0123456789ab" })
  expect(specOf(photo, normalizeTransform({ width: 300 })!, false)?.format).toBe("jpg")
  expect(specOf({ ...photo, filename: "d.svg", extension: "svg" }, normalizeTransform({ width: 300 })!, false)).toBeNull()
  expect(
    specOf({ ...photo, filename: "g.pdf", extension: "pdf", kind: "pdf", width: null, height: null }, normalizeTransform({ width: 300 })!, false),
  ).toBeNull()
})

test("a transform URL carries its spec, signed: it parses back only with the same key and unaltered", () => {
  const spec = specOf(photo, normalizeTransform({ width: 300, format: "avif", quality: 60 })!, false)!
  const path = transformPath(spec, "key-one")
  expect(path).toMatch(/^\/assets\/_transforms\/blog\/cover\.jpg\/0123456789ab\/300x188-crop-center-center-q60-[0-9a-f]{16}\.avif$/)
  expect(parseTransformPath(path, "key-one")).toEqual({ spec })
  expect(parseTransformPath(path, "key-two")).toEqual({ error: expect.stringMatching(/^bad signature/) })
  expect(parseTransformPath(path.replace("-q60-", "-q61-"), "key-one")).toEqual({ error: expect.stringMatching(/^bad signature/) })
  expect(parseTransformPath(path.replace("300x188", "9999x188"), "key-one")).toEqual({ error: expect.stringMatching(/size outside/) })
  expect(parseTransformPath(path.replace("crop", "zoom"), "key-one")).toEqual({ error: "unknown transform parameters" })
  expect(parseTransformPath("/assets/_transforms/blog/../../etc/passwd/x.jpg", "key-one")).toEqual({ error: "not a transform URL" })
})

test("srcset sizes: widths, densities relative to the current size, height only when the transform has one", () => {
  expect(parseSrcsetSize("300w")).toEqual([300, "w"])
  expect(parseSrcsetSize("1.5x")).toEqual([1.5, "x"])
  expect(parseSrcsetSize("2")).toEqual([2, "x"])
  expect(() => parseSrcsetSize("wide")).toThrow("Invalid srcset size: wide")
  expect(() => parseSrcsetSize("9000w")).toThrow(TransformError)
  const free = srcsetTransforms(["1x", "1.5x", "800w"], normalizeTransform({ width: 400 }), [400, 250])
  expect(free.map((s) => [s.descriptor, s.transform?.width, s.transform?.height])).toEqual([
    ["1x", 400, null],
    ["1.5x", 600, null],
    ["800w", 800, null],
  ])
  const boxed = srcsetTransforms(["800w", "2x"], normalizeTransform({ width: 400, height: 200 }), [400, 200])
  expect(boxed.map((s) => [s.descriptor, s.transform?.width, s.transform?.height])).toEqual([
    ["800w", 800, 400],
    ["2x", 800, 400],
  ])
  expect(() =>
    srcsetTransforms(
      Array.from({ length: LIMITS.maxSrcsetSizes + 1 }, (_, i) => `${i + 1}w`),
      null,
      [1200, 750],
    ),
  ).toThrow(/at most/)
})
