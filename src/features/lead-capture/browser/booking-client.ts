/**
 * The booking page's calls to /api/demo-booking: book a slot (the lead pipeline's POST, as
 * every form), and read which slots are already booked. Neither throws.
 */
import { postLead, type PostedLead } from "./post-lead"
import type { BookingFields } from "../rules/booking-fields"

export const DEMO_BOOKING_ENDPOINT = "/api/demo-booking"

export interface BookingPayload extends BookingFields {
  currentUrl: string
  /** The honeypot (features/lead-capture/rules/honeypot.ts). */
  website: string
}

export const postBooking = (payload: BookingPayload): Promise<PostedLead> => postLead(DEMO_BOOKING_ENDPOINT, payload)

/** The keys of the slots booked from now on; null when the Function cannot be reached (the page then marks none). */
export async function fetchTakenSlots(doFetch: typeof fetch = fetch): Promise<string[] | null> {
  try {
    const response = await doFetch(DEMO_BOOKING_ENDPOINT, { headers: { Accept: "application/json" }, credentials: "same-origin" })
    if (!response.ok) return null
    const body = (await response.json()) as { taken?: unknown }
    return Array.isArray(body.taken) ? body.taken.filter((key): key is string => typeof key === "string") : null
  } catch (error) {
    console.warn("[demo booking] the booked slots could not be read:", (error as Error).message)
    return null
  }
}
