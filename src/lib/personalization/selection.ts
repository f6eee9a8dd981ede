/** Picks the personalised copy and CTAs for a user status from the personalisation global (SPEC 3.8, 6). */
import { site } from "../../config/site"
import type { StatusCategories } from "./status-categories"

/** Super Table rows: every column may be empty in the CMS, so a row missing what it needs is skipped. */
interface StatusItem {
  /** The userStatus categories the row applies to (status-categories.ts). */
  userStatus: StatusCategories
}

type CmsList<T> = ReadonlyArray<T | null | undefined> | null | undefined

/** The globalUserPersonalization global set as the CMS returns it (cms/schema.graphql). */
export interface GlobalUserPersonalization {
  applyPersonalizations?: boolean | null
  heroPersonalisation?: CmsList<StatusItem & { copy: string | null }>
  navPersonalizationCta?: CmsList<StatusItem & { ctaText: string | null; ctaUrl: string | null }>
  pricingPersonalizationCtas?: CmsList<StatusItem & { planType?: string | null; ctaText: string | null; ctaUrl: string | null }>
  variableElements?: CmsList<StatusItem & { element: string | null; copy: string | null }>
}

export interface PersonalizedCta {
  text: string
  url: string
}

export interface PersonalizedPricingCta extends PersonalizedCta {
  /** The plan the CTA belongs to; null when it applies to every plan. */
  planType: string | null
}

export interface PersonalizationSelection {
  /** Replaces the hero copy; null keeps the page's own. */
  heroCopy: string | null
  /** Replaces the navigation CTA; null keeps the default. */
  navCta: PersonalizedCta | null
  pricingCtas: PersonalizedPricingCta[]
  /** Copy keyed by the element name the CMS gives. */
  variableElements: Record<string, string>
}

/** Nothing personalised: every component keeps its own copy. */
export function noPersonalization(): PersonalizationSelection {
  return { heroCopy: null, navCta: null, pricingCtas: [], variableElements: {} }
}

/**
 * The rows whose userStatus categories name this status (case and spaces aside). The same rule as
 * status-categories.ts `rowAppliesTo`, written here rather than imported so the app chunk, which
 * every page loads, does not carry that module for the pricing block (a test holds the two together).
 */
function forStatus<T extends StatusItem>(items: CmsList<T>, userStatus: string): T[] {
  const wanted = userStatus.trim().toLowerCase()
  return (items ?? []).filter(
    (item): item is T => item != null && (item.userStatus ?? []).some((category) => category != null && (category.slug ?? "").trim().toLowerCase() === wanted),
  )
}

/**
 * The selection for a user status; personalisation applies only when the global's
 * applyPersonalizations is true. The first matching hero or nav item wins.
 */
export function selectPersonalization(global: GlobalUserPersonalization | null | undefined, userStatus: string): PersonalizationSelection {
  if (!global || global.applyPersonalizations !== true) return noPersonalization()
  const hero = forStatus(global.heroPersonalisation, userStatus).find((item) => item.copy)
  const nav = forStatus(global.navPersonalizationCta, userStatus).find((item) => item.ctaText && item.ctaUrl)
  return {
    heroCopy: hero?.copy ?? null,
    navCta: nav?.ctaText && nav.ctaUrl ? { text: nav.ctaText, url: nav.ctaUrl } : null,
    pricingCtas: forStatus(global.pricingPersonalizationCtas, userStatus).flatMap((cta) =>
      cta.ctaText && cta.ctaUrl ? [{ planType: cta.planType ?? null, text: cta.ctaText, url: cta.ctaUrl }] : [],
    ),
    variableElements: Object.fromEntries(
      forStatus(global.variableElements, userStatus).flatMap((item) => (item.element && item.copy ? [[item.element, item.copy]] : [])),
    ),
  }
}

/** SPEC 6: a recognised user is offered 'Go to {product}', linking to the sign-in URL. */
export function recognisedUserNavCta(signInUrl: string = site.signInUrl): PersonalizedCta {
  return { text: `Go to ${site.name}`, url: signInUrl }
}

/**
 * The selection for each user status at once, for the places that render every status's copy
 * so the switch after mount cannot move the page (components/ui/VariableText, the homepage
 * hero). Nothing personalised for any status when personalisation is off.
 */
export function selectionsByStatus(
  global: GlobalUserPersonalization | null | undefined,
  statuses: readonly string[],
): Record<string, PersonalizationSelection> {
  return Object.fromEntries(statuses.map((status) => [status, selectPersonalization(global, status)]))
}

/** The copy of one variable element for each status, the element's own copy where a status has none; in `statuses` order. */
export function variableCopies(
  byStatus: Readonly<Record<string, PersonalizationSelection>>,
  statuses: readonly string[],
  element: string,
  fallback: string,
): string[] {
  return statuses.map((status) => byStatus[status]?.variableElements[element]?.trim() || fallback)
}
