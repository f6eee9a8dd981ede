/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { CustomerJourney } from "../../../src/blocks/home/CustomerJourney/CustomerJourney"
import { journeyStages } from "../../../src/blocks/home/CustomerJourney/CustomerJourney.content"
import { JOURNEY_ACTIVATION_DELAY_MS } from "../../../src/lib/home/journey"
import { LAYOUT_DEFERRED_CLASS } from "../../../src/lib/loading/layout-deferred"
import { homeInputs } from "../../support/home"
import { stubIntersectionObserver, type FakeIntersectionObserver, type IntersectionObserverStub } from "../../support/intersection-observer"
import { stubMatchMedia } from "../../support/match-media"

const inputs = homeInputs()

let io: IntersectionObserverStub

/** The observer watching the journey's cards (other components may observe things too). */
const cardObserver = (): FakeIntersectionObserver => {
  const found = io.observers.find((observer) => observer.observed.some((element) => element.tagName === "ARTICLE"))
  if (!found) throw new Error("no observer watches the journey's cards")
  return found
}

/** The cards' observer reports each card at the given visible ratio. */
const reportCards = (ratios: [Element, number][]): void => act(() => cardObserver().report(ratios))

const scrollIntoView = jest.fn()

beforeEach(() => {
  io = stubIntersectionObserver()
  Element.prototype.scrollIntoView = scrollIntoView
  scrollIntoView.mockClear()
})

afterEach(() => {
  jest.useRealTimers()
})

const renderJourney = () => render(<CustomerJourney id="customer-journey" inputs={inputs} />)
const stageButton = (name: string) => within(screen.getByRole("navigation", { name: "Customer journey stages" })).getByRole("button", { name })
const card = (title: string) => screen.getByRole("article", { name: title })
const stageNames = ["Connect", "Win", "Deliver", "Repeat"]
const activeStage = () => stageNames.filter((name) => stageButton(name).getAttribute("aria-current") === "step")

describe("content", () => {
  test("the section's h2, four stage buttons and four cards in order", () => {
    renderJourney()
    expect(screen.getByRole("region", { name: "Your entire customer journey in one place" })).toHaveAttribute("id", "customer-journey")
    expect(screen.getByRole("heading", { level: 2, name: "Your entire customer journey in one place" })).toBeInTheDocument()
    const buttons = within(screen.getByRole("navigation", { name: "Customer journey stages" })).getAllByRole("button")
    expect(buttons).toHaveLength(4)
    buttons.forEach((button, index) => expect(button).toHaveAccessibleName(stageNames[index]))
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Connect with leads",
      "Win deals",
      "Deliver projects",
      "Create repeat business",
    ])
  })

  test("each button controls its card", () => {
    renderJourney()
    for (const [button, title] of [
      ["Connect", "Connect with leads"],
      ["Win", "Win deals"],
      ["Deliver", "Deliver projects"],
      ["Repeat", "Create repeat business"],
    ] as const) {
      expect(stageButton(button)).toHaveAttribute("aria-controls", card(title).id)
    }
  })

  test("each card, and not the section, waits for its own layout until the page settles, so no single frame lays out all four", () => {
    renderJourney()
    expect(screen.getByRole("region", { name: "Your entire customer journey in one place" })).not.toHaveClass(LAYOUT_DEFERRED_CLASS)
    expect(screen.getByRole("navigation", { name: "Customer journey stages" }).closest(`.${LAYOUT_DEFERRED_CLASS}`)).toBeNull()
    for (const stage of journeyStages) expect(card(stage.card.title)).toHaveClass(LAYOUT_DEFERRED_CLASS)
  })

  test("each card has a title, copy, an image with alt text and four feature bullets", () => {
    renderJourney()
    for (const stage of journeyStages) {
      const article = card(stage.card.title)
      expect(article).toHaveTextContent(stage.card.copy)
      expect(within(article).getByRole("img", { name: stage.imageAlt })).toBeInTheDocument()
      expect(within(article).getAllByRole("listitem")).toHaveLength(4)
    }
  })

  test("a bullet with a url links to it; one without is plain text", () => {
    renderJourney()
    const win = card("Win deals")
    expect(within(win).getByRole("link", { name: "Pipelines that fit how you sell" })).toHaveAttribute("href", "/track-leads")
    expect(within(win).getByRole("link", { name: "Reports on what is closing" })).toHaveAttribute("href", "/sales-reporting")
    const repeat = card("Create repeat business")
    expect(within(repeat).getByText("Review and referral requests")).toBeInTheDocument()
    expect(within(repeat).queryByRole("link", { name: /Review and referral requests/ })).toBeNull()
    // Every bullet with a url is a link, and only those.
    const linked = journeyStages.flatMap((stage) => stage.bullets).filter((bullet) => bullet.url !== "")
    expect(screen.getAllByRole("link")).toHaveLength(linked.length)
  })

  test("a coming-soon bullet carries the badge; the others do not", () => {
    renderJourney()
    const badges = screen.getAllByText("Coming soon")
    const comingSoon = journeyStages.flatMap((stage) => stage.bullets).filter((bullet) => bullet.comingSoon)
    expect(comingSoon.length).toBeGreaterThan(0)
    expect(badges).toHaveLength(comingSoon.length)
    expect(badges[0]?.closest("li")).toHaveTextContent("AI project catch-ups")
  })

  test("bullet icons are decorative", () => {
    const { container } = renderJourney()
    const icons = container.querySelectorAll("[data-icon]")
    expect(icons).toHaveLength(16 * 2)
    icons.forEach((icon) => expect(icon).toHaveAttribute("aria-hidden", "true"))
  })
})

