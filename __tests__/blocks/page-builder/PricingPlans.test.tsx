/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PricingPlans } from "../../../src/blocks/page-builder/PricingPlans"
import { PersonalizationProvider, type GlobalUserPersonalization } from "../../../src/lib/personalization/personalization"
import { installStatusVariantStyles } from "../../support/status-variant-styles"

// Every status's CTAs are in the card; the site's stylesheet shows the visitor's (lib/personalization/head-script.ts).
beforeAll(installStatusVariantStyles)

const cta = (cmsId: string, label: string, url: string) => ({ __typename: "CmsCtasCtasEntry", cmsId, button: { customText: label, url, target: null } })
const plan = (planType: string, title: string, billedMonthly: number, billedAnnually: number, ctas: unknown[]) => ({
  cmsId: planType,
  title,
  featured: planType === "professional",
  planType,
  paragraph: null,
  planUpgradeStats: null,
  billedMonthly,
  billedAnnually,
  planFeatures: [],
  ctas,
})
const block = {
  heading: "Choose the plan that fits your team",
  plans: [
    plan("starter", "Starter", 15, 12, [cta("1", "Try Rapport free", "/signup")]),
    plan("professional", "Professional", 45, 36, [cta("2", "Try Rapport free", "/signup"), cta("3", "Get a demo", "/demos")]),
  ],
  pricingFeatures: [
    {
      featureTitle: "Sales pipelines",
      titleLink: "/track-leads",
      tagText: null,
      featureDescription: null,
      featureComingSoon: false,
      starterText: "1",
      starterTextMonthly: "1",
      professionalText: "Unlimited",
      professionalTextMonthly: "Unlimited",
    },
    {
      featureTitle: "Onboarding",
      titleLink: null,
      tagText: "New",
      featureDescription: null,
      featureComingSoon: false,
      starterText: "Guides",
      starterTextMonthly: "Guides",
      professionalText: "1:1 session",
      professionalTextMonthly: "Group session",
    },
  ],
} as unknown as Queries.PricingPlansBlockFragment

const personalization: GlobalUserPersonalization = {
  applyPersonalizations: true,
  pricingPersonalizationCtas: [
    { userStatus: [{ slug: "loggedIn" }], planType: "starter", ctaText: "Switch to Starter", ctaUrl: "https://app.rapport.example/billing?plan=starter" },
    {
      userStatus: [{ slug: "loggedIn" }],
      planType: "professional",
      ctaText: "Upgrade to Professional",
      ctaUrl: "https://app.rapport.example/billing?plan=professional",
    },
  ],
}

function renderPlans(loggedInCookie?: string) {
  return render(
    <PersonalizationProvider global={personalization} readLoggedInCookie={() => loggedInCookie}>
      <PricingPlans block={block} isFirst={false} />
    </PersonalizationProvider>,
  )
}

const card = (title: string) => screen.getByRole("heading", { name: title, level: 3 }).closest("li") as HTMLElement

beforeEach(() => window.history.replaceState(null, "", "/pricing"))

