import { featureCell, formatPrice, isPricingTier, planAnchor, type FeatureColumns } from "../../../src/lib/pricing/prices"

describe("formatPrice", () => {
  test.each([
    [12, "$12"],
    [12.5, "$12.50"],
    [0, "$0"],
    [null, "—"],
    [undefined, "—"],
    [Number.NaN, "—"],
  ])("%p → %p", (value, expected) => {
    expect(formatPrice(value)).toBe(expected)
  })
})

test("planAnchor and isPricingTier", () => {
  expect(planAnchor(" Professional ")).toBe("plan-professional")
  expect(planAnchor("team plus")).toBe("plan-team-plus")
  expect(isPricingTier("business")).toBe(true)
  expect(isPricingTier("enterprise")).toBe(false)
  expect(isPricingTier(null)).toBe(false)
})

describe("featureCell: a plan's column of a feature, by billing period", () => {
  const feature: FeatureColumns = {
    starterText: "Self-serve guides",
    starterTextMonthly: "Self-serve guides",
    professionalText: "1:1 onboarding session",
    professionalTextMonthly: "Live group onboarding",
    basicCheckmark: true,
    basicCheckmarkMonthly: false,
    basicText: "",
    basicTextMonthly: "",
    businessCheckmark: true,
    businessCheckmarkMonthly: false,
    businessText: "",
    businessTextMonthly: "Paid add-on",
  }

  test("annual billing reads {tier}Text, else {tier}Checkmark", () => {
    expect(featureCell(feature, "professional", "annually")).toEqual({ kind: "text", text: "1:1 onboarding session" })
    expect(featureCell(feature, "basic", "annually")).toEqual({ kind: "check", included: true })
  })

  test("monthly billing reads {tier}TextMonthly and {tier}CheckmarkMonthly", () => {
    expect(featureCell(feature, "professional", "monthly")).toEqual({ kind: "text", text: "Live group onboarding" })
    expect(featureCell(feature, "basic", "monthly")).toEqual({ kind: "check", included: false })
    expect(featureCell(feature, "business", "monthly")).toEqual({ kind: "text", text: "Paid add-on" })
  })

  test("monthly columns left blank (null) fall back to the annual ones", () => {
    expect(featureCell({ starterText: "Up to 2,500", starterTextMonthly: null, starterCheckmarkMonthly: null }, "starter", "monthly")).toEqual({
      kind: "text",
      text: "Up to 2,500",
    })
    expect(featureCell({ starterCheckmark: true }, "starter", "monthly")).toEqual({ kind: "check", included: true })
  })

  test("an empty row is 'not included'", () => {
    expect(featureCell({}, "starter", "annually")).toEqual({ kind: "check", included: false })
  })
})
