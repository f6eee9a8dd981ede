import { planCtasFor, planOwnCtas, personalisedPlanCtas, pricingRowsFor, pricingStatuses } from "../../../src/lib/pricing/plan-ctas"
import { selectPersonalization, userStatuses, type GlobalUserPersonalization } from "../../../src/lib/personalization/personalization"

const professional = { title: "Professional", planType: "professional", featured: true }
const button = (cmsId: string, label: string, href: string, extra: Record<string, unknown> = {}) => ({
  __typename: "CmsCtasCtasEntry",
  cmsId,
  button: { url: href, customText: label },
  ...extra,
})
const links = [button("c1", "Try Rapport free", "/signup"), button("c2", "Get a demo", "/demos")]
/** What a test reads of a plan CTA: its label, what it does, its colour and placement. */
const seen = (ctas: ReturnType<typeof planOwnCtas>) =>
  ctas.map(({ view, placement }) => ({ label: view.label, action: view.action, color: view.color, placement }))

describe("planOwnCtas: every CTA item of the plan, through the CTA item rules", () => {
  test("each CTA in order, with a placement of its own; the featured plan's first is the brand colour, the rest outlined", () => {
    expect(seen(planOwnCtas(professional, links))).toEqual([
      {
        label: "Try Rapport free",
        action: { type: "navigate", href: "/signup", target: null, ariaLabel: null, title: null },
        color: "primary",
        placement: "Pricing plans / Professional / 1",
      },
      {
        label: "Get a demo",
        action: { type: "navigate", href: "/demos", target: null, ariaLabel: null, title: null },
        color: "secondary",
        placement: "Pricing plans / Professional / 2",
      },
    ])
    expect(planOwnCtas({ ...professional, featured: false }, links).map((cta) => cta.view.color)).toEqual(["secondary", "secondary"])
  })

  test("the item's own settings win: its buttonColor, a modal trigger, a video modal", () => {
    const ctas = planOwnCtas(professional, [
      button("c1", "See it in action", "/demos", { buttonColor: [{ slug: "dark" }], videoModal: true, videoId: "dQw4w9WgXcQ" }),
      button("c2", "Talk to sales", "/demos", { modalTrigger: true }),
    ])
    expect(seen(ctas)).toEqual([
      { label: "See it in action", action: { type: "video", videoId: "dQw4w9WgXcQ" }, color: "dark", placement: "Pricing plans / Professional / 1" },
      { label: "Talk to sales", action: { type: "demoModal" }, color: "secondary", placement: "Pricing plans / Professional / 2" },
    ])
  })

  test("the editors' white button reads as the outlined one on the white plan card, where white would not show", () => {
    expect(planOwnCtas(professional, [button("c1", "Try Rapport free", "/signup", { buttonColor: [{ slug: "white" }] })])[0]!.view.color).toBe("secondary")
    expect(planOwnCtas(professional, [button("c1", "Try Rapport free", "/signup", { buttonColor: [{ slug: "pink" }] })])[0]!.view.color).toBe("primary")
  })

  test("items that can do nothing are skipped, and the next takes their place; none left offers the free trial", () => {
    const ctas = planOwnCtas(professional, [
      null,
      button("c0", "", ""),
      button("c3", "Talk to sales", "https://cal.example/x", { button: { url: "https://cal.example/x", customText: "Talk to sales", target: "_blank" } }),
    ])
    expect(seen(ctas)).toEqual([
      {
        label: "Talk to sales",
        action: { type: "navigate", href: "https://cal.example/x", target: "_blank", ariaLabel: null, title: null },
        color: "primary",
        placement: "Pricing plans / Professional / 1",
      },
    ])
    expect(seen(planOwnCtas({ title: null, planType: "starter" }, [undefined, { __typename: "CmsCtasCtasEntry", button: null }]))).toEqual([
      {
        label: "Try Rapport free",
        action: { type: "navigate", href: "/signup", target: null, ariaLabel: null, title: null },
        color: "secondary",
        placement: "Pricing plans / starter / 1",
      },
    ])
  })
})

