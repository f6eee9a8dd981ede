import { planCtasFor, planOwnCtas, personalisedPlanCtas, pricingRowsFor, pricingStatuses } from "../../../src/lib/pricing/plan-ctas"
import { selectPersonalization, userStatuses, type GlobalUserPersonalization } from "../../../src/lib/personalization"

const professional = { title: "Professional", planType: "professional" }
const links = [
  { label: "Try Rapport free", url: "/signup", target: null },
  { label: "Get a demo", url: "/demos", target: "" },
]

describe("planOwnCtas: every CTA of the plan", () => {
  test("each CTA in order, with a placement of its own", () => {
    expect(planOwnCtas(professional, links)).toEqual([
      { label: "Try Rapport free", url: "/signup", target: null, placement: "Pricing plans / Professional / 1" },
      { label: "Get a demo", url: "/demos", target: null, placement: "Pricing plans / Professional / 2" },
    ])
  })

  test("CTAs missing a label or URL are skipped; none left offers the free trial", () => {
    expect(planOwnCtas(professional, [null, { label: "", url: "/signup" }, { label: "Talk to sales", url: "https://cal.example/x", target: "_blank" }])).toEqual([
      { label: "Talk to sales", url: "https://cal.example/x", target: "_blank", placement: "Pricing plans / Professional / 1" },
    ])
    expect(planOwnCtas({ title: null, planType: "starter" }, [undefined, { label: "x", url: null }])).toEqual([
      { label: "Try Rapport free", url: "/signup", target: null, placement: "Pricing plans / starter / 1" },
    ])
  })
})

describe("personalised pricing CTAs per plan (SPEC 4.2, 6)", () => {
  const global: GlobalUserPersonalization = {
    applyPersonalizations: true,
    pricingPersonalizationCtas: [
      { userStatus: "loggedIn", planType: "starter", ctaText: "Switch to Starter", ctaUrl: "https://app.rapport.example/billing?plan=starter" },
      { userStatus: "loggedIn", planType: "Professional", ctaText: "Upgrade to Professional", ctaUrl: "https://app.rapport.example/billing?plan=professional" },
      { userStatus: "loggedIn", planType: null, ctaText: "Change plan", ctaUrl: "https://app.rapport.example/billing" },
      { userStatus: "anonymous", planType: "business", ctaText: "Talk to sales", ctaUrl: "/demos" },
    ],
  }
  const rowsFor = (status: string) => selectPersonalization(global, status).pricingCtas

  test("a recognised visitor gets the row for the plan's type instead of the plan's CTAs", () => {
    expect(planCtasFor(professional, links, rowsFor(userStatuses.recognised))).toEqual([
      { label: "Upgrade to Professional", url: "https://app.rapport.example/billing?plan=professional", target: null, placement: "Pricing plans / Professional / personalised" },
    ])
    expect(planCtasFor({ title: "Starter", planType: "starter" }, links, rowsFor(userStatuses.recognised))[0]!.label).toBe("Switch to Starter")
  })

  test("a plan no row names takes the rows meant for every plan", () => {
    expect(personalisedPlanCtas({ title: "Basic", planType: "basic" }, rowsFor(userStatuses.recognised))).toEqual([
      { label: "Change plan", url: "https://app.rapport.example/billing", target: null, placement: "Pricing plans / Basic / personalised" },
    ])
  })

  test("the rows follow the visitor's status: an anonymous visitor keeps the plan's CTAs except where the anonymous rows say otherwise", () => {
    expect(planCtasFor(professional, links, rowsFor(userStatuses.anonymous))).toEqual(planOwnCtas(professional, links))
    expect(planCtasFor({ title: "Business", planType: "business" }, links, rowsFor(userStatuses.anonymous))[0]!.label).toBe("Talk to sales")
  })

  test("personalisation switched off, or no rows: the plan's own CTAs", () => {
    expect(planCtasFor(professional, links, selectPersonalization({ ...global, applyPersonalizations: false }, userStatuses.recognised).pricingCtas)).toEqual(planOwnCtas(professional, links))
    expect(planCtasFor(professional, links, [])).toEqual(planOwnCtas(professional, links))
  })

  test("several rows for one plan are all offered, each with its placement", () => {
    const rows = [
      { planType: "professional", text: "Upgrade", url: "/a" },
      { planType: "professional", text: "Compare in the app", url: "/b" },
    ]
    expect(personalisedPlanCtas(professional, rows).map((cta) => cta.placement)).toEqual(["Pricing plans / Professional / personalised 1", "Pricing plans / Professional / personalised 2"])
  })
})

describe("pricingRowsFor: the pricing block's own reading of the global, for every status at once", () => {
  const global: GlobalUserPersonalization = {
    applyPersonalizations: true,
    pricingPersonalizationCtas: [
      null,
      { userStatus: " LoggedIn ", planType: "starter", ctaText: "Switch", ctaUrl: "/a" },
      { userStatus: "loggedIn", planType: null, ctaText: "Change plan", ctaUrl: "/b" },
      { userStatus: "loggedIn", planType: "basic", ctaText: "", ctaUrl: "/c" },
      { userStatus: "trial", planType: "basic", ctaText: "Keep Basic", ctaUrl: "/d" },
      { userStatus: null, planType: "basic", ctaText: "No status", ctaUrl: "/e" },
    ],
  }

  test.each(["loggedIn", "LOGGEDIN", "trial", "anonymous", ""])("picks what selectPersonalization picks for %p", (status) => {
    expect(pricingRowsFor(global, status)).toEqual(selectPersonalization(global, status).pricingCtas)
    expect(pricingRowsFor({ ...global, applyPersonalizations: false }, status)).toEqual(selectPersonalization({ ...global, applyPersonalizations: false }, status).pricingCtas)
  })

  test("pricingStatuses: each status with rows, once; none when personalisation is off", () => {
    expect(pricingStatuses(global)).toEqual(["loggedin", "trial"])
    expect(pricingStatuses({ ...global, applyPersonalizations: null })).toEqual([])
    expect(pricingStatuses(null)).toEqual([])
  })
})
