import { expect, test, type Page } from "./fixtures"

/**
 * No layout shift from pictures (DESIGN 6: CLS ≤ 0.01): every <picture> must have its final
 * size before its image arrives, so nothing below it moves when the image does. Compared on
 * one page of each template that shows pictures, at the project's width: once with every
 * image request failing (the box as the HTML and CSS alone make it), once with every image
 * loaded. Layout sizes (offsetWidth/offsetHeight), so a carousel's transforms do not count.
 */
const pagesWithPictures = [
  "/",
  "/resources/how-to-build-a-sales-pipeline-in-gmail",
  "/resources/brightline-studio-case-study",
  "/manage-contacts",
  "/integrations",
  "/integrations/slack",
  "/webinars/pipeline-rescue-live",
]

const IMAGE_REQUEST = /\.(avif|webp|png|jpe?g)(\?|$)/

async function pictureBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Lay out the sections that skip layout while a page loads (lib/loading/settle-layout.ts).
    document.documentElement.setAttribute("data-layout-settled", "")
    // A marquee's second copy (aria-hidden, added in the browser for the loop) repeats the first.
    return Array.from(
      document.querySelectorAll<HTMLElement>("picture:not([aria-hidden='true'] picture)"),
      (picture) => `${picture.querySelector("img")?.getAttribute("src") ?? "?"} ${picture.offsetWidth}x${picture.offsetHeight}`,
    )
  })
}

for (const path of pagesWithPictures) {
  test(`${path}: every picture has its final size before its image arrives`, async ({ page, context }) => {
    await page.route(IMAGE_REQUEST, (route) => route.abort())
    await page.goto(path)
    const withoutImages = await pictureBoxes(page)
    expect(withoutImages.length).toBeGreaterThan(0)

    const loaded = await context.newPage()
    await loaded.goto(path)
    // Every image, lazy ones included, loaded; asked again on each poll, as parts of the page
    // hydrate and add images of their own. The answer lists the images still missing.
    const missingImages = (): Promise<string[]> =>
      loaded.evaluate(() => {
        document.documentElement.setAttribute("data-layout-settled", "")
        const images = Array.from(document.images)
        images.forEach((img) => (img.loading = "eager"))
        return images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src)
      })
    await expect.poll(missingImages, { timeout: 15_000 }).toEqual([])
    expect(await pictureBoxes(loaded)).toEqual(withoutImages)
  })
}
