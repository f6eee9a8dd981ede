/**
 * The name and email the demo form just took, kept in this tab's sessionStorage for the
 * booking step (../rules/booking-step.ts says why storage and not a URL). Its own module: the demo
 * form's chunk takes these few lines, not the booking step.
 */
import { site } from "../../../config/site"
import type { BookingVisitor } from "../rules/booking-step"

export const BOOKING_VISITOR_KEY = `${site.slug}_demo_booking_visitor`

const browserSessionStorage = (): Storage | null => (typeof window === "undefined" ? null : window.sessionStorage)

/** After a demo request: the name and email, for this tab's session only. Blocked storage only loses the prefill. */
export function rememberBookingVisitor(visitor: BookingVisitor, getStorage: () => Storage | null = browserSessionStorage): void {
  try {
    getStorage()?.setItem(BOOKING_VISITOR_KEY, JSON.stringify({ fullName: visitor.fullName.trim(), email: visitor.email.trim() }))
  } catch {
    // Private modes may refuse storage: the booking form is then simply empty.
  }
}

export function rememberedBookingVisitor(getStorage: () => Storage | null = browserSessionStorage): BookingVisitor | null {
  try {
    const value: unknown = JSON.parse(getStorage()?.getItem(BOOKING_VISITOR_KEY) ?? "null")
    if (!value || typeof value !== "object") return null
    const { fullName, email } = value as Record<string, unknown>
    return typeof fullName === "string" && typeof email === "string" ? { fullName, email } : null
  } catch {
    return null
  }
}
