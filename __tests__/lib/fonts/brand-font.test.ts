/** @jest-environment jsdom */
import {
  BRAND_FONT_CACHED_KEY,
  BRAND_FONT_SCRIPT_ID,
  BRAND_FONT_URL_ATTRIBUTE,
  brandFontHeadScript,
  cacheBrandFontForNextPages,
} from "../../../src/lib/fonts/brand-font"

interface FakeFace {
  family: string
  source: string
  descriptors: Record<string, string>
  load: jest.Mock
}

let created: FakeFace[] = []
let added: FakeFace[] = []

beforeEach(() => {
  created = []
  added = []
  document.cookie = `${BRAND_FONT_CACHED_KEY}=; path=/; max-age=0`
  const FakeFontFace = jest.fn(function (this: FakeFace, family: string, source: string, descriptors: Record<string, string>) {
    Object.assign(this, { family, source, descriptors, load: jest.fn().mockResolvedValue(this) })
    created.push(this)
  })
  Object.assign(window, { FontFace: FakeFontFace })
  Object.assign(globalThis, { FontFace: FakeFontFace })
  Object.defineProperty(document, "fonts", { configurable: true, value: { add: (face: FakeFace) => added.push(face) } })
})

/** The head script as a page has it: its element carries the font file's URL. */
function runHeadScript(): void {
  document.head.innerHTML = `<script id="${BRAND_FONT_SCRIPT_ID}" ${BRAND_FONT_URL_ATTRIBUTE}="/static/inter.woff2"></script>`
  new Function(brandFontHeadScript())()
}

test("a first visit registers nothing before the first paint: the fallback font stays", () => {
  runHeadScript()
  expect(created).toEqual([])
  expect(added).toEqual([])
})

test("once cached, later pages register the font before painting, as 'optional' so it never swaps in late", () => {
  document.cookie = `${BRAND_FONT_CACHED_KEY}=1; path=/`
  runHeadScript()
  expect(added).toHaveLength(1)
  expect(added[0]?.family).toBe("Inter Variable")
  expect(added[0]?.source).toBe('url(/static/inter.woff2) format("woff2")')
  expect(added[0]?.descriptors.display).toBe("optional")
  expect(added[0]?.load).toHaveBeenCalled()
})

test("after the first page, the font is fetched without being applied, and the flag cookie remembers it", async () => {
  await cacheBrandFontForNextPages("/static/inter.woff2")
  expect(created).toHaveLength(1)
  expect(created[0]?.load).toHaveBeenCalled()
  expect(added).toEqual([])
  expect(document.cookie).toContain(`${BRAND_FONT_CACHED_KEY}=1`)
})

test("a failed download leaves no flag, so the next page keeps the fallback", async () => {
  Object.assign(globalThis, {
    FontFace: jest.fn(function (this: FakeFace) {
      this.load = jest.fn().mockRejectedValue(new Error("offline"))
    }),
  })
  await cacheBrandFontForNextPages("/static/inter.woff2")
  expect(document.cookie).not.toContain(BRAND_FONT_CACHED_KEY)
})
