/**
 * The lead store over the embedded SQLite database (features/lead-capture/server/database.ts opens it and runs
 * the migrations; this is the queries). better-sqlite3 is synchronous: each method has done
 * its write, fsynced, when its promise resolves.
 */
import type { SqliteDatabase } from "./migrations"
import { leadFromRow, trackingRecord, type LeadColumns } from "./lead-row"
import type { ForwardResult, LeadStore, StoredLead } from "./lead-types"

interface LeadRow extends LeadColumns {
  id: number
  received_at: string
  tracking_json: string
  forwarded_at: string | null
}

function parseTracking(json: string): Record<string, string> {
  try {
    return trackingRecord(JSON.parse(json))
  } catch {
    return {}
  }
}

const fromRow = (row: LeadRow): StoredLead =>
  leadFromRow(row, { id: row.id, receivedAt: row.received_at, tracking: parseTracking(row.tracking_json), forwardedAt: row.forwarded_at })

export function sqliteLeadStore(db: SqliteDatabase): LeadStore {
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
    async save(lead, forwardStatus) {
      const { tracking, ...fields } = lead
      const info = insert.run({ ...fields, trackingJson: JSON.stringify(tracking), forwardStatus })
      const saved = get(Number(info.lastInsertRowid))
      if (!saved) throw new Error("the lead was written but cannot be read back")
      return saved
    },
    async list({ limit, forwardStatus } = {}) {
      const where = forwardStatus && forwardStatus.length > 0 ? `WHERE forward_status IN (${forwardStatus.map(() => "?").join(", ")})` : ""
      const rows = db
        .prepare(`SELECT * FROM leads ${where} ORDER BY id DESC ${limit ? "LIMIT ?" : ""}`)
        .all(...(forwardStatus ?? []), ...(limit ? [limit] : [])) as LeadRow[]
      return rows.map(fromRow)
    },
    async get(id) {
      return get(id)
    },
    async recordForward(id: number, result: ForwardResult, at: Date) {
      updateForward.run({ id, status: result.status, attempts: result.attempts, error: result.error ?? null, at: at.toISOString() })
    },
  }
}
