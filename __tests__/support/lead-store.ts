/**
 * For the lead Functions' tests over HTTP: each test gets its own SQLite file and fallback
 * file in a temporary folder (LEADS_DB_PATH, LEADS_FALLBACK_PATH), a rate limit no test
 * reaches (the limit has tests of its own), no Marketo forwarding, and the environment back
 * as it was afterwards. Call at the top level of a test file.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { closeSharedSqliteLeadStores, openSqliteLeadStore } from "../../src/lib/leads/sqlite-store"
import type { StoredLead } from "../../src/lib/leads/types"

export function tempLeadStore(prefix: string, extraEnv: () => Record<string, string> = () => ({})): { stored: () => StoredLead[]; dir: () => string } {
  let dir = ""
  const savedEnv = { ...process.env }
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
    process.env.LEADS_DB_PATH = join(dir, "leads.sqlite")
    process.env.LEADS_FALLBACK_PATH = join(dir, "fallback.jsonl")
    process.env.LEADS_RATE_LIMIT = "10000/600"
    delete process.env.MARKETO_REST_URL
    Object.assign(process.env, extraEnv())
  })
  afterEach(() => {
    closeSharedSqliteLeadStores()
    process.env = { ...savedEnv }
    rmSync(dir, { recursive: true, force: true })
  })
  return {
    dir: () => dir,
    stored: () => {
      const store = openSqliteLeadStore(process.env.LEADS_DB_PATH!)
      try {
        return store.list()
      } finally {
        store.close()
      }
    },
  }
}

/** POSTs JSON to a Function and reads its JSON answer. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
