import { newestDate, planSourcing, reconcileEntries, SOURCING_FORMAT, updatedSince, type SourcingState } from "../../plugins/gatsby-source-cms/incremental"

const state: SourcingState = {
  format: SOURCING_FORMAT,
  contractHash: "abc",
  url: "https://cms.example",
  preview: false,
  since: "2026-11-24T05:00:00+00:00",
  entries: { "1": "2026-11-01T00:00:00+00:00", "2": "2026-11-24T05:00:00+00:00", "3": null },
}
const target = { contractHash: "abc", url: "https://cms.example", preview: false }

describe("planSourcing", () => {
  test("incremental since the newest dateUpdated when the cache matches the CMS, the contract and the mode", () => {
    expect(planSourcing(state, target)).toEqual({ mode: "incremental", since: "2026-11-24T05:00:00+00:00", previous: state })
  })

  test.each([
    ["no cache", undefined, target, "no cache of a previous sourcing"],
    ["a cache of another format", { ...state, format: SOURCING_FORMAT + 1 }, target, "no cache of a previous sourcing"],
    ["CMS_FULL_SOURCE", state, { ...target, fullSourceReason: "CMS_FULL_SOURCE is set" }, "CMS_FULL_SOURCE is set"],
    ["another contract", state, { ...target, contractHash: "def" }, "the content contract (cms/schema.graphql) or the plugin's sourcing queries changed"],
    ["another CMS", state, { ...target, url: "https://other.example" }, "the CMS URL changed (was https://cms.example)"],
    ["preview on", state, { ...target, preview: true }, "preview mode is on"],
    ["preview off", { ...state, preview: true }, target, "preview mode is off"],
    ["no dates last time", { ...state, since: null }, target, "no entry had a dateUpdated last time"],
  ])("full with %s", (_what, previous, given, reason) => {
    expect(planSourcing(previous, given)).toEqual({ mode: "full", reason })
  })
})

test("reconcileEntries: deleted, kept, and refetched when new to the plugin or without a node as remembered", () => {
  const nodes: Record<string, string | null> = { "1": "2026-11-01T00:00:00+00:00", "3": null }
  const result = reconcileEntries(state, ["1", "2", "3", "4", "5"], new Set(["5"]), (id) => nodes[id])
  // 2 has no node, 4 is new and was not among the changed ones (e.g. enabled without a new date), 5 was fetched as changed.
  expect(result).toEqual({ deleted: [], kept: ["1", "3"], refetch: ["2", "4"] })
  expect(reconcileEntries(state, ["3"], new Set(), () => null).deleted).toEqual(["1", "2"])
  // A node older than remembered (the build that wrote the cache did not persist it) is refetched.
  expect(reconcileEntries(state, ["1"], new Set(), () => "2026-10-01T00:00:00+00:00").refetch).toEqual(["1"])
})

test("newestDate compares times and keeps the CMS's spelling; updatedSince is Craft's '>=' argument", () => {
  expect(newestDate(["2026-11-24T06:00:00+01:00", "2026-11-24T05:30:00Z", null, "garbage"])).toBe("2026-11-24T05:30:00Z")
  expect(newestDate([null, undefined])).toBeNull()
  expect(updatedSince("2026-11-24T05:30:00Z")).toEqual([">= 2026-11-24T05:30:00Z"])
})
