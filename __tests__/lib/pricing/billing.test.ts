import { billingSearch, DEFAULT_BILLING, parseBilling } from "../../../src/lib/pricing/billing"

describe("parseBilling: the period the address asks for", () => {
  test.each([
    ["", "annually"],
    ["?billing=monthly", "monthly"],
    ["?billing=MONTHLY", "monthly"],
    ["?billing=%20monthly%20", "monthly"],
    ["?billing=annual", "annually"],
    ["?billing=weekly", "annually"],
    ["?billing=", "annually"],
    ["?utm_source=linkedin&billing=monthly", "monthly"],
  ])("%p → %p", (search, expected) => {
    expect(parseBilling(search)).toBe(expected)
  })

  test("annual is the default", () => {
    expect(DEFAULT_BILLING).toBe("annually")
  })
})

describe("billingSearch: the address for a period", () => {
  test.each([
    ["", "monthly", "?billing=monthly"],
    ["?billing=monthly", "annually", ""],
    ["?utm_source=linkedin", "monthly", "?utm_source=linkedin&billing=monthly"],
    ["?utm_source=linkedin&billing=monthly", "annually", "?utm_source=linkedin"],
    ["?billing=weekly", "monthly", "?billing=monthly"],
  ] as const)("%p + %p → %p", (search, billing, expected) => {
    expect(billingSearch(search, billing)).toBe(expected)
  })

  test("what it writes reads back as the same period", () => {
    for (const billing of ["annually", "monthly"] as const) expect(parseBilling(billingSearch("?x=1", billing))).toBe(billing)
  })
})
