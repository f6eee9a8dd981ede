/**
 * The image profiles (src/lib/images/profiles.ts): which transforms an asset is asked for, and
 * the picture made of the CMS's answer. The widths follow gatsby-plugin-image's rules, which the
 * pages were made with; the CMS never upscales, so no width above the original's is offered.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { buildSchema, parse, validate } from "graphql"
import { DEFAULT_CONTENT_DIR, mimeTypeOf, schemaSource } from "../../../cms/content-store"
import { assetPicturesQuery } from "../../../plugins/gatsby-source-cms/asset-pictures"
import { siteAssetUrl } from "../../../src/lib/images/asset-url"
import {
  IMAGE_PROFILE_NAMES,
  IMAGE_PROFILES,
  pictureOf,
  profilesOfAsset,
  transformRequests,
  transformSelection,
  type ImageProfileName,
  type PictureData,
} from "../../../src/lib/images/profiles"

const CMS = "https://cms.example.com"
/** The URL the made-up CMS below names for one alias. */
const urlOf = (alias: string): string => `${CMS}/assets/_transforms/blog/photo.jpg/0123456789ab/${alias}`
/** The CMS's answer to the transforms of `names`: a URL for every alias. */
const answerOf = (...names: ImageProfileName[]): Record<string, string> =>
  Object.fromEntries(names.flatMap(transformRequests).map((t) => [t.alias, urlOf(t.alias)]))
const photo = (width: number, height: number) => ({ volume: "blog", filename: "photo.jpg", mimeType: "image/jpeg", width, height })
const picture = (name: ImageProfileName, width: number, height: number): PictureData => pictureOf(name, photo(width, height), answerOf(name))

/** A srcset as "alias descriptor" pairs, the alias read back from the made-up URL. */
const named = (srcSet: string): string[] =>
  srcSet.split(",\n").map((candidate) => candidate.replace(`${CMS}/assets/_transforms/blog/photo.jpg/0123456789ab/`, ""))
/** Every URL of a picture: its src and each candidate of each srcset. */
const urlsIn = (p: PictureData): string[] => [
  p.src,
  ...[p.srcSet, ...p.sources.map((s) => s.srcSet)].flatMap((srcSet) => srcSet.split(",\n").map((c) => c.slice(0, c.lastIndexOf(" ")))),
]

describe("widths: capped at the original's, as gatsby-plugin-image did", () => {
  test("breakpoints no wider than the original are kept as they are", () => {
    const large = picture("LARGE", 2000, 1000)
    expect(named(large.srcSet)).toEqual(["LARGE_src_480 480w", "LARGE_src_800 800w", "LARGE_src_1200 1200w"])
    expect(large.sources.map((s) => [s.type, named(s.srcSet)])).toEqual([
      ["image/avif", ["LARGE_avif_480 480w", "LARGE_avif_800 800w", "LARGE_avif_1200 1200w"]],
      ["image/webp", ["LARGE_webp_480 480w", "LARGE_webp_800 800w", "LARGE_webp_1200 1200w"]],
    ])
  })

  test("the first breakpoint above the original becomes the original's width, once; the CMS answers it with the original's size", () => {
    expect(named(picture("LARGE", 1000, 500).srcSet)).toEqual(["LARGE_src_480 480w", "LARGE_src_800 800w", "LARGE_src_1200 1000w"])
    expect(named(picture("LARGE", 600, 300).srcSet)).toEqual(["LARGE_src_480 480w", "LARGE_src_800 600w"])
    // A breakpoint equal to the original is itself; the larger one adds nothing.
    expect(named(picture("LARGE", 800, 400).srcSet)).toEqual(["LARGE_src_480 480w", "LARGE_src_800 800w"])
    expect(named(picture("LARGE", 300, 150).srcSet)).toEqual(["LARGE_src_480 300w"])
    expect(named(picture("LARGE", 300, 150).sources[0]!.srcSet)).toEqual(["LARGE_avif_480 300w"])
  })

  test("density-derived widths (¼, ½, 1, 2 × the width; fixed: 1 and 2 ×) stop at the original's: the first above it is the original's width", () => {
    expect(named(picture("SMALL", 400, 400).srcSet)).toEqual(["SMALL_src_40 40w", "SMALL_src_80 80w", "SMALL_src_160 160w", "SMALL_src_320 320w"])
    expect(named(picture("SMALL", 200, 200).srcSet)).toEqual(["SMALL_src_40 40w", "SMALL_src_80 80w", "SMALL_src_160 160w", "SMALL_src_320 200w"])
    // A 100 px avatar in a 160 px box: its own 100 px file is a candidate, never a srcset that stops at 80.
    expect(named(picture("SMALL", 100, 100).srcSet)).toEqual(["SMALL_src_40 40w", "SMALL_src_80 80w", "SMALL_src_160 100w"])
    expect(named(picture("HOME_FEATURE_ICON", 96, 96).srcSet)).toEqual(["HOME_FEATURE_ICON_src_40 40w", "HOME_FEATURE_ICON_src_80 80w"])
    expect(named(picture("HOME_FEATURE_ICON", 60, 60).srcSet)).toEqual(["HOME_FEATURE_ICON_src_40 40w", "HOME_FEATURE_ICON_src_80 60w"])
  })

  test("an original narrower than every width is one file: the first transform, at the original's width", () => {
    expect(named(picture("SMALL", 30, 30).srcSet)).toEqual(["SMALL_src_40 30w"])
    expect(named(picture("HOME_FEATURE_ICON", 24, 24).sources[0]!.srcSet)).toEqual(["HOME_FEATURE_ICON_webp_40 24w"])
  })
})

