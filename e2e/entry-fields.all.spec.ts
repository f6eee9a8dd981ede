import { expect, test } from "./fixtures"
import { loadContent } from "../cms/content-store"
import { entryFor } from "./content"

/**
 * Fields an editor fills that change another page or a page's look (issue 30), checked on the
 * built site against the content it was built from: the bento fields (SPEC 3.1) on the pages
 * that show an entry as a card, darkHeroBackground (3.2), displayGeneralAdd and
 * displayOnCaseStudyPage (3.3), and the sign-up navigation's featured post (2.6).
 */
const store = loadContent()
const published = store.entries.filter((entry) => entry.enabled && entry.uri)
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)
/** An entry's card title and copy: its bento fields, else its title and SEO description (lib/pages/page-cards.ts). */
const card = (entry: { [field: string]: unknown }) => ({ title: text(entry.bentoTitle) ?? text(entry.title), copy: text(entry.bentoCopy) ?? text(entry.seoDescription) })

test("the homepage's bento cards are the pages they link to, as cards", async ({ page }) => {
  await page.goto("/")
  const grid = page.locator("#bento-cards")
  for (const path of ["/marketing-tools", "/manage-contacts", "/mobile-crm", "/integrations"]) {
    const expected = card(entryFor(path))
    const article = grid.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: expected.title ?? "", exact: true }) })
    await expect(article, `the card linking to ${path}`).toHaveCount(1)
    await expect(article.getByText(expected.copy ?? "", { exact: true })).toBeVisible()
    await expect(article.getByRole("link")).toHaveAttribute("href", path)
  }
})

test("a feature page ends with three other features as cards, and an industry page with three other industries", async ({ page }) => {
  for (const [type, path, heading] of [
    ["feature", "/manage-contacts", "More of what Rapport does"],
    ["industry", "/industries/consulting-crm", "Rapport in other industries"],
  ] as const) {
    const siblings = published.filter((entry) => entry.typeHandle === type).sort((a, b) => ((a.uri ?? "") < (b.uri ?? "") ? -1 : 1))
    const at = siblings.findIndex((entry) => `/${entry.uri}` === path)
    const expected = [...siblings.slice(at + 1), ...siblings.slice(0, at)].slice(0, 3)
    await page.goto(path)
    const section = page.getByRole("region", { name: heading })
    await expect(section.getByRole("listitem")).toHaveCount(expected.length)
    for (const entry of expected) {
      const { title, copy } = card(entry)
      await expect(section.getByRole("link", { name: title ?? "", exact: true })).toHaveAttribute("href", `/${entry.uri}`)
      if (copy) await expect(section.getByText(copy, { exact: true })).toBeVisible()
    }
  }
})

test("darkHeroBackground puts the hero on the ink colour with light text; other heroes stay light", async ({ page }) => {
  const dark = published.find((entry) => entry.darkHeroBackground === true)
  expect(dark, "a sample entry with darkHeroBackground").toBeTruthy()
  await page.goto(`/${dark?.uri}`)
  const heading = page.getByRole("heading", { level: 1 })
  const hero = page.locator("main section").first()
  await expect(hero).toHaveCSS("background-color", "rgb(27, 27, 58)")
  await expect(heading).toHaveCSS("color", "rgb(255, 255, 255)")
  await page.goto("/manage-contacts")
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(27, 27, 58)")
})

test("displayGeneralAdd shows the general ad at a post's foot, leading to the sign-up; a post without it has none", async ({ page }) => {
  const posts = published.filter((entry) => entry.typeHandle === "blog")
  const withAd = posts.find((entry) => entry.displayGeneralAdd === true)
  const withoutAd = posts.find((entry) => entry.displayGeneralAdd !== true)
  expect(withAd && withoutAd).toBeTruthy()
  await page.goto(`/${withAd?.uri}`)
  const ad = page.getByRole("complementary", { name: "Keep every client relationship in Gmail" })
  await expect(ad).toBeVisible()
  await expect(ad.getByRole("link", { name: "Try Rapport free" })).toHaveAttribute("href", /^\/signup/)
  await page.goto(`/${withoutAd?.uri}`)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByRole("complementary", { name: "Keep every client relationship in Gmail" })).toHaveCount(0)
})

test("/resources/case-studies lists the blog posts marked displayOnCaseStudyPage beside the case studies", async ({ page }) => {
  const flagged = published.filter((entry) => entry.typeHandle === "blog" && entry.displayOnCaseStudyPage === true)
  expect(flagged.length).toBeGreaterThan(0)
  await page.goto("/resources/case-studies")
  const main = page.getByRole("main")
  for (const post of flagged) await expect(main.locator(`a[href="/${post.uri}"]`).first()).toBeAttached()
})

test("the sign-up navigation shows the newest featured post, cut like the resource slider's", async ({ page }, testInfo) => {
  const newest = published
    .filter((entry) => entry.typeHandle === "blog" && entry.featuredArticle === true)
    .sort((a, b) => String(b.postDate).localeCompare(String(a.postDate)))[0]
  expect(newest).toBeTruthy()
  await page.goto("/signup")
  const featured = page.getByRole("banner").getByRole("complementary", { name: "From the blog" })
  const title = text(newest?.title) ?? ""
  const shown = title.length <= 28 ? title : `${title.slice(0, 28).trimEnd()}...`
  // Two short lines from 768 px; a phone's bar keeps its logo and 'Log in' alone.
  if (testInfo.project.name === "phone") {
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible()
    await expect(featured).toBeHidden()
    return
  }
  await expect(featured.getByRole("link", { name: shown })).toHaveAttribute("href", `/${newest?.uri}`)
})
