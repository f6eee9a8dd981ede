import { appendNotes, reshapeNote, reshapeNotes } from "../../../src/lib/thank-you-notes/notes"
import { categoriesOfNotes, thankYouNoteGeneratorResolvers } from "../../../src/lib/thank-you-notes/first-page"
import { searchNotes } from "../../../src/lib/thank-you-notes/search"

const note = (id: string, title = `Note ${id}`) => ({ id, title, copy: `Dear [Name], thank you (${id}).`, categories: [] })

describe("reshaping notes from the build and from the API", () => {
  test("the data layer's cmsId and the CMS's id give the same note", () => {
    const categories = [{ slug: "referrals", title: "Referrals" }]
    const fromBuild = reshapeNote({ cmsId: "17", thankYouNoteTitle: "Thank you for the referral", copy: "Dear [Name], …", categories })
    const fromApi = reshapeNote({ id: 17, thankYouNoteTitle: "Thank you for the referral", copy: "Dear [Name], …", categories })
    expect(fromBuild).toEqual({ id: "17", title: "Thank you for the referral", copy: "Dear [Name], …", categories })
    expect(fromApi).toEqual(fromBuild)
  })
  test("a note with nothing to copy, or no id, is left out; a missing title or category title has a fallback", () => {
    expect(
      reshapeNotes([
        null,
        { id: "1", copy: "  " },
        { copy: "Thanks" },
        { id: "2", copy: "Thanks!", thankYouNoteTitle: null, categories: [{ slug: "holidays", title: null }, null, { slug: null }] },
      ]),
    ).toEqual([{ id: "2", title: "Thank you", copy: "Thanks!", categories: [{ slug: "holidays", title: "holidays" }] }])
  })
})

test("appendNotes adds a page without repeating a note already shown", () => {
  expect(appendNotes([note("1"), note("2")], [note("2"), note("3"), note("3")]).map((n) => n.id)).toEqual(["1", "2", "3"])
})

test("searchNotes: every word, in the title or the copy, any case", () => {
  const notes = [note("1", "Thank you for the referral"), note("2", "Happy holidays")]
  expect(searchNotes(notes, "REFERRAL thank").map((n) => n.id)).toEqual(["1"])
  expect(searchNotes(notes, "  ").map((n) => n.id)).toEqual(["1", "2"])
  expect(searchNotes(notes, "(2)").map((n) => n.id)).toEqual(["2"])
})

describe("the generator's build-time fields (gatsby-node createResolvers)", () => {
  const blocks = Array.from({ length: 11 }, (_, index) => ({
    cmsId: String(index),
    categories: [{ slug: index % 2 ? "referrals" : "holidays", title: index % 2 ? "Referrals" : "Holidays" }],
  }))
  const source = { thankYouNote: blocks }
  test("the first page is the first 8 notes; the count is all of them", () => {
    expect(thankYouNoteGeneratorResolvers.thankYouNoteFirstPage.resolve(source, { limit: 8 })).toEqual(blocks.slice(0, 8))
    expect(thankYouNoteGeneratorResolvers.thankYouNoteFirstPage.args.limit.defaultValue).toBe(8)
    expect(thankYouNoteGeneratorResolvers.thankYouNoteCount.resolve(source)).toBe(11)
    expect(thankYouNoteGeneratorResolvers.thankYouNoteCount.resolve({ thankYouNote: null })).toBe(0)
  })
  test("categories come once each, in the order the notes first use them", () => {
    expect(categoriesOfNotes(blocks)).toEqual([
      { slug: "holidays", title: "Holidays" },
      { slug: "referrals", title: "Referrals" },
    ])
    expect(categoriesOfNotes([null, { categories: null }])).toEqual([])
  })
})
