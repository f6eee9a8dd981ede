import type { HomeImagePath } from "./types"

/**
 * The file of the CMS's `site` volume that a homepage path names (the homepage sections' pictures,
 * the customers' logos): "hero/consulting.jpg" → "home-hero-consulting.jpg" (cms/content/assets/site).
 */
export const homeAssetFilename = (path: HomeImagePath): string => `home-${path.replace("/", "-")}`
