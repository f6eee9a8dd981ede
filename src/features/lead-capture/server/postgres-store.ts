/**
 * The lead store over PostgreSQL, the production store (features/lead-capture/server/database.ts opens the pool
 * and runs the migrations; this is the queries). Times are timestamptz and read back as the
 * ISO strings the site writes; the tracking data is jsonb.
 */
import type * as Pg from "pg"
import { leadFromRow, trackingRecord, type LeadColumns } from "./lead-row"
import type { ForwardResult, LeadStore, StoredLead } from "./lead-types"

interface LeadRow extends LeadColumns {
  id: string
  received_at: Date
  tracking: unknown
  forwarded_at: Date | null
}

const fromRow = (row: LeadRow): StoredLead =>
  leadFromRow(row, {
    // bigint comes back as a string (pg does not guess at precision); lead ids stay far below 2^53.
    id: Number(row.id),
    receivedAt: row.received_at.toISOString(),
    tracking: trackingRecord(row.tracking),
    forwardedAt: row.forwarded_at ? row.forwarded_at.toISOString() : null,
  })

export function postgresLeadStore(pool: Pg.Pool): LeadStore {
  return {
    async save(lead, forwardStatus) {
      const { rows } = await pool.query<LeadRow>(
        `INSERT INTO leads (received_at, form, form_id, source_path, email, full_name, first_name, last_name, company_name, phone_number,
                            country, company_size, promo_code, current_url, tracking, user_agent, forward_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         RETURNING *`,
        [
          lead.receivedAt,
          lead.form,
          lead.formId,
          lead.sourcePath,
          lead.email,
          lead.fullName,
          lead.firstName,
          lead.lastName,
          lead.companyName,
          lead.phoneNumber,
          lead.country,
          lead.companySize,
          lead.promoCode,
          lead.currentUrl,
          JSON.stringify(lead.tracking),
          lead.userAgent,
          forwardStatus,
        ],
      )
      if (!rows[0]) throw new Error("the lead was written but cannot be read back")
      return fromRow(rows[0])
    },
    async list({ limit, forwardStatus } = {}) {
      const values: unknown[] = []
      const where = forwardStatus && forwardStatus.length > 0 ? `WHERE forward_status = ANY($${values.push(forwardStatus)})` : ""
      const limited = limit ? `LIMIT $${values.push(limit)}` : ""
      const { rows } = await pool.query<LeadRow>(`SELECT * FROM leads ${where} ORDER BY id DESC ${limited}`, values)
      return rows.map(fromRow)
    },
    async get(id) {
      const { rows } = await pool.query<LeadRow>("SELECT * FROM leads WHERE id = $1", [id])
      return rows[0] ? fromRow(rows[0]) : null
    },
    async recordForward(id: number, result: ForwardResult, at: Date) {
      await pool.query(
        `UPDATE leads SET forward_status = $2, forward_attempts = forward_attempts + $3, forward_error = $4,
                          forwarded_at = CASE WHEN $2 = 'forwarded' THEN $5::timestamptz ELSE forwarded_at END
         WHERE id = $1`,
        [id, result.status, result.attempts, result.error ?? null, at.toISOString()],
      )
    },
  }
}
