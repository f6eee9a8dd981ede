/**
 * The integrations index's filter for a visitor without JavaScript (issue 32: "every form has
 * a submit control and works without JavaScript"). The index is a static page, so its filter
 * form submits to this Function (api/integrations.ts), which asks the CMS for the
 * integrations and answers a plain, complete HTML page: the form again with the choices
 * kept, the count, the matching integrations linking to their pages, and a way back. Once
 * the page's script runs, the form never comes here: it filters in place
 * (components/integrations/IntegrationsDirectory).
 *
 * Filtering is the index's own (lib/integrations/filters.ts), so both agree on what matches.
 * Like the blog's results page (lib/blog-search/results-page.ts): small, self-contained
 * (inline styles, no script) and noindex.
 */
import { createCmsClient, type CmsClientOptions } from "../../../plugins/gatsby-source-cms/client"
import { entryPath } from "../../../plugins/gatsby-source-cms/paths"
import { escapeHtml, siteFramedPageHtml } from "../html/plain-page"
import { pricingTiers } from "../pricing/prices"
import {
  FILTER_PARAMS,
  INTEGRATIONS_FALLBACK_PATH,
  availablePlans,
  categoryOptions,
  filterIntegrations,
  parseIntegrationFilter,
  planLabels,
  plansSummary,
  resultSummary,
  type CategoryOption,
  type FilterableIntegration,
  type IntegrationFilter,
} from "./filters"

/** The index the page links back to. */
export const INTEGRATIONS_PATH = "/integrations"

/**
 * What the page needs of every integration, read on its entry type as Craft requires of
 * custom fields (CRAFT.md). A Function's own query, not one of cms/operations.ts: those are
 * the proxies' allow-list, which holds only what the browser asks for (DESIGN 7).
 */
export const integrationsDirectoryQuery = /* GraphQL */ `
  query integrationsDirectory {
    entries(section: ["integrations"], type: ["integration"], orderBy: "title ASC") {
      id
      title
      uri
      ... on integrations_integration_Entry {
        shortDescription
        isAvailableStarter
        isAvailableBasic
        isAvailableProfessional
        isAvailableBusiness
        integrationCategory {
          title
          slug
        }
      }
    }
  }
`

export interface ListedIntegration extends FilterableIntegration {
  id: string
  title: string
  path: string
  shortDescription: string | null
  categories: ReadonlyArray<{ slug: string; title: string | null }>
}

export interface IntegrationsAnswer {
  integrations: ListedIntegration[]
  /** The categories the integrations use, with their counts (the index's own options). */
  categories: CategoryOption[]
}

interface RawIntegration {
  id?: unknown
  title?: unknown
  uri?: unknown
  shortDescription?: unknown
  isAvailableStarter?: unknown
  isAvailableBasic?: unknown
  isAvailableProfessional?: unknown
  isAvailableBusiness?: unknown
  integrationCategory?: unknown
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)

/**
 * The CMS's answer as the page lists it, read defensively (it crossed the network): an entry
 * without a title or a page is left out, as the index leaves out one without a path.
 */
export function toIntegrationsAnswer(data: { entries?: unknown } | null | undefined): IntegrationsAnswer {
  const entries = Array.isArray(data?.entries) ? (data.entries as Array<RawIntegration | null>) : []
  const integrations = entries.flatMap((entry): ListedIntegration[] => {
    const path = typeof entry?.uri === "string" ? entryPath(entry.uri) : null
    const title = text(entry?.title)
    if (!entry || !path || !title) return []
    const categories = (
      Array.isArray(entry.integrationCategory) ? (entry.integrationCategory as Array<{ slug?: unknown; title?: unknown } | null>) : []
    ).flatMap((category) => {
      const slug = text(category?.slug)
      return slug ? [{ slug, title: text(category?.title) }] : []
    })
    return [
      {
        id: String(entry.id ?? path),
        title,
        path,
        shortDescription: text(entry.shortDescription),
        categories,
        categorySlugs: categories.map((category) => category.slug),
        isAvailableStarter: entry.isAvailableStarter === true,
        isAvailableBasic: entry.isAvailableBasic === true,
        isAvailableProfessional: entry.isAvailableProfessional === true,
        isAvailableBusiness: entry.isAvailableBusiness === true,
      },
    ]
  })
  return { integrations, categories: categoryOptions(integrations) }
}

