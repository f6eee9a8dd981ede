import {
  NOTES_PAGE_SIZE,
  catchUpRequest,
  listSummary,
  nextPageRequest,
  noteShareUrl,
  reachedEnd,
  readNotesView,
  searchSummary,
  writeNotesSearch,
} from "../../../src/lib/thank-you-notes/paging"

const SLUGS = ["after-a-purchase", "referrals"]

describe("readNotesView: what a URL asks the generator to show", () => {
  test.each([
    ["", { category: null, shown: 8 }],
    ["?notes=24", { category: null, shown: 24 }],
    ["?notes=20", { category: null, shown: 20 }],
    ["?notes=4", { category: null, shown: 8 }],
    ["?notes=-16", { category: null, shown: 8 }],
    ["?notes=12.5", { category: null, shown: 8 }],
    ["?notes=lots", { category: null, shown: 8 }],
    ["?notes=500", { category: null, shown: 36 }],
    ["?category=referrals", { category: "referrals", shown: 8 }],
    ["?category=referrals&notes=24", { category: "referrals", shown: 24 }],
    ["?category=no-such-category", { category: null, shown: 8 }],
    ["?utm_source=google&notes=16", { category: null, shown: 16 }],
  ])("%s", (search, view) => {
    expect(readNotesView(search, 36, SLUGS)).toEqual(view)
  })

  test("a generator with fewer notes than a page still shows one page", () => {
    expect(readNotesView("?notes=24", 3, SLUGS)).toEqual({ category: null, shown: NOTES_PAGE_SIZE })
  })
})

describe("writeNotesSearch: the URL for a view", () => {
  test("the first page has no parameter; more notes are a count", () => {
    expect(writeNotesSearch({ category: null, shown: 8 }, "")).toBe("")
    expect(writeNotesSearch({ category: null, shown: 24 }, "")).toBe("?notes=24")
  })
  test("a category replaces the count; going back to all notes drops the category", () => {
    expect(writeNotesSearch({ category: "referrals", shown: 24 }, "?notes=24")).toBe("?category=referrals")
    expect(writeNotesSearch({ category: null, shown: 24 }, "?category=referrals")).toBe("?notes=24")
  })
  test("keeps the URL's other parameters (attribution, SPEC 9.3)", () => {
    expect(writeNotesSearch({ category: null, shown: 16 }, "?utm_source=google&notes=8&fpr=abc")).toBe("?utm_source=google&fpr=abc&notes=16")
    expect(writeNotesSearch({ category: null, shown: 8 }, "?utm_source=google&notes=16")).toBe("?utm_source=google")
  })
  test("round-trips through readNotesView", () => {
    for (const view of [
      { category: null, shown: 8 },
      { category: null, shown: 32 },
      { category: "after-a-purchase", shown: 8 },
    ]) {
      expect(readNotesView(writeNotesSearch(view, "?x=1"), 36, SLUGS)).toEqual(view)
    }
  })
})

describe("paging maths", () => {
  test("the next page starts where the loaded notes end, and is short at the end", () => {
    expect(nextPageRequest(8, 36)).toEqual({ limit: 8, offset: 8 })
    expect(nextPageRequest(32, 36)).toEqual({ limit: 4, offset: 32 })
    expect(nextPageRequest(36, 36)).toBeNull()
    expect(nextPageRequest(40, 36)).toBeNull()
  })
  test("walking the pages loads every note once", () => {
    const offsets: number[] = []
    let loaded = 8
    for (let request = nextPageRequest(loaded, 36); request; request = nextPageRequest(loaded, 36)) {
      offsets.push(request.offset)
      loaded += request.limit
    }
    expect(offsets).toEqual([8, 16, 24, 32])
    expect(loaded).toBe(36)
  })
  test("catching up to a URL's count is one request for what the HTML lacks", () => {
    expect(catchUpRequest(8, 24)).toEqual({ limit: 16, offset: 8 })
    expect(catchUpRequest(24, 24)).toBeNull()
    expect(catchUpRequest(24, 16)).toBeNull()
  })
  test("a short page means the CMS has no more, whatever the build counted", () => {
    expect(reachedEnd({ limit: 8, offset: 8 }, 8)).toBe(false)
    expect(reachedEnd({ limit: 8, offset: 8 }, 5)).toBe(true)
    expect(reachedEnd({ limit: 8, offset: 8 }, 0)).toBe(true)
  })
})

describe("what the status line says", () => {
  test("the list", () => {
    expect(listSummary(8, 36, null)).toBe("Showing 8 of 36 notes.")
    expect(listSummary(36, 36, null)).toBe("Showing all 36 notes.")
    expect(listSummary(9, 9, "Referrals")).toBe("Showing all 9 notes in Referrals.")
    expect(listSummary(1, 1, "Referrals")).toBe("Showing all 1 note in Referrals.")
    expect(listSummary(0, 0, "Referrals")).toBe("No notes in Referrals yet.")
  })
  test("a search says when it has not seen every note yet", () => {
    expect(searchSummary(2, "coffee", 16, 36, null)).toBe("2 notes match “coffee” among the 16 notes loaded so far.")
    expect(searchSummary(0, "coffee", 16, 36, null)).toBe("No notes match “coffee” among the 16 notes loaded so far.")
    expect(searchSummary(1, "coffee", 36, 36, null)).toBe("1 note matches “coffee”.")
    expect(searchSummary(0, "coffee", 36, 36, null)).toBe("No notes match “coffee”. Try another word.")
    expect(searchSummary(3, "year", 9, 9, "Holidays")).toBe("3 notes match “year” in Holidays.")
  })
})

test("a note's share link shows its category and points at the note, without the visitor's own parameters", () => {
  const note = { id: "42", categories: [{ slug: "referrals" }] }
  expect(noteShareUrl("https://www.rapport.example/resources/thank-you-cards-for-customers?notes=24&utm_source=google#top", note, (id) => `note-${id}`)).toBe(
    "https://www.rapport.example/resources/thank-you-cards-for-customers?category=referrals#note-42",
  )
  expect(noteShareUrl("https://www.rapport.example/t?notes=24", { id: "7", categories: [] }, (id) => `note-${id}`)).toBe("https://www.rapport.example/t#note-7")
})
