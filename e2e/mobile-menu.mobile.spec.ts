import { expect, test } from "@playwright/test"

test("the mobile menu opens, closes with Escape, and is reachable by keyboard", async ({ page }) => {
  await page.goto("/manage-contacts")
  const toggle = page.getByRole("button", { name: "Open menu" })
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  await toggle.click()
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true")
  await expect(page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Pricing" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeHidden()
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused()
})
