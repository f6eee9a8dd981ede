/** @jest-environment jsdom */
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { ResourceCards } from "../../../src/blocks/home/ResourceCards/ResourceCards"
import { storyCards } from "../../../src/blocks/home/ResourceCards/ResourceCards.content"
import type { HomeInputs } from "../../../src/blocks/home/types"
import type { CmsImageData } from "../../../src/components/ui/CmsImage"
import type { PostSource } from "../../../src/lib/home/resource-cards"
import { resourceCardClasses, resourceCardThemes } from "../../../src/lib/home/resource-cards"
import { homeInputs } from "../../support/home"

/** Every published entry's page path in the sample CMS, e.g. '/resources/northwind-advisory-case-study'. */
// identity-obj-proxy says its exports are not an ES module, so `import * as styles` sees none of
// its class names; this proxy does, so the rendered classes are the CSS module's keys.
jest.mock(
  "../../../src/blocks/home/ResourceCards/ResourceCards.module.css",
  () => new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) }),
)

const entriesRoot = join(__dirname, "../../../cms/content/entries")
const publishedPaths = new Set(
  readdirSync(entriesRoot).flatMap((section) =>
    readdirSync(join(entriesRoot, section))
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(join(entriesRoot, section, file), "utf8")) as { uri?: string; enabled?: boolean })
      .filter((entry) => entry.uri && entry.enabled !== false)
      .map((entry) => `/${entry.uri}`),
  ),
)

const post = (id: string, slug: string, title: string, category: string): PostSource<CmsImageData> => ({
  id,
  title,
  path: `/resources/${slug}`,
  blogCategories: [{ title: category }],
  featuredImage: null,
})

const latestPosts = [
  post("p1", "mobile-call-and-sms-logging", "New in Rapport: automatic call and SMS logging on mobile", "Rapport News"),
  post("p2", "weekly-review-ritual-for-founders", "The 20-minute Friday review that keeps my week honest", "Productivity"),
  post("p3", "what-we-shipped-in-2025", "What we shipped in 2025, and what's next for Rapport", "Rapport News"),
]

const inputs = (blogEntries: readonly PostSource<CmsImageData>[]): HomeInputs => homeInputs({ blogEntries })

const cardList = () => screen.getAllByRole("list")[0]!

test("the story cards link to their resources, relative urls resolved to /resources/{slug}, each an existing published entry", () => {
  render(<ResourceCards id="resource-cards" inputs={inputs([])} />)
  expect(storyCards.some((card) => card.url.startsWith("resources/"))).toBe(true)
  expect(storyCards.some((card) => card.url.startsWith("../resources/"))).toBe(true)
  for (const card of storyCards) {
    const link = within(cardList()).getByRole("link", { name: card.companyName })
    const slug = card.url.split("/").pop()
    expect(link).toHaveAttribute("href", `/resources/${slug}`)
    expect(publishedPaths).toContain(link.getAttribute("href"))
  }
})

test("each story card shows its quote in quotation marks, its category and, when it has one, its star rating", () => {
  render(<ResourceCards id="resource-cards" inputs={inputs([])} />)
  const articles = within(cardList()).getAllByRole("article")
  expect(articles).toHaveLength(storyCards.length)
  articles.forEach((article, index) => {
    const card = storyCards[index]!
    expect(within(article).getByRole("blockquote")).toHaveTextContent(`“${card.quote}”`)
    expect(article).toHaveTextContent(card.category)
    if (card.rating === null) expect(within(article).queryByRole("img", { name: /out of 5 stars/ })).toBeNull()
    else expect(within(article).getByRole("img", { name: `${card.rating} out of 5 stars` })).toBeInTheDocument()
  })
})

test("the latest two blog posts follow the stories, as cards linking to their pages", () => {
  render(<ResourceCards id="resource-cards" inputs={inputs(latestPosts)} />)
  const links = within(cardList()).getAllByRole("link")
  expect(links.map((link) => link.textContent)).toEqual([...storyCards.map((card) => card.companyName), latestPosts[0]!.title, latestPosts[1]!.title])
  expect(within(cardList()).getByRole("link", { name: latestPosts[0]!.title })).toHaveAttribute("href", "/resources/mobile-call-and-sms-logging")
  expect(within(cardList()).queryByRole("link", { name: latestPosts[2]!.title })).toBeNull()
  for (const link of links) expect(publishedPaths).toContain(link.getAttribute("href"))
})

test("cards wear their theme's background, border and category classes", () => {
  render(<ResourceCards id="resource-cards" inputs={inputs(latestPosts.slice(0, 1))} />)
  const [first] = within(cardList()).getAllByRole("article")
  const card = storyCards[0]!
  expect(first).toHaveClass(card.bgClassName, card.borderColorClassName)
  expect(within(first!).getByText(card.category)).toHaveClass(card.categoryColorClassName)
  const postCard = within(cardList()).getAllByRole("article").at(-1)!
  expect(postCard).toHaveClass("bgPink", "borderPink")
  expect(within(postCard).getByText("Rapport News")).toHaveClass("categoryPink")
})

test("every theme class a card can name exists in the section's stylesheet", () => {
  const css = readFileSync(join(__dirname, "../../../src/blocks/home/ResourceCards/ResourceCards.module.css"), "utf8")
  const names = new Set(
    [...storyCards, ...resourceCardThemes.map((theme) => ({ ...resourceCardClasses(theme) }))].flatMap((card) => [
      card.bgClassName,
      card.categoryColorClassName,
      card.borderColorClassName,
    ]),
  )
  for (const name of names) expect(css).toMatch(new RegExp(`\\.${name}\\s*\\{`))
})

test("'More happy customers →' goes to the case studies", () => {
  render(<ResourceCards id="resource-cards" inputs={inputs([])} />)
  const more = screen.getByRole("link", { name: "More happy customers →" })
  expect(more).toHaveAttribute("href", "/resources/case-studies")
  expect(publishedPaths).toContain("/resources/case-studies")
  expect(screen.getByRole("region", { name: "Real teams, real results" })).toHaveAttribute("id", "resource-cards")
})