const option = (value: string, label: string, selected: boolean): string =>
  `<option value="${escapeHtml(value)}"${selected ? " selected" : ""}>${escapeHtml(label)}</option>`

function filterForm(filter: IntegrationFilter, categories: ReadonlyArray<CategoryOption>): string {
  return `<form role="search" aria-label="Filter integrations" action="${INTEGRATIONS_FALLBACK_PATH}" method="get">
<div class="field"><label for="category">Category</label><select id="category" name="${FILTER_PARAMS.category}">${option("", "All categories", filter.category === null)}${categories
    .map((category) => option(category.slug, `${category.title} (${category.count})`, filter.category === category.slug))
    .join("")}</select></div>
<div class="field"><label for="plan">Available on plan</label><select id="plan" name="${FILTER_PARAMS.plan}">${option("", "Any plan", filter.plan === null)}${pricingTiers
    .map((tier) => option(tier, planLabels[tier], filter.plan === tier))
    .join("")}</select></div>
<button type="submit">Show integrations</button>
</form>`
}

function integrationItem(integration: ListedIntegration): string {
  const plans = plansSummary(availablePlans(integration))
  const category = integration.categories[0]?.title
  return `<li>${category ? `<p class="meta">${escapeHtml(category)}</p>` : ""}<h2><a href="${escapeHtml(integration.path)}">${escapeHtml(integration.title)}</a></h2>${
    integration.shortDescription ? `<p>${escapeHtml(integration.shortDescription)}</p>` : ""
  }${plans ? `<p>Rapport plans: ${escapeHtml(plans)}</p>` : ""}</li>`
}

/** The page for a query string (`category=…&plan=…`) and the CMS's answer, or null when the CMS could not answer. */
export function resultsPageHtml(queryString: string, answer: IntegrationsAnswer | null): string {
  const title = "Integrations"
  let body: string
  if (answer === null) {
    body = `<p class="summary" role="status">The integrations cannot be filtered right now. Please try again in a moment.</p>
<p><a href="${INTEGRATIONS_PATH}">See every integration</a></p>`
  } else {
    const filter = parseIntegrationFilter(
      queryString,
      answer.categories.map((category) => category.slug),
    )
    const shown = filterIntegrations(answer.integrations, filter)
    body = `${filterForm(filter, answer.categories)}
<p class="summary" role="status">${escapeHtml(resultSummary(shown.length, answer.integrations.length))}</p>
${shown.length > 0 ? `<ul>${shown.map(integrationItem).join("")}</ul>` : "<p>No integrations match these filters. Try another category or plan.</p>"}
<p><a href="${INTEGRATIONS_PATH}">Back to the integrations page</a></p>`
  }
  return siteFramedPageHtml({
    title,
    robots: "noindex,follow",
    body: `${body}`,
  })
}

/** GET {INTEGRATIONS_FALLBACK_PATH}?category=…&plan=…: the filtered list; the CMS failing is a page that says so (SPEC 8), never an error page. */
export async function handleResultsPage(queryString: string, cms: CmsClientOptions | null): Promise<{ status: number; html: string }> {
  if (!cms) return { status: 503, html: resultsPageHtml(queryString, null) }
  const data = await createCmsClient(cms).request<{ entries?: unknown }>(integrationsDirectoryQuery, {})
  const answered = Array.isArray(data.entries)
  return { status: answered ? 200 : 502, html: resultsPageHtml(queryString, answered ? toIntegrationsAnswer(data) : null) }
}
