import { otherTools, paragraphsOf, toolCards, toolDetails } from "../../../src/lib/tools/tool-details"

const row = {
  toolName: "Pipeline template",
  summary: "Six stages.",
  description: "First paragraph\ncontinues here.\n\nSecond paragraph.",
  pricing: "Free",
  recommendedFor: "Agencies",
}

describe("toolDetails", () => {
  test("reads the first toolsDetails row, the description as paragraphs", () => {
    expect(toolDetails({ id: "1", title: "Entry title", toolsDetails: [row] })).toEqual({
      name: "Pipeline template",
      summary: "Six stages.",
      description: ["First paragraph continues here.", "Second paragraph."],
      pricing: "Free",
      recommendedFor: "Agencies",
    })
  })

  test("skips a null row, ignores extra rows, and falls back to the entry title for the name", () => {
    const details = toolDetails({ id: "1", title: " Entry title ", toolsDetails: [null, { ...row, toolName: "" }, { ...row, toolName: "Second" }] })
    expect(details.name).toBe("Entry title")
    expect(details.pricing).toBe("Free")
  })

  test("an entry without details still has a name and empty facts", () => {
    expect(toolDetails({ id: "1", title: "Bare", toolsDetails: null })).toEqual({
      name: "Bare",
      summary: null,
      description: [],
      pricing: null,
      recommendedFor: null,
    })
  })
})

describe("paragraphsOf", () => {
  test("blank lines (even with spaces) separate paragraphs; empty text has none", () => {
    expect(paragraphsOf("a\n \nb\n\n\nc")).toEqual(["a", "b", "c"])
    expect(paragraphsOf("  ")).toEqual([])
    expect(paragraphsOf(null)).toEqual([])
  })
})

describe("toolCards", () => {
  test("tools with a page, alphabetically by name, case-insensitively", () => {
    const cards = toolCards([
      { id: "b", title: "b", path: "/resources/tools/b", toolsDetails: [{ toolName: "email template pack" }] },
      { id: "a", title: "a", path: "/resources/tools/a", toolsDetails: [{ toolName: "CRM ROI calculator" }] },
      { id: "draft", title: "No page", path: null, toolsDetails: [{ toolName: "Aardvark" }] },
      { id: "c", title: "c", path: "/resources/tools/c", toolsDetails: [{ toolName: "Follow-up cadence planner" }] },
      null,
    ])
    expect(cards.map((card) => [card.name, card.path])).toEqual([
      ["CRM ROI calculator", "/resources/tools/a"],
      ["email template pack", "/resources/tools/b"],
      ["Follow-up cadence planner", "/resources/tools/c"],
    ])
  })
})

describe("otherTools", () => {
  const cards = toolCards(["a", "b", "c", "d", "e"].map((id) => ({ id, title: id.toUpperCase(), path: `/resources/tools/${id}`, toolsDetails: null })))
  test("the next tools in index order, wrapping around, never the current one", () => {
    expect(otherTools(cards, "b").map((card) => card.id)).toEqual(["c", "d", "e"])
    expect(otherTools(cards, "e").map((card) => card.id)).toEqual(["a", "b", "c"])
    expect(otherTools(cards, "d", 10).map((card) => card.id)).toEqual(["e", "a", "b", "c"])
  })
  test("a tool not in the list (no page yet) gets the first ones; a lone tool gets none", () => {
    expect(otherTools(cards, "zzz", 2).map((card) => card.id)).toEqual(["a", "b"])
    expect(otherTools(cards.slice(0, 1), "a")).toEqual([])
  })
})
