import { loadEntryRows, rowsToReread, type KeptRows, type SourcingMarker } from "../../../src/lib/pages/entry-rows"

const FIELDS = "id path title"
const row = (id: string, title: string, extra: object = {}) => ({ id, path: `/${id}`, title, ...extra })
const kept = (rows: object[], generation = "g1", fields = FIELDS): KeptRows => ({ generation, fields, rows: rows as KeptRows["rows"] })
const sourcing = (changedEntryIds: string[], extra: Partial<SourcingMarker> = {}): SourcingMarker => ({
  generation: "g2",
  previousGeneration: "g1",
  changedEntryIds,
  assetsChanged: false,
  ...extra,
})

describe("rowsToReread: which kept rows still hold", () => {
  const rows = [row("a", "A"), row("pricing", "Pricing", { pageBuilder: [{ plans: [{ id: "plan", title: "Starter" }] }] }), row("b", "B")]

  test("after an incremental sourcing of the kept rows' store: the changed entries, and the rows that name them", () => {
    expect(rowsToReread(kept(rows), sourcing(["a"]), FIELDS)).toEqual({ keep: [rows[1], rows[2]], reread: ["a"] })
    // A plan is an entry: the pricing page's row names it, so it is read again with it.
    expect(rowsToReread(kept(rows), sourcing(["plan"]), FIELDS)).toEqual({ keep: [rows[0], rows[2]], reread: ["plan", "pricing"] })
    expect(rowsToReread(kept(rows), sourcing([]), FIELDS)).toEqual({ keep: rows, reread: [] })
  })

  test("createPages run again after the same sourcing: every row holds", () => {
    expect(rowsToReread(kept(rows, "g2"), sourcing(["a"]), FIELDS)).toEqual({ keep: rows, reread: [] })
  })

  test.each([
    ["nothing kept", undefined, sourcing(["a"])],
    ["something else kept", { rows: "nope" }, sourcing(["a"])],
    ["rows kept after another sourcing (a failed build)", kept(rows, "g0"), sourcing(["a"])],
    ["other fields kept", kept(rows, "g1", "id path"), sourcing(["a"])],
    ["a full sourcing, or one that did not find the store intact", kept(rows), sourcing(["a"], { previousGeneration: null })],
    ["an asset changed (rows hold their transforms)", kept(rows), sourcing([], { assetsChanged: true })],
    ["no sourcing marker", kept(rows), null],
  ])("every entry is read again: %s", (_case, keptValue, marker) => {
    expect(rowsToReread(keptValue, marker, FIELDS)).toBeNull()
  })
})

describe("loadEntryRows", () => {
  const graphqlAnswering = (answers: { all?: object[]; byId?: Record<string, object> }) =>
    jest.fn(async (query: string, variables?: { ids: string[] }) => {
      if (query.includes("allCmsEntry")) return { data: { allCmsEntry: { nodes: answers.all ?? [] } } }
      return { data: { cmsEntriesById: (variables?.ids ?? []).flatMap((id) => (answers.byId?.[id] ? [answers.byId[id]] : [])) } }
    })

  test("a full read: every entry with a page, ordered by id, kept under this sourcing's generation", async () => {
    const graphql = graphqlAnswering({ all: [row("b", "B"), row("a", "A")] })
    const result = await loadEntryRows(graphql as never, FIELDS, undefined, sourcing(["a"]))
    expect(result.read).toBe("all")
    expect(result.rows.map((r) => r.id)).toEqual(["a", "b"])
    expect(result.keep).toEqual(kept([row("a", "A"), row("b", "B")], "g2"))
    expect(graphql.mock.calls[0]![0]).toContain("allCmsEntry(filter: { path: { ne: null } })")
  })

  test("an incremental read: the changed entries by id, a deleted one and one that lost its page dropped, a new one added in order", async () => {
    const graphql = graphqlAnswering({ byId: { b: row("b", "B edited"), c: { ...row("c", "C"), path: null }, aa: row("aa", "New") } })
    const result = await loadEntryRows(
      graphql as never,
      FIELDS,
      kept([row("a", "A"), row("b", "B"), row("c", "C"), row("d", "D")]),
      sourcing(["aa", "b", "c", "d"]),
    )
    expect(result.read).toBe(4)
    expect(result.rows).toEqual([row("a", "A"), row("aa", "New"), row("b", "B edited")])
    expect(graphql).toHaveBeenCalledTimes(1)
    expect(graphql.mock.calls[0]![0]).toContain("cmsEntriesById(ids: $ids) { id path title }")
    expect(graphql.mock.calls[0]![1]).toEqual({ ids: ["aa", "b", "c", "d"] })
  })

  test("nothing changed: no query at all", async () => {
    const graphql = graphqlAnswering({})
    const result = await loadEntryRows(graphql as never, FIELDS, kept([row("a", "A")]), sourcing([]))
    expect(result).toEqual({ rows: [row("a", "A")], keep: kept([row("a", "A")], "g2"), read: 0 })
    expect(graphql).not.toHaveBeenCalled()
  })

  test("a data layer that cannot answer fails with the reason", async () => {
    const failing = jest.fn().mockResolvedValue({ errors: [{ message: "Cannot query field" }] })
    await expect(loadEntryRows(failing as never, FIELDS, undefined, null)).rejects.toThrow(/Cannot query field/)
    await expect(loadEntryRows(failing as never, FIELDS, kept([row("a", "A")]), sourcing(["a"]))).rejects.toThrow(/changed entries.*Cannot query field/)
  })
})
