/**
 * The embedded lead store: one SQLite file (better-sqlite3), created with its folder on
 * first use. Writes are synchronous and fsynced (WAL, synchronous=FULL), so a lead the
 * Function answered 201 for is on disk.
 */
import { processSharedStores } from "./process-shared"
import { mkdirSync } from "node:fs"
import type * as NodeModule from "node:module"
import { dirname } from "node:path"
import type BetterSqlite3 from "better-sqlite3"
import type { ForwardResult, ForwardStatus, LeadForm, LeadStore, NewLead, StoredLead } from "./types"

type DatabaseConstructor = typeof BetterSqlite3

/**
 * better-sqlite3 is a native addon, which webpack (Gatsby bundles each Function) cannot
 * pack. It is required at run time through Node's own module loader, reached through
 * globalThis so the bundler neither follows nor rewrites it; it resolves from the working
 * directory, the project root, where node_modules is.
 */
export function loadBetterSqlite3(): DatabaseConstructor {
  const nodeProcess = (globalThis as { process?: NodeJS.Process }).process
  const nodeModule = nodeProcess?.getBuiltinModule?.("node:module") as typeof NodeModule | undefined
  if (!nodeModule || !nodeProcess) throw new Error("better-sqlite3 needs Node.js 20.16 or newer (process.getBuiltinModule)")
  const requireFromProject = nodeModule.createRequire(`${nodeProcess.cwd()}/package.json`)
  return requireFromProject("better-sqlite3") as DatabaseConstructor
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at      TEXT    NOT NULL,
  email            TEXT    NOT NULL,
  full_name        TEXT    NOT NULL,
  first_name       TEXT    NOT NULL,
  last_name        TEXT    NOT NULL,
  company_name     TEXT    NOT NULL,
  phone_number     TEXT    NOT NULL,
  country          TEXT    NOT NULL,
  company_size     TEXT    NOT NULL,
  promo_code       TEXT    NOT NULL DEFAULT '',
  current_url      TEXT    NOT NULL DEFAULT '',
  tracking_json    TEXT    NOT NULL DEFAULT '{}',
  user_agent       TEXT    NOT NULL DEFAULT '',
  forward_status   TEXT    NOT NULL DEFAULT 'not-configured',
  forward_attempts INTEGER NOT NULL DEFAULT 0,
  forward_error    TEXT,
  forwarded_at     TEXT,
  form             TEXT    NOT NULL DEFAULT 'demo',
  form_id          TEXT    NOT NULL DEFAULT '',
  source_path      TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS leads_forward_status ON leads (forward_status);
`

/**
 * Columns added after the first release, with their definitions: a store created before
 * them gets them on open (the resource forms, issue 15), so no lead file is left behind.
 * Issue 17 replaces this with versioned migrations.
 */
const ADDED_COLUMNS: Record<string, string> = {
  form: "TEXT NOT NULL DEFAULT 'demo'",
  form_id: "TEXT NOT NULL DEFAULT ''",
  source_path: "TEXT NOT NULL DEFAULT ''",
}

interface LeadRow {
  id: number
  received_at: string
  email: string
  full_name: string
  first_name: string
  last_name: string
  company_name: string
  phone_number: string
  country: string
  company_size: string
  promo_code: string
  current_url: string
  tracking_json: string
  user_agent: string
  forward_status: ForwardStatus
  forward_attempts: number
  forward_error: string | null
  forwarded_at: string | null
  form: LeadForm
  form_id: string
  source_path: string
}

function parseTracking(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

const fromRow = (row: LeadRow): StoredLead => ({
  id: row.id,
  receivedAt: row.received_at,
  form: row.form,
  formId: row.form_id,
  sourcePath: row.source_path,
  email: row.email,
  fullName: row.full_name,
  firstName: row.first_name,
  lastName: row.last_name,
  companyName: row.company_name,
  phoneNumber: row.phone_number,
  country: row.country,
  companySize: row.company_size,
  promoCode: row.promo_code,
  currentUrl: row.current_url,
  tracking: parseTracking(row.tracking_json),
  userAgent: row.user_agent,
  forwardStatus: row.forward_status,
  forwardAttempts: row.forward_attempts,
  forwardError: row.forward_error,
  forwardedAt: row.forwarded_at,
})

export function openSqliteLeadStore(path: string, Database: DatabaseConstructor = loadBetterSqlite3()): LeadStore {
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  try {
    db.pragma("journal_mode = WAL")
    db.pragma("synchronous = FULL")
    db.pragma("busy_timeout = 5000")
    db.exec(SCHEMA)
    const existing = new Set((db.prepare("PRAGMA table_info(leads)").all() as Array<{ name: string }>).map((column) => column.name))
    for (const [column, definition] of Object.entries(ADDED_COLUMNS)) if (!existing.has(column)) db.exec(`ALTER TABLE leads ADD COLUMN ${column} ${definition}`)
  } catch (error) {
    db.close()
    throw error
  }
  const insert = db.prepare(`
    INSERT INTO leads (received_at, form, form_id, source_path, email, full_name, first_name, last_name, company_name, phone_number,
                       country, company_size, promo_code, current_url, tracking_json, user_agent, forward_status)
    VALUES (@receivedAt, @form, @formId, @sourcePath, @email, @fullName, @firstName, @lastName, @companyName, @phoneNumber,
            @country, @companySize, @promoCode, @currentUrl, @trackingJson, @userAgent, @forwardStatus)`)
  const byId = db.prepare("SELECT * FROM leads WHERE id = ?")
  const updateForward = db.prepare(`
    UPDATE leads SET forward_status = @status, forward_attempts = forward_attempts + @attempts, forward_error = @error,
                     forwarded_at = CASE WHEN @status = 'forwarded' THEN @at ELSE forwarded_at END
    WHERE id = @id`)

  const get = (id: number): StoredLead | null => {
    const row = byId.get(id) as LeadRow | undefined
    return row ? fromRow(row) : null
  }

  return {
    save(lead: NewLead, forwardStatus: ForwardStatus): StoredLead {
      const { tracking, ...fields } = lead
      const info = insert.run({ ...fields, trackingJson: JSON.stringify(tracking), forwardStatus })
      const saved = get(Number(info.lastInsertRowid))
      if (!saved) throw new Error("the lead was written but cannot be read back")
      return saved
    },
    list({ limit, forwardStatus } = {}): StoredLead[] {
      const where = forwardStatus && forwardStatus.length > 0 ? `WHERE forward_status IN (${forwardStatus.map(() => "?").join(", ")})` : ""
      const rows = db.prepare(`SELECT * FROM leads ${where} ORDER BY id DESC ${limit ? "LIMIT ?" : ""}`).all(...(forwardStatus ?? []), ...(limit ? [limit] : [])) as LeadRow[]
      return rows.map(fromRow)
    },
    get,
    recordForward(id: number, result: ForwardResult, at: Date): void {
      updateForward.run({ id, status: result.status, attempts: result.attempts, error: result.error ?? null, at: at.toISOString() })
    },
    close(): void {
      db.close()
    },
  }
}

/** One open store per file for the life of the Function's process (lib/leads/process-shared.ts). */
const openStores = processSharedStores("leads.openStores", openSqliteLeadStore)

export const sharedSqliteLeadStore = (path: string): LeadStore => openStores.get(path)

/** For tests and scripts: close every shared store. */
export const closeSharedSqliteLeadStores = (): void => openStores.closeAll()
