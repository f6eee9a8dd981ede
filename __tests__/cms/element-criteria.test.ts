import { loadContent } from "../../cms/content-store"
import { filterEntries, matchesDate } from "../../cms/element-criteria"
import { FIXTURE_CONTENT } from "../support/cms"

describe("matchesDate: Craft's date comparison strings", () => {
  const at = "2026-11-24T05:00:00+00:00"

  test.each([
    [">= 2026-11-24T05:00:00+00:00", true],
    [">=2026-11-24T05:00:00Z", true],
    ["> 2026-11-24T05:00:00+00:00", false],
    ["< 2026-11-24T06:00:00+01:00", false],
    ["<= 2026-11-24T06:00:00+01:00", true],
    ["2026-11-24T05:00:00.000Z", true],
    ["= 2026-11-24T05:00:01Z", false],
    ["!= 2026-11-24T05:00:01Z", true],
    [">= 2026-11-24", true],
  ])("%s → %s", (criterion, expected) => {
    expect(matchesDate(at, criterion)).toBe(expected)
  })

  test("a list matches when any item does; a list that starts with 'and' when every item does", () => {
    expect(matchesDate(at, ["< 2026-01-01", ">= 2026-11-01"])).toBe(true)
    expect(matchesDate(at, ["and", ">= 2026-11-01", "< 2026-11-24T04:00:00Z"])).toBe(false)
    expect(matchesDate(at, ["and", ">= 2026-11-01", "< 2026-12-01"])).toBe(true)
    expect(matchesDate(at, ["or", "< 2026-01-01", "> 2027-01-01"])).toBe(false)
  })

  test("no criterion matches everything; an element without the date matches no comparison", () => {
    expect(matchesDate(at, undefined)).toBe(true)
    expect(matchesDate(at, null)).toBe(true)
    expect(matchesDate(null, ">= 2020-01-01")).toBe(false)
  })

  test("an item that is not a date is an error that says what was expected", () => {
    expect(() => matchesDate(at, ">= yesterday")).toThrow(/not a date comparison/)
  })
})

describe("entries(dateUpdated:, postDate:, id:)", () => {
  const store = loadContent(FIXTURE_CONTENT)
  const titles = (criteria: Record<string, unknown>) =>
    filterEntries(store, store.entries, criteria, false)
      .map((e) => e.title)
      .sort()

  test("dateUpdated selects the entries updated since a time", () => {
    const [newest] = [...store.entries].filter((e) => e.enabled).sort((a, b) => Date.parse(String(b.dateUpdated)) - Date.parse(String(a.dateUpdated)))
    expect(titles({ dateUpdated: [`>= ${String(newest!.dateUpdated)}`] })).toEqual([newest!.title])
    expect(titles({ dateUpdated: "> 2100-01-01" })).toEqual([])
    expect(titles({ dateUpdated: ">= 1970-01-01" })).toHaveLength(store.entries.filter((e) => e.enabled && e.dateUpdated).length)
  })

  test("postDate takes the same comparisons", () => {
    const blog = store.entries.filter((e) => e.sectionHandle === "blog")
    const later = blog.reduce((a, b) => (Date.parse(String(a.postDate)) > Date.parse(String(b.postDate)) ? a : b))
    expect(titles({ section: ["blog"], postDate: `>= ${String(later.postDate)}` })).toEqual([later.title])
  })

  test("id takes a list", () => {
    const [a, b] = store.entries.filter((e) => e.enabled)
    expect(titles({ id: [a!.id, Number(b!.id)] })).toEqual([a!.title, b!.title].sort())
  })
})
