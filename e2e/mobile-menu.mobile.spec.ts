import { expect, test } from "./fixtures"
import { axeViolations } from "./axe"
import { appStarted, holdScripts, hydrated, waitingPart } from "./app"

test("the mobile menu at 390 px: sections expand, Escape closes it and returns focus", async ({ page }) => {
  await page.goto("/manage-contacts")
  await appStarted(page)
  const toggle = page.getByRole("button", { name: "Open menu" })
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  await toggle.click()
  const menu = page.getByRole("navigation", { name: "Main (mobile)" })
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true")
  await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible()
  const features = menu.getByRole("button", { name: "Features" })
  await features.click()
  await expect(features).toHaveAttribute("aria-expanded", "true")
  await expect(menu.getByRole("link", { name: "Track deals" })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused()
})

test("choosing the current page in the mobile menu closes it", async ({ page }) => {
  await page.goto("/pricing")
  await appStarted(page)
  await page.getByRole("button", { name: "Open menu" }).click()
  await page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Pricing" }).click()
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
})

test("a press on the menu button before the navigation's code has arrived opens the menu once it is there", async ({ page }) => {
  // The navigation's code comes right after hydration (src/slices/site-navigation.tsx); here it is held back until released.
  const release = await holdScripts(page, "Main (mobile)")
  await page.goto("/pricing")
  await hydrated(page)
  const waitingHeader = waitingPart(page, page.locator("header"))
  await expect(waitingHeader).toHaveCount(1)
  await page.getByRole("button", { name: "Open menu" }).click()
  // Pressed on the server's copy, which has no code behind it yet: nothing opens.
  await expect(waitingHeader).toHaveCount(1)
  await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeHidden()

  release()
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true")
  await expect(page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Pricing" })).toBeVisible()
})
