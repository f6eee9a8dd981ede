/**
 * For the lead Functions' tests over HTTP: each test gets its own SQLite file and fallback
 * file in a temporary folder (LEADS_DB_PATH, LEADS_FALLBACK_PATH), a rate limit no test
 * reaches (the limit has tests of its own), no Marketo forwarding, and the environment back
 * as it was afterwards. Call at the top level of a test file.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { closeSharedLeadDatabases, openLeadDatabase } from "../../src/features/lead-capture/server/database"
import { leadDatabaseLocation } from "../../src/features/lead-capture/server/runtime-env"
import { leadStoreOf } from "../../src/features/lead-capture/server/store"
import type { StoredLead } from "../../src/features/lead-capture/server/lead-types"
import { bookingStoreOf, type StoredBooking } from "../../src/features/lead-capture/server/booking-store"

/** The leads in the database the environment names (LEADS_DATABASE_URL, else LEADS_DB_PATH), read the way the Functions write them, newest first. */
export async function storedLeads(env: Record<string, string | undefined> = process.env): Promise<StoredLead[]> {
  const database = await openLeadDatabase(leadDatabaseLocation(env, process.cwd()))
  try {
    return await leadStoreOf(database).list()
  } finally {
    await database.close()
  }
}

/** The demo bookings in the database the environment names, newest first. */
export async function storedBookings(env: Record<string, string | undefined> = process.env): Promise<StoredBooking[]> {
  const database = await openLeadDatabase(leadDatabaseLocation(env, process.cwd()))
  try {
    return await bookingStoreOf(database).list()
  } finally {
    await database.close()
  }
}

export function tempLeadStore(prefix: string, extraEnv: () => Record<string, string> = () => ({})): { stored: () => Promise<StoredLead[]>; dir: () => string } {
  let dir = ""
  const savedEnv = { ...process.env }
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
    delete process.env.LEADS_DATABASE_URL
    process.env.LEADS_DB_PATH = join(dir, "leads.sqlite")
    process.env.LEADS_FALLBACK_PATH = join(dir, "fallback.jsonl")
    process.env.LEADS_RATE_LIMIT = "10000/600"
    delete process.env.MARKETO_REST_URL
    Object.assign(process.env, extraEnv())
  })
  afterEach(async () => {
    await closeSharedLeadDatabases()
    process.env = { ...savedEnv }
    rmSync(dir, { recursive: true, force: true })
  })
  return { dir: () => dir, stored: () => storedLeads() }
}

/** POSTs JSON to a Function and reads its JSON answer. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
