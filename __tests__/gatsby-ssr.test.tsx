/**
 * The head every page gets (gatsby-ssr.tsx): a preconnect for each origin that serves CMS images
 * directly (CMS_ASSET_ORIGINS, handed to the renderer by gatsby-config as GATSBY_CMS_ASSET_ORIGINS,
 * which Gatsby inlines), and none without one: the CMS's own files come through /assets/*.
 */
import type { ReactElement } from "react"

const saved = process.env.GATSBY_CMS_ASSET_ORIGINS

afterEach(() => {
  if (saved === undefined) delete process.env.GATSBY_CMS_ASSET_ORIGINS
  else process.env.GATSBY_CMS_ASSET_ORIGINS = saved
})

/** The head's components as the page's renderer gets them, with `origins` as the build set them. */
async function headWith(origins: string | undefined): Promise<ReactElement<{ rel?: string; href?: string }>[]> {
  if (origins === undefined) delete process.env.GATSBY_CMS_ASSET_ORIGINS
  else process.env.GATSBY_CMS_ASSET_ORIGINS = origins
  let head: ReactElement<{ rel?: string; href?: string }>[] = []
  await jest.isolateModulesAsync(async () => {
    const { onRenderBody } = await import("../gatsby-ssr")
    onRenderBody!({ setHtmlAttributes: () => undefined, setHeadComponents: (list: unknown) => (head = list as typeof head) } as never, {} as never)
  })
  return head
}

const preconnects = (head: ReactElement<{ rel?: string; href?: string }>[]) =>
  head.filter((element) => element.props.rel === "preconnect").map((element) => element.props.href)

test("a preconnect for each configured asset origin, early in the head", async () => {
  const head = await headWith("https://images.rapport.example,https://cdn.example.net:8443")
  expect(preconnects(head)).toEqual(["https://images.rapport.example", "https://cdn.example.net:8443"])
  // After the consent defaults, which must come first, the visitor's status and a closed banner (all before any tag or paint), and before everything else.
  expect(head.findIndex((element) => element.props.rel === "preconnect")).toBe(3)
})

test.each([undefined, ""])("none when no origin is configured (%j)", async (origins) => {
  expect(preconnects(await headWith(origins))).toEqual([])
})
