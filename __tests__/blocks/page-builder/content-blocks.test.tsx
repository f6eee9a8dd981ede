/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../../support/intersection-observer"
import { FeatureCards } from "../../../src/blocks/page-builder/FeatureCards"
import { Testimonial } from "../../../src/blocks/page-builder/Testimonial"
import { Reviews } from "../../../src/blocks/page-builder/Reviews"
import { TwoColumn } from "../../../src/blocks/page-builder/TwoColumn"
import { Faq } from "../../../src/blocks/page-builder/Faq"
import { SimpleHero } from "../../../src/blocks/page-builder/SimpleHero"
import { ComparisonTable } from "../../../src/blocks/page-builder/ComparisonTable"
import { Hero } from "../../../src/blocks/page-builder/Hero"
import { SyncedHero } from "../../../src/blocks/page-builder/SyncedHero"
import { PageBuilderGlobals } from "../../../src/blocks/page-builder/page-builder-globals"
import { CtaBanner } from "../../../src/blocks/page-builder/CtaBanner"
import { fakeCmsImage } from "../../support/cms-image"

// The blocks' class names as the stylesheet's keys (identity-obj-proxy is not seen as an ES module by `import * as styles`).
jest.mock("../../../src/blocks/page-builder/blocks.module.css", () => new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) }))

/*
 * What an editor fills in pageBuilder blocks, and what the page shows of it (issue 30:
 * each field of the contract changes the page under test; __tests__/cms/field-renderings.table.ts).
 */

describe("featureCards", () => {
  const block = {
    eyebrow: "Why teams switch",
    heading: "Everything a client relationship needs",
    copy: "Three things every small team asks for first.",
    cards: [
      {
        cardTitle: "Gmail sidebar",
        copy: "Client history beside every email.",
        linkUrl: "/google-workspace-crm",
        comingSoon: false,
        image: fakeCmsImage("sidebar", "The Rapport sidebar in Gmail"),
      },
      { cardTitle: "Voice notes", copy: "Speak a note after a call; it lands on the timeline.", linkUrl: null, comingSoon: true, image: null },
    ],
  } as unknown as Queries.FeatureCardsBlockFragment

  test("its eyebrow, heading (the page's h1 when it opens the page) and copy", () => {
    render(<FeatureCards block={block} isFirst />)
    expect(screen.getByText("Why teams switch")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: "Everything a client relationship needs" })).toBeInTheDocument()
    expect(screen.getByText("Three things every small team asks for first.")).toBeInTheDocument()
  })

  test("each card: cardTitle (a link to linkUrl when there is one), copy, image with its alt text, and the comingSoon badge", () => {
    render(<FeatureCards block={block} isFirst={false} />)
    const [sidebar, voice] = screen.getAllByRole("listitem")
    expect(within(sidebar!).getByRole("link", { name: "Gmail sidebar" })).toHaveAttribute("href", "/google-workspace-crm")
    expect(within(sidebar!).getByText("Client history beside every email.")).toBeInTheDocument()
    expect(within(sidebar!).getByRole("img", { name: "The Rapport sidebar in Gmail" })).toHaveAttribute("src", "/assets/sidebar.jpg")
    expect(within(sidebar!).queryByText("Coming soon")).toBeNull()
    expect(within(voice!).getByRole("heading", { name: "Voice notes" })).toBeInTheDocument()
    expect(within(voice!).queryByRole("link")).toBeNull()
    expect(within(voice!).getByText("Coming soon")).toBeInTheDocument()
    expect(within(voice!).queryByRole("img")).toBeNull()
  })
})

describe("testimonial", () => {
  const block = {
    quote: "We stopped losing track of proposals the week we switched.",
    author: "Dana Ortiz",
    authorTitle: "Founder",
    company: "Ortiz & Co",
    image: fakeCmsImage("dana", "Dana Ortiz"),
  } as unknown as Queries.TestimonialBlockFragment

  test("the quote, the author, their authorTitle and company, and their image (decorative: the caption names them)", () => {
    const { container } = render(<Testimonial block={block} isFirst={false} />)
    expect(screen.getByText("“We stopped losing track of proposals the week we switched.”")).toBeInTheDocument()
    expect(screen.getByText("Dana Ortiz")).toBeInTheDocument()
    expect(screen.getByText("Founder, Ortiz & Co")).toBeInTheDocument()
    expect(container.querySelector("img")).toHaveAttribute("src", "/assets/dana.jpg")
  })

  test("without authorTitle, company or image, the caption shows what there is", () => {
    const { container } = render(<Testimonial block={{ ...block, authorTitle: null, company: "Ortiz & Co", image: null }} isFirst={false} />)
    expect(screen.getByText("Ortiz & Co")).toBeInTheDocument()
    expect(container.querySelector("img")).toBeNull()
  })
})

