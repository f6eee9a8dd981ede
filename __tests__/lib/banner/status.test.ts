import { isBannerActive } from "../../../src/lib/banner/banner"

describe("isBannerActive (SPEC 2.2, 4.5)", () => {
  test.each<[string | null | undefined, boolean]>([
    ["true", true],
    ["active", true],
    ["TRUE", true],
    ["Active", true],
    [" active ", true],
    ["\ttrue\n", true],
    ["false", false],
    ["", false],
    ["   ", false],
    [null, false],
    [undefined, false],
    ["inactive", false],
    ["yes", false],
    ["1", false],
    ["true!", false],
  ])("%p → %p", (status, expected) => {
    expect(isBannerActive(status)).toBe(expected)
  })
})