describe("the box: the img's width and height", () => {
  test("constrained: the profile's width, even above the original's (gatsby-plugin-image's width), at the original's ratio", () => {
    expect([picture("LARGE", 2000, 1000).width, picture("LARGE", 2000, 1000).height]).toEqual([1200, 600])
    expect([picture("LARGE", 600, 300).width, picture("LARGE", 600, 300).height]).toEqual([1200, 600])
    expect([picture("CARD", 64, 40).width, picture("CARD", 64, 40).height]).toEqual([600, 375])
    // Whole pixels: 160 × 199 / 300 = 106.1.
    expect([picture("SMALL", 300, 199).width, picture("SMALL", 300, 199).height]).toEqual([160, 106])
  })

  test("fixed: the profile's width, or the original's when it is narrower", () => {
    expect([picture("HOME_FEATURE_ICON", 96, 96).width, picture("HOME_FEATURE_ICON", 96, 96).height]).toEqual([40, 40])
    expect([picture("HOME_FEATURE_ICON", 30, 30).width, picture("HOME_FEATURE_ICON", 30, 30).height]).toEqual([30, 30])
    expect([picture("HOME_LOGO", 320, 120).width, picture("HOME_LOGO", 320, 120).height]).toEqual([224, 84])
    expect([picture("HOME_LOGO", 200, 100).width, picture("HOME_LOGO", 200, 100).height]).toEqual([200, 100])
    expect([picture("SOCIAL", 1200, 630).width, picture("SOCIAL", 1200, 630).height]).toEqual([1200, 630])
    // Never 0 px high, however flat the original.
    expect(picture("HOME_FEATURE_ICON", 4000, 10).height).toBe(1)
  })

  test("full width: the largest file's size (only its ratio matters: the picture fills its container)", () => {
    expect([picture("HOME_TWO_UP", 2000, 1500).width, picture("HOME_TWO_UP", 2000, 1500).height]).toEqual([1040, 780])
    expect([picture("HOME_TWO_UP", 800, 600).width, picture("HOME_TWO_UP", 800, 600).height]).toEqual([800, 600])
    expect([picture("HOME_HERO_SLIDE", 1200, 900).width, picture("HOME_HERO_SLIDE", 1200, 900).height]).toEqual([480, 360])
  })

  test("the layout is the profile's", () => {
    expect([picture("LARGE", 2000, 1000).layout, picture("HOME_LOGO", 320, 120).layout, picture("HOME_TWO_UP", 800, 600).layout]).toEqual([
      "constrained",
      "fixed",
      "fullWidth",
    ])
  })
})

describe("sizes", () => {
  test("constrained, by default: the width it is shown at (the profile's, or the original's when narrower), else the viewport", () => {
    expect(picture("LARGE", 2000, 1000).sizes).toBe("(min-width: 1200px) 1200px, 100vw")
    expect(picture("LARGE", 1000, 500).sizes).toBe("(min-width: 1000px) 1000px, 100vw")
    expect(picture("CARD", 64, 40).sizes).toBe("(min-width: 64px) 64px, 100vw")
  })

  test("fixed, by default: its box's width", () => {
    expect(picture("HOME_FEATURE_ICON", 96, 96).sizes).toBe("40px")
    expect(picture("HOME_FEATURE_ICON", 30, 30).sizes).toBe("30px")
    expect(picture("SOCIAL", 1200, 630).sizes).toBe("1200px")
  })

  test("a profile's own sizes are kept as they are, whatever the original", () => {
    expect(picture("HOME_HERO_PHONE", 800, 600).sizes).toBe("(min-width: 768px) 1px, 100vw")
    expect(picture("HOME_VIDEO", 400, 225).sizes).toBe(IMAGE_PROFILES.HOME_VIDEO.sizes)
    // Every full-width profile says how wide it is shown (the default would be the whole viewport).
    for (const name of IMAGE_PROFILE_NAMES.filter((n) => IMAGE_PROFILES[n].layout === "fullWidth")) {
      const sizes = (IMAGE_PROFILES[name] as { sizes?: string }).sizes
      expect([name, picture(name, 1600, 900).sizes]).toEqual([name, sizes])
      expect(sizes).not.toBe("100vw")
    }
  })
})

