import type { PictureData } from "../../components/ui/Picture"
import type { HomeImageNode, HomeImagePath } from "./types"
import { homeAssetFilename } from "../../lib/home/site-assets"

/**
 * The node for a homepage picture, whatever the section's fragment asked of it. A missing
 * picture is a build error (thrown while rendering the page), never a silent gap.
 */
export function homeImageNode<Node extends { readonly filename: string | null }>(nodes: readonly Node[], path: HomeImagePath): Node {
  const filename = homeAssetFilename(path)
  const found = nodes.find((node) => node.filename === filename)
  if (!found) throw new Error(`Homepage picture "${path}" is missing: no ${filename} in the CMS's site volume (cms/content/assets/site)`)
  return found
}

/** The picture for a homepage path, from a section's fragment of the page query (its profile's transforms). */
export function homeImage(nodes: readonly HomeImageNode[], path: HomeImagePath): PictureData {
  const image = homeImageNode(nodes, path).picture
  if (!image) throw new Error(`Homepage picture "${path}" is not a raster image`)
  return image
}
