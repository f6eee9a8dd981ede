/**
 * The site's icons (src/config/site-icons.ts): every page's head links PNGs only, never the SVG
 * drawing, which Chromium would set up as an SVG document on the page's main thread right after
 * the first paint; and each committed PNG is the drawing at its declared size (after an edit of
 * static/favicon.svg, `npm run make:icons`).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { ReactElement } from "react"
import sharp from "sharp"
import { ICON_SOURCE, SITE_ICONS } from "../../src/config/site-icons"
import { renderIcon } from "../../scripts/icons/render"

const ROOT = join(__dirname, "..", "..")
type Link = ReactElement<{ rel?: string; href?: string; sizes?: string; type?: string }>

async function head(): Promise<Link[]> {
  let components: Link[] = []
  await jest.isolateModulesAsync(async () => {
    const { onRenderBody } = await import("../../gatsby-ssr")
    onRenderBody!({ setHtmlAttributes: () => undefined, setHeadComponents: (list: unknown) => (components = list as Link[]) } as never, {} as never)
  })
  return components
}

test("the head links each PNG icon with its size, and no SVG icon", async () => {
  const icons = (await head()).filter((element) => /icon/.test(element.props.rel ?? ""))
  expect(icons.map(({ props }) => [props.rel, props.href, props.sizes, props.type])).toEqual([
    ["icon", "/favicon-32.png", "32x32", "image/png"],
    ["icon", "/favicon-192.png", "192x192", "image/png"],
    ["apple-touch-icon", "/apple-touch-icon.png", "180x180", "image/png"],
  ])
})

test.each(SITE_ICONS.map((icon) => [icon.href, icon] as const))("%s is the drawing at its declared size", async (_href, icon) => {
  const committed = readFileSync(join(ROOT, "static", icon.href))
  const { data, info } = await sharp(committed).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([icon.size, icon.size])
  const drawn = await sharp(await renderIcon(readFileSync(join(ROOT, ICON_SOURCE)), icon.size))
    .ensureAlpha()
    .raw()
    .toBuffer()
  // Pixel by pixel, within what another build of librsvg could round differently.
  let difference = 0
  for (let i = 0; i < data.length; i++) difference += Math.abs(data[i]! - drawn[i]!)
  expect(difference / data.length).toBeLessThan(2)
})
