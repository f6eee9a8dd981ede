/**
 * POST /api/demo-booking: a visitor books one of the demo calls the booking page offers
 * (issue 16), through the lead pipeline every form shares (features/lead-capture/server/lead-handler.ts: rate limit,
 * size cap, honeypot, validation, stored before anything else, Marketo when configured).
 * GET /api/demo-booking: the slots already booked, so the page can mark them.
 *
 *   201 { ok, forward, booking: Slot, hostTimeZone }  booked: a demo_bookings row and a lead (form 'booking') under the email
 *   400 { error, fieldErrors }            a field to fix
 *   409 { error, fieldErrors, taken }     the slot is booked by someone else, or no longer offered; `taken` refreshes the page's list
 *   503 { error }                         the CMS could not say which slots exist; nothing kept, the visitor tries again
 */
import { splitFullName } from "../rules/name"
import { cleanTracking, cleanUrl } from "../rules/lead-payload"
import { handleLead, type LeadHandlerDeps, type LeadRequest, type LeadResponse, type ReadLead } from "./lead-handler"
import { sourcePathOf } from "./source-path"
import { errorMessage } from "./error-message"
import type { BookingStore } from "./booking-store"
import { validateBookingFields } from "../rules/booking-fields"
import { slotKey, upcomingSlots, type BookingSettings } from "../rules/slots"

export interface DemoBookingDeps extends LeadHandlerDeps {
  /** The weekly pattern from the CMS, or null when it cannot answer. */
  loadSettings: () => Promise<BookingSettings | null>
  /** Opens (or returns the open) booking store; may reject. */
  openBookings: () => Promise<BookingStore>
}

export const bookingAnswers = {
  taken: "Sorry, someone has just booked that time. The list now shows what is still free: please choose another time.",
  gone: "That time is no longer available. The list now shows the times still open: please choose another.",
  unchecked: "We could not check the calendar just now. Nothing was booked: please try again in a moment.",
  unkept: "We could not book your call just now. Nothing was booked: please try again in a moment.",
} as const

/** The slots booked from now on, or none when the store cannot say (the page then marks none; booking still refuses a taken one). */
async function takenNow(deps: DemoBookingDeps, now: Date): Promise<string[]> {
  try {
    return await (await deps.openBookings()).takenAfter(now)
  } catch (error) {
    ;(deps.log ?? console).error("[demo booking] the booked slots could not be read:", errorMessage(error))
    return []
  }
}

export async function handleDemoBooking(request: LeadRequest, deps: DemoBookingDeps): Promise<LeadResponse> {
  const now = deps.now ?? (() => new Date())
  if (request.method === "GET" || request.method === "HEAD") return { status: 200, body: { taken: await takenNow(deps, now()) } }
  const answer = await handleLead(request, deps, async (input, context): Promise<ReadLead> => {
    const validation = validateBookingFields(input)
    if (!validation.ok) return { ok: false, fieldErrors: validation.fieldErrors as Record<string, string> }
    const { fields } = validation
    const settings = await deps.loadSettings()
    if (!settings) return { ok: false, status: 503, fieldErrors: {}, error: bookingAnswers.unchecked }
    // Only a slot the pattern offers at this moment: not a past one, not one within the notice, not one made up.
    const slot = upcomingSlots(settings, new Date(context.receivedAt)).find((offered) => slotKey(offered) === fields.slot)
    if (!slot) return { ok: false, status: 409, fieldErrors: { slot: bookingAnswers.gone }, error: bookingAnswers.gone }
    let reserved
    try {
      reserved = await (
        await deps.openBookings()
      ).reserve({ bookedAt: context.receivedAt, slot, email: fields.email, fullName: fields.fullName, companySize: fields.companySize })
    } catch (error) {
      ;(deps.log ?? console).error("[demo booking] the booking store could not take a booking:", errorMessage(error))
      return { ok: false, status: 503, fieldErrors: {}, error: bookingAnswers.unkept }
    }
    if (!reserved.ok) return { ok: false, status: 409, fieldErrors: { slot: bookingAnswers.taken }, error: bookingAnswers.taken }
    const { firstName, lastName } = splitFullName(fields.fullName)
    const currentUrl = cleanUrl(input.currentUrl)
    return {
      ok: true,
      lead: {
        receivedAt: context.receivedAt,
        form: "booking",
        formId: "",
        sourcePath: sourcePathOf(currentUrl) || "/demos/book",
        email: fields.email,
        fullName: fields.fullName,
        firstName,
        lastName,
        companyName: "",
        phoneNumber: "",
        country: "",
        companySize: fields.companySize,
        promoCode: "",
        currentUrl,
        tracking: cleanTracking(input.tracking),
        userAgent: context.userAgent,
      },
      extra: { booking: slot, hostTimeZone: settings.timeZone },
    }
  })
  return answer.status === 409 ? { ...answer, body: { ...answer.body, taken: await takenNow(deps, now()) } } : answer
}
