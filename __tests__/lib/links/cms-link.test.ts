import { normaliseCmsLink } from "../../../src/lib/links/cms-link"

describe("normaliseCmsLink: a Typed Link Field link (SPEC 3.6's button, CRAFT.md's linkField_Link)", () => {
  const none = { ariaLabel: null, title: null }
  test.each([
    [
      "a URL link with the editor's text",
      { type: "url", url: "/pricing", text: "See pricing", customText: "See pricing", target: "_blank" },
      { href: "/pricing", label: "See pricing", target: "_blank", ...none },
    ],
    [
      "a URL link without custom text has no label (its text is the URL itself)",
      { type: "url", url: "https://help.rapport.example", text: "https://help.rapport.example", customText: null },
      { href: "https://help.rapport.example", label: null, target: null, ...none },
    ],
    [
      "an entry link goes to the entry's page on this site, not to the CMS's URL for it",
      { type: "entry", url: "https://cms.rapport.example/manage-contacts", text: "Manage contacts", customText: null, element: { path: "/manage-contacts" } },
      { href: "/manage-contacts", label: "Manage contacts", target: null, ...none },
    ],
    [
      "an entry link's custom text wins over the entry's title",
      { type: "entry", url: "https://x", text: "Organize contacts", customText: "Organize contacts", element: { path: "/manage-contacts" } },
      { href: "/manage-contacts", label: "Organize contacts", target: null, ...none },
    ],
    [
      "an entry link whose entry has no page falls back to its url",
      { type: "entry", url: "/press", text: "Press", element: { path: null } },
      { href: "/press", label: "Press", target: null, ...none },
    ],
    [
      "aria-label and title are kept",
      { url: "/signup", customText: "Start", ariaLabel: "Start your free Rapport trial", title: "14 days, no card" },
      { href: "/signup", label: "Start", target: null, ariaLabel: "Start your free Rapport trial", title: "14 days, no card" },
    ],
    ["blank strings are not values", { url: "/b", customText: " ", ariaLabel: "  " }, { href: "/b", label: null, target: null, ...none }],
    ["an unknown target is left to the two-up rule", { url: "/a", target: "_top" }, { href: "/a", label: null, target: null, ...none }],
  ])("%s", (_name, link, expected) => {
    expect(normaliseCmsLink(link)).toEqual(expected)
  })

  test.each([
    [null],
    [undefined],
    [{}],
    [{ customText: "No link" }],
    [{ url: "javascript:alert(1)" }],
    [{ url: " JavaScript:void(0)" }],
    [{ url: "data:text/html,x" }],
    [{ element: { path: "javascript:x" } }],
  ])("no usable URL: %j → null", (link) => {
    expect(normaliseCmsLink(link)).toBeNull()
  })
})
