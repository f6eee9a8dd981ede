import { readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test } from "./fixtures"
import { loadContent } from "../cms/content-store"
import { hostedVideos } from "../src/config/video-hosting"
import { industryCustomerLogos } from "../src/config/customer-logos"
import { appStarted, bringIntoView } from "./app"
import { entryFor } from "./content"

/**
 * Fields an editor fills that change another page or a page's look (issue 30), checked on the
 * built site against the content it was built from: the bento fields (SPEC 3.1) on the pages
 * that show an entry as a card, darkHeroBackground (3.2), displayGeneralAdd and
 * displayOnCaseStudyPage (3.3), the sign-up navigation's featured post (2.6), /demos'
 * demoThumbnail (3.13), the intro video's thumbnail (2.11, 9.6) and the logo lists (3.14).
 */
const store = loadContent()
const published = store.entries.filter((entry) => entry.enabled && entry.uri)
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)
/** An entry's card title and copy: its bento fields, else its title and SEO description (lib/pages/page-cards.ts). */
const card = (entry: { [field: string]: unknown }) => ({
  title: text(entry.bentoTitle) ?? text(entry.title),
  copy: text(entry.bentoCopy) ?? text(entry.seoDescription),
})

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
  const featured = page.getByRole("banner").getByRole("group", { name: "From the blog" })
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

test("/demos plays the recorded demo its demoThumbnail names: SPEC 7.4's 'demo' video, in the site's player", async ({ page }) => {
  // The entry's file as the editors saved it (the content store keeps a Super Table behind a resolver).
  const demos = JSON.parse(readFileSync(join(__dirname, "../cms/content/entries/pages/demos.json"), "utf8")) as { demoThumbnail: unknown }
  expect(demos.demoThumbnail).toEqual([{ videoId: "demo", comingSoon: false }])
  const video = hostedVideos.demo
  await page.goto("/demos")
  await appStarted(page)
  const section = page.getByRole("region", { name: "Watch a recorded demo" })
  await bringIntoView(section)
  const play = section.getByRole("button", { name: `Play video: ${video.title}` })
  await play.click()
  const player = section.getByLabel(video.title, { exact: true }).and(page.locator("video"))
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5)
  expect(await player.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname)).toBe(video.src)
})

test("the homepage's intro video opens from its 834x469 thumbnail too, in the modal titled 'Rapport in 60 seconds'", async ({ page }) => {
  await page.goto("/")
  await appStarted(page)
  const thumbnail = page.getByRole("button", { name: "Play video: Rapport in 60 seconds" })
  await bringIntoView(thumbnail)
  // Web-first assertions: the section's server HTML is swapped for its hydrated copy as it nears the viewport.
  await expect(thumbnail).toHaveCSS("aspect-ratio", "834 / 469")
  const image = thumbnail.locator("img")
  await expect(image).toHaveAttribute("width", "834")
  await expect(image).toHaveAttribute("height", "469")
  await thumbnail.click()
  const dialog = page.getByRole("dialog", { name: "Rapport in 60 seconds" })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator("video source")).toHaveAttribute("src", hostedVideos.introduction.src)
})

test("an industry page shows a second logo list, seven customers under its hero (the homepage strip loops twelve)", async ({ page }) => {
  await page.goto("/industries/consulting-crm")
  const row = page.getByRole("region", { name: "Teams like yours run their client work on Rapport" })
  await expect(row.getByRole("img")).toHaveCount(industryCustomerLogos.length)
  expect(await row.getByRole("img").evaluateAll((images) => images.map((img) => img.getAttribute("alt")))).toEqual(
    industryCustomerLogos.map((logo) => logo.alt),
  )
  // Under the hero: the page's h1 comes before it.
  expect(
    await page
      .getByRole("heading", { level: 1 })
      .evaluate((h1, section) => Boolean(h1.compareDocumentPosition(section as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await row.elementHandle()),
  ).toBe(true)
  for (const img of await row.getByRole("img").all())
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth > 0 || !element.complete)).toBe(true)
})