describe("personalised pricing CTAs per plan (SPEC 4.2, 6)", () => {
  const global: GlobalUserPersonalization = {
    applyPersonalizations: true,
    pricingPersonalizationCtas: [
      { userStatus: [{ slug: "loggedIn" }], planType: "starter", ctaText: "Switch to Starter", ctaUrl: "https://app.rapport.example/billing?plan=starter" },
      {
        userStatus: [{ slug: "loggedIn" }],
        planType: "Professional",
        ctaText: "Upgrade to Professional",
        ctaUrl: "https://app.rapport.example/billing?plan=professional",
      },
      { userStatus: [{ slug: "loggedIn" }], planType: null, ctaText: "Change plan", ctaUrl: "https://app.rapport.example/billing" },
      { userStatus: [{ slug: "anonymous" }], planType: "business", ctaText: "Talk to sales", ctaUrl: "/demos" },
    ],
  }
  const rowsFor = (status: string) => selectPersonalization(global, status).pricingCtas

  test("a recognised visitor gets the row for the plan's type instead of the plan's CTAs", () => {
    expect(seen(planCtasFor(professional, links, rowsFor(userStatuses.recognised)))).toEqual([
      {
        label: "Upgrade to Professional",
        action: { type: "navigate", href: "https://app.rapport.example/billing?plan=professional", target: null, ariaLabel: null, title: null },
        color: "primary",
        placement: "Pricing plans / Professional / personalised",
      },
    ])
    expect(planCtasFor({ title: "Starter", planType: "starter" }, links, rowsFor(userStatuses.recognised))[0]!.view.label).toBe("Switch to Starter")
  })

  test("a plan no row names takes the rows meant for every plan", () => {
    expect(seen(personalisedPlanCtas({ title: "Basic", planType: "basic" }, rowsFor(userStatuses.recognised)))).toEqual([
      {
        label: "Change plan",
        action: { type: "navigate", href: "https://app.rapport.example/billing", target: null, ariaLabel: null, title: null },
        color: "secondary",
        placement: "Pricing plans / Basic / personalised",
      },
    ])
  })

  test("the rows follow the visitor's status: an anonymous visitor keeps the plan's CTAs except where the anonymous rows say otherwise", () => {
    expect(planCtasFor(professional, links, rowsFor(userStatuses.anonymous))).toEqual(planOwnCtas(professional, links))
    expect(planCtasFor({ title: "Business", planType: "business" }, links, rowsFor(userStatuses.anonymous))[0]!.view.label).toBe("Talk to sales")
  })

  test("personalisation switched off, or no rows: the plan's own CTAs", () => {
    expect(planCtasFor(professional, links, selectPersonalization({ ...global, applyPersonalizations: false }, userStatuses.recognised).pricingCtas)).toEqual(
      planOwnCtas(professional, links),
    )
    expect(planCtasFor(professional, links, [])).toEqual(planOwnCtas(professional, links))
  })

  test("several rows for one plan are all offered, each with its placement", () => {
    const rows = [
      { planType: "professional", text: "Upgrade", url: "/a" },
      { planType: "professional", text: "Compare in the app", url: "/b" },
    ]
    expect(personalisedPlanCtas(professional, rows).map((cta) => cta.placement)).toEqual([
      "Pricing plans / Professional / personalised 1",
      "Pricing plans / Professional / personalised 2",
    ])
  })
})

describe("pricingRowsFor: the pricing block's own reading of the global, for every status at once", () => {
  const global: GlobalUserPersonalization = {
    applyPersonalizations: true,
    pricingPersonalizationCtas: [
      null,
      { userStatus: [{ slug: " LoggedIn " }], planType: "starter", ctaText: "Switch", ctaUrl: "/a" },
      { userStatus: [{ slug: "loggedIn" }], planType: null, ctaText: "Change plan", ctaUrl: "/b" },
      { userStatus: [{ slug: "loggedIn" }], planType: "basic", ctaText: "", ctaUrl: "/c" },
      { userStatus: [{ slug: "trial" }], planType: "basic", ctaText: "Keep Basic", ctaUrl: "/d" },
      { userStatus: null, planType: "basic", ctaText: "No status", ctaUrl: "/e" },
    ],
  }

  test.each(["loggedIn", "LOGGEDIN", "trial", "anonymous", ""])("picks what selectPersonalization picks for %p", (status) => {
    expect(pricingRowsFor(global, status)).toEqual(selectPersonalization(global, status).pricingCtas)
    expect(pricingRowsFor({ ...global, applyPersonalizations: false }, status)).toEqual(
      selectPersonalization({ ...global, applyPersonalizations: false }, status).pricingCtas,
    )
  })

  test("pricingStatuses: each status with rows, once; none when personalisation is off", () => {
    expect(pricingStatuses(global)).toEqual(["loggedin", "trial"])
    expect(pricingStatuses({ ...global, applyPersonalizations: null })).toEqual([])
    expect(pricingStatuses(null)).toEqual([])
  })
})
