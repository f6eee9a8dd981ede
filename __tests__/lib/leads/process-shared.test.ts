import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { processShared } from "../../../src/lib/leads/process-shared"

test("a process-shared value is created once, whoever asks", () => {
  const create = jest.fn(() => ({ made: Date.now() }))
  const name = `test.${Date.now()}`
  expect(processShared(name, create)).toBe(processShared(name, create))
  expect(create).toHaveBeenCalledTimes(1)
})

test("the booking store stays one open connection when its module is loaded afresh for each request, as gatsby serve does", () => {
  const dir = mkdtempSync(join(tmpdir(), "booking-shared-"))
  const open = () => {
    let store: unknown
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      store = (require("../../../src/lib/demo-booking/booking-store") as { sharedSqliteBookingStore: (path: string) => unknown }).sharedSqliteBookingStore(join(dir, "leads.sqlite"))
    })
    return store
  }
  try {
    expect(open()).toBe(open())
  } finally {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ;(require("../../../src/lib/demo-booking/booking-store") as { closeSharedSqliteBookingStores: () => void }).closeSharedSqliteBookingStores()
    rmSync(dir, { recursive: true, force: true })
  }
})
