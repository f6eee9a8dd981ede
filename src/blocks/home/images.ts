import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { HomeImageNode, HomeImagePath } from "./types"

/**
 * The static-query node for a path under src/images/home, whatever the query asked of it.
 * A missing picture is a build error (thrown while rendering the page), never a silent gap.
 */
export function homeImageNode<Node extends { relativePath: string }>(nodes: readonly Node[], path: HomeImagePath): Node {
  const found = nodes.find((node) => node.relativePath === `home/${path}` || node.relativePath === path)
  if (!found) throw new Error(`Homepage image "${path}" is missing from src/images/home`)
  return found
}

/** The processed image for a path under src/images/home, from a section's static query. */
export function homeImage(nodes: readonly HomeImageNode[], path: HomeImagePath): IGatsbyImageData {
  const image = homeImageNode(nodes, path).childImageSharp?.gatsbyImageData
  if (!image) throw new Error(`Homepage image "${path}" is not a raster image`)
  return image
}
