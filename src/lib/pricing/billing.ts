/**
 * The pricing page's billing period (SPEC 3.10, 9.1): annual by default, monthly when the
 * address says so (`?billing=monthly`), so a reload, a shared link and Back keep the choice.
 * The default is never written: /pricing is the annual page, /pricing?billing=monthly the monthly one.
 */
export type Billing = "annually" | "monthly"

export const DEFAULT_BILLING: Billing = "annually"
export const BILLING_PARAM = "billing"

/** How the URL spells each period. */
const PARAM_VALUE: Record<Billing, string> = { annually: "annual", monthly: "monthly" }

/** The period a query string asks for; anything unknown (or nothing) is the default. */
export function parseBilling(search: string): Billing {
  const value = new URLSearchParams(search).get(BILLING_PARAM)?.trim().toLowerCase()
  return value === "monthly" ? "monthly" : DEFAULT_BILLING
}

/**
 * The query string for a period, keeping every other parameter (campaign parameters must
 * survive a switch): '' or '?…' ready to append to the path.
 */
export function billingSearch(search: string, billing: Billing): string {
  const params = new URLSearchParams(search)
  if (billing === DEFAULT_BILLING) params.delete(BILLING_PARAM)
  else params.set(BILLING_PARAM, PARAM_VALUE[billing])
  const query = params.toString()
  return query ? `?${query}` : ""
}
