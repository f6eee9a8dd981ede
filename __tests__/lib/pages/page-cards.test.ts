import { cardFields, pageCards } from "../../../src/lib/pages/page-cards"

test("pages with a path and a title, in the order given, descriptions trimmed or null", () => {
  expect(
    pageCards([
      { id: "b", title: "Rapport vs B", path: "/compare/b", seoDescription: " About B. " },
      { id: "draft", title: "No page", path: null },
      { id: "untitled", title: "  ", path: "/compare/x" },
      null,
      { id: "a", title: "Rapport vs A", path: "/compare/a", seoDescription: "" },
    ]),
  ).toEqual([
    { id: "b", title: "Rapport vs B", path: "/compare/b", description: "About B.", image: null },
    { id: "a", title: "Rapport vs A", path: "/compare/a", description: null, image: null },
  ])
})

describe("an entry as a card (SPEC 3.1 bento fields)", () => {
  const entry = { title: "Organize contacts", seoDescription: "Every client in one place.", featuredImage: "featured.jpg" }

  test("the bento title, copy and image when set", () => {
    expect(cardFields({ ...entry, bentoTitle: "Contacts", bentoCopy: "One timeline per client.", bentoImage: "bento.jpg" })).toEqual({
      title: "Contacts",
      description: "One timeline per client.",
      image: "bento.jpg",
    })
  })

  test("each falls back on its own: the title, the SEO description, the featured image; blank text is not set", () => {
    expect(cardFields({ ...entry, bentoTitle: "  ", bentoCopy: null, bentoImage: "bento.jpg" })).toEqual({
      title: "Organize contacts",
      description: "Every client in one place.",
      image: "bento.jpg",
    })
    expect(cardFields({ ...entry, bentoTitle: "Contacts", bentoImage: null })).toEqual({
      title: "Contacts",
      description: "Every client in one place.",
      image: "featured.jpg",
    })
    expect(cardFields({ title: " " })).toEqual({ title: null, description: null, image: null })
  })

  test("a page card takes the card fields, and a page whose card has no title is left out", () => {
    expect(pageCards([{ id: "x", path: "/x", title: null, bentoTitle: "Bento only", bentoImage: "b.jpg" }])).toEqual([
      { id: "x", title: "Bento only", path: "/x", description: null, image: "b.jpg" },
    ])
  })
})
