import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { processShared } from "../../../src/lib/functions/process-shared"
import type * as DatabaseModuleExports from "../../../src/features/lead-capture/server/database"

test("a process-shared value is created once, whoever asks", () => {
  const create = jest.fn(() => ({ made: Date.now() }))
  const name = `test.${Date.now()}`
  expect(processShared(name, create)).toBe(processShared(name, create))
  expect(create).toHaveBeenCalledTimes(1)
})

test("the lead database stays one open connection when its module is loaded afresh for each request, as gatsby serve does", async () => {
  const dir = mkdtempSync(join(tmpdir(), "leads-shared-"))
  type DatabaseModule = typeof DatabaseModuleExports
  const load = (): DatabaseModule => {
    let loaded: DatabaseModule | undefined
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = require("../../../src/features/lead-capture/server/database") as DatabaseModule
    })
    return loaded!
  }
  const location = { kind: "sqlite" as const, path: join(dir, "leads.sqlite") }
  const first = load()
  const second = load()
  expect(first).not.toBe(second)
  try {
    expect(await first.sharedLeadDatabase(location)).toBe(await second.sharedLeadDatabase(location))
  } finally {
    await first.closeSharedLeadDatabases()
    rmSync(dir, { recursive: true, force: true })
  }
})

test("an open that fails is forgotten, so the next request tries again", async () => {
  const { processSharedStores } = await import("../../../src/lib/functions/process-shared")
  let attempts = 0
  const stores = processSharedStores(`test.retry.${Date.now()}`, async (key: string) => {
    attempts += 1
    if (attempts === 1) throw new Error("the server is not up yet")
    return { key, close: () => undefined }
  })
  await expect(stores.get("db", undefined)).rejects.toThrow("not up yet")
  const opened = await stores.get("db", undefined)
  expect(opened.key).toBe("db")
  expect(await stores.get("db", undefined)).toBe(opened)
  expect(attempts).toBe(2)
})
