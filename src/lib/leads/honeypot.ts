/**
 * The honeypot of every lead form (lib/leads/guard.ts): a field people never meet. Its own
 * module, so the forms' browser code takes its name without the rate limiter.
 */

/** The honeypot's name: a field a browser may autofill for people is avoided (no `url`, no `email2`). */
export const HONEYPOT_FIELD = "website"

/** True when the honeypot holds anything: a person never sees it, so cannot have typed in it. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD]
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null
}
