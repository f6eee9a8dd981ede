/** Plan prices and the plan comparison's cells (SPEC 3.10), as the pricing plans block shows them. */
import type { Billing } from "./billing"

export const pricingTiers = ["starter", "basic", "professional", "business"] as const
export type PricingTier = (typeof pricingTiers)[number]

export const isPricingTier = (value: string | null | undefined): value is PricingTier => (pricingTiers as readonly string[]).includes(value ?? "")

/** The currency every plan is priced in (ISO 4217), for the page and its structured data. */
export const PRICE_CURRENCY = "USD"

/** The id of a plan's card on its page, the plan's own URL ('/pricing#plan-professional'). */
export const planAnchor = (planType: string): string =>
  `plan-${planType
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")}`

/** '$12', '$12.50'; an empty price is a dash, never '$0'. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—"
  return value % 1 === 0 ? `$${value}` : `$${value.toFixed(2)}`
}

/** A feature's per-tier columns (the pricing feature rows of the pricing plans block). */
export type FeatureColumns = { [Key in `${PricingTier}${"Checkmark" | "CheckmarkMonthly"}`]?: boolean | null } & {
  [Key in `${PricingTier}${"Text" | "TextMonthly"}`]?: string | null
}

export type FeatureCell = { kind: "text"; text: string } | { kind: "check"; included: boolean }

/**
 * What a plan's column says of a feature for a billing period: its text when it has one,
 * else whether it is included. Monthly billing reads the {tier}TextMonthly / {tier}CheckmarkMonthly
 * columns, and falls back to the annual ones only when the monthly column is empty (null),
 * so an editor can leave a row's monthly columns blank when nothing differs.
 */
export function featureCell(feature: FeatureColumns, tier: PricingTier, billing: Billing): FeatureCell {
  const annual = columnCell(feature[`${tier}Text`], feature[`${tier}Checkmark`])
  if (billing === "annually") return annual
  const monthlyText = feature[`${tier}TextMonthly`]
  const monthlyCheck = feature[`${tier}CheckmarkMonthly`]
  const monthlyBlank = !monthlyText?.trim() && (monthlyCheck === null || monthlyCheck === undefined)
  return monthlyBlank ? annual : columnCell(monthlyText, monthlyCheck)
}

function columnCell(text: string | null | undefined, check: boolean | null | undefined): FeatureCell {
  const clean = text?.trim()
  return clean ? { kind: "text", text: clean } : { kind: "check", included: check === true }
}
