import {
  CONTROL_ARM,
  experimentFor,
  experimentsFromRows,
  experimentsOf,
  experimentsOnPage,
  normalisePageUri,
  pageUriMatches,
  type Experiment,
  type ExperimentRow,
} from "../../../src/lib/experiments/model"

const row = (overrides: Partial<ExperimentRow> = {}): ExperimentRow => ({
  experimentId: "home-hero-headline",
  pageUri: "__home__",
  active: true,
  element: "homeHeroHeading",
  variantName: "inside-gmail",
  variantCopy: "Every client relationship, right inside Gmail",
  variantWeight: 50,
  ...overrides,
})

describe("normalisePageUri", () => {
  test.each([
    ["__home__", ""],
    ["/", ""],
    ["", ""],
    ["pricing", "pricing"],
    ["/pricing/", "pricing"],
    ["  blog/*  ", "blog/*"],
    ["/resources/tools/", "resources/tools"],
  ])("%j → %j", (uri, expected) => expect(normalisePageUri(uri)).toBe(expected))
})

describe("pageUriMatches", () => {
  test.each([
    ["__home__", "/", true],
    ["__home__", "/pricing/", false],
    ["pricing", "/pricing/", true],
    ["pricing", "/pricing", true],
    ["/pricing/", "/pricing?billing=annual", true],
    ["pricing", "/pricing#faq", true],
    ["pricing", "/pricing-old/", false],
    ["pricing", "/", false],
    ["blog/*", "/blog/how-to-follow-up/", true],
    ["blog/*", "/blog/category/sales/", true],
    ["blog/*", "/blog/", false],
    ["blog/*", "/blogger/", false],
    ["*", "/anything/", true],
  ])("pageUri %j on %j: %s", (pageUri, path, expected) => expect(pageUriMatches(pageUri, path)).toBe(expected))
})

describe("experimentsFromRows", () => {
  test("one active variant: the control gets the rest of the visitors", () => {
    expect(experimentsFromRows([row()])).toEqual([
      {
        id: "home-hero-headline",
        pageUri: "",
        element: "homeHeroHeading",
        arms: [
          { name: CONTROL_ARM, copy: null, weight: 50 },
          { name: "inside-gmail", copy: "Every client relationship, right inside Gmail", weight: 50 },
        ],
      },
    ])
  })

  test("rows with one id are the variants of one experiment, in the CMS's order; an inactive one gives its share to the control", () => {
    const [experiment] = experimentsFromRows([
      row({ variantName: "a", variantWeight: 30 }),
      row({ variantName: "paused", variantWeight: 30, active: false }),
      row({ variantName: "b", variantWeight: 20 }),
    ])
    expect(experiment?.arms.map((arm) => [arm.name, arm.weight])).toEqual([
      [CONTROL_ARM, 50],
      ["a", 30],
      ["b", 20],
    ])
  })

  test.each<[string, Partial<ExperimentRow>[], number]>([
    ["no active row", [{ active: false }], 0],
    ["active null (Craft's unset lightswitch)", [{ active: null }], 0],
    ["weights of 0 only", [{ variantWeight: 0 }], 0],
    ["no weight", [{ variantWeight: null }], 0],
    ["two experiments", [{}, { experimentId: "pricing-cta", pageUri: "pricing" }], 2],
  ])("%s: %i experiments run", (_, rows, count) => {
    expect(experimentsFromRows(rows.map((overrides) => row(overrides)))).toHaveLength(count)
  })

  test.each<[string, Partial<ExperimentRow>, RegExp]>([
    ["an id with a space", { experimentId: "home hero" }, /experiment id/],
    ["no id", { experimentId: null }, /experiment id/],
    ["no pageUri", { pageUri: " " }, /no pageUri/],
    ["no element", { element: "" }, /no element/],
    ["a variant named control", { variantName: "control" }, /variant name/],
    ["a variant name with a quote", { variantName: 'b"]' }, /variant name/],
    ["no copy", { variantCopy: "  " }, /no variantCopy/],
  ])("a row with %s is left out and named", (_, overrides, message) => {
    const warnings: string[] = []
    expect(experimentsFromRows([row(overrides)], (warning) => warnings.push(warning))).toEqual([])
    expect(warnings).toEqual([expect.stringMatching(message)])
    expect(warnings[0]).toMatch(/^googleOptimizeEntries row 1/)
  })

  test("a variant whose page or element differs from the experiment's first row, or repeats a name, is left out", () => {
    const warnings: string[] = []
    const [experiment] = experimentsFromRows(
      [row({ variantName: "a" }), row({ variantName: "b", pageUri: "pricing" }), row({ variantName: "c", element: "other" }), row({ variantName: "a" })],
      (warning) => warnings.push(warning),
    )
    expect(experiment?.arms.map((arm) => arm.name)).toEqual([CONTROL_ARM, "a"])
    expect(warnings).toHaveLength(3)
  })

  test("weights over 100%: no control, the variants shared in proportion, and a warning", () => {
    const warnings: string[] = []
    const [experiment] = experimentsFromRows([row({ variantName: "a", variantWeight: 90 }), row({ variantName: "b", variantWeight: 60 })], (warning) =>
      warnings.push(warning),
    )
    expect(experiment?.arms.map((arm) => arm.weight)).toEqual([0, 90, 60])
    expect(warnings).toEqual([expect.stringMatching(/add up to 150%/)])
  })

  test("null rows (Craft's disabled blocks) are skipped", () => {
    expect(experimentsFromRows([null, row(), undefined])).toHaveLength(1)
  })
})

describe("a page's experiments", () => {
  const experiments = experimentsFromRows([row(), row({ experimentId: "pricing-cta", pageUri: "pricing", element: "pricingCta" })])

  test("experimentsOnPage keeps those whose pageUri matches the path; experimentFor finds the element's", () => {
    const home = experimentsOnPage(experiments, "/")
    expect(home.map((experiment) => experiment.id)).toEqual(["home-hero-headline"])
    expect(experimentFor(home, "homeHeroHeading")?.id).toBe("home-hero-headline")
    expect(experimentFor(experimentsOnPage(experiments, "/pricing/"), "homeHeroHeading")).toBeUndefined()
    expect(experimentsOnPage(undefined, "/")).toEqual([])
  })

  test("experimentsOf reads the page context's experiments, checked, not cast", () => {
    const good: Experiment = experiments[0]!
    expect(experimentsOf({ experiments: [good] })).toEqual([good])
    expect(experimentsOf({})).toBeNull()
    expect(experimentsOf(null)).toBeNull()
    expect(experimentsOf({ experiments: "x" })).toBeNull()
    expect(experimentsOf({ experiments: [good, { ...good, id: "a b" }, { ...good, arms: [{ name: "x", copy: 1, weight: 1 }] }, null] })).toEqual([good])
  })
})
