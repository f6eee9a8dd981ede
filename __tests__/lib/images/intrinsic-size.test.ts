import { intrinsicSize, largestSrcSetWidth } from "../../../src/lib/images/intrinsic-size"

const srcSet = "/static/a/71b53/consulting.jpg 240w,\n/static/a/79b40/consulting.jpg 360w,\n/static/a/0bb76/consulting.jpg 480w"

test("the largest width of a srcset", () => {
  expect(largestSrcSetWidth(srcSet)).toBe(480)
  expect(largestSrcSetWidth("/a.jpg 1200w, /b.jpg 800w")).toBe(1200)
  expect(largestSrcSetWidth("/a.jpg 1x, /b.jpg 2x")).toBeUndefined()
  expect(largestSrcSetWidth(undefined)).toBeUndefined()
})

test("a full-width image's ratio (1 × 1.25) becomes the size of its largest file, in whole pixels", () => {
  expect(intrinsicSize({ layout: "fullWidth", width: 1, height: 1.25 }, [srcSet, undefined])).toEqual({ width: 480, height: 600 })
  // sharp's 1040 × 693 file: the ratio 0.66634615… gives its height back.
  expect(intrinsicSize({ layout: "fullWidth", width: 1, height: 0.6663461538461538 }, ["/a.webp 520w, /b.webp 1040w", "/a.jpg 520w, /b.jpg 1040w"])).toEqual({ width: 1040, height: 693 })
})

test("a full-width image with no widths in its srcset keeps its ratio on a 1000 px base", () => {
  expect(intrinsicSize({ layout: "fullWidth", width: 1, height: 0.625 }, [])).toEqual({ width: 1000, height: 625 })
})

test("constrained and fixed images keep their pixel size; a fraction is rounded", () => {
  expect(intrinsicSize({ layout: "constrained", width: 800, height: 450 }, [srcSet])).toEqual({ width: 800, height: 450 })
  expect(intrinsicSize({ layout: "fixed", width: 40, height: 39.6 }, [])).toEqual({ width: 40, height: 40 })
})
