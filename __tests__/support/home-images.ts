/**
 * Fake static-query results for the homepage sections' pictures (src/images/home), for
 * component tests: useStaticQuery is a jest.fn() (__mocks__/gatsby.ts), and a section's
 * query returns { images: { nodes } } with one processed image per path.
 */
import type { HomeImageNode } from "../../src/blocks/home/types"

export function fakeHomeImageNodes(paths: readonly string[]): HomeImageNode[] {
  return paths.map((path) => ({
    relativePath: `home/${path}`,
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width: 800,
        height: 450,
        images: { fallback: { src: `/static/${path}`, srcSet: `/static/${path} 800w`, sizes: "(min-width: 800px) 800px, 100vw" }, sources: [] },
      },
    },
  }))
}

/** Every image path a section's static data names, for feeding fakeHomeImageNodes. */
export function imagePathsIn(value: unknown): string[] {
  const found = new Set<string>()
  const visit = (v: unknown): void => {
    if (typeof v === "string" && /\.(jpe?g|png|webp|avif)$/i.test(v) && !v.includes("://")) found.add(v)
    else if (Array.isArray(v)) v.forEach(visit)
    else if (v && typeof v === "object") Object.values(v).forEach(visit)
  }
  visit(value)
  return [...found]
}
