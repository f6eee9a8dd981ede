import { join } from "node:path"
import { fetchNotes, notesByCategoryBody, notesPageBody, readNotesAnswer, NOTES_PROXY_PATH } from "../../../src/lib/thank-you-notes/api"
import baseApi from "../../../src/api/base-api"
import { startCmsServer, type RunningCms } from "../../../cms/server"
import { serveFunction, type RunningFunction } from "../../support/function-server"

test("the request bodies name the operations /api/base-api allows (cms/operations.ts)", () => {
  expect(notesPageBody({ limit: 8, offset: 16 })).toEqual({ operationName: "getThankYouNotesWithLimitAndOffset", variables: { limit: 8, offset: 16 } })
  expect(notesByCategoryBody("referrals")).toEqual({ operationName: "getThankYouNotesByCategory", variables: { slug: ["referrals"] } })
})

test("readNotesAnswer: the notes, or null for SPEC 8's empty answer", () => {
  expect(readNotesAnswer({ data: { entry: { thankYouNote: [{ id: "5", thankYouNoteTitle: "T", copy: "C", categories: [] }] } } })).toEqual([
    { id: "5", title: "T", copy: "C", categories: [] },
  ])
  expect(readNotesAnswer({ data: { entry: { thankYouNote: [] } } })).toEqual([])
  expect(readNotesAnswer({ data: {} })).toBeNull()
  expect(readNotesAnswer({ data: { entry: null } })).toBeNull()
  expect(readNotesAnswer(null)).toBeNull()
})

describe("fetchNotes through the real proxy and the local CMS (the site's own content)", () => {
  let cms: RunningCms
  let proxy: RunningFunction
  const saved = process.env.CMS_URL
  // The browser calls a relative path; here it goes to the Function on loopback.
  const viaProxy: typeof fetch = (input, init) => fetch(new URL(String(input), proxy.url), init)

  beforeAll(async () => {
    cms = await startCmsServer({ contentDir: join(__dirname, "../../../cms/content") })
    process.env.CMS_URL = cms.url
    proxy = await serveFunction(baseApi)
  })
  afterAll(async () => {
    process.env.CMS_URL = saved
    await proxy.close()
    await cms.close()
  })

  test("pages by limit and offset follow on without overlap", async () => {
    const first = await fetchNotes(notesPageBody({ limit: 8, offset: 0 }), { fetch: viaProxy })
    const second = await fetchNotes(notesPageBody({ limit: 8, offset: 8 }), { fetch: viaProxy })
    expect(first.failed || second.failed).toBe(false)
    expect(first.notes).toHaveLength(8)
    expect(second.notes).toHaveLength(8)
    const ids = [...first.notes, ...second.notes].map((note) => note.id)
    expect(new Set(ids).size).toBe(16)
    const pastTheEnd = await fetchNotes(notesPageBody({ limit: 8, offset: 10_000 }), { fetch: viaProxy })
    expect(pastTheEnd).toEqual({ notes: [], failed: false })
  })

  test("a category's notes are all of that category", async () => {
    const { notes, failed } = await fetchNotes(notesByCategoryBody("referrals"), { fetch: viaProxy })
    expect(failed).toBe(false)
    expect(notes.length).toBeGreaterThan(8)
    for (const note of notes) expect(note.categories.map((category) => category.slug)).toContain("referrals")
  })

  test("a failing CMS is logged and gives an empty, failed result (SPEC 8)", async () => {
    const logger = { error: jest.fn() }
    process.env.CMS_URL = "http://127.0.0.1:9"
    try {
      const spy = jest.spyOn(console, "error").mockImplementation(() => undefined)
      expect(await fetchNotes(notesPageBody({ limit: 8, offset: 8 }), { fetch: viaProxy, logger })).toEqual({ notes: [], failed: true })
      spy.mockRestore()
    } finally {
      process.env.CMS_URL = cms.url
    }
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("getThankYouNotesWithLimitAndOffset answered HTTP 502"))
  })
})

test("a network failure is logged and gives an empty, failed result", async () => {
  const logger = { error: jest.fn() }
  const unreachable: typeof fetch = () => Promise.reject(new TypeError("Failed to fetch"))
  expect(await fetchNotes(notesByCategoryBody("referrals"), { fetch: unreachable, logger })).toEqual({ notes: [], failed: true })
  expect(logger.error).toHaveBeenCalledWith("CMS proxy: getThankYouNotesByCategory failed:", "Failed to fetch")
  expect(NOTES_PROXY_PATH).toBe("/api/base-api")
})
