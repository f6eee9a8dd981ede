import { expect, test, type Page } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted, deferredPartAwake, holdScripts, bringIntoView, waitingPart } from "./app"
import { analyticsEventName } from "../src/lib/analytics/track"

/**
 * CTA items (SPEC 3.6) on real pages of the sample content: /manage-contacts has a video-modal
 * CTA in its hero, text links (one external) and an image CTA in its two-up blocks, and a
 * modal-trigger CTA in its closing banner; /industries/agency-crm a modal trigger in its hero
 * and a video CTA in the section's colours in its banner. Runs at 1440 and 390 px.
 */

const ctaEvents = (page: Page) =>
  page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === event && entry.eventCategory === "CTA Click",
      ),
    analyticsEventName,
  )

async function scanDialog(page: Page): Promise<void> {
  expect(await axeViolations(page, "dialog[open]")).toEqual([])
}

test("a modal-trigger CTA opens the demo form from the keyboard, reports its placement, and Escape returns focus to it", async ({ page }) => {
  await page.goto("/manage-contacts")
  await appStarted(page)
  const banner = page.locator("section").filter({ has: page.getByRole("heading", { name: "Get started for free" }) })
  const trigger = banner.getByRole("button", { name: "Book a 20-minute demo" })
  await bringIntoView(trigger)
  // The banner's code wakes near the viewport (deferred hydration): wait for the live button.
  await deferredPartAwake(page, page.getByRole("heading", { name: "Get started for free" }))
  await trigger.press("Enter")
  const dialog = page.getByRole("dialog", { name: "It's demo time" })
  await expect(dialog.getByLabel("Work email")).toBeVisible()
  expect(await ctaEvents(page)).toEqual([expect.objectContaining({ eventAction: "Book a 20-minute demo", eventLabel: "CTA banner / Get started for free" })])
  await scanDialog(page)
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(trigger).toBeFocused()
})

test("a press on the banner's modal trigger before its code has arrived is not lost: it opens the demo form once the code is there", async ({ page }) => {
  await page.goto("/manage-contacts")
  await appStarted(page)
  const letScriptsThrough = await holdScripts(page)
  const heading = page.getByRole("heading", { name: "Get started for free" })
  const trigger = page.locator("section").filter({ has: heading }).getByRole("button", { name: "Book a 20-minute demo" })
  await bringIntoView(trigger)
  await trigger.press("Enter")
  // Pressed on the server's copy of the banner, which has no code behind it yet.
  await expect(waitingPart(page, heading)).toHaveCount(1)
  await expect(page.getByRole("dialog")).toHaveCount(0)

  letScriptsThrough()
  const dialog = page.getByRole("dialog", { name: "It's demo time" })
  await expect(dialog.getByLabel("Work email")).toBeVisible()
  expect(await ctaEvents(page)).toEqual([expect.objectContaining({ eventAction: "Book a 20-minute demo", eventLabel: "CTA banner / Get started for free" })])
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(trigger).toBeFocused()
})

test("a video CTA in the hero opens the video modal playing that video, from the keyboard", async ({ page }) => {
  await page.goto("/manage-contacts")
  await appStarted(page)
  const trigger = page.getByRole("button", { name: "Watch the 60-second tour" })
  await trigger.focus()
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "Watch the 60-second tour" })
  await expect(dialog.locator("video source")).toHaveAttribute("src", "/videos/rapport-in-60-seconds.mp4")
  // Focus is in the dialog (on its close control or the player), never left on the page behind it.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  expect(await ctaEvents(page)).toEqual([
    expect.objectContaining({ eventAction: "Watch the 60-second tour", eventLabel: "Hero / Every client relationship, organized and in context" }),
  ])
  await scanDialog(page)
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(trigger).toBeFocused()
})

test("text-link CTAs: internal in this tab, external in a new tab with noopener, announced; the image CTA links to its story", async ({ page }) => {
  await page.goto("/manage-contacts")
  await appStarted(page)
  await expect(page.getByRole("link", { name: "See the Google Workspace CRM" })).toHaveAttribute("href", "/google-workspace-crm")
  await expect(page.getByRole("link", { name: "See the Google Workspace CRM" })).not.toHaveAttribute("target", /.+/)
  const external = page.getByRole("link", { name: "Find Rapport on the Google Workspace Marketplace (opens in a new tab)" })
  await expect(external).toHaveAttribute("target", "_blank")
  await expect(external).toHaveAttribute("rel", /noopener/)
  await expect(external).toHaveAttribute("data-cta-underline", "none")
  const story = page.getByRole("link", { name: "Read Brightline Studio's story" })
  await expect(story).toHaveAttribute("href", "/resources/brightline-studio-case-study")
  await expect(page.getByRole("img", { name: /Brightline/ }).first()).toBeVisible()
})

test("on the agency page, the hero's modal trigger opens the demo form and the banner's video CTA takes the banner's colours", async ({ page }) => {
  await page.goto("/industries/agency-crm")
  await appStarted(page)
  await page.getByRole("button", { name: "Book a demo" }).click()
  await expect(page.getByRole("dialog", { name: "It's demo time" }).getByLabel("Work email")).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toHaveCount(0)
  const banner = page.locator("section").filter({ has: page.getByRole("heading", { name: "Get started for free" }) })
  const video = banner.getByRole("button", { name: "See Rapport in 60 seconds" })
  await bringIntoView(video)
  // The banner's code wakes near the viewport (deferred hydration): wait for the live button.
  await deferredPartAwake(page, page.getByRole("heading", { name: "Get started for free" }))
  await expect(video).toHaveAttribute("data-cta-color", "background")
  // (Not hovered: the pointer may still be where the hero's button was pressed.)
  await page.mouse.move(0, 0)
  // On the dark banner the see-through button reads in the banner's light text colour.
  await expect(video).toHaveCSS("color", "rgb(255, 255, 255)")
  await expect(video).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
  await video.click()
  await expect(page.getByRole("dialog", { name: "See Rapport in 60 seconds" }).locator("video")).toHaveCount(1)
})
