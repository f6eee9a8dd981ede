/**
 * Renders the site's icon drawing (src/config/site-icons.ts: `ICON_SOURCE`) as a square PNG of
 * the given side, with sharp (librsvg), at the density that makes the drawing exactly that
 * size rather than scaling a bitmap. Used by `npm run make:icons` and by the test that holds
 * the committed PNGs to the drawing.
 */
import sharp from "sharp"

/** The drawing's own side (its viewBox), in CSS pixels. */
const DRAWING_SIDE = 32

export async function renderIcon(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / DRAWING_SIDE })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
}
