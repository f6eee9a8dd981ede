import { expect, test, type Page } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted, layoutSettled } from "./app"
import { startFakeVideoProvider, type FakeVideoProvider } from "../__tests__/support/fake-video-provider"
import { hostedVideos } from "../src/config/video-hosting"
import { VIDEO_PROVIDER_META_NAME } from "../src/lib/video/provider"

/**
 * Videos in the content play in the page (ui/video/VideoFacade.tsx): a facade until the
 * visitor presses play. The built site uses the embedded default, the site's own videos;
 * the provider path runs against a fake provider on loopback, pointed at by rewriting the
 * page's `video-provider` setting (what gatsby-ssr writes when GATSBY_VIDEO_PROVIDER_URL is
 * set), so one build serves both. Runs at 1440 px and 390 px.
 */
const BLOG_POST = "/resources/asking-for-reviews-when-a-project-wraps"
const WEBINAR = "/webinars/pipeline-rescue-live"
const PROVIDER_VIDEO = { id: "introduction", name: "Review requests that send themselves", duration: 2712, sample: "rapport-in-60-seconds" }

/** The facade, once its code has woken (it wakes within a screen of the viewport, or when tabbed to). */
const liveFacade = (page: Page) => page.locator('.embedded-video[data-hydration="deferred"]')

async function reachVideo(page: Page): Promise<void> {
  // Once the blocks above have their real heights, so the jump lands where it aims (settle-layout.ts).
  await layoutSettled(page)
  await page.evaluate(() => document.querySelector(".embedded-video")?.scrollIntoView({ block: "center", behavior: "instant" }))
  await expect(liveFacade(page)).toHaveCount(1)
}

/**
 * Gives every page the page-level setting that points its videos at `providerUrl`, as
 * gatsby-ssr writes it, before the app starts. (Added by a script, not by rewriting the
 * response: Chromium treats a page that Playwright fulfilled as public, and then refuses
 * its requests to a loopback provider.)
 */
async function withProvider(page: Page, providerUrl: string): Promise<void> {
  await page.addInitScript(
    ([name, url]) => {
      document.addEventListener("DOMContentLoaded", () => {
        const meta = document.createElement("meta")
        meta.name = name
        meta.content = url
        document.head.append(meta)
      })
    },
    [VIDEO_PROVIDER_META_NAME, providerUrl] as const,
  )
}

const axe = (page: Page) => axeViolations(page, ".embedded-video")

test("a blog post's video plays in place from the keyboard: focus moves into the player and it plays", async ({ page }) => {
  const video = hostedVideos.introduction
  const files: string[] = []
  page.on("request", (request) => {
    if (/\.(mp4|vtt)$/.test(new URL(request.url()).pathname)) files.push(new URL(request.url()).pathname)
  })
  await page.goto(BLOG_POST)
  await appStarted(page)
  await reachVideo(page)
  const play = page.getByRole("button", { name: `Play video: ${video.title}` })
  await expect(play).toBeVisible()
  expect(await axe(page)).toEqual([])
  const box = await liveFacade(page).boundingBox()

  await page.waitForLoadState("networkidle")
  expect(files, "the video file is not requested before play").toEqual([])
  await play.focus()
  await page.keyboard.press("Enter")

  const player = page.getByLabel(video.title, { exact: true }).and(page.locator("video"))
  await expect(player).toBeFocused()
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5)
  expect(files).toContain(video.src)
  // The player took the facade's place without moving anything.
  expect(await liveFacade(page).boundingBox()).toEqual(box)
  expect(await axe(page)).toEqual([])
})

