import type { PictureData } from "../../components/ui/Picture"
import type { HomeImageNode, HomeImagePath } from "./types"

/**
 * The file of the CMS's `site` volume that a section's data names by its homepage path:
 * "hero/consulting.jpg" → "home-hero-consulting.jpg" (cms/content/assets/site).
 */
export const homeAssetFilename = (path: HomeImagePath): string => `home-${path.replace("/", "-")}`

/**
 * The static-query node for a homepage picture, whatever the query asked of it. A missing
 * picture is a build error (thrown while rendering the page), never a silent gap.
 */
export function homeImageNode<Node extends { readonly filename: string | null }>(nodes: readonly Node[], path: HomeImagePath): Node {
  const filename = homeAssetFilename(path)
  const found = nodes.find((node) => node.filename === filename)
  if (!found) throw new Error(`Homepage picture "${path}" is missing: no ${filename} in the CMS's site volume (cms/content/assets/site)`)
  return found
}

/** The picture for a homepage path, from a section's static query (its profile's transforms). */
export function homeImage(nodes: readonly HomeImageNode[], path: HomeImagePath): PictureData {
  const image = homeImageNode(nodes, path).picture
  if (!image) throw new Error(`Homepage picture "${path}" is not a raster image`)
  return image
}
