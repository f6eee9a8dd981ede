/**
 * Homepage test fixtures: the inputs the template hands every section, and fake
 * static-query results for the homepage sections' pictures (the CMS's site volume), for
 * component tests: useStaticQuery is a jest.fn() (__mocks__/gatsby.ts), and a section's
 * query returns { images: { nodes } } with one picture per path.
 */
import type { HomeImageNode, HomeInputs } from "../../src/blocks/home/types"
import { homeAssetFilename } from "../../src/lib/home/site-assets"
import type { HomeGlobals } from "../../src/lib/home/types"
import { site } from "../../src/config/site"

/** What the template gives the sections for the sample content, with any part replaced. */
export function homeInputs(
  overrides: {
    entry?: Partial<HomeInputs["entry"]>
    globals?: Partial<HomeGlobals>
    blogEntries?: HomeInputs["blogEntries"]
    cardPages?: HomeInputs["cardPages"]
    experiments?: HomeInputs["experiments"]
  } = {},
): HomeInputs {
  return {
    entry: { title: "Home", eyebrow: null, ...overrides.entry },
    globals: { g2Rating: null, signupUrl: site.signupPath, signInUrl: site.signInUrl, ...overrides.globals },
    blogEntries: overrides.blogEntries ?? [],
    cardPages: overrides.cardPages ?? [],
    experiments: overrides.experiments ?? [],
  }
}

/** One picture per homepage path, as a section's static query returns it from the site volume (the logo strip reads the same fields). */
export function fakeHomeImageNodes(paths: readonly string[]): HomeImageNode[] {
  return paths.map((path) => {
    const url = `/assets/_transforms/site/${homeAssetFilename(path)}`
    return {
      filename: homeAssetFilename(path),
      picture: { layout: "constrained", width: 224, height: 84, sizes: "(min-width: 224px) 224px, 100vw", src: url, srcSet: `${url} 224w`, sources: [] },
    }
  })
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
