/**
 * The calls to action of a pricing plan (SPEC 3.10): every CTA item of the plan for an
 * anonymous visitor, and for a recognised one (SPEC 4.2, 6) the personalisation global's
 * pricingPersonalizationCtas rows for their userStatus and the plan's planType instead.
 * Each CTA carries its own placement label, so analytics tells the plans and the buttons apart.
 */
import { site } from "../../config/site"
import { ctaView, type CtaColor, type CtaItemInput, type CtaView } from "../cta/cta-item"
import type { PersonalizedPricingCta } from "../personalization/selection"
import { rowAppliesTo, rowStatuses, type StatusCategories } from "../personalization/status-categories"

/** One call to action of a plan: what the CTA item component renders, and where it sits (SmartLink's placement). */
export interface PlanCta<Image = unknown> {
  view: CtaView<Image>
  /** Where the CTA sits, for the analytics event, e.g. 'Pricing plans / Professional / 2'. */
  placement: string
}

export interface PlanIdentity {
  title: string | null
  planType: string | null
  /** The plan the page features: its first CTA is in the brand colour, the others outlined. */
  featured?: boolean | null
}

const PLACEMENT_PREFIX = "Pricing plans"

const planName = (plan: PlanIdentity): string => plan.title?.trim() || plan.planType?.trim() || "Plan"

/** The colour a plan's CTA takes when its item names none: the featured plan's first CTA is the brand's. */
const defaultColor = (plan: PlanIdentity, index: number): CtaColor => (index === 0 && plan.featured ? "primary" : "secondary")

/**
 * A plan card is white: a light (white) button on it would show as bare text, so there the
 * editors' 'white' reads as the outlined button, which is what it is for on a light surface.
 */
const onPlanCard = (color: CtaColor): CtaColor => (color === "light" ? "secondary" : color)

/** A plain link CTA (a personalised row, the trial fallback) as the CTA item component takes it. */
function linkCta<Image>(plan: PlanIdentity, index: number, label: string, href: string): CtaView<Image> {
  return {
    key: `${index}:${href}`,
    kind: "button",
    label,
    action: { type: "navigate", href, target: null, ariaLabel: null, title: null },
    color: defaultColor(plan, index),
    takeBackgroundColor: false,
    removeUnderline: false,
    backgroundImage: null,
  }
}

/**
 * The plan's own CTA items (SPEC 3.6), in the editor's order, each with a placement of its own
 * ('Pricing plans / Professional / 2'): colour, modal trigger, video modal and the rest as the
 * items say. Items that can do nothing are left out; a plan left with none offers the trial.
 */
export function planOwnCtas<Image>(plan: PlanIdentity, items: ReadonlyArray<CtaItemInput<Image> | null | undefined>): Array<PlanCta<Image>> {
  const views: Array<CtaView<Image>> = []
  for (const item of items) {
    // An item without a buttonColor takes the plan's default for its place among the usable ones.
    const view = ctaView(item, { defaultColor: defaultColor(plan, views.length) })
    if (view) views.push({ ...view, color: onPlanCard(view.color) })
  }
  if (views.length === 0) views.push(linkCta<Image>(plan, 0, `Try ${site.name} free`, site.signupPath))
  return views.map((view, index) => ({ view, placement: `${PLACEMENT_PREFIX} / ${planName(plan)} / ${index + 1}` }))
}

const sameType = (a: string | null | undefined, b: string | null | undefined): boolean => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase()

/**
 * The personalised rows that apply to a plan: those naming its planType; when none does,
 * the rows without a planType (meant for every plan). Empty when the visitor's status has
 * none: the plan's own CTAs stay.
 */
export function personalisedPlanCtas<Image = unknown>(plan: PlanIdentity, rows: ReadonlyArray<PersonalizedPricingCta>): Array<PlanCta<Image>> {
  const forPlan = rows.filter((row) => row.planType?.trim() && sameType(row.planType, plan.planType))
  const chosen = forPlan.length > 0 ? forPlan : rows.filter((row) => !row.planType?.trim())
  return chosen.map((row, index) => ({
    view: linkCta<Image>(plan, index, row.text, row.url),
    placement: `${PLACEMENT_PREFIX} / ${planName(plan)} / personalised${chosen.length > 1 ? ` ${index + 1}` : ""}`,
  }))
}

/** What a plan offers a visitor whose personalisation selected `rows`. */
export function planCtasFor<Image>(
  plan: PlanIdentity,
  items: ReadonlyArray<CtaItemInput<Image> | null | undefined>,
  rows: ReadonlyArray<PersonalizedPricingCta>,
): Array<PlanCta<Image>> {
  const personalised = personalisedPlanCtas<Image>(plan, rows)
  return personalised.length > 0 ? personalised : planOwnCtas(plan, items)
}

/** The personalisation global's pricing side, as the pricing block reads it for every status at once. */
export interface PricingPersonalization {
  applyPersonalizations?: boolean | null
  pricingPersonalizationCtas?: ReadonlyArray<
    { userStatus: StatusCategories; planType?: string | null; ctaText: string | null; ctaUrl: string | null } | null | undefined
  > | null
}

/**
 * The pricing rows for a status, picked exactly as selectPersonalization picks them
 * (personalisation on, status compared case-insensitively, rows without text or URL skipped;
 * a test holds the two together). Here so the pricing block, a chunk of its own, can lay out
 * every status's CTAs without making the personalisation module export more from the app chunk.
 */
export function pricingRowsFor(global: PricingPersonalization | null | undefined, status: string): PersonalizedPricingCta[] {
  if (!global || global.applyPersonalizations !== true) return []
  return (global.pricingPersonalizationCtas ?? []).flatMap((row) =>
    row && rowAppliesTo(row.userStatus, status) && row.ctaText && row.ctaUrl ? [{ planType: row.planType ?? null, text: row.ctaText, url: row.ctaUrl }] : [],
  )
}

/** Every status the global has pricing rows for (lower case), besides the default. */
export function pricingStatuses(global: PricingPersonalization | null | undefined): string[] {
  if (!global || global.applyPersonalizations !== true) return []
  return [...new Set((global.pricingPersonalizationCtas ?? []).flatMap((row) => rowStatuses(row?.userStatus)))]
}
