import {
  availablePlans,
  categoryOptions,
  filterIntegrations,
  integrationFilterSearch,
  isFiltered,
  noFilter,
  parseIntegrationFilter,
  plansSummary,
  resultSummary,
  type FilterableIntegration,
} from "../../../src/lib/integrations/filters"

const integrations: Array<FilterableIntegration & { title: string }> = [
  {
    title: "Aircall",
    categorySlugs: ["telephony"],
    isAvailableStarter: false,
    isAvailableBasic: true,
    isAvailableProfessional: true,
    isAvailableBusiness: true,
  },
  {
    title: "DocuSign",
    categorySlugs: ["e-signature"],
    isAvailableStarter: false,
    isAvailableBasic: false,
    isAvailableProfessional: true,
    isAvailableBusiness: true,
  },
  { title: "Slack", categorySlugs: ["team-chat"], isAvailableStarter: true, isAvailableBasic: true, isAvailableProfessional: true, isAvailableBusiness: true },
  {
    title: "Dialpad",
    categorySlugs: ["telephony", "video-calls"],
    isAvailableStarter: null,
    isAvailableBasic: null,
    isAvailableProfessional: true,
    isAvailableBusiness: null,
  },
]
const slugs = ["telephony", "e-signature", "team-chat", "video-calls"]
const titles = (filter: Parameters<typeof filterIntegrations>[1]) => filterIntegrations(integrations, filter).map((i) => i.title)

describe("filterIntegrations", () => {
  test.each([
    [noFilter, ["Aircall", "DocuSign", "Slack", "Dialpad"]],
    [{ category: "telephony", plan: null }, ["Aircall", "Dialpad"]],
    [{ category: "video-calls", plan: null }, ["Dialpad"]],
    [{ category: null, plan: "starter" }, ["Slack"]],
    [{ category: null, plan: "professional" }, ["Aircall", "DocuSign", "Slack", "Dialpad"]],
    [{ category: null, plan: "business" }, ["Aircall", "DocuSign", "Slack"]],
    [{ category: "telephony", plan: "basic" }, ["Aircall"]],
    [{ category: "e-signature", plan: "starter" }, []],
  ] as const)("%j → %j", (filter, expected) => {
    expect(titles(filter)).toEqual(expected)
  })
})

describe("the filter in the address", () => {
  test.each([
    ["", noFilter],
    ["?category=telephony", { category: "telephony", plan: null }],
    ["?plan=Basic", { category: null, plan: "basic" }],
    ["?category=telephony&plan=business&utm_source=x", { category: "telephony", plan: "business" }],
    ["?category=no-such-category&plan=enterprise", noFilter],
    ["?category=&plan=", noFilter],
  ])("%p → %j", (search, expected) => {
    expect(parseIntegrationFilter(search, slugs)).toEqual(expected)
  })

  test.each([
    ["", { category: "telephony", plan: null }, "?category=telephony"],
    ["?category=telephony", { category: "telephony", plan: "basic" }, "?category=telephony&plan=basic"],
    ["?utm_source=x&category=telephony&plan=basic", noFilter, "?utm_source=x"],
    ["?category=telephony", noFilter, ""],
  ] as const)("%p + %j → %p", (search, filter, expected) => {
    expect(integrationFilterSearch(search, filter)).toBe(expected)
    expect(parseIntegrationFilter(expected, slugs)).toEqual(filter)
  })

  test("isFiltered", () => {
    expect(isFiltered(noFilter)).toBe(false)
    expect(isFiltered({ category: null, plan: "basic" })).toBe(true)
  })
})

describe("what the cards and the live region say", () => {
  test("availablePlans and plansSummary", () => {
    expect(availablePlans(integrations[0]!)).toEqual(["basic", "professional", "business"])
    expect(plansSummary(availablePlans(integrations[0]!))).toBe("Basic and up")
    expect(plansSummary(["starter", "basic", "professional", "business"])).toBe("All plans")
    expect(plansSummary(["professional", "business"])).toBe("Professional and Business")
    expect(plansSummary(["professional"])).toBe("Professional only")
    expect(plansSummary(["starter", "professional"])).toBe("Starter and Professional")
    expect(plansSummary([])).toBeNull()
  })

  test.each([
    [7, 7, "7 integrations"],
    [1, 1, "1 integration"],
    [2, 7, "Showing 2 of 7 integrations"],
    [0, 7, "No integrations match"],
  ])("resultSummary(%p, %p) → %p", (shown, total, expected) => {
    expect(resultSummary(shown, total)).toBe(expected)
  })

  test("categoryOptions: each category once, by title, with its count", () => {
    expect(
      categoryOptions([
        { categories: [{ slug: "telephony", title: "Telephony" }] },
        {
          categories: [
            { slug: "telephony", title: "Telephony" },
            { slug: "accounting", title: "Accounting" },
            { slug: "telephony", title: "Telephony" },
          ],
        },
        { categories: [null, { slug: null, title: "No slug" }] },
        { categories: null },
      ]),
    ).toEqual([
      { slug: "accounting", title: "Accounting", count: 1 },
      { slug: "telephony", title: "Telephony", count: 2 },
    ])
  })
})