describe("the fallback src: in the original's format, the largest file no wider than the box", () => {
  test.each<[string, ImageProfileName, number, number, string]>([
    ["constrained, box 600", "CARD", 1000, 500, "CARD_src_600"],
    ["constrained, a breakpoint wider than the box (960 > 720)", "HOME_BENTO", 1200, 750, "HOME_BENTO_src_720"],
    ["constrained, the original narrower than the box: the original's width", "LARGE", 600, 300, "LARGE_src_800"],
    ["fixed: the 1× file, not the 2×", "HOME_FEATURE_ICON", 96, 96, "HOME_FEATURE_ICON_src_40"],
    ["full width: the largest", "HOME_TWO_UP", 800, 600, "HOME_TWO_UP_src_1040"],
  ])("%s", (_, name, width, height, alias) => {
    const p = picture(name, width, height)
    expect(p.src).toBe(urlOf(alias))
    expect(named(p.srcSet).map((candidate) => candidate.split(" ")[0])).toContain(alias)
  })
})

describe("a transform the CMS did not answer", () => {
  test("one the picture needs is an error naming the asset, the format, the width and the profile", () => {
    const { CARD_webp_600: _dropped, ...withoutWebp } = answerOf("CARD")
    expect(() => pictureOf("CARD", photo(1000, 500), withoutWebp)).toThrow(
      'The CMS gave no usable URL for the webp transform 600 px wide of asset "blog/photo.jpg" (profile CARD)',
    )
    // Craft answers null for a transform it cannot make a URL for (a volume without public URLs).
    expect(() => pictureOf("CARD", photo(1000, 500), { ...answerOf("CARD"), CARD_src_300: null })).toThrow(
      'The CMS gave no usable URL for the original-format transform 300 px wide of asset "blog/photo.jpg" (profile CARD)',
    )
    expect(() =>
      pictureOf("SMALL", { ...photo(1000, 500), volume: "site", filename: "home-quote-x.jpg" }, { ...answerOf("SMALL"), SMALL_webp_80: "" }),
    ).toThrow(/asset "site\/home-quote-x\.jpg" \(profile SMALL\)/)
    // A URL the site cannot use (`data:`, `javascript:`) is no URL: siteAssetUrl gives null for it.
    const unusable = { ...answerOf("CARD"), CARD_webp_300: "javascript:alert(1)" }
    expect(() => pictureOf("CARD", photo(1000, 500), unusable, (url) => siteAssetUrl(url, CMS))).toThrow(
      'The CMS gave no usable URL for the webp transform 300 px wide of asset "blog/photo.jpg" (profile CARD)',
    )
  })

  test("one it does not need (wider than the original) may be missing", () => {
    const answer = Object.fromEntries(Object.entries(answerOf("LARGE")).filter(([alias]) => !alias.endsWith("_1200")))
    expect(named(pictureOf("LARGE", photo(600, 300), answer).srcSet)).toEqual(["LARGE_src_480 480w", "LARGE_src_800 600w"])
  })
})

