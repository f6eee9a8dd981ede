/** @jest-environment jsdom */
import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Hero } from "../../../src/blocks/home/Hero/Hero"
import { heroMobileImage, industryCarouselLabel, industryCarouselSettings } from "../../../src/blocks/home/Hero/Hero.content"
import type { HomeInputs } from "../../../src/blocks/home/types"
import type { Experiment } from "../../../src/lib/experiments/model"
import { videos } from "../../../src/config/videos"
import { PersonalizationProvider, type GlobalUserPersonalization } from "../../../src/lib/personalization/personalization"
import { homeInputs } from "../../support/home"
import { restoreIntersectionObserver, stubIntersectionObserver } from "../../support/intersection-observer"
import { installStatusVariantStyles } from "../../support/status-variant-styles"

const inputs = (signupUrl = "/signup", eyebrow: string | null = null): HomeInputs => homeInputs({ entry: { eyebrow }, globals: { signupUrl } })

beforeEach(() => {
  // An observer that never reports: the carousel stays the server-rendered row, as it does off screen.
  stubIntersectionObserver()
})

afterEach(() => restoreIntersectionObserver())

test("the page's one h1 is the exact headline, and it names the section", () => {
  render(<Hero id="hero" inputs={inputs()} />)
  const heading = screen.getByRole("heading", { level: 1 })
  expect(heading).toHaveTextContent(/^Be there for your clients, every step of the way$/)
  expect(screen.getByRole("region", { name: "Be there for your clients, every step of the way" })).toHaveAttribute("id", "hero")
})

test("an experiment on the headline: every arm in the markup, the control shown and naming the heading, the variants hidden until the head script picks one", () => {
  const experiment: Experiment = {
    id: "home-hero-headline",
    pageUri: "",
    element: "homeHeroHeading",
    arms: [
      { name: "control", copy: null, weight: 50 },
      { name: "inside-gmail", copy: "Every client relationship, right inside Gmail", weight: 50 },
    ],
  }
  render(<Hero id="hero" inputs={homeInputs({ experiments: [experiment] })} />)
  const heading = screen.getByRole("heading", { level: 1, name: "Be there for your clients, every step of the way" })
  expect(heading.querySelector('[data-experiment="home-hero-headline"]')).not.toBeNull()
  expect(within(heading).getByText("Every client relationship, right inside Gmail")).not.toBeVisible()
  expect(within(heading).getByText("Be there for your clients, every step of the way")).toBeVisible()
})

test("an experiment on another element leaves the headline as it is", () => {
  const other: Experiment = {
    id: "x",
    pageUri: "",
    element: "pricingCta",
    arms: [
      { name: "control", copy: null, weight: 0 },
      { name: "b", copy: "Other", weight: 100 },
    ],
  }
  render(<Hero id="hero" inputs={homeInputs({ experiments: [other] })} />)
  expect(screen.getByRole("heading", { level: 1 }).innerHTML).toBe("Be there for your clients, every step of the way")
})

test("the badge 'Recommended for Google Workspace' links to /google-workspace-crm", () => {
  render(<Hero id="hero" inputs={inputs()} />)
  expect(screen.getByRole("link", { name: "Recommended for Google Workspace" })).toHaveAttribute("href", "/google-workspace-crm")
})

test("the page entry's eyebrow, when set, words the badge; it still links to /google-workspace-crm", () => {
  render(<Hero id="hero" inputs={inputs("/signup", "Rated #1 CRM for Google Workspace")} />)
  expect(screen.getByRole("link", { name: "Rated #1 CRM for Google Workspace" })).toHaveAttribute("href", "/google-workspace-crm")
})

test("'Try Rapport free' goes to the sign-up and 'Get a demo' to /demos", () => {
  render(<Hero id="hero" inputs={inputs()} />)
  expect(screen.getByRole("link", { name: "Try Rapport free" })).toHaveAttribute("href", "/signup")
  expect(screen.getByRole("link", { name: "Get a demo" })).toHaveAttribute("href", "/demos")
})

test("the trial button follows the sign-up URL of the global settings", () => {
  render(<Hero id="hero" inputs={inputs("/start-free-trial")} />)
  expect(screen.getByRole("link", { name: "Try Rapport free" })).toHaveAttribute("href", "/start-free-trial")
})

test("the industry carousel has five slides, each linking to its industry page", () => {
  render(<Hero id="hero" inputs={inputs()} />)
  const carousel = screen.getByRole("region", { name: industryCarouselLabel })
  const slides = within(carousel).getAllByRole("group")
  expect(slides).toHaveLength(5)
  const expected = [
    ["Consulting and Coaching", "/industries/consulting-crm"],
    ["Agencies and Production", "/industries/agency-crm"],
    ["Construction", "/industries/construction-crm"],
    ["Creators and Media", "/industries/media-crm"],
    ["Financial Services", "/industries/financial-services-crm"],
  ] as const
  expected.forEach(([name, href], index) => {
    // The picture is decorative (alt=""), so the industry name alone names each link.
    expect(within(slides[index]!).getByRole("link", { name })).toHaveAttribute("href", href)
  })
})

