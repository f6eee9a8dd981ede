/**
 * The integrations index's filters (SPEC 3.11): by category and by the Rapport plan an
 * integration is available on (isAvailableStarter/Basic/Professional/Business). The state
 * lives in the address (?category={slug}&plan={tier}), so a filtered list can be shared,
 * reloaded and left with Back; anything the address says that the content does not know is
 * read as "any", never as an empty list.
 */
import { pricingTiers, type PricingTier } from "../pricing/prices"

export interface IntegrationFilter {
  /** A category slug, or null for every category. */
  category: string | null
  /** A plan, or null for every plan. */
  plan: PricingTier | null
}

export const FILTER_PARAMS = { category: "category", plan: "plan" } as const

/**
 * Where the filter form goes without JavaScript (the Function api/integrations.ts, which
 * answers lib/integrations/results-page.ts's plain page); with JavaScript it filters in place.
 */
export const INTEGRATIONS_FALLBACK_PATH = "/api/integrations"

export const noFilter: IntegrationFilter = { category: null, plan: null }

export const planLabels: Record<PricingTier, string> = { starter: "Starter", basic: "Basic", professional: "Professional", business: "Business" }

/** An integration as the index filters it. */
export interface FilterableIntegration {
  /** Slugs of its categories. */
  categorySlugs: ReadonlyArray<string>
  isAvailableStarter?: boolean | null
  isAvailableBasic?: boolean | null
  isAvailableProfessional?: boolean | null
  isAvailableBusiness?: boolean | null
}

const availability: Record<PricingTier, keyof FilterableIntegration> = {
  starter: "isAvailableStarter",
  basic: "isAvailableBasic",
  professional: "isAvailableProfessional",
  business: "isAvailableBusiness",
}

/** The plans an integration is available on, cheapest first. */
export function availablePlans(integration: Omit<FilterableIntegration, "categorySlugs">): PricingTier[] {
  return pricingTiers.filter((tier) => (integration as FilterableIntegration)[availability[tier]] === true)
}

/** 'All plans', 'Basic and up', 'Professional and Business', 'Starter only', or null when on none. */
export function plansSummary(plans: ReadonlyArray<PricingTier>): string | null {
  if (plans.length === 0) return null
  if (plans.length === pricingTiers.length) return "All plans"
  const first = pricingTiers.indexOf(plans[0]!)
  const contiguousToTop =
    plans.every((tier, index) => pricingTiers.indexOf(tier) === first + index) && plans[plans.length - 1] === pricingTiers[pricingTiers.length - 1]
  if (contiguousToTop && plans.length > 2) return `${planLabels[plans[0]!]} and up`
  if (plans.length === 1) return `${planLabels[plans[0]!]} only`
  const labels = plans.map((tier) => planLabels[tier])
  return `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`
}

/** The filter an address asks for, among the categories the index has. */
export function parseIntegrationFilter(search: string, categorySlugs: ReadonlyArray<string>): IntegrationFilter {
  const params = new URLSearchParams(search)
  const category = params.get(FILTER_PARAMS.category)?.trim().toLowerCase() ?? ""
  const plan = params.get(FILTER_PARAMS.plan)?.trim().toLowerCase() ?? ""
  return {
    category: categorySlugs.includes(category) ? category : null,
    plan: (pricingTiers as readonly string[]).includes(plan) ? (plan as PricingTier) : null,
  }
}

/** The query string for a filter ('' or '?…'), keeping every other parameter (campaign parameters). */
export function integrationFilterSearch(search: string, filter: IntegrationFilter): string {
  const params = new URLSearchParams(search)
  for (const [key, value] of [
    [FILTER_PARAMS.category, filter.category],
    [FILTER_PARAMS.plan, filter.plan],
  ] as const) {
    if (value) params.set(key, value)
    else params.delete(key)
  }
  const query = params.toString()
  return query ? `?${query}` : ""
}

export function matchesFilter(integration: FilterableIntegration, filter: IntegrationFilter): boolean {
  if (filter.category && !integration.categorySlugs.includes(filter.category)) return false
  if (filter.plan && integration[availability[filter.plan]] !== true) return false
  return true
}

export function filterIntegrations<T extends FilterableIntegration>(integrations: ReadonlyArray<T>, filter: IntegrationFilter): T[] {
  return integrations.filter((integration) => matchesFilter(integration, filter))
}

export const isFiltered = (filter: IntegrationFilter): boolean => filter.category !== null || filter.plan !== null

/** What the live region says: '7 integrations', 'Showing 2 of 7 integrations', 'No integrations match'. */
export function resultSummary(shown: number, total: number): string {
  const noun = (n: number): string => (n === 1 ? "integration" : "integrations")
  if (shown === 0) return "No integrations match"
  if (shown === total) return `${total} ${noun(total)}`
  return `Showing ${shown} of ${total} ${noun(total)}`
}

export interface CategoryOption {
  slug: string
  title: string
  count: number
}

/** The categories the integrations use, by title, each with how many integrations it has. */
export function categoryOptions(
  integrations: ReadonlyArray<{ categories: ReadonlyArray<{ slug: string | null; title: string | null } | null> | null | undefined }>,
): CategoryOption[] {
  const bySlug = new Map<string, CategoryOption>()
  for (const integration of integrations) {
    const seen = new Set<string>()
    for (const category of integration.categories ?? []) {
      const slug = category?.slug?.trim()
      if (!slug || seen.has(slug)) continue
      seen.add(slug)
      const option = bySlug.get(slug) ?? { slug, title: category?.title?.trim() || slug, count: 0 }
      option.count += 1
      bySlug.set(slug, option)
    }
  }
  return [...bySlug.values()].sort((a, b) => a.title.localeCompare(b.title))
}
