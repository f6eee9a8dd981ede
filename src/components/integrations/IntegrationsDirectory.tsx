import React, { useId, useRef } from "react"
import { Link } from "gatsby"
import { CmsImage } from "../ui/CmsImage"
import { Button } from "../ui/Button"
import {
  availablePlans,
  categoryOptions,
  FILTER_PARAMS,
  INTEGRATIONS_FALLBACK_PATH,
  filterIntegrations,
  isFiltered,
  noFilter,
  planLabels,
  plansSummary,
  resultSummary,
  type FilterableIntegration,
} from "../../lib/integrations/filters"
import { pricingTiers, type PricingTier } from "../../lib/pricing/prices"
import { useIntegrationFilter } from "./use-integration-filter"
import { LAYOUT_DEFERRED_CLASS } from "../../lib/loading/layout-deferred"
import * as styles from "./IntegrationsDirectory.module.css"

export type DirectoryIntegration = Queries.IntegrationsIndexTemplateQuery["integrations"]["nodes"][number]

/**
 * A card of the directory. The list starts below the first screen on phones and at its foot
 * on a desktop, so each card waits for its layout until it nears the viewport (as the
 * listing's cards do): on /integrations the first layout laid out 174 objects instead of 339
 * (interleaved CSS variants, 8 loads each, 2026-11-30).
 */
function IntegrationCard({ integration }: { integration: DirectoryIntegration }): React.JSX.Element {
  const plans = plansSummary(availablePlans(integration))
  return (
    <li className={`${styles.card} ${LAYOUT_DEFERRED_CLASS}`}>
      {integration.logo ? (
        <div className={styles.logo}>
          <CmsImage image={integration.logo} alt="" />
        </div>
      ) : null}
      {integration.integrationCategory?.[0]?.title ? <p className={styles.category}>{integration.integrationCategory[0].title}</p> : null}
      <h3>{integration.path ? <Link to={integration.path}>{integration.title}</Link> : integration.title}</h3>
      {integration.shortDescription ? <p>{integration.shortDescription}</p> : null}
      <dl className={styles.facts}>
        {plans ? (
          <div>
            <dt>Rapport plans:</dt>
            <dd>{plans}</dd>
          </div>
        ) : null}
        {integration.availabilityOnOtherEndCategory ? (
          <div>
            <dt>{integration.title ? `${integration.title} plans:` : "Their plans:"}</dt>
            <dd>{integration.availabilityOnOtherEndCategory}</dd>
          </div>
        ) : null}
        {integration.zapierIntegrationName ? (
          <div>
            <dt>Connects through:</dt>
            <dd>Zapier (“{integration.zapierIntegrationName}”)</dd>
          </div>
        ) : null}
      </dl>
    </li>
  )
}

/**
 * Every integration, filtered by category and by plan (SPEC 3.11). The filter lives in the
 * address (?category=&plan=); the count is announced in a live region. The server HTML is
 * the complete list. A static page cannot filter, so without scripts the form is a plain GET
 * form with a submit button, answered by the Function /api/integrations
 * (lib/integrations/results-page.ts: the same filter, on a plain page); with scripts it
 * filters as the visitor chooses, and submitting only moves focus to the count.
 */
export function IntegrationsDirectory({ integrations }: { integrations: ReadonlyArray<DirectoryIntegration> }): React.JSX.Element {
  const categories = categoryOptions(integrations.map((integration) => ({ categories: integration.integrationCategory })))
  const filterable = integrations.map((integration): DirectoryIntegration & FilterableIntegration => ({
    ...integration,
    categorySlugs: (integration.integrationCategory ?? []).flatMap((category) => (category?.slug ? [category.slug] : [])),
  }))
  const [filter, setFilter] = useIntegrationFilter(categories.map((category) => category.slug))
  const shown = filterIntegrations(filterable, filter)
  const id = useId()
  const categoryRef = useRef<HTMLSelectElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const reset = (): void => {
    setFilter(noFilter)
    categoryRef.current?.focus()
  }
  return (
    <>
      <form
        className={styles.filters}
        role="search"
        aria-label="Filter integrations"
        action={INTEGRATIONS_FALLBACK_PATH}
        method="get"
        onSubmit={(event) => {
          // The list already follows the choices: the page stays, and the count says what it shows.
          event.preventDefault()
          statusRef.current?.focus()
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            ref={categoryRef}
            name={FILTER_PARAMS.category}
            value={filter.category ?? ""}
            onChange={(event) => setFilter({ ...filter, category: event.target.value || null })}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.title} ({category.count})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-plan`}>Available on plan</label>
          <select
            id={`${id}-plan`}
            name={FILTER_PARAMS.plan}
            value={filter.plan ?? ""}
            onChange={(event) =>
              setFilter({ ...filter, plan: (pricingTiers as readonly string[]).includes(event.target.value) ? (event.target.value as PricingTier) : null })
            }
          >
            <option value="">Any plan</option>
            {pricingTiers.map((tier) => (
              <option key={tier} value={tier}>
                {planLabels[tier]}
              </option>
            ))}
          </select>
        </div>
        {/*
          Out of sight while scripts filter as the visitor chooses (a visible button that changed
          nothing would suggest the choices wait for it), but there for the keyboard, shown on
          focus, and a plain visible button without scripts, where it is the only way to filter.
        */}
        <Button type="submit" variant="secondary" className="submit-when-scripts-off">
          Show integrations
        </Button>
        {/* Always laid out, so a filtered address read after hydration moves nothing; hidden (and out of the tab order) while there is nothing to clear. */}
        <Button variant="ghost" onClick={reset} className={isFiltered(filter) ? undefined : styles.idle}>
          Clear filters
        </Button>
      </form>
      <p ref={statusRef} className={styles.status} role="status" tabIndex={-1}>
        {resultSummary(shown.length, integrations.length)}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.cards}>
          {shown.map((integration) => (
            <IntegrationCard key={integration.id} integration={integration} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>No integrations match these filters. Try another category or plan, or see them all.</p>
          <Button variant="secondary" onClick={reset}>
            Show all integrations
          </Button>
        </div>
      )}
    </>
  )
}
