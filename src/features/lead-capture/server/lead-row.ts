/**
 * A row of the leads table as either database's driver returns it, made a StoredLead. The two
 * stores (postgres-store.ts, sqlite-store.ts) share the columns; they differ in how an id, a
 * time and the tracking data come back, which each store converts before calling this.
 */
import type { ForwardStatus, LeadForm, StoredLead } from "./lead-types"

/** The columns both databases return as they are. */
export interface LeadColumns {
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
  user_agent: string
  forward_status: ForwardStatus
  forward_attempts: number
  forward_error: string | null
}

/** What each driver returns in its own way, already converted by the store. */
export type DriverValues = Pick<StoredLead, "id" | "receivedAt" | "tracking" | "forwardedAt">

export const leadFromRow = (row: LeadColumns, { id, receivedAt, tracking, forwardedAt }: DriverValues): StoredLead => ({
  id,
  receivedAt,
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
  tracking,
  userAgent: row.user_agent,
  forwardStatus: row.forward_status,
  forwardAttempts: row.forward_attempts,
  forwardError: row.forward_error,
  forwardedAt,
})

/** Stored tracking data as the record it was written as; anything else (a damaged row) is no tracking. */
export const trackingRecord = (value: unknown): Record<string, string> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {}