describe("rewrite", () => {
  test("is applied to every URL of the picture: each srcset's candidates and the src", () => {
    const seen: string[] = []
    const p = pictureOf("LARGE", photo(2000, 1000), answerOf("LARGE"), (url) => {
      seen.push(url)
      return `https://img.example.net/${url.slice(CMS.length + 1)}`
    })
    expect(urlsIn(p)).toHaveLength(1 + 9)
    for (const url of urlsIn(p)) expect(url).toMatch(/^https:\/\/img\.example\.net\/assets\/_transforms\//)
    expect(new Set(seen)).toEqual(new Set(transformRequests("LARGE").map((t) => urlOf(t.alias))))
  })

  test("the source plugin's: a transform on the CMS's asset path becomes the site's own path", () => {
    const p = pictureOf("HOME_TWO_UP", photo(1200, 800), answerOf("HOME_TWO_UP"), (url) => siteAssetUrl(url, CMS))
    for (const url of urlsIn(p)) expect(url).toMatch(/^\/assets\/_transforms\/blog\/photo\.jpg\/0123456789ab\/HOME_TWO_UP_(webp|src)_\d+$/)
  })
})

describe("profilesOfAsset", () => {
  const asset = (filename: string, over: Partial<{ volume: string; mimeType: string | null; width: number | null; height: number | null }> = {}) => ({
    volume: "blog",
    filename,
    mimeType: mimeTypeOf(filename),
    width: 1200,
    height: 630,
    ...over,
  })

  test("an image of a content volume: the content profiles, whatever its raster format", () => {
    for (const filename of ["a.jpg", "a.png", "a.webp", "a.gif", "a.avif"])
      expect([filename, profilesOfAsset(asset(filename))]).toEqual([filename, ["LARGE", "CARD", "SMALL", "SOCIAL"]])
    expect(profilesOfAsset(asset("logo.png", { volume: "customerLogos" }))).toEqual(["LARGE", "CARD", "SMALL", "SOCIAL"])
  })

  test("an SVG (shown as itself), a PDF, a file of no known type, or a raster image without a size: none", () => {
    expect(profilesOfAsset(asset("diagram.svg", { mimeType: "image/svg+xml", width: 800, height: 400 }))).toEqual([])
    expect(profilesOfAsset(asset("guide.pdf", { mimeType: "application/pdf", width: null, height: null }))).toEqual([])
    expect(profilesOfAsset(asset("guide.pdf", { mimeType: "application/pdf" }))).toEqual([])
    expect(profilesOfAsset(asset("x.bin", { mimeType: null }))).toEqual([])
    expect(profilesOfAsset(asset("broken.jpg", { width: null, height: null }))).toEqual([])
    expect(profilesOfAsset(asset("diagram.svg", { volume: "site", mimeType: "image/svg+xml" }))).toEqual([])
  })

  test.each<[string, ImageProfileName[]]>([
    ["home-hero-phone.jpg", ["HOME_HERO_PHONE"]],
    ["home-hero-consulting.jpg", ["HOME_HERO_SLIDE"]],
    ["home-features-mobile-app-icon.png", ["HOME_FEATURE_ICON"]],
    ["home-features-mobile-app-icon-hover.png", ["HOME_FEATURE_ICON"]],
    ["home-features-mobile-app.jpg", ["HOME_FEATURE_SCREEN"]],
    ["home-twoup-crm-playbook.jpg", ["HOME_TWO_UP"]],
    ["home-bento-templates.jpg", ["HOME_BENTO"]],
    ["home-journey-win.jpg", ["HOME_JOURNEY"]],
    ["home-quote-dana-whitfield.jpg", ["SMALL"]],
    ["home-resources-northwind-advisory.png", ["SMALL"]],
    ["home-video-jess-customer-story.jpg", ["HOME_VIDEO"]],
    ["home-logos-tidewater-media.png", ["HOME_LOGO"]],
    ["social-card.png", ["SOCIAL"]],
    ["team-photo.jpg", []],
    ["home-unknown-section.jpg", []],
  ])("the site volume: %s → %p (by its name's prefix)", (filename, profiles) => {
    expect(profilesOfAsset(asset(filename, { volume: "site" }))).toEqual(profiles)
  })

  test("every picture of the sample site volume has its profile", () => {
    const files = readdirSync(join(DEFAULT_CONTENT_DIR, "assets", "site")).filter((file) => !file.startsWith("_"))
    expect(files.length).toBeGreaterThan(40)
    for (const file of files) expect([file, profilesOfAsset(asset(file, { volume: "site" })).length]).toEqual([file, 1])
  })
})

describe("transformSelection: Craft 4's url(width:, format:, quality:) under an alias per transform", () => {
  test("one alias per format and width, the original's own format last (no format argument)", () => {
    expect(transformSelection("CARD")).toBe(
      'CARD_webp_300: url(width: 300, format: "webp", quality: 68) CARD_webp_600: url(width: 600, format: "webp", quality: 68) CARD_src_300: url(width: 300, quality: 68) CARD_src_600: url(width: 600, quality: 68)',
    )
    expect(transformSelection("HOME_LOGO")).toBe("HOME_LOGO_src_224: url(width: 224, quality: 70)")
  })

  test("density-derived widths are asked as such; a quality per format applies to that format only", () => {
    expect(
      transformRequests("SMALL")
        .filter((t) => t.format === null)
        .map((t) => t.width),
    ).toEqual([40, 80, 160, 320])
    expect(transformSelection("HOME_FEATURE_SCREEN")).toContain('HOME_FEATURE_SCREEN_avif_800: url(width: 800, format: "avif", quality: 45)')
    expect(transformSelection("HOME_FEATURE_SCREEN")).toContain('HOME_FEATURE_SCREEN_webp_800: url(width: 800, format: "webp", quality: 70)')
    expect(transformSelection("HOME_FEATURE_SCREEN")).toContain("HOME_FEATURE_SCREEN_src_800: url(width: 800, quality: 70)")
  })

  test("every profile's selection is a valid query of the CMS's schema, every alias once", () => {
    expect(validate(buildSchema(schemaSource()), parse(assetPicturesQuery(IMAGE_PROFILE_NAMES)))).toEqual([])
    const aliases = IMAGE_PROFILE_NAMES.flatMap(transformRequests).map((t) => t.alias)
    expect(new Set(aliases).size).toBe(aliases.length)
  })
})
