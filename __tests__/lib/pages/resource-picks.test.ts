import { resourcePicks } from "../../../src/lib/pages/resource-picks"

test("one pick per field, in the order e-book, video, story, tool: the first entry with a page", () => {
  expect(
    resourcePicks({
      tools: [{ path: "/resources/tools/roi" }],
      ebook: [null, { path: null }, { path: "/resources/books-guides/playbook" }, { path: "/resources/books-guides/other" }],
      video: [],
      caseStudy: [{ path: "/resources/brightline" }],
    }),
  ).toEqual([{ path: "/resources/books-guides/playbook" }, { path: "/resources/brightline" }, { path: "/resources/tools/roi" }])
})

test("no global, or nothing picked: no rail", () => {
  expect(resourcePicks(null)).toEqual([])
  expect(resourcePicks({ ebook: null, video: [null] })).toEqual([])
})
