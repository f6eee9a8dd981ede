/**
 * The booking Function reads the weekly pattern from the CMS when a booking arrives (the
 * page's copy of it may be days old), so it accepts only a slot the pattern offers now. A
 * server-side query, not one of the proxies' operations; a test validates it against the
 * contract.
 */
import { createCmsClient, type CmsClientOptions } from "../../../../plugins/gatsby-source-cms/client"
import { bookingSettingsOf, type BookingEntryFields, type BookingSettings } from "../rules/slots"

export const demoBookingSettingsQuery = /* GraphQL */ `
query demoBookingSettings {
  entry(section: "pages", type: "demoBooking") {
    id
    ... on pages_demoBooking_Entry {
      bookingTimeZone
      bookingSlotMinutes
      bookingDaysAhead
      bookingNoticeHours
      bookingAvailability { ... on bookingAvailability_BlockType { weekday startTime endTime hostName hostRole } }
    }
  }
}
`

export interface DemoBookingSettingsData {
  entry?: (BookingEntryFields & { id?: string | null }) | null
}

/** The settings from the CMS a Function is pointed at; null when it cannot answer, is not configured, or has no booking page. */
export function cmsBookingSettings(options: CmsClientOptions | null): () => Promise<BookingSettings | null> {
  return async () => {
    if (!options) return null
    const data = await createCmsClient(options).request<DemoBookingSettingsData>(demoBookingSettingsQuery, {})
    return data.entry ? bookingSettingsOf(data.entry) : null
  }
}
