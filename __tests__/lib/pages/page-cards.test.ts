import { pageCards } from "../../../src/lib/pages/page-cards"

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
    { id: "b", title: "Rapport vs B", path: "/compare/b", description: "About B." },
    { id: "a", title: "Rapport vs A", path: "/compare/a", description: null },
  ])
})
