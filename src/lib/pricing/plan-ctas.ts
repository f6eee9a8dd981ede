/**
 * The calls to action of a pricing plan (SPEC 3.10): every CTA item of the plan for an
 * anonymous visitor, and for a recognised one (SPEC 4.2, 6) the personalisation global's
 * pricingPersonalizationCtas rows for their userStatus and the plan's planType instead.
 * Each CTA carries its own placement label, so analytics tells the plans and the buttons apart.
 */
import { site } from "../../config/site"
import type { PersonalizedPricingCta } from "../personalization/selection"

/** A CTA item's link as the data layer has it (CmsLinkFields). */
export interface PlanLink {
  label: string | null
  url: string | null
  target?: string | null
}

export interface PlanCta {
  label: string
  url: string
  target: string | null
  /** Where the CTA sits, for the analytics event (SmartLink's placement). */
  placement: string
}

export interface PlanIdentity {
  title: string | null
  planType: string | null
}

const PLACEMENT_PREFIX = "Pricing plans"

const planName = (plan: PlanIdentity): string => plan.title?.trim() || plan.planType?.trim() || "Plan"

/**
 * The plan's own CTA items, in the editor's order, each with a placement of its own
 * ('Pricing plans / Professional / 2'). A plan whose CTAs are all empty still offers the trial.
 */
export function planOwnCtas(plan: PlanIdentity, links: ReadonlyArray<PlanLink | null | undefined>): PlanCta[] {
  const usable = links.flatMap((link) => (link?.label?.trim() && link.url?.trim() ? [{ label: link.label.trim(), url: link.url.trim(), target: link.target?.trim() || null }] : []))
  const ctas = usable.length > 0 ? usable : [{ label: `Try ${site.name} free`, url: site.signupPath, target: null }]
  return ctas.map((cta, index) => ({ ...cta, placement: `${PLACEMENT_PREFIX} / ${planName(plan)} / ${index + 1}` }))
}

const sameType = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase()

/**
 * The personalised rows that apply to a plan: those naming its planType; when none does,
 * the rows without a planType (meant for every plan). Empty when the visitor's status has
 * none: the plan's own CTAs stay.
 */
export function personalisedPlanCtas(plan: PlanIdentity, rows: ReadonlyArray<PersonalizedPricingCta>): PlanCta[] {
  const forPlan = rows.filter((row) => row.planType?.trim() && sameType(row.planType, plan.planType))
  const chosen = forPlan.length > 0 ? forPlan : rows.filter((row) => !row.planType?.trim())
  return chosen.map((row, index) => ({
    label: row.text,
    url: row.url,
    target: null,
    placement: `${PLACEMENT_PREFIX} / ${planName(plan)} / personalised${chosen.length > 1 ? ` ${index + 1}` : ""}`,
  }))
}

/** What a plan offers a visitor whose personalisation selected `rows`. */
export function planCtasFor(plan: PlanIdentity, links: ReadonlyArray<PlanLink | null | undefined>, rows: ReadonlyArray<PersonalizedPricingCta>): PlanCta[] {
  const personalised = personalisedPlanCtas(plan, rows)
  return personalised.length > 0 ? personalised : planOwnCtas(plan, links)
}

/** The personalisation global's pricing side, as the pricing block reads it for every status at once. */
export interface PricingPersonalization {
  applyPersonalizations?: boolean | null
  pricingPersonalizationCtas?: ReadonlyArray<{ userStatus: string | null; planType?: string | null; ctaText: string | null; ctaUrl: string | null } | null | undefined> | null
}

const statusKey = (status: string | null | undefined): string => (status ?? "").trim().toLowerCase()

/**
 * The pricing rows for a status, picked exactly as selectPersonalization picks them
 * (personalisation on, status compared case-insensitively, rows without text or URL skipped;
 * a test holds the two together). Here so the pricing block, a chunk of its own, can lay out
 * every status's CTAs without making the personalisation module export more from the app chunk.
 */
export function pricingRowsFor(global: PricingPersonalization | null | undefined, status: string): PersonalizedPricingCta[] {
  if (!global || global.applyPersonalizations !== true) return []
  return (global.pricingPersonalizationCtas ?? []).flatMap((row) =>
    row && statusKey(row.userStatus) === statusKey(status) && row.ctaText && row.ctaUrl ? [{ planType: row.planType ?? null, text: row.ctaText, url: row.ctaUrl }] : [],
  )
}

/** Every status the global has pricing rows for (lower case), besides the default. */
export function pricingStatuses(global: PricingPersonalization | null | undefined): string[] {
  if (!global || global.applyPersonalizations !== true) return []
  return [...new Set((global.pricingPersonalizationCtas ?? []).flatMap((row) => (row?.userStatus?.trim() ? [statusKey(row.userStatus)] : [])))]
}
