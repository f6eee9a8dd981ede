/**
 * The honeypot of every lead form: a field people never see or reach (hidden from sight, from
 * the tab order and from screen readers). A bot that fills every field fills it; its lead is
 * answered as if kept, and dropped, so it learns nothing. Used by the forms (HoneypotField)
 * and the lead Functions alike; the Functions' other guard is the rate limit
 * (lib/rate-limit/limiter.ts).
 */

/** The honeypot's name: a field a browser may autofill for people is avoided (no `url`, no `email2`). */
export const HONEYPOT_FIELD = "website"

/** True when the honeypot holds anything: a person never sees it, so cannot have typed in it. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD]
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null
}
