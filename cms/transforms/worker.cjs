// @ts-check
/**
 * The embedded CMS's transform worker: a child process (cms/transforms/service.ts forks it) that
 * encodes one image transform at a time with sharp, so no decoding or encoding ever runs on the
 * CMS's request thread. Plain CommonJS so that it starts the same under tsx, jest and node.
 *
 * Message in:  { id, source, target, spec }   (spec: cms/transforms/spec.ts TransformSpec)
 * Message out: { id, ok: true, bytes } | { id, ok: false, error, stale? }
 *
 * The source is hashed before it is encoded: when it is no longer the version the URL names
 * (the file changed since the URL was handed out), nothing is written (`stale`), so a cache
 * entry always holds a transform of the version its key says.
 */
const { createHash, randomBytes } = require("node:crypto")
const { mkdir, readFile, rename, unlink, writeFile } = require("node:fs/promises")
const { dirname } = require("node:path")
const sharp = require("sharp")

// One transform at a time per worker: libvips' own threads do the parallel work; its operation cache only holds memory.
sharp.cache(false)
const concurrency = Number(process.env.CMS_TRANSFORM_THREADS)
if (Number.isInteger(concurrency) && concurrency > 0) sharp.concurrency(concurrency)

/** Craft's position ("top-left" …) as sharp's gravity. */
const GRAVITY = {
  "top-left": "northwest",
  "top-center": "north",
  "top-right": "northeast",
  "center-left": "west",
  "center-center": "centre",
  "center-right": "east",
  "bottom-left": "southwest",
  "bottom-center": "south",
  "bottom-right": "southeast",
}

/**
 * @param {Buffer} input
 * @param {{ width: number, height: number, mode: string, position: string, interlace: string, quality: number, format: string }} spec
 */
async function encode(input, spec) {
  const progressive = spec.interlace !== "none"
  const opaque = spec.format === "jpg"
  let image = sharp(input, { failOn: "error" }).rotate()
  if (spec.mode === "crop")
    image = image.resize(spec.width, spec.height, { fit: "cover", position: GRAVITY[/** @type {keyof typeof GRAVITY} */ (spec.position)] ?? "centre" })
  else if (spec.mode === "letterbox")
    image = image.resize(spec.width, spec.height, {
      fit: "contain",
      background: opaque ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 },
    })
  // fit and stretch: the size was computed from the source's ratio (fit) or is the asked one (stretch).
  else image = image.resize(spec.width, spec.height, { fit: "fill" })
  if (opaque) image = image.flatten({ background: "#ffffff" })
  switch (spec.format) {
    case "jpg":
      return image.jpeg({ quality: spec.quality, progressive, mozjpeg: true }).toBuffer()
    case "png":
      return image.png({ progressive, compressionLevel: 9 }).toBuffer()
    case "webp":
      return image.webp({ quality: spec.quality, effort: 4 }).toBuffer()
    case "avif":
      // Effort 2, not sharp's default 4: on the sample's pictures at 400/800/1200 px it encoded
      // 3-6x faster (186 ms against 1,087 for one photo's three widths) for files within 2 % of
      // the size, often smaller; the cold warm of the sample's 1,168 transforms went from 121 s
      // to 54 s (docs/images.md). The file is as valid either way, so a cache made at effort 4 stays.
      return image.avif({ quality: spec.quality, effort: 2 }).toBuffer()
    case "gif":
      return image.gif().toBuffer()
    default:
      throw new Error(`unknown format ${spec.format}`)
  }
}

/** @param {{ id: number, source: string, target: string, spec: { version: string, width: number, height: number, mode: string, position: string, interlace: string, quality: number, format: string } }} job */
async function run(job) {
  const input = await readFile(job.source)
  const version = createHash("sha1").update(input).digest("hex").slice(0, job.spec.version.length)
  if (version !== job.spec.version) return { id: job.id, ok: false, stale: true, error: `the source is no longer version ${job.spec.version}` }
  const output = await encode(input, job.spec)
  await mkdir(dirname(job.target), { recursive: true })
  // Written beside the target and renamed: a reader (another copy of the project sharing the cache) never sees half a file.
  const temporary = `${job.target}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`
  try {
    await writeFile(temporary, output)
    await rename(temporary, job.target)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
  return { id: job.id, ok: true, bytes: output.length }
}

process.on("message", (/** @type {any} */ job) => {
  run(job).then(
    (answer) => process.send?.(answer),
    (error) => process.send?.({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  )
})
process.on("disconnect", () => process.exit(0))