describe("reviews", () => {
  const block = {
    heading: "What customers say",
    reviews: [
      { reviewRating: 4.5, reviewQuote: "The Gmail sidebar alone is worth it.", reviewerName: "Priya N." },
      { reviewRating: null, reviewQuote: "Set up in an afternoon.", reviewerName: "Tom B." },
    ],
  } as unknown as Queries.ReviewsBlockFragment

  test("its heading, and each review's reviewRating as stars, reviewQuote and reviewerName", () => {
    render(<Reviews block={block} isFirst={false} />)
    expect(screen.getByRole("heading", { level: 2, name: "What customers say" })).toBeInTheDocument()
    const [first, second] = screen.getAllByRole("listitem")
    expect(within(first!).getByRole("img", { name: "4.5 out of 5 stars" })).toBeInTheDocument()
    expect(within(first!).getByText("“The Gmail sidebar alone is worth it.”")).toBeInTheDocument()
    expect(within(first!).getByText("Priya N.")).toBeInTheDocument()
    // No rating given: no stars, the quote and name still show.
    expect(within(second!).queryByRole("img")).toBeNull()
    expect(within(second!).getByText("Tom B.")).toBeInTheDocument()
  })
})

describe("twoColumn", () => {
  const block = {
    cmsId: "201",
    formCode: null,
    eyebrow: "Projects",
    heading: "Won deals become projects",
    copy: "<p>Tasks, owners and dates carry over from the deal.</p>",
    reverse: true,
    freeTrial: false,
    useForm: false,
    image: fakeCmsImage("projects", "A project board in Rapport"),
    ctas: [],
    cta: { customText: "See project tracking", url: "/manage-projects" },
  } as unknown as Queries.TwoColumnBlockFragment

  test("its eyebrow, heading, rich-text copy, image, the legacy cta link, and reverse swapping the columns", () => {
    const { container } = render(<TwoColumn block={block} isFirst={false} />)
    expect(screen.getByText("Projects")).toHaveClass("eyebrow")
    expect(screen.getByRole("heading", { level: 2, name: "Won deals become projects" })).toBeInTheDocument()
    expect(screen.getByText("Tasks, owners and dates carry over from the deal.")).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "A project board in Rapport" })).toHaveAttribute("src", "/assets/projects.jpg")
    expect(screen.getByRole("link", { name: /See project tracking/ })).toHaveAttribute("href", "/manage-projects")
    expect(container.querySelector("section > div")).toHaveClass("twoColumn", "reverse")
    const { container: straight } = render(<TwoColumn block={{ ...block, reverse: false }} isFirst={false} />)
    expect(straight.querySelector("section > div")).not.toHaveClass("reverse")
  })
})

describe("faq", () => {
  test("its heading, and each question as a disclosure whose answer is the rich text", () => {
    const block = {
      heading: "Questions, answered",
      faqs: [{ question: "Can I import from a spreadsheet?", answer: "<p>Yes: upload a CSV and map its columns.</p>" }],
    } as unknown as Queries.FaqBlockFragment
    const { container } = render(<Faq block={block} isFirst={false} />)
    expect(screen.getByRole("heading", { level: 2, name: "Questions, answered" })).toBeInTheDocument()
    const details = container.querySelector("details")
    expect(within(details as HTMLElement).getByText("Can I import from a spreadsheet?").tagName).toBe("SUMMARY")
    expect(within(details as HTMLElement).getByText("Yes: upload a CSV and map its columns.")).toBeInTheDocument()
  })
})

describe("simpleHero", () => {
  test("its eyebrow, heading and copy", () => {
    render(<SimpleHero block={{ eyebrow: "Pricing", heading: "Simple, per-user pricing", copy: "Four plans, billed monthly or annually." }} isFirst />)
    expect(screen.getByRole("heading", { level: 1, name: "Simple, per-user pricing" })).toBeInTheDocument()
    expect(screen.getByText("Four plans, billed monthly or annually.")).toHaveClass("lede")
    expect(screen.getByText("Pricing")).toHaveClass("eyebrow")
  })
})

describe("table (the comparison)", () => {
  test("each feature row: productText or productCheckmark for Rapport, competitorText or competitorCheckmark for the competitor, text first", () => {
    const block = {
      heading: "Rapport and Pipedrive, side by side",
      competitorName: "Pipedrive",
      features: [
        { description: "Works inside Gmail", productCheckmark: true, productText: null, competitorCheckmark: false, competitorText: null },
        { description: "Price per user", productCheckmark: false, productText: "$19", competitorCheckmark: true, competitorText: "$29" },
      ],
    } as unknown as Queries.ComparisonTableBlockFragment
    render(<ComparisonTable block={block} isFirst={false} />)
    const table = screen.getByRole("region", { name: "Rapport compared with Pipedrive" })
    const [gmail, price] = within(table).getAllByRole("row").slice(1)
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
    expect(cells(gmail!)).toEqual(["✓ Included", "— Not included"])
    expect(cells(price!)).toEqual(["$19", "$29"])
  })
})

let io: IntersectionObserverStub
beforeEach(() => {
  io = stubIntersectionObserver()
})

