import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { HomeImageNode, HomeImagePath } from "./types"

/**
 * The processed image for a path under src/images/home, from a section's static query.
 * A missing picture is a build error (thrown while rendering the page), never a silent gap.
 */
export function homeImage(nodes: readonly HomeImageNode[], path: HomeImagePath): IGatsbyImageData {
  const wanted = `home/${path}`
  const found = nodes.find((node) => node.relativePath === wanted || node.relativePath === path)
  if (!found?.childImageSharp) throw new Error(`Homepage image "${path}" is missing from src/images/home (or is not a raster image)`)
  return found.childImageSharp.gatsbyImageData
}
