import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { siteSlices } from "../../../src/lib/pages/slices"
import { navigationCurrentPath } from "../../../src/lib/navigation/nav-current"
import { sharedWithSlice } from "../../../src/lib/pages/slice-chunks"

const root = join(__dirname, "..", "..", "..")

describe("the site's slices", () => {
  test("every slice component exists", () => {
    for (const slice of Object.values(siteSlices)) expect(existsSync(join(root, slice.component))).toBe(true)
  })

  test("PageShell places each slice by the alias gatsby-node creates it under (Gatsby reads it as a literal)", () => {
    const shell = readFileSync(join(root, "src/components/layout/PageShell.tsx"), "utf8")
    const placed = [...shell.matchAll(/<Slice alias="([^"]+)"/g)].map((match) => match[1])
    expect(placed.sort()).toEqual(
      Object.values(siteSlices)
        .map((slice) => slice.alias)
        .sort(),
    )
  })
})

describe("navigationCurrentPath: the navigation slice's only page-dependent prop", () => {
  test.each([
    ["/pricing", "/pricing"],
    ["/pricing/", "/pricing"],
    ["/google-workspace-crm", "/google-workspace-crm"],
    ["/demos", "/demos"],
    ["/", ""],
    ["/resources", ""],
    ["/resources/talking-about-price-with-clients", ""],
    ["/resources/page/2", ""],
  ])("%s → %j", (path, expected) => {
    expect(navigationCurrentPath(path)).toBe(expected)
  })
})

describe("sharedWithSlice: what goes into the slices' shared chunk", () => {
  const chunk = (name: string, initial = false) => ({ name, canBeInitial: () => initial })
  test("a module of a slice and a template", () => {
    expect(sharedWithSlice("javascript/auto", [chunk("slice---src-slices-site-footer-tsx"), chunk("component---src-templates-page-tsx")])).toBe(true)
  })
  test("not a module of one slice alone, of templates alone, of an initial chunk, or CSS", () => {
    expect(sharedWithSlice("javascript/auto", [chunk("slice---src-slices-site-footer-tsx")])).toBe(false)
    expect(sharedWithSlice("javascript/auto", [chunk("component---src-templates-page-tsx"), chunk("component---src-templates-home-tsx")])).toBe(false)
    expect(sharedWithSlice("javascript/auto", [chunk("slice---src-slices-site-footer-tsx"), chunk("app", true)])).toBe(false)
    expect(sharedWithSlice("css/mini-extract", [chunk("slice---src-slices-site-footer-tsx"), chunk("component---src-templates-page-tsx")])).toBe(false)
  })
})