describe("hero", () => {
  const block = {
    cmsId: "100",
    signupFormType: null,
    heroMarketoId: null,
    marketoThankYouMessage: null,
    eyebrow: "Google Workspace CRM",
    heading: "Your client history, inside Gmail",
    copy: "Every email, meeting and deal beside the inbox you already use.",
    displaySignupForm: false,
    image: fakeCmsImage("gmail", "The Rapport sidebar beside a Gmail thread"),
    ctas: [],
    primaryCta: { customText: "Try Rapport free", url: "/signup" },
    secondaryCta: { customText: "Book a walkthrough", url: "/demos" },
  } as unknown as Queries.HeroBlockFragment

  test("its eyebrow, heading as the h1, copy, image, and its primaryCta and secondaryCta as its two calls to action", async () => {
    render(<Hero block={block} isFirst />)
    expect(screen.getByText("Google Workspace CRM")).toHaveClass("eyebrow")
    expect(screen.getByRole("heading", { level: 1, name: "Your client history, inside Gmail" })).toBeInTheDocument()
    expect(screen.getByText("Every email, meeting and deal beside the inbox you already use.")).toHaveClass("lede")
    expect(screen.getByRole("img", { name: "The Rapport sidebar beside a Gmail thread" })).toHaveAttribute("src", "/assets/gmail.jpg")
    await act(async () => io.fireAll(true))
    expect(await screen.findByRole("link", { name: /Try Rapport free/ })).toHaveAttribute("href", expect.stringMatching(/^\/signup/))
    expect(screen.getByRole("link", { name: /Book a walkthrough/ })).toHaveAttribute("href", expect.stringMatching(/^\/demos/))
  })
})

describe("syncedHero", () => {
  test("its eyebrow, copy and image beside its form", () => {
    const block = {
      cmsId: "300",
      eyebrow: "Free playbook",
      heading: "The Lead Gen Playbook",
      copy: "Twelve ways service businesses find clients through relationships.",
      formId: "1050",
      successMessage: null,
      successMessageSpecializations: [],
      image: fakeCmsImage("playbook", "The Lead Gen Playbook's cover"),
    } as unknown as Queries.SyncedHeroBlockFragment
    render(<SyncedHero block={block} isFirst />)
    expect(screen.getByText("Free playbook")).toHaveClass("eyebrow")
    expect(screen.getByText("Twelve ways service businesses find clients through relationships.")).toHaveClass("lede")
    expect(screen.getByRole("img", { name: "The Lead Gen Playbook's cover" })).toHaveAttribute("src", "/assets/playbook.jpg")
  })

  test("a field it leaves empty comes from the master the page query read (page-builder-globals.tsx), its own fields win", () => {
    const master = {
      cmsId: "900",
      eyebrow: "From the master",
      heading: "The master heading",
      copy: "The master's copy, for every landing page that leaves its own empty.",
      formId: "2000",
      successMessage: "Thanks from the master",
      successMessageSpecializations: [],
      image: fakeCmsImage("master", "The master's picture"),
    }
    const block = {
      cmsId: "301",
      eyebrow: "Own eyebrow",
      heading: "Own heading",
      copy: null,
      formId: null,
      image: null,
      successMessage: null,
      successMessageSpecializations: [],
    }
    // The page query's result, as wrapPageElement hands it on: the siteSettings global's pageHeroSynced entries.
    const data = {
      syncedHeroMaster: {
        pageHeroSynced: [{ pageBuilder: [{ __typename: "CmsPageBuilderHeroBlock" }, { __typename: "CmsPageBuilderSyncedHeroBlock", ...master }] }],
      },
    }
    render(
      <PageBuilderGlobals globals={data as unknown as Queries.PageBuilderGlobalsFragment}>
        <SyncedHero block={block as unknown as Queries.SyncedHeroBlockFragment} isFirst />
      </PageBuilderGlobals>,
    )
    expect(screen.getByText("Own eyebrow")).toHaveClass("eyebrow")
    expect(screen.getByRole("heading", { level: 1, name: "Own heading" })).toBeInTheDocument()
    expect(screen.getByText("The master's copy, for every landing page that leaves its own empty.")).toHaveClass("lede")
    expect(screen.getByRole("img", { name: "The master's picture" })).toHaveAttribute("src", "/assets/master.jpg")
  })
})

describe("ctaBanner", () => {
  test("its heading, copy, and its primaryCta and secondaryCta", () => {
    const block = {
      heading: "Get started for free",
      copy: "Bring your contacts over in minutes.",
      ctas: [],
      primaryCta: { customText: "Try Rapport free", url: "/signup" },
      secondaryCta: { customText: "Book a 20-minute demo", url: "/demos" },
    } as unknown as Queries.CtaBannerBlockFragment
    render(<CtaBanner block={block} isFirst={false} />)
    expect(screen.getByRole("heading", { level: 2, name: "Get started for free" })).toBeInTheDocument()
    expect(screen.getByText("Bring your contacts over in minutes.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Try Rapport free/ })).toHaveAttribute("href", expect.stringMatching(/^\/signup/))
    expect(screen.getByRole("link", { name: /Book a 20-minute demo/ })).toHaveAttribute("href", expect.stringMatching(/^\/demos/))
  })
})