test("the industry carousel runs to SPEC 9.6: coverflow, loop, 2000 ms autoplay that survives interaction and pauses on hover, 1200 ms speed", () => {
  expect(industryCarouselSettings).toEqual({
    effect: "coverflow",
    loop: true,
    autoplayMs: 2000,
    keepPlayingAfterInteraction: true,
    pauseOnHover: true,
    speedMs: 1200,
    slidesPerView: 2,
    spaceBetween: 10,
    breakpoints: { 1200: { slidesPerView: 2.5, spaceBetween: 20 } },
  })
})

test("the carousel is laid out with those settings before swiper arrives: 2 per view 10 px apart, 2.5 and 20 px from 1200 px", () => {
  render(<Hero id="hero" inputs={inputs()} />)
  const carousel = screen.getByRole("region", { name: industryCarouselLabel })
  const track = carousel.querySelector<HTMLElement>("[style*='--track-gap']")
  const layout = ["--track-gap", "--track-width", "--track-gap-1200", "--track-width-1200"].map((name) => track?.style.getPropertyValue(name))
  expect(layout).toEqual(["10px", "calc((100% - 10px) / 2)", "20px", "calc((100% - 30px) / 2.5)"])
})

test("phones get one static picture, loaded eagerly: the carousel's stand-in below 768 px", () => {
  render(<Hero id="hero" inputs={inputs()} />)
  const picture = screen.getByRole("img", { name: heroMobileImage.alt })
  expect(picture).toHaveAttribute("loading", "eager")
  expect(picture).toHaveAttribute("fetchpriority", "high")
  // It sits outside the carousel, which CSS hides on phones.
  expect(within(screen.getByRole("region", { name: industryCarouselLabel })).queryByRole("img", { name: heroMobileImage.alt })).toBeNull()
})

test("'Watch Rapport in 60 seconds' opens the intro video in a dialog, and its close button shuts it", async () => {
  const user = userEvent.setup()
  render(<Hero id="hero" inputs={inputs()} />)
  expect(screen.queryByRole("dialog")).toBeNull()
  const watch = screen.getByRole("button", { name: "Watch Rapport in 60 seconds" })
  await user.click(watch)
  const dialog = await screen.findByRole("dialog", { name: "Rapport in 60 seconds" })
  expect(within(dialog).getByRole("heading", { name: "Rapport in 60 seconds" })).toBeInTheDocument()
  await waitFor(() => expect(dialog.querySelector("video source")).toHaveAttribute("src", videos.introduction.src))
  await user.click(within(dialog).getByRole("button", { name: "Close" }))
  expect(screen.queryByRole("dialog")).toBeNull()
  expect(watch).toHaveFocus()
})

describe("personalisation", () => {
  // Every status's button is in the page; the site's stylesheet shows the visitor's (lib/personalization/head-script.ts).
  beforeAll(installStatusVariantStyles)
  const global: GlobalUserPersonalization = {
    applyPersonalizations: true,
    heroPersonalisation: [
      { userStatus: [{ slug: "loggedIn" }], copy: "Welcome back! Your pipeline is waiting for you in Rapport." },
      { userStatus: [{ slug: "anonymous" }], copy: "Rapport is the CRM built into Gmail, Calendar and Drive." },
    ],
    variableElements: [{ userStatus: [{ slug: "loggedIn" }], element: "heroPrimaryCta", copy: "Go to Rapport" }],
  }

  const renderFor = (loggedIn: string | undefined, personalization: GlobalUserPersonalization | null = global) =>
    render(
      <PersonalizationProvider global={personalization} readLoggedInCookie={() => loggedIn}>
        <Hero id="hero" inputs={inputs()} />
      </PersonalizationProvider>,
    )

  test("without personalised copy the hero keeps its own supporting paragraph", () => {
    renderFor(undefined, null)
    expect(screen.getByText(/keeps every email, meeting, deal and project with the client/)).toBeInTheDocument()
  })

  test("an anonymous visitor gets the CMS's anonymous copy and the trial button", () => {
    renderFor(undefined)
    expect(screen.getByText("Rapport is the CRM built into Gmail, Calendar and Drive.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Try Rapport free" })).toHaveAttribute("href", "/signup")
  })

  test("a recognised visitor gets the personalised copy and 'Go to Rapport' to the application", async () => {
    renderFor("true")
    expect(await screen.findByText("Welcome back! Your pipeline is waiting for you in Rapport.")).toBeInTheDocument()
    expect(screen.queryByText(/keeps every email/)).toBeNull()
    expect(screen.getByRole("link", { name: "Go to Rapport (opens in a new tab)" })).toHaveAttribute("href", "https://app.rapport.example/users/sign_in")
    expect(screen.queryByRole("link", { name: "Try Rapport free" })).toBeNull()
    expect(screen.getByRole("link", { name: "Get a demo" })).toHaveAttribute("href", "/demos")
  })
})
