/**
 * Screenshots of pages of a running site at a phone and a desktop width, for looking at
 * before calling visual work done:
 *
 *   npm run screenshots -- / /pricing        (BASE_URL defaults to http://127.0.0.1:9000)
 *
 * Writes full-page PNGs to test-results/screenshots/. Uses Debian's Chromium.
 */
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { chromium } from "@playwright/test"

const widths = [390, 1440]

async function main(): Promise<void> {
  const base = process.env.BASE_URL ?? "http://127.0.0.1:9000"
  const paths = process.argv.slice(2)
  const out = join("test-results", "screenshots")
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking"] })
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } })
      for (const path of paths.length > 0 ? paths : ["/"]) {
        await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" })
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