test("every CTA of a plan is offered; feature titles link and carry their tag", () => {
  renderPlans()
  expect(
    within(card("Professional"))
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Try Rapport free", "Get a demo"])
  expect(
    within(card("Starter"))
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Try Rapport free"])
  expect(screen.getByRole("link", { name: "Sales pipelines" })).toHaveAttribute("href", "/track-leads")
  expect(screen.getByRole("rowheader", { name: /Onboarding/ })).toHaveTextContent("OnboardingNew")
  expect(card("Professional")).toHaveAttribute("id", "plan-professional")
})

test("a recognised visitor sees the plan's personalised CTA, and the anonymous CTAs stay laid out, hidden", () => {
  renderPlans("true")
  const professional = card("Professional")
  // The application is another site: the link opens a new tab and says so (SmartLink).
  expect(
    within(professional)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Upgrade to Professional (opens in a new tab)"])
  expect(within(professional).getByRole("link", { name: "Upgrade to Professional (opens in a new tab)" })).toHaveAttribute(
    "href",
    expect.stringMatching(/^https:\/\/app\.rapport\.example\/billing\?plan=professional/),
  )
  // The anonymous CTAs keep their box in the same cell, marked for anonymous visitors (and hidden from this one).
  const anonymous = professional.querySelectorAll("[data-for-status='anonymous'] a")
  expect([...anonymous].map((link) => link.textContent)).toEqual(["Try Rapport free", "Get a demo"])
  for (const link of anonymous) expect(link).not.toBeVisible()
})

test("the billing switch: pressed state, address, prices, monthly columns, announcement", async () => {
  const user = userEvent.setup()
  window.history.replaceState(null, "", "/pricing?utm_source=linkedin")
  renderPlans()
  const monthly = screen.getByRole("button", { name: "Billed monthly" })
  expect(screen.getByRole("button", { name: "Billed annually" })).toHaveAttribute("aria-pressed", "true")
  await user.click(monthly)
  expect(monthly).toHaveAttribute("aria-pressed", "true")
  expect(window.location.search).toBe("?utm_source=linkedin&billing=monthly")
  expect(screen.getByRole("status")).toHaveTextContent("Showing prices billed monthly")
  const active = (element: HTMLElement) => [...element.querySelectorAll("[data-active='true']")].map((node) => node.textContent)
  expect(active(card("Starter"))[0]).toMatch(/^\$15 per user/)
  expect(active(screen.getByRole("row", { name: /Onboarding/ }))).toEqual(["Group session"])
  await user.click(screen.getByRole("button", { name: "Billed annually" }))
  expect(window.location.search).toBe("?utm_source=linkedin")
})

test("the address's period is read on mount and on Back/Forward", () => {
  window.history.replaceState(null, "", "/pricing?billing=monthly")
  renderPlans()
  expect(screen.getByRole("button", { name: "Billed monthly" })).toHaveAttribute("aria-pressed", "true")
  act(() => {
    window.history.replaceState(null, "", "/pricing")
    window.dispatchEvent(new PopStateEvent("popstate"))
  })
  expect(screen.getByRole("button", { name: "Billed annually" })).toHaveAttribute("aria-pressed", "true")
})

test("the heading, a feature's featureDescription and featureComingSoon, and every tier's Checkmark, CheckmarkMonthly, Text and TextMonthly columns", async () => {
  const user = userEvent.setup()
  const tiers = ["starter", "basic", "professional", "business"] as const
  const wide = {
    ...block,
    heading: "Plans for every stage",
    plans: tiers.map((tier, i) => plan(tier, tier[0]!.toUpperCase() + tier.slice(1), 10 * (i + 1), 8 * (i + 1), [])),
    pricingFeatures: [
      {
        featureTitle: "Email sequences",
        titleLink: null,
        tagText: null,
        featureDescription: "Follow-ups that stop when the client replies.",
        featureComingSoon: true,
        starterCheckmark: false,
        starterCheckmarkMonthly: false,
        basicCheckmark: true,
        basicCheckmarkMonthly: false,
        professionalCheckmark: true,
        professionalCheckmarkMonthly: true,
        businessCheckmark: false,
        businessCheckmarkMonthly: true,
      },
      {
        featureTitle: "Seats included",
        titleLink: null,
        tagText: null,
        featureDescription: null,
        featureComingSoon: false,
        starterText: "1",
        starterTextMonthly: "1",
        basicText: "3",
        basicTextMonthly: "2",
        professionalText: "10",
        professionalTextMonthly: "8",
        businessText: "Unlimited",
        businessTextMonthly: "25",
      },
    ],
  } as unknown as Queries.PricingPlansBlockFragment
  render(
    <PersonalizationProvider global={personalization} readLoggedInCookie={() => undefined}>
      <PricingPlans block={wide} isFirst={false} />
    </PersonalizationProvider>,
  )
  expect(screen.getByRole("heading", { level: 2, name: "Plans for every stage" })).toBeInTheDocument()
  const sequences = screen.getByRole("row", { name: /Email sequences/ })
  expect(within(sequences).getByRole("rowheader")).toHaveTextContent("Email sequencesComing soonFollow-ups that stop when the client replies.")
  // What each tier's cell shows: the billing period's own copy where the two periods differ, else the one copy.
  const active = (row: HTMLElement) =>
    within(row)
      .getAllByRole("cell")
      .map((cell) => (cell.querySelector("[data-active='true']") ?? cell).textContent)
  const seats = screen.getByRole("row", { name: /Seats included/ })
  // Annually (the default): the Checkmark and Text columns, tier by tier.
  expect(active(sequences)).toEqual(["— Not included", "✓ Included", "✓ Included", "— Not included"])
  expect(active(seats)).toEqual(["1", "3", "10", "Unlimited"])
  await user.click(screen.getByRole("button", { name: "Billed monthly" }))
  expect(active(sequences)).toEqual(["— Not included", "— Not included", "✓ Included", "✓ Included"])
  expect(active(seats)).toEqual(["1", "2", "8", "25"])
})
