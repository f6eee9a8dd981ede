import { faqPage, plainText, pricingPlanProducts, type PlanFacts } from "../../../src/lib/seo/pricing-structured-data"
import { pageBuilderFacts } from "../../../src/lib/seo/build-hooks"
import { pageHead, type HeadSite } from "../../../src/lib/seo/page-head"
import type { JsonLdNode } from "../../../src/lib/seo/structured-data"

const siteUrl = "https://www.rapport.example"
const pageUrl = `${siteUrl}/pricing`

const plans: PlanFacts[] = [
  { title: "Starter", planType: "starter", paragraph: "For solo consultants.", billedMonthly: 15, billedAnnually: 12 },
  { title: "Professional", planType: "professional", paragraph: null, billedMonthly: 45.5, billedAnnually: 36 },
]

/** What search engines require of a Product with Offers, and of an FAQPage (their structured-data guidelines). */
function productProblems(node: JsonLdNode): string[] {
  const problems: string[] = []
  if (node["@type"] !== "Product") problems.push("not a Product")
  if (typeof node.name !== "string" || !node.name) problems.push("no name")
  const offers = node.offers as JsonLdNode[] | undefined
  if (!Array.isArray(offers) || offers.length === 0) problems.push("no offers")
  for (const offer of offers ?? []) {
    if (offer["@type"] !== "Offer") problems.push("an offer that is not an Offer")
    if (typeof offer.price !== "string" || !/^\d+(\.\d{2})$/.test(offer.price)) problems.push(`price ${String(offer.price)}`)
    if (typeof offer.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(offer.priceCurrency)) problems.push("priceCurrency")
    if (typeof offer.url !== "string" || !offer.url.startsWith(`${pageUrl}#`)) problems.push("offer url")
  }
  return problems
}

function faqProblems(node: JsonLdNode): string[] {
  const entities = node.mainEntity as JsonLdNode[] | undefined
  if (node["@type"] !== "FAQPage" || !Array.isArray(entities) || entities.length === 0) return ["not an FAQPage with questions"]
  return entities.flatMap((question) => {
    const answer = question.acceptedAnswer as JsonLdNode | undefined
    return question["@type"] === "Question" &&
      typeof question.name === "string" &&
      question.name &&
      answer?.["@type"] === "Answer" &&
      typeof answer.text === "string" &&
      answer.text
      ? []
      : [`bad question ${JSON.stringify(question)}`]
  })
}

describe("pricingPlanProducts", () => {
  const products = pricingPlanProducts({ siteUrl, pageUrl, productName: "Rapport", currency: "USD", plans })

  test("one valid Product per priced plan, with its annual and monthly prices as Offers", () => {
    expect(products).toHaveLength(2)
    for (const product of products) expect(productProblems(product)).toEqual([])
    expect(products[0]).toMatchObject({
      "@type": "Product",
      name: "Rapport Starter",
      description: "For solo consultants.",
      url: `${pageUrl}#plan-starter`,
      brand: { "@id": `${siteUrl}/#organization` },
      offers: [
        {
          "@type": "Offer",
          name: "Starter, billed annually",
          price: "12.00",
          priceCurrency: "USD",
          url: `${pageUrl}#plan-starter`,
          priceSpecification: { billingDuration: "P1Y", price: "12.00" },
        },
        { "@type": "Offer", name: "Starter, billed monthly", price: "15.00", priceCurrency: "USD", priceSpecification: { billingDuration: "P1M" } },
      ],
    })
  })

  test("cents are kept, and a plan without a description has none", () => {
    expect((products[1]!.offers as JsonLdNode[])[1]).toMatchObject({ price: "45.50" })
    expect(products[1]).not.toHaveProperty("description")
  })

  test("a plan with one price has one Offer; one without a price, title or type is left out", () => {
    const result = pricingPlanProducts({
      siteUrl,
      pageUrl,
      productName: "Rapport",
      currency: "EUR",
      plans: [
        { title: "Basic", planType: "basic", billedMonthly: 25, billedAnnually: null },
        { title: "Enterprise", planType: "enterprise", billedMonthly: null, billedAnnually: null },
        { title: null, planType: "business", billedMonthly: 69, billedAnnually: 55 },
        { title: "Business", planType: "  ", billedMonthly: 69, billedAnnually: 55 },
        { title: "Negative", planType: "negative", billedMonthly: -1, billedAnnually: Number.NaN },
      ],
    })
    expect(result).toHaveLength(1)
    expect(result[0]!.offers).toEqual([
      expect.objectContaining({ priceCurrency: "EUR", price: "25.00", priceSpecification: expect.objectContaining({ billingDuration: "P1M" }) }),
    ])
  })
})

