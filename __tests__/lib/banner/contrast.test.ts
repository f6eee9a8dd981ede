import {
  BANNER_TEXT_DARK,
  BANNER_TEXT_LIGHT,
  bannerColors,
  contrastRatio,
  DEFAULT_BANNER_BACKGROUND,
  parseHexColor,
  relativeLuminance,
} from "../../../src/lib/banner/banner"

describe("parseHexColor", () => {
  test.each<[string | null | undefined, readonly number[] | null]>([
    ["#FF4F79", [255, 79, 121]],
    ["#ff4f79", [255, 79, 121]],
    [" #fff ", [255, 255, 255]],
    ["#1b1b3a", [27, 27, 58]],
    ["FF4F79", null],
    ["#ff4f7", null],
    ["red", null],
    ["rgb(0, 0, 0)", null],
    ["#000; position: fixed", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%p → %p", (value, expected) => {
    expect(parseHexColor(value)).toEqual(expected)
  })
})

test("relative luminance and contrast follow WCAG", () => {
  expect(relativeLuminance([0, 0, 0])).toBe(0)
  expect(relativeLuminance([255, 255, 255])).toBe(1)
  expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
  expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5)
  expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2)
})

describe("bannerColors: white or ink text, whichever reads better", () => {
  test.each<[string | null, string, string]>([
    ["#1b1b3a", "#1b1b3a", BANNER_TEXT_LIGHT],
    ["#000000", "#000000", BANNER_TEXT_LIGHT],
    ["#2457FF", "#2457ff", BANNER_TEXT_LIGHT],
    ["#c41f48", "#c41f48", BANNER_TEXT_LIGHT],
    ["#FF4F79", "#ff4f79", BANNER_TEXT_DARK], // the sample content's pink: ink 5.3:1, white 3.2:1
    ["#FFFFFF", "#ffffff", BANNER_TEXT_DARK],
    ["#FFD84D", "#ffd84d", BANNER_TEXT_DARK],
    ["#eaf8f1", "#eaf8f1", BANNER_TEXT_DARK],
    ["#abc", "#aabbcc", BANNER_TEXT_DARK],
  ])("%p → background %p, text %p", (cms, background, text) => {
    expect(bannerColors(cms)).toEqual({ background, text })
  })

  test.each([null, "", "tomato", "#12345", "url(javascript:alert(1))"])("%p falls back to the brand colour with white text", (cms) => {
    expect(bannerColors(cms)).toEqual({ background: DEFAULT_BANNER_BACKGROUND, text: BANNER_TEXT_LIGHT })
  })

  test("the chosen text colour always has the higher contrast", () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, "0").repeat(3)}`
      const { text } = bannerColors(hex)
      const other = text === BANNER_TEXT_LIGHT ? BANNER_TEXT_DARK : BANNER_TEXT_LIGHT
      expect(contrastRatio(parseHexColor(hex)!, parseHexColor(text)!)).toBeGreaterThanOrEqual(contrastRatio(parseHexColor(hex)!, parseHexColor(other)!))
    }
  })
})
