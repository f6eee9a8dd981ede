import React, { useState } from "react"
import { graphql } from "gatsby"
import { SmartLink } from "../../components/ui/SmartLink"
import { CtaItem } from "../../components/cta/CtaItem"
import type { CmsImageData } from "../../components/ui/CmsImage"
import { allUserStatuses, statusVariantAttributes, usePersonalization } from "../../lib/personalization/personalization"
import type { Billing } from "../../lib/pricing/billing"
import { planCtasFor, pricingRowsFor, pricingStatuses, type PlanCta } from "../../lib/pricing/plan-ctas"
import { featureCell, formatPrice, isPricingTier, planAnchor, type FeatureCell } from "../../lib/pricing/prices"
import { useBillingPeriod } from "../../lib/pricing/use-billing-period"
import { present } from "../../lib/lists/present"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import * as styles from "./blocks.module.css"
import * as pricingStyles from "./PricingPlans.module.css"

type PricingFeature = NonNullable<NonNullable<Queries.PricingPlansBlockFragment["pricingFeatures"]>[number]>
type Plan = Extract<NonNullable<NonNullable<Queries.PricingPlansBlockFragment["plans"]>[number]>, { planType: unknown }>

const BILLINGS: ReadonlyArray<{ billing: Billing; label: string }> = [
  { billing: "annually", label: "Billed annually" },
  { billing: "monthly", label: "Billed monthly" },
]

/**
 * Content that differs by billing period, with no layout shift when it switches: every
 * variant is laid out in the same grid cell, so the box is the largest one's from the server
 * HTML on, and only the active variant is visible (the others are hidden from view, focus and
 * screen readers alike by visibility: hidden).
 */
function Variants<Key extends string>({
  active,
  variants,
  className,
}: {
  active: Key
  variants: ReadonlyArray<{ key: Key; content: React.ReactNode }>
  className?: string
}): React.JSX.Element {
  if (variants.length === 1) return <>{variants[0]!.content}</>
  return (
    <div className={`${pricingStyles.variants} ${className ?? ""}`}>
      {variants.map((variant) => (
        <div
          key={variant.key}
          className={variant.key === active ? undefined : pricingStyles.inactiveVariant}
          data-active={variant.key === active}
          aria-hidden={variant.key === active ? undefined : true}
        >
          {variant.content}
        </div>
      ))}
    </div>
  )
}

/**
 * A plan's CTAs for every visitor at once, in one grid cell: each distinct set marked with
 * the user statuses it is for, so the stylesheet shows the visitor's from the first paint
 * (lib/personalization/head-script.ts) and hydration renders the same whoever they are. A set
 * for none of the statuses the site tells apart (a status only the content names) is laid
 * out too and never shown: the box is ready for it.
 */
function StatusCtaVariants({
  variants,
}: {
  variants: ReadonlyArray<{ key: string; statuses: readonly string[]; ctas: ReadonlyArray<PlanCta<CmsImageData>> }>
}) {
  if (variants.length === 1) return <PlanCtas ctas={variants[0]!.ctas} />
  return (
    <div className={pricingStyles.variants}>
      {variants.map((variant) => (
        <div key={variant.key} {...statusVariantAttributes(variant.statuses)}>
          <PlanCtas ctas={variant.ctas} />
        </div>
      ))}
    </div>
  )
}

/** A plan's calls to action, each through the one CTA item component (SPEC 3.6), reporting its own placement. */
function PlanCtas({ ctas }: { ctas: ReadonlyArray<PlanCta<CmsImageData>> }): React.JSX.Element {
  return (
    <div className={pricingStyles.planCtaList}>
      {ctas.map((cta) => (
        <CtaItem key={cta.placement} cta={cta.view} placement={cta.placement} />
      ))}
    </div>
  )
}

function CellContent({ cell }: { cell: FeatureCell }): React.JSX.Element {
  if (cell.kind === "text") return <>{cell.text}</>
  return cell.included ? (
    <span className={styles.yes}>
      ✓<span className="visually-hidden"> Included</span>
    </span>
  ) : (
    <span className={styles.no}>
      —<span className="visually-hidden"> Not included</span>
    </span>
  )
}

const sameCell = (a: FeatureCell, b: FeatureCell): boolean => JSON.stringify(a) === JSON.stringify(b)

function FeatureTitle({ feature }: { feature: PricingFeature }): React.JSX.Element {
  const title = String(feature.featureTitle ?? "")
  return (
    <>
      <span className={pricingStyles.featureTitle}>
        {feature.titleLink ? <SmartLink href={feature.titleLink}>{title}</SmartLink> : title}
        {feature.tagText ? <span className={pricingStyles.tag}>{feature.tagText}</span> : null}
        {feature.featureComingSoon ? <span className={styles.badge}>Coming soon</span> : null}
      </span>
      {feature.featureDescription ? <span className={pricingStyles.featureDescription}>{String(feature.featureDescription)}</span> : null}
    </>
  )
}

/**
 * Pricing plans and the plan comparison (SPEC 3.10). Billed annually by default; the switch
 * keeps the choice in the address (?billing=monthly). Every CTA of a plan is offered, or, for
 * a recognised visitor (SPEC 4.2, 6), the personalisation global's pricing CTAs for their
 * status and the plan's type, from the first paint (StatusCtaVariants); the server HTML is
 * the annual page.
 */
