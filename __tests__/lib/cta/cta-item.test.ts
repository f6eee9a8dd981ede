import { blockPlacement } from "../../../src/lib/analytics/track"
import { asksForDemo, blockCtas, ctaColor, ctaView, type CtaItemInput } from "../../../src/lib/cta/cta-item"

test("buttonColor: the first known slug names the variant; unknown slugs fall back", () => {
  expect(ctaColor([{ slug: "pink" }])).toBe("primary")
  expect(ctaColor([{ slug: "White" }])).toBe("light")
  expect(ctaColor([{ slug: "navy" }])).toBe("dark")
  expect(ctaColor([{ slug: "outline" }])).toBe("secondary")
  expect(ctaColor([{ slug: "chartreuse" }, null, { slug: "white" }])).toBe("light")
  expect(ctaColor([{ slug: "chartreuse" }])).toBe("primary")
  expect(ctaColor(null, "secondary")).toBe("secondary")
})

const button = (fields: Partial<CtaItemInput>): CtaItemInput => ({
  __typename: "CmsCtasCtasEntry",
  cmsId: "1",
  button: { customText: "Try Rapport free", url: "/signup" },
  ...fields,
})

describe("ctaView", () => {
  test("the three entry types are a button, an image CTA and a text link; any other entry is nothing", () => {
    expect(ctaView(button({}))?.kind).toBe("button")
    expect(ctaView(button({ __typename: "CmsCtasImageCtaEntry", backgroundImage: { altText: "A studio" } }))).toMatchObject({
      kind: "image",
      backgroundImage: { altText: "A studio" },
    })
    expect(ctaView(button({ __typename: "CmsCtasLinkEntry" }))?.kind).toBe("link")
    expect(ctaView(button({ __typename: "CmsBlogBlogEntry" }))).toBeNull()
    expect(ctaView(null)).toBeNull()
  })

  test("a plain CTA follows its link, with the editor's target", () => {
    expect(ctaView(button({ button: { url: "https://help.rapport.example", customText: "Help", target: "_self" } }))).toMatchObject({
      label: "Help",
      action: { type: "navigate", href: "https://help.rapport.example", target: "_self" },
      color: "primary",
      takeBackgroundColor: false,
      removeUnderline: false,
      backgroundImage: null,
    })
  })

  test("a modal trigger opens the demo modal, with or without a link", () => {
    expect(ctaView(button({ modalTrigger: true }))).toMatchObject({ action: { type: "demoModal" }, label: "Try Rapport free" })
    expect(ctaView(button({ modalTrigger: true, button: null }))).toMatchObject({ action: { type: "demoModal" }, label: "Get a demo" })
  })

  test("a video modal with a well-formed id opens the video, before a modal trigger; a malformed id falls back", () => {
    expect(ctaView(button({ videoModal: true, videoId: " introduction ", modalTrigger: true }))?.action).toEqual({ type: "video", videoId: "introduction" })
    expect(ctaView(button({ videoModal: true, videoId: "<script>", button: null }))).toBeNull()
    expect(ctaView(button({ videoModal: true, videoId: "", modalTrigger: true }))?.action).toEqual({ type: "demoModal" })
    expect(ctaView(button({ videoModal: true, videoId: "abc123", button: null }))?.label).toBe("Watch the video")
  })

  test("options: colour, taking the background colour, no underline; a label override wins", () => {
    const view = ctaView(button({ buttonColor: [{ slug: "white" }], takeBackgroundColor: true, ctaRemoveUnderline: true }), { labelOverride: "Go to Rapport" })
    expect(view).toMatchObject({ color: "light", takeBackgroundColor: true, removeUnderline: true, label: "Go to Rapport" })
    expect(ctaView(button({}), { labelOverride: "  " })?.label).toBe("Try Rapport free")
  })

  test("a link CTA without a label, or without anything to do, is left out", () => {
    expect(ctaView(button({ button: { url: "/pricing" } }))).toBeNull()
    expect(ctaView(button({ button: null }))).toBeNull()
  })

  test("a background image only belongs to an image CTA", () => {
    expect(ctaView(button({ backgroundImage: { altText: "x" } }))?.backgroundImage).toBeNull()
  })
})

describe("blockCtas", () => {
  test("CTA items when there are any, in order; the second is outlined unless its colour says otherwise", () => {
    const views = blockCtas(
      [button({ cmsId: "a" }), null, button({ cmsId: "b", button: { customText: "Book a demo", url: "/demos" } }), button({ cmsId: "c", button: null })],
      [{ customText: "Old", url: "/old" }],
    )
    expect(views.map((view) => [view.key, view.label, view.color])).toEqual([
      ["a", "Try Rapport free", "primary"],
      ["b", "Book a demo", "secondary"],
    ])
  })

  test("no usable CTA item: the older link fields, primary then outlined, 'Learn more' for a link without a label", () => {
    const views = blockCtas([], [{ customText: "Try Rapport free", url: "/signup" }, null, { url: "/demos" }])
    expect(views.map((view) => [view.label, view.action, view.color, view.kind])).toEqual([
      ["Try Rapport free", { type: "navigate", href: "/signup", target: null, ariaLabel: null, title: null }, "primary", "button"],
      ["Learn more", { type: "navigate", href: "/demos", target: null, ariaLabel: null, title: null }, "secondary", "button"],
    ])
    expect(blockCtas(null)).toEqual([])
  })
})

test("blockPlacement: '{section} / {title or eyebrow}', or the section alone", () => {
  expect(blockPlacement("Two up", "Know what everyone said", "Collaboration")).toBe("Two up / Know what everyone said")
  expect(blockPlacement("Two up", " ", "Collaboration")).toBe("Two up / Collaboration")
  expect(blockPlacement("CTA banner", null)).toBe("CTA banner")
})

describe("asksForDemo: the CTA a block's own demo form replaces", () => {
  const SITE = "https://www.rapport.example"
  const link = (href: string) => ctaView({ __typename: "CmsCtasCtasEntry", cmsId: "1", button: { customText: "Get a demo", url: href } })!
  test.each([
    ["/demos", true],
    ["/demos/", true],
    ["/demos?plan=business#form", true],
    ["https://www.rapport.example/demos", true],
    ["/demos/book", false],
    ["/demo", false],
    ["https://elsewhere.example/demos", false],
    ["/signup", false],
  ])("a link to %p: %p", (href, expected) => {
    expect(asksForDemo(link(href), "/demos", SITE)).toBe(expected)
  })
  test("a modal trigger asks for a demo; a video modal does not", () => {
    expect(
      asksForDemo(ctaView({ __typename: "CmsCtasCtasEntry", modalTrigger: true, button: { customText: "Talk to us", url: "/contact" } })!, "/demos", SITE),
    ).toBe(true)
    expect(
      asksForDemo(
        ctaView({ __typename: "CmsCtasCtasEntry", videoModal: true, videoId: "dQw4w9WgXcQ", button: { customText: "Watch", url: "/demos" } })!,
        "/demos",
        SITE,
      ),
    ).toBe(false)
  })
})
