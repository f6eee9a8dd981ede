/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import LandingPageTemplate from "../../src/templates/landing-page"
import CaseStudyTemplate from "../../src/templates/case-study"
import IntegrationTemplate from "../../src/templates/integration"
import EBookTemplate from "../../src/templates/ebook"
import BlogPostTemplate from "../../src/templates/blog-post"
import WebinarTemplate from "../../src/templates/webinar"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../support/intersection-observer"
import { fakeCmsImage } from "../support/cms-image"

/*
 * Templates rendered from the data their page query gives, with the fields an editor fills on
 * those entry types set, to see the page change with each (issue 30; the rows of
 * __tests__/cms/field-renderings.table.ts point here). PageShell's banner global: none.
 */

// The templates' props, as Gatsby hands them; the data is what each test sets.
const props = (data: unknown, navigation = "default"): any => ({
  data,
  pageContext: { id: "1", navigation, listingSection: null, listingTypes: [], attributionDefaults: {} },
  location: { pathname: "/x", search: "" },
})

let io: IntersectionObserverStub

beforeEach(() => {
  io = stubIntersectionObserver()
  ;(useStaticQuery as jest.Mock).mockReturnValue({ webBanner: null })
})

test("a landing page's navLink1 to navLink5 are its navigation's links, in order", async () => {
  const links = ["Why Rapport", "Compare", "Pricing", "Reviews", "FAQ"].map((customText, i) => ({ customText, url: `#section-${i + 1}` }))
  const [navLink1, navLink2, navLink3, navLink4, navLink5] = links
  const entry = {
    __typename: "CmsPagesLandingPageEntry",
    title: "Small business CRM",
    eyebrow: null,
    seoDescription: null,
    darkHeroBackground: null,
    pageBuilder: [],
    navLink1,
    navLink2,
    navLink3,
    navLink4,
    navLink5,
    utilityButton: null,
    removeFreeTrial: null,
    differentTryFreeCtaCopy: null,
  }
  render(<LandingPageTemplate {...props({ cmsEntry: entry }, "landing")} />)
  const banner = await screen.findByRole("banner")
  await within(banner).findByRole("link", { name: "FAQ" })
  expect(
    within(banner)
      .getAllByRole("link", { name: /^(Why Rapport|Compare|Pricing|Reviews|FAQ)$/ })
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual(links.map((link) => [link.customText, link.url]))
})

test("a customer story shows its companyLogo (named by companyName), its industry, and its results' value and label", () => {
  const story = {
    __typename: "CmsBlogCaseStudyEntry",
    title: "How Brightline won more proposals",
    seoDescription: null,
    path: "/resources/brightline",
    companyName: "Brightline Studio",
    industry: "Agency",
    companyLogo: fakeCmsImage("brightline", "", "png"),
    results: [
      { value: "38%", label: "more proposals won" },
      { value: "6 hrs", label: "saved each week" },
    ],
    featuredImage: null,
    richText: null,
    contentBuilder: [],
    caseStudyPdf: null,
  }
  render(<CaseStudyTemplate {...props({ cmsEntry: story })} />)
  expect(screen.getByRole("img", { name: "Brightline Studio" })).toHaveAttribute("src", "/assets/brightline.png")
  expect(screen.getByText(/· Agency/)).toBeInTheDocument()
  const results = screen.getByRole("list", { name: "Results" })
  expect(
    within(results)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["38%more proposals won", "6 hrssaved each week"])
})

test("an integration shows its logo and shortDescription, its integrationsBlocks' sections (heading, copy, image), its supportLink and madeByPage", () => {
  const integration = {
    __typename: "CmsIntegrationsIntegrationEntry",
    title: "Slack",
    shortDescription: "Post won deals to the channels your team watches.",
    madeByPage: "https://slack.com",
    supportLink: "https://help.rapport.example/integrations/slack",
    integrationCategory: [{ title: "Team chat" }],
    isAvailableStarter: false,
    isAvailableBasic: true,
    isAvailableProfessional: true,
    isAvailableBusiness: true,
    logo: fakeCmsImage("slack", "Slack", "png"),
    integrationsBlocks: [
      {
        __typename: "CmsIntegrationsBlocksSectionBlock",
        heading: "The right alert, in the right channel",
        copy: "<p>Leads to #sales, wins to #wins.</p>",
        image: fakeCmsImage("slack-alert", "A won deal posted in Slack", "png"),
      },
    ],
  }
  render(<IntegrationTemplate {...props({ cmsEntry: integration })} />)
  expect(screen.getByText("Post won deals to the channels your team watches.")).toBeInTheDocument()
  expect(screen.getByRole("img", { name: "Slack" })).toHaveAttribute("src", "/assets/slack.png")
  expect(screen.getByRole("heading", { level: 2, name: "The right alert, in the right channel" })).toBeInTheDocument()
  expect(screen.getByText("Leads to #sales, wins to #wins.")).toBeInTheDocument()
  expect(screen.getByRole("img", { name: "A won deal posted in Slack" })).toHaveAttribute("src", "/assets/slack-alert.png")
  expect(screen.getByRole("link", { name: /Set-up guide in the Help Center/ })).toHaveAttribute("href", "https://help.rapport.example/integrations/slack")
  expect(screen.getByRole("link", { name: /About Slack/ })).toHaveAttribute("href", "https://slack.com")
})

test("an e-book's tableOfContent chapterTitles link to its eBookbuilder chapters, each its heading and copy", () => {
  const book = {
    __typename: "CmsEbooksEBookEntry",
    title: "The Relationship Selling Playbook",
    path: "/resources/books-guides/playbook",
    description: null,
    featuredImage: null,
    download: null,
    formId: null,
    tableOfContent: [{ chapterTitle: "Why relationships win" }, { chapterTitle: "Mapping who you know" }],
    eBookbuilder: [
      { __typename: "CmsEBookbuilderChapterBlock", cmsId: "c1", heading: "Why relationships win", copy: "<p>A referral closes faster than a cold lead.</p>" },
      { __typename: "CmsEBookbuilderChapterBlock", cmsId: "c2", heading: "Mapping who you know", copy: "<p>Start with everyone you emailed last year.</p>" },
    ],
  }
  render(<EBookTemplate {...props({ cmsEntry: book })} />)
  const toc = screen.getByRole("navigation", { name: "What’s inside" })
  expect(within(toc).getByRole("link", { name: "Mapping who you know" })).toHaveAttribute("href", "#chapter-2")
  const chapter = screen.getByRole("region", { name: "Mapping who you know" })
  expect(chapter).toHaveAttribute("id", "chapter-2")
  expect(within(chapter).getByText("Start with everyone you emailed last year.")).toBeInTheDocument()
})

test("a blog post shows its blogSubtitle under the title, and its richText body", () => {
  const post = {
    __typename: "CmsBlogBlogEntry",
    title: "How to build a sales pipeline in Gmail",
    blogSubtitle: "A pipeline you will actually keep up to date",
    richText: "<p>Start with the deals already in your inbox.</p>",
    imageGradient: null,
    displayGeneralAdd: null,
    postDate: "2026-10-01T09:00:00Z",
    readingTime: 6,
    blogCategories: [{ title: "Sales", slug: "sales" }],
    author: null,
    useExternalAuthor: null,
    featuredImage: null,
    blogBuilder: [],
  }
  render(<BlogPostTemplate {...props({ cmsEntry: post })} />)
  const header = screen.getByRole("heading", { level: 1, name: "How to build a sales pipeline in Gmail" }).closest("header") as HTMLElement
  expect(within(header).getByText("A pipeline you will actually keep up to date")).toBeInTheDocument()
  expect(screen.getByText("Start with the deals already in your inbox.")).toBeInTheDocument()
})

describe("webinars", () => {
  const onDemand = {
    __typename: "CmsWebinarsWebinarsEntry",
    title: "Pipeline Rescue Live",
    path: "/webinars/pipeline-rescue-live",
    differentTryFreeCtaCopy: null,
    duration: "45 min",
    releaseDate: "2025-06-12T16:00:00Z",
    description: null,
    embeddedVideo: null,
    featuredImage: null,
    formHeader: "Watch the full replay",
    formCopy: "Tell us where to send the recording and the slides.",
    belowTheFormCopy: "We email the link straight away.",
    featuredAuthors: [
      { fullName: "Daniel Reyes", authorTitle: "Head of Customer Success" },
      { fullName: "Maya Okafor", authorTitle: null },
    ],
    relatedResource: [
      {
        __typename: "CmsBlogBlogEntry",
        id: "p1",
        title: "How to build a sales pipeline in Gmail",
        consolidatedTitle: null,
        path: "/resources/pipeline-in-gmail",
        postDate: "2025-05-01T09:00:00Z",
        seoDescription: "A pipeline you will keep.",
        sectionHandle: "blog",
        readingTime: 6,
        blogCategories: [{ title: "Sales" }],
        featuredImage: null,
      },
    ],
  }

  test("an on-demand webinar: its featuredAuthors as the speakers, its form under formHeader with formCopy and belowTheFormCopy, and its relatedResource as cards", async () => {
    render(<WebinarTemplate {...props({ cmsEntry: onDemand })} />)
    const speakers = screen.getByRole("heading", { name: "Speakers" }).nextElementSibling as HTMLElement
    expect(
      within(speakers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Daniel Reyes, Head of Customer Success", "Maya Okafor"])
    await act(async () => io.fireAll(true))
    expect(await screen.findByRole("heading", { name: "Watch the full replay" })).toBeInTheDocument()
    expect(screen.getByText("Tell us where to send the recording and the slides.")).toBeInTheDocument()
    expect(screen.getByText("We email the link straight away.")).toBeInTheDocument()
    const related = await screen.findByRole("region", { name: "Related resources" })
    expect(within(related).getByRole("link", { name: /How to build a sales pipeline in Gmail/ })).toHaveAttribute("href", "/resources/pipeline-in-gmail")
  })

  test("a special event: its descriptionRichText and its webinarBoilerplate", () => {
    const special = {
      __typename: "CmsWebinarsWebinarSpecialEntry",
      title: "Agency Growth Summit",
      path: "/webinars/agency-growth-summit",
      differentTryFreeCtaCopy: null,
      eventDate: "2020-01-01T16:00:00Z",
      descriptionRichText: "<p>A half-day summit about growth that does not burn out your team.</p>",
      webinarBoilerplate: "<p>Rapport is the CRM for relationship-focused small businesses.</p>",
      featuredImage: null,
    }
    render(<WebinarTemplate {...props({ cmsEntry: special })} />)
    expect(screen.getByText("A half-day summit about growth that does not burn out your team.")).toBeInTheDocument()
    expect(screen.getByText("Rapport is the CRM for relationship-focused small businesses.")).toBeInTheDocument()
  })
})
