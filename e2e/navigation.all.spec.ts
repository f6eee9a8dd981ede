import { expect, test } from "./fixtures"

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/pricing")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to main content" })
  await expect(skip).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.locator("main#main")).toBeFocused()
})

test("the logo links home from every kind of navigation", async ({ page }) => {
  for (const path of ["/pricing", "/signup", "/resources/thank-you-cards-for-customers"]) {
    await page.goto(path)
    await expect(page.getByRole("link", { name: "Rapport home" })).toHaveAttribute("href", "/")
  }
})

test("the sign-up page has the minimal navigation: logo and 'Log in'", async ({ page }) => {
  await page.goto("/signup")
  const header = page.locator("header").first()
  await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", /^https:\/\/app\.rapport\.example\/users\/sign_in(\?|$)/)
  await expect(header.getByRole("link", { name: "Pricing" })).toHaveCount(0)
})

test("a page of an unknown type has no navigation", async ({ page }) => {
  await page.goto("/blog/placeholder")
  await expect(page.locator("header")).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})