test.describe("with a video provider", () => {
  // The provider is given to a build made without one (withProvider), so that build's
  // Content-Security-Policy rightly does not list it; what a build with GATSBY_VIDEO_PROVIDER_URL
  // allows is tested in __tests__/lib/security/headers.test.ts.
  test.use({ bypassCSP: true })
  let provider: FakeVideoProvider
  test.beforeAll(async () => {
    provider = await startFakeVideoProvider([PROVIDER_VIDEO])
  })
  test.afterAll(() => provider.close())
  test.beforeEach(() => {
    provider.requests.length = 0
  })

  test("a provider's video: nothing from the provider before first paint or while far away, its metadata near the viewport, its player only on play", async ({
    page,
  }) => {
    const requestedAt = new Map<string, number>()
    page.on("request", (request) => {
      if (request.url().startsWith(provider.url)) requestedAt.set(new URL(request.url()).pathname, Date.now())
    })
    await withProvider(page, provider.url)
    await page.goto(BLOG_POST)
    await appStarted(page)
    const firstPaint = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity))
    // The post's video is far down the page at both widths: nothing is asked of the provider
    // yet, neither while the page loads nor once it has settled.
    await page.waitForLoadState("networkidle")
    const below = await page.evaluate(() => (document.querySelector(".embedded-video")?.getBoundingClientRect().top ?? 0) - window.innerHeight)
    expect(below, "the video starts well below the first screen").toBeGreaterThan(1000)
    expect(provider.requests, "nothing asked of the provider while the video is not near").toEqual([])
    // Half a screen below the viewport its code wakes (within a screen), and still asks for
    // nothing: the provider is asked only within 300 px.
    await page.evaluate(() =>
      window.scrollBy({ top: (document.querySelector(".embedded-video")?.getBoundingClientRect().top ?? 0) - window.innerHeight * 1.5, behavior: "instant" }),
    )
    await expect(liveFacade(page)).toHaveCount(1)
    await page.waitForLoadState("networkidle")
    expect(provider.requests, "nothing asked of the provider half a screen away").toEqual([])

    await reachVideo(page)
    const play = page.getByRole("button", { name: `Play video: ${PROVIDER_VIDEO.name}` })
    await expect(play, "the provider's metadata names the video").toBeVisible()
    await expect(play).toHaveAccessibleDescription("Length: 45 minutes 12 seconds")
    await expect(play.locator("img")).toHaveJSProperty("complete", true)
    expect(provider.requests).toContain(`/embed/medias/${PROVIDER_VIDEO.id}.jsonp`)
    expect(
      provider.requests.filter((path) => path.startsWith("/embed/iframe/")),
      "no player before play",
    ).toEqual([])
    for (const [path, at] of requestedAt) expect(at, `${path} after the first paint`).toBeGreaterThan(firstPaint)

    await play.focus()
    await page.keyboard.press("Enter")
    const frame = page.locator(`iframe[title="Video: ${PROVIDER_VIDEO.name}"]`)
    await expect(frame).toHaveAttribute("src", `${provider.url}/embed/iframe/${PROVIDER_VIDEO.id}?autoPlay=true`)
    await expect(frame).toBeFocused()
    const inner = page.frameLocator(`iframe[title="Video: ${PROVIDER_VIDEO.name}"]`).locator("video")
    await expect.poll(() => inner.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5)
    expect(await axe(page)).toEqual([])
  })

  test("a blocked provider: the facade says the video cannot be played here and links to the recording", async ({ page }) => {
    await withProvider(page, provider.url)
    await page.route(`${provider.url}/**`, (route) => route.abort("blockedbyclient"))
    await page.goto(WEBINAR)
    await appStarted(page)
    await reachVideo(page)
    await expect(liveFacade(page).getByText(/can't be played here/)).toBeVisible()
    await expect(liveFacade(page).getByRole("link", { name: /Open the recording on the video host/ })).toHaveAttribute(
      "href",
      `${provider.url}/embed/iframe/${PROVIDER_VIDEO.id}`,
    )
    await expect(liveFacade(page).getByRole("button")).toHaveCount(0)
    await expect(liveFacade(page).locator("iframe")).toHaveCount(0)
    expect(await axe(page)).toEqual([])
  })

  test("an id the provider does not know says so too, without a player", async ({ page }) => {
    // This post's video (mobile-app-call-logging) is not one the fake provider has.
    const post = "/resources/mobile-call-and-sms-logging"
    await withProvider(page, provider.url)
    await page.goto(post)
    await appStarted(page)
    await reachVideo(page)
    await expect(liveFacade(page).getByText(/it is not available at the moment/)).toBeVisible()
    expect(provider.requests.filter((path) => path.startsWith("/embed/iframe/"))).toEqual([])
  })
})
