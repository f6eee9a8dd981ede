/**
 * The lead store over PostgreSQL, the production store (lib/leads/database.ts opens the pool
 * and runs the migrations; this is the queries). Times are timestamptz and read back as the
 * ISO strings the site writes; the tracking data is jsonb.
 */
import type * as Pg from "pg"
import type { ForwardResult, ForwardStatus, LeadForm, LeadStore, StoredLead } from "./types"

interface LeadRow {
  id: string
  received_at: Date
  form: LeadForm
  form_id: string
  source_path: string
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
  tracking: unknown
  user_agent: string
  forward_status: ForwardStatus
  forward_attempts: number
  forward_error: string | null
  forwarded_at: Date | null
}

const trackingOf = (value: unknown): Record<string, string> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {})

const fromRow = (row: LeadRow): StoredLead => ({
  // bigint comes back as a string (pg does not guess at precision); lead ids stay far below 2^53.
  id: Number(row.id),
  receivedAt: row.received_at.toISOString(),
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
  tracking: trackingOf(row.tracking),
  userAgent: row.user_agent,
  forwardStatus: row.forward_status,
  forwardAttempts: row.forward_attempts,
  forwardError: row.forward_error,
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
          lead.receivedAt, lead.form, lead.formId, lead.sourcePath, lead.email, lead.fullName, lead.firstName, lead.lastName, lead.companyName, lead.phoneNumber,
          lead.country, lead.companySize, lead.promoCode, lead.currentUrl, JSON.stringify(lead.tracking), lead.userAgent, forwardStatus,
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