export function PricingPlans({ block, isFirst }: PageBlockProps<Queries.PricingPlansBlockFragment>): React.JSX.Element {
  const [billing, chooseBilling] = useBillingPeriod()
  const [announcement, setAnnouncement] = useState("")
  // The personalisation global SiteRoot provides to every page (components/layout/site-globals.ts).
  const { global: personalization } = usePersonalization()
  // The plans are pricingCapstone entries related from the block (CRAFT.md), in the editor's order.
  const plans = (block.plans ?? []).flatMap((plan): Plan[] => (plan && "planType" in plan ? [plan] : []))
  const features = present(block.pricingFeatures)
  const choose = (next: Billing): void => {
    if (next === billing) return
    chooseBilling(next)
    setAnnouncement(next === "monthly" ? "Showing prices billed monthly" : "Showing prices billed annually")
  }
  // Every status the content personalises pricing for, so the CTA box is laid out for each from the start.
  const statuses = pricingStatuses(personalization)
  return (
    <section className="section">
      <div className="container">
        <div className={`${styles.sectionHead} ${styles.center}`}>
          {block.heading ? <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading> : null}
          <div className={pricingStyles.billingToggle} role="group" aria-label="Billing period">
            {BILLINGS.map((option) => (
              <button key={option.billing} type="button" aria-pressed={billing === option.billing} onClick={() => choose(option.billing)}>
                {option.label}
              </button>
            ))}
          </div>
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </div>
        <ul className={pricingStyles.plans}>
          {plans.map((plan) => {
            const items = plan.ctas ?? []
            // Each status the site tells apart gets its CTAs; statuses only the content names, and the default, keep a box.
            const forStatus = allUserStatuses.map((status) => {
              const ctas = planCtasFor(plan, items, pricingRowsFor(personalization, status))
              return { status, ctas, key: JSON.stringify(ctas) }
            })
            const candidates = [
              planCtasFor(plan, items, []),
              ...statuses.map((status) => planCtasFor(plan, items, pricingRowsFor(personalization, status))),
              ...forStatus.map((entry) => entry.ctas),
            ]
            const distinct = [...new Map(candidates.map((ctas) => [JSON.stringify(ctas), ctas])).entries()].map(([key, ctas]) => ({
              key,
              ctas,
              statuses: forStatus.filter((entry) => entry.key === key).map((entry) => entry.status),
            }))
            return (
              <li
                key={plan.cmsId ?? plan.planType}
                id={plan.planType ? planAnchor(plan.planType) : undefined}
                className={`${pricingStyles.plan} ${plan.featured ? pricingStyles.featured : ""}`}
              >
                {plan.featured ? <span className={styles.badge}>Most popular</span> : null}
                <h3>{plan.title}</h3>
                <Variants
                  active={billing}
                  variants={BILLINGS.map((option) => {
                    const price = option.billing === "annually" ? plan.billedAnnually : plan.billedMonthly
                    return {
                      key: option.billing,
                      content: (
                        <>
                          <p className={pricingStyles.price}>
                            {formatPrice(price)} <small>per user / month</small>
                          </p>
                          <p className={pricingStyles.billedNote}>
                            {option.billing === "annually" && typeof price === "number"
                              ? `Billed annually: ${formatPrice(price * 12)} per user a year`
                              : "Billed monthly, cancel any time"}
                          </p>
                        </>
                      ),
                    }
                  })}
                />
                {plan.paragraph ? <p style={{ margin: 0 }}>{plan.paragraph}</p> : null}
                {plan.planUpgradeStats ? <p style={{ margin: 0, fontWeight: 600 }}>{plan.planUpgradeStats}</p> : null}
                <StatusCtaVariants variants={distinct} />
                {plan.planFeatures?.length ? (
                  <ul className={pricingStyles.planFeatures}>
                    {plan.planFeatures.map((row, index) => (row?.feature ? <li key={index}>{row.feature}</li> : null))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
        {features.length ? (
          <div className={styles.tableWrap} role="region" aria-label="Compare plans" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">Features by plan, billed {billing}</caption>
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  {plans.map((plan) => (
                    <th scope="col" key={plan.cmsId ?? plan.planType}>
                      {plan.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {features.map((feature) => (
                  <tr key={String(feature.featureTitle)}>
                    <th scope="row">
                      <FeatureTitle feature={feature} />
                    </th>
                    {plans.map((plan) => {
                      if (!isPricingTier(plan.planType)) return <td key={plan.cmsId ?? plan.planType} />
                      const annual = featureCell(feature, plan.planType, "annually")
                      const monthly = featureCell(feature, plan.planType, "monthly")
                      return (
                        <td key={plan.cmsId ?? plan.planType}>
                          <Variants
                            active={billing}
                            variants={
                              sameCell(annual, monthly)
                                ? [{ key: "annually", content: <CellContent cell={annual} /> }]
                                : [
                                    { key: "annually", content: <CellContent cell={annual} /> },
                                    { key: "monthly", content: <CellContent cell={monthly} /> },
                                  ]
                            }
                          />
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment PricingPlansBlock on CmsPageBuilderPricingPlansBlock {
    heading
    plans {
      ... on CmsPricingPlansPricingCapstoneEntry {
        cmsId
        title
        featured
        planType
        paragraph
        planUpgradeStats
        billedMonthly
        billedAnnually
        planFeatures {
          feature
        }
        ctas {
          ...CtaItem
        }
      }
    }
    pricingFeatures {
      featureTitle
      titleLink
      tagText
      featureDescription
      featureComingSoon
      starterCheckmark
      starterCheckmarkMonthly
      starterText
      starterTextMonthly
      basicCheckmark
      basicCheckmarkMonthly
      basicText
      basicTextMonthly
      professionalCheckmark
      professionalCheckmarkMonthly
      professionalText
      professionalTextMonthly
      businessCheckmark
      businessCheckmarkMonthly
      businessText
      businessTextMonthly
    }
  }
`
