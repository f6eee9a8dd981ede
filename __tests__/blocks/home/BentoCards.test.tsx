/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { BentoCards } from "../../../src/blocks/home/BentoCards/BentoCards"
import { bentoCards, bentoQuote } from "../../../src/blocks/home/BentoCards/BentoCards.content"
import { homeInputs } from "../../support/home"
import { stubIntersectionObserver } from "../../support/intersection-observer"

const inputs = homeInputs()

afterEach(() => jest.restoreAllMocks())

beforeEach(() => {
  // jsdom has no IntersectionObserver; Reveal's and the video's observers only need to exist here (they never report).
  stubIntersectionObserver()
  // jsdom does not implement media playback; the clip's own tests cover when it plays.
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
  jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve())
  // No card's page in the CMS: the cards keep BentoCards.content.ts's copy and pictures (the test below gives them pages).
})

/** Renders, then lets Reveal's lazily loaded animation features arrive (inside act). */
const renderBento = async (withInputs = inputs) => {
  const view = render(<BentoCards id="bento-cards" inputs={withInputs} />)
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return view
}
const cardTitled = (title: string) => screen.getByRole("article", { name: title })

test("a named section with its h2", async () => {
  await renderBento()
  const heading = screen.getByRole("heading", { level: 2 })
  expect(screen.getByRole("region", { name: heading.textContent ?? "" })).toHaveAttribute("id", "bento-cards")
})

test("Templates, Customization, Mobile app and Integrations cards, each linking to its feature page", async () => {
  await renderBento()
  const expected: [string, string][] = [
    ["templates", "/marketing-tools"],
    ["customization", "/manage-contacts"],
    ["mobileApp", "/mobile-crm"],
    ["integrations", "/integrations"],
  ]
  expect(bentoCards.map((card) => card.id)).toEqual(expected.map(([cardId]) => cardId))
  for (const [cardId, href] of expected) {
    const data = bentoCards.find((card) => card.id === cardId)!
    const article = cardTitled(data.title)
    expect(within(article).getByRole("heading", { level: 3, name: data.title })).toBeInTheDocument()
    expect(article).toHaveTextContent(data.copy)
    expect(within(article).getByRole("link", { name: data.link.label })).toHaveAttribute("href", href)
  }
})

test("the picture cards show their image; the mobile app card plays the app's clip instead", async () => {
  const { container } = await renderBento()
  expect(within(cardTitled("Templates for every client email")).getByRole("img", { name: /template/i })).toBeInTheDocument()
  expect(within(cardTitled("Shaped around your business")).getByRole("img", { name: /custom columns/ })).toBeInTheDocument()

  const mobile = cardTitled("Your clients in your pocket")
  const video = mobile.querySelector("video")
  expect(video).toHaveAttribute("aria-label", "The Rapport mobile app logging a client call")
  // Its poster, like its file, is requested only near the viewport (ui/video/AutoplayVideo).
  expect(video).not.toHaveAttribute("poster")
  expect(video).toHaveProperty("muted", true)
  expect(within(mobile).queryByRole("img")).toBeNull()
  expect(container.querySelectorAll("video")).toHaveLength(1)
})

test("the customer quote card: a blockquote with the customer's name and role", async () => {
  await renderBento()
  const figure = screen.getByRole("figure")
  expect(within(figure).getByRole("blockquote")).toHaveTextContent(bentoQuote.quote)
  expect(figure.querySelector("figcaption")).toHaveTextContent(`${bentoQuote.name}${bentoQuote.role}`)
})

test("nothing starts hidden in the server HTML or the first render", async () => {
  const { container } = await renderBento()
  const cards = [...container.querySelectorAll("article"), ...container.querySelectorAll("figure")]
  expect(cards).toHaveLength(5)
  // Each card and the Reveal cell around it are visible.
  cards.forEach((card) => {
    expect((card as HTMLElement).style.opacity).not.toBe("0")
    expect(card.parentElement?.style.opacity).not.toBe("0")
  })
})

test("a card is the page it links to as a card: its bento title, copy and image when set, else its title and SEO description", async () => {
  const picture = {
    layout: "constrained",
    width: 600,
    height: 338,
    sizes: "(min-width: 600px) 600px, 100vw",
    src: "/assets/contacts.jpg",
    srcSet: "/assets/contacts.jpg 600w",
    sources: [],
  }
  // The pages the template read by the ids createPages found at the cards' paths.
  const cardPages = [
    {
      path: "/manage-contacts",
      title: "Organize contacts page",
      seoDescription: "SEO copy.",
      bentoTitle: "Organize contacts",
      bentoCopy: "One timeline per client.",
      bentoImage: { altText: "A client's timeline", title: null, picture },
    },
    { path: "/marketing-tools", title: "Elevate emails", seoDescription: "Email series from Gmail.", bentoTitle: " ", bentoCopy: null, bentoImage: null },
  ]
  await renderBento(homeInputs({ cardPages }))
  const contacts = cardTitled("Organize contacts")
  expect(within(contacts).getByText("One timeline per client.")).toBeInTheDocument()
  expect(within(contacts).getByRole("img", { name: "A client's timeline" })).toHaveAttribute("src", "/assets/contacts.jpg")
  expect(within(contacts).getByRole("link")).toHaveAttribute("href", "/manage-contacts")
  const emails = cardTitled("Elevate emails")
  expect(within(emails).getByText("Email series from Gmail.")).toBeInTheDocument()
  // A card whose page the CMS lacks keeps BentoCards.content.ts's copy.
  const mobile = bentoCards.find((card) => card.id === "mobileApp")!
  expect(within(cardTitled(mobile.title)).getByText(mobile.copy)).toBeInTheDocument()
})
