/**
 * Where larger teams book their demo call after the demo form (issue 16). With
 * GATSBY_DEMO_BOOKING_URL set at build time (an https scheduling page, e.g. Calendly or
 * Cal.com; validated in config/env.ts), the /demos confirmation links there in a new tab.
 * Unset, the embedded default: the site's own booking page (the CMS's `demoBooking` entry,
 * /demos/book), which works offline and keeps bookings with the leads.
 */
export const demoBooking = {
  externalUrl: process.env.GATSBY_DEMO_BOOKING_URL ?? "",
} as const
