/**
 * `npm run make:icons`: writes the site's PNG icons (src/config/site-icons.ts) into static/,
 * from the one drawing. Run it after changing static/favicon.svg and commit the PNGs; the
 * build itself encodes no image (issue 29), and a test fails while they differ from the drawing.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { ICON_SOURCE, SITE_ICONS } from "../../src/config/site-icons.ts"
import { renderIcon } from "./render.ts"

const root = join(import.meta.dirname, "..", "..")
const svg = readFileSync(join(root, ICON_SOURCE))
for (const icon of SITE_ICONS) {
  const png = await renderIcon(svg, icon.size)
  writeFileSync(join(root, "static", icon.href), png)
  console.log(`static${icon.href}: ${icon.size}×${icon.size}, ${png.length} bytes`)
}