describe("the active stage", () => {
  test("starts on Connect", () => {
    renderJourney()
    expect(activeStage()).toEqual(["Connect"])
  })

  test("clicking Win scrolls smoothly to the Win card and marks Win active only after 500 ms", () => {
    jest.useFakeTimers()
    renderJourney()
    act(() => stageButton("Win").click())

    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
    // The scroll target is the Win card's place in the flow: the anchor right before it.
    const target = scrollIntoView.mock.contexts[0] as Element
    expect(target.nextElementSibling).toBe(card("Win deals"))

    expect(activeStage()).toEqual(["Connect"])
    act(() => jest.advanceTimersByTime(JOURNEY_ACTIVATION_DELAY_MS - 1))
    expect(activeStage()).toEqual(["Connect"])
    act(() => jest.advanceTimersByTime(1))
    expect(activeStage()).toEqual(["Win"])
  })

  test("under reduced motion the click jumps to the card instead of scrolling smoothly", () => {
    jest.useFakeTimers()
    const media = stubMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"))
    try {
      renderJourney()
      act(() => stageButton("Deliver").click())
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" })
      act(() => jest.advanceTimersByTime(JOURNEY_ACTIVATION_DELAY_MS))
      expect(activeStage()).toEqual(["Deliver"])
    } finally {
      media.restore()
    }
  })

  test("a card fully in view marks its stage active", () => {
    renderJourney()
    const observer = cardObserver()
    expect(observer.options.threshold).toEqual(expect.arrayContaining([1]))
    expect(observer.observed).toHaveLength(4)

    reportCards([
      [card("Win deals"), 0.2],
      [card("Deliver projects"), 1],
    ])
    expect(activeStage()).toEqual(["Deliver"])
  })

  test("cards passed by a click's scroll do not flicker the stage before it lands", () => {
    jest.useFakeTimers()
    renderJourney()
    act(() => stageButton("Repeat").click())
    reportCards([
      [card("Connect with leads"), 1],
      [card("Win deals"), 1],
      [card("Deliver projects"), 1],
    ])
    expect(activeStage()).toEqual(["Connect"])
    act(() => jest.advanceTimersByTime(JOURNEY_ACTIVATION_DELAY_MS))
    expect(activeStage()).toEqual(["Repeat"])
  })

  test("a tall card on a phone, never fully in view, still becomes active when it fills most of the screen", () => {
    renderJourney()
    reportCards([
      [card("Connect with leads"), 0.2],
      [card("Win deals"), 0.75],
    ])
    expect(activeStage()).toEqual(["Win"])
  })
})
