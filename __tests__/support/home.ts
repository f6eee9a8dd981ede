/**
 * Homepage test fixtures: the inputs the template hands every section, and fake
 * static-query results for the homepage sections' pictures (src/images/home), for
 * component tests: useStaticQuery is a jest.fn() (__mocks__/gatsby.ts), and a section's
 * query returns { images: { nodes } } with one processed image per path.
 */
import type { HomeImageNode, HomeInputs } from "../../src/blocks/home/types"
import type { HomeGlobals } from "../../src/lib/home/types"
import { site } from "../../src/config/site"

/** What the template gives the sections for the sample content, with any part replaced. */
export function homeInputs(overrides: { entry?: Partial<HomeInputs["entry"]>; globals?: Partial<HomeGlobals>; blogEntries?: HomeInputs["blogEntries"]; experiments?: HomeInputs["experiments"] } = {}): HomeInputs {
  return {
    entry: { title: "Home", eyebrow: null, ...overrides.entry },
    globals: { g2Rating: null, signupUrl: site.signupPath, signInUrl: site.signInUrl, ...overrides.globals },
    blogEntries: overrides.blogEntries ?? [],
    experiments: overrides.experiments ?? [],
  }
}

/** Each node answers both ways a section asks: gatsbyImageData, or one resized file (the logo strip). */
type FakeImageNode = HomeImageNode & { childImageSharp: { resize: { src: string; width: number; height: number } } }

export function fakeHomeImageNodes(paths: readonly string[]): FakeImageNode[] {
  return paths.map((path) => ({
    relativePath: `home/${path}`,
    childImageSharp: {
      resize: { src: `/static/${path.replace(/\.\w+$/, ".webp")}`, width: 224, height: 84 },
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
