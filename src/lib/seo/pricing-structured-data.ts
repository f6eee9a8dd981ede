/**
 * schema.org for what a pricing page holds (SPEC 3.10), decided at build time with the rest
 * of the head (page-head.ts): a Product per plan with its monthly and annual prices as Offers,
 * and the FAQPage of its questions. Pure: the build reads the plans and questions from the
 * data layer (build-hooks.ts) and passes them here.
 */
import type { JsonLdNode } from "./structured-data"
import { organizationId } from "./structured-data"
import { planAnchor } from "../pricing/prices"

/** A plan as the build reads it (a pricingCapstone entry related from a pricingPlans block). */
export interface PlanFacts {
  title: string | null
  planType: string | null
  paragraph?: string | null
  billedMonthly?: number | null
  billedAnnually?: number | null
}

export interface FaqFacts {
  question: string | null
  /** Rich text (sanitised HTML) as the CMS gives it. */
  answer: string | null
}

const isPrice = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0

/** Schema.org prices are plain decimals: 12, 12.5 → "12.00", "12.50". */
const priceText = (value: number): string => value.toFixed(2)

function offer(input: { name: string; price: number; currency: string; url: string; billingDuration: string }): JsonLdNode {
  return {
    "@type": "Offer",
    name: input.name,
    price: priceText(input.price),
    priceCurrency: input.currency,
    url: input.url,
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: priceText(input.price),
      priceCurrency: input.currency,
      // The price is per user (the plan's seat) and per month, however often it is billed.
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "user per month" },
      billingDuration: input.billingDuration,
    },
  }
}

/**
 * One Product per plan with a title and at least one price: its Offers are the annual
 * billing (billed yearly, P1Y) and the monthly one (P1M), each at the plan's per-user monthly
 * price; its URL is the plan's card on the pricing page. Plans without a price are left out
 * (a Product with no Offer is invalid for search engines).
 */
export function pricingPlanProducts(input: {
  siteUrl: string
  pageUrl: string
  productName: string
  currency: string
  plans: ReadonlyArray<PlanFacts>
}): JsonLdNode[] {
  return input.plans.flatMap((plan): JsonLdNode[] => {
    const title = plan.title?.trim()
    const planType = plan.planType?.trim()
    if (!title || !planType) return []
    const url = `${input.pageUrl}#${planAnchor(planType)}`
    const offers = [
      ...(isPrice(plan.billedAnnually)
        ? [offer({ name: `${title}, billed annually`, price: plan.billedAnnually, currency: input.currency, url, billingDuration: "P1Y" })]
        : []),
      ...(isPrice(plan.billedMonthly)
        ? [offer({ name: `${title}, billed monthly`, price: plan.billedMonthly, currency: input.currency, url, billingDuration: "P1M" })]
        : []),
    ]
    if (offers.length === 0) return []
    return [
      {
        "@type": "Product",
        "@id": `${url}-product`,
        name: `${input.productName} ${title}`,
        ...(plan.paragraph?.trim() ? { description: plan.paragraph.trim() } : {}),
        url,
        category: "Customer relationship management software",
        brand: { "@id": organizationId(input.siteUrl) },
        offers,
      },
    ]
  })
}

/** Rich text as plain text: tags dropped, the common entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * The FAQPage of a page's questions (Question + acceptedAnswer Answer), the answers as plain
 * text; a question without both parts is left out, and no questions give no node.
 */
export function faqPage(input: { pageUrl: string; faqs: ReadonlyArray<FaqFacts> }): JsonLdNode | null {
  const entities = input.faqs.flatMap((faq) => {
    const question = faq.question?.trim()
    const answer = faq.answer ? plainText(faq.answer) : ""
    return question && answer ? [{ "@type": "Question", name: question, acceptedAnswer: { "@type": "Answer", text: answer } }] : []
  })
  if (entities.length === 0) return null
  return { "@type": "FAQPage", "@id": `${input.pageUrl}#faq`, url: input.pageUrl, mainEntity: entities }
}