describe("faqPage", () => {
  test("every answered question, its answer as plain text", () => {
    const node = faqPage({
      pageUrl,
      faqs: [
        { question: "Is pricing per user?", answer: "<p>Yes. Every plan is priced per user &amp; per month.</p>" },
        { question: "How is my data protected?", answer: '<p>Encrypted.</p><p>Read our <a href="/privacy">Privacy Policy</a>.</p>' },
        { question: "  ", answer: "<p>An answer without a question</p>" },
        { question: "A question without an answer", answer: "<p> </p>" },
        { question: null, answer: null },
      ],
    })
    expect(node).not.toBeNull()
    expect(faqProblems(node!)).toEqual([])
    expect(node).toEqual({
      "@type": "FAQPage",
      "@id": `${pageUrl}#faq`,
      url: pageUrl,
      mainEntity: [
        { "@type": "Question", name: "Is pricing per user?", acceptedAnswer: { "@type": "Answer", text: "Yes. Every plan is priced per user & per month." } },
        { "@type": "Question", name: "How is my data protected?", acceptedAnswer: { "@type": "Answer", text: "Encrypted. Read our Privacy Policy." } },
      ],
    })
  })

  test("no questions, no FAQPage", () => {
    expect(faqPage({ pageUrl, faqs: [] })).toBeNull()
    expect(faqPage({ pageUrl, faqs: [{ question: "Only a question", answer: "" }] })).toBeNull()
  })

  test("plainText drops tags and decodes the entities rich text uses", () => {
    expect(plainText("<p>A&nbsp;&lt;b&gt; &quot;quoted&quot; &#39;x&#39;</p><ul><li>one</li><li>two</li></ul>")).toBe("A <b> \"quoted\" 'x' one two")
  })
})

describe("the pricing page's head", () => {
  const site: HeadSite = { siteUrl, socialCard: null, sectionPages: [] }
  const entry = {
    pageBuilder: [
      { __typename: "CmsPageBuilderSimpleHeroBlock" },
      { __typename: "CmsPageBuilderPricingPlansBlock", plans: [...plans, null, plans[0]!] },
      { __typename: "CmsPageBuilderFaqBlock", faqs: [{ question: "How does the free trial work?", answer: "<p>14 days, no card.</p>" }, null] },
      null,
    ],
  }

  test("pageBuilderFacts reads each plan once and every question", () => {
    expect(pageBuilderFacts(entry)).toEqual({ plans, faqs: [{ question: "How does the free trial work?", answer: "<p>14 days, no card.</p>" }] })
    expect(pageBuilderFacts({})).toEqual({ plans: [], faqs: [] })
  })

  test("the JSON-LD holds the plans' Products and the FAQPage beside the Organization, at the canonical URL", () => {
    const head = pageHead({ title: "Pricing", path: "/pricing", url: null }, "/pricing", site, pageBuilderFacts(entry))
    const graph = (JSON.parse(head.jsonLd) as { "@graph": JsonLdNode[] })["@graph"]
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "Product", "Product", "FAQPage"])
    expect(graph.filter((node) => node["@type"] === "Product").flatMap(productProblems)).toEqual([])
    expect(faqProblems(graph.find((node) => node["@type"] === "FAQPage")!)).toEqual([])
  })

  test("a page without plans or questions has neither", () => {
    const head = pageHead(
      { title: "Features", path: "/features", url: null },
      "/features",
      site,
      pageBuilderFacts({ pageBuilder: [{ __typename: "CmsPageBuilderHeroBlock" }] }),
    )
    expect(head.jsonLd).not.toMatch(/Product|FAQPage/)
  })
})
