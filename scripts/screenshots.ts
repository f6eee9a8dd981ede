/**
 * Screenshots of pages of a running site at a phone and a desktop width, for looking at
 * before calling visual work done:
 *
 *   npm run screenshots -- / /pricing        (BASE_URL defaults to http://127.0.0.1:9000)
 *
 * Each page is scrolled through first, so lazy images and reveals have loaded.
 * Writes full-page PNGs to test-results/screenshots/. Uses Debian's Chromium.
 */
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium"

const widths = [390, 1440]

async function main(): Promise<void> {
  const base = process.env.BASE_URL ?? "http://127.0.0.1:9000"
  const paths = process.argv.slice(2)
  const out = join("test-results", "screenshots")
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_FLAGS],
  })
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } })
      for (const path of paths.length > 0 ? paths : ["/"]) {
        await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" })
        // Scroll through first, as a reader would: lazy images, carousels and reveals get their turn.
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0; y < height; y += 500) {
          await page.mouse.wheel(0, 500)
          await page.waitForTimeout(80)
        }
        await page.waitForLoadState("networkidle")
        await page.waitForTimeout(800)
        await page.evaluate(() => window.scrollTo(0, 0))
        const file = join(out, `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`)
        await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== "0" })
        console.log(file)
      }
      await page.close()
    }
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
