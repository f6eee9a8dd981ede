import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { siteSlices } from "../../../src/lib/pages/slices"
import { navigationCurrentPath } from "../../../src/lib/navigation/nav-current"

const root = join(__dirname, "..", "..", "..")

describe("the site's slices", () => {
  test("every slice component exists", () => {
    for (const slice of Object.values(siteSlices)) expect(existsSync(join(root, slice.component))).toBe(true)
  })

  test("PageShell places each slice by the alias gatsby-node creates it under (Gatsby reads it as a literal)", () => {
    const shell = readFileSync(join(root, "src/components/layout/PageShell.tsx"), "utf8")
    const placed = [...shell.matchAll(/<Slice alias="([^"]+)"/g)].map((match) => match[1])
    expect(placed.sort()).toEqual(Object.values(siteSlices).map((slice) => slice.alias).sort())
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
