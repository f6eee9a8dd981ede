import React, { useState } from "react"
import { graphql } from "gatsby"
import { ButtonLink } from "../../components/ui/Button"
import { site } from "../../config/site"
import { ctaItemLink } from "../../components/cta/cta-item"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import * as styles from "./blocks.module.css"

type Tier = "starter" | "basic" | "professional" | "business"
type Billing = "annually" | "monthly"

const formatPrice = (value: number | null): string => (value === null ? "—" : value % 1 === 0 ? `$${value}` : `$${value.toFixed(2)}`)

type PricingFeature = NonNullable<NonNullable<Queries.PricingPlansBlockFragment["pricingFeatures"]>[number]>
type Plan = Extract<NonNullable<NonNullable<Queries.PricingPlansBlockFragment["plans"]>[number]>, { planType: unknown }>

function featureCell(feature: PricingFeature, tier: Tier, billing: Billing): React.ReactNode {
  const suffix = billing === "monthly" ? "Monthly" : ""
  const text = feature[`${tier}Text${suffix}`] ?? feature[`${tier}Text`]
  if (typeof text === "string" && text) return text
  const check = feature[`${tier}Checkmark${suffix}`] ?? feature[`${tier}Checkmark`]
  return check ? (
    <span className={styles.yes}>
      ✓<span className="visually-hidden"> Included</span>
    </span>
  ) : (
    <span className={styles.no}>
      —<span className="visually-hidden"> Not included</span>
    </span>
  )
}

/** Pricing plans and the plan comparison (SPEC 3.10), billed annually by default. */
export function PricingPlans({ block, isFirst }: PageBlockProps<Queries.PricingPlansBlockFragment>): React.JSX.Element {
  const [billing, setBilling] = useState<Billing>("annually")
  // The plans are pricingCapstone entries related from the block (CRAFT.md), in the editor's order.
  const plans = (block.plans ?? []).flatMap((plan): Plan[] => (plan && "planType" in plan ? [plan] : []))
  const features = (block.pricingFeatures ?? []).flatMap((feature) => (feature ? [feature] : []))
  return (
    <section className="section">
      <div className="container">
        <div className={`${styles.sectionHead} ${styles.center}`}>
          {block.heading ? <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading> : null}
          <div className={styles.billingToggle} role="group" aria-label="Billing period">
            <button type="button" aria-pressed={billing === "annually"} onClick={() => setBilling("annually")}>
              Billed annually
            </button>
            <button type="button" aria-pressed={billing === "monthly"} onClick={() => setBilling("monthly")}>
              Billed monthly
            </button>
          </div>
        </div>
        <ul className={styles.plans}>
          {plans.map((plan) => {
            const price = billing === "annually" ? plan.billedAnnually : plan.billedMonthly
            const cta = ctaItemLink(plan.ctas?.[0])
            return (
              <li key={plan.cmsId ?? plan.planType} className={`${styles.plan} ${plan.featured ? styles.featured : ""}`}>
                {plan.featured ? <span className={styles.badge}>Most popular</span> : null}
                <h3>{plan.title}</h3>
                <p className={styles.price}>
                  {formatPrice(price)} <small>per user / month</small>
                </p>
                {plan.paragraph ? <p style={{ margin: 0 }}>{plan.paragraph}</p> : null}
                {plan.planUpgradeStats ? <p style={{ margin: 0, fontWeight: 600 }}>{plan.planUpgradeStats}</p> : null}
                <ButtonLink href={cta?.url ?? site.signupPath} variant={plan.featured ? "primary" : "secondary"}>
                  {cta?.label ?? `Try ${site.name} free`}
                </ButtonLink>
                {plan.planFeatures?.length ? (
                  <ul className={styles.planFeatures}>
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
                  <tr key={String(feature.title)}>
                    <th scope="row">
                      {String(feature.title)}
                      {feature.featureComingSoon ? <span className={styles.badge} style={{ marginLeft: 8 }}>Coming soon</span> : null}
                      {feature.featureDescription ? <span style={{ display: "block", fontWeight: 400, color: "var(--color-ink-soft)", fontSize: "0.875rem" }}>{String(feature.featureDescription)}</span> : null}
                    </th>
                    {plans.map((plan) => (
                      <td key={plan.cmsId ?? plan.planType}>{featureCell(feature, plan.planType as Tier, billing)}</td>
                    ))}
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
      title
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
