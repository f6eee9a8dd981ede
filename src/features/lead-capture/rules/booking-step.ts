/**
 * Where the /demos confirmation sends a team of 21-100 or 100+ to book its call (issue 16),
 * with the name and email the demo form just took (../browser/booking-visitor.ts).
 *
 * The visitor's name and email go from the demo form to the booking step through this
 * tab's sessionStorage, never through a URL of the site: URLs end up in server logs, the
 * analytics page views and Referer headers, storage does not. Only an external scheduler's
 * link carries them, in its own query (`name`, `email`: what Calendly and Cal.com prefill),
 * built in the browser when the confirmation shows; the scheduler needs them to book, and
 * the CTA click reports its placement, never its URL.
 */
import type { CompanySize } from "./company-sizes"

/** The name and email the demo form just took (kept for the booking step by ../browser/booking-visitor.ts). */
export interface BookingVisitor {
  fullName: string
  email: string
}

export type BookingStep = { kind: "external"; href: string } | { kind: "page"; href: string }

/**
 * The booking step: the external scheduler when one is configured (with the visitor's name
 * and email when known), else the site's booking page with the company size (not personal),
 * else none (no booking page in the CMS: the confirmation's email promise stands alone).
 */
export function bookingStep(options: {
  externalUrl: string
  bookingPagePath: string | null
  size: CompanySize
  visitor: BookingVisitor | null
}): BookingStep | null {
  if (options.externalUrl) {
    const url = new URL(options.externalUrl)
    if (options.visitor?.fullName) url.searchParams.set("name", options.visitor.fullName)
    if (options.visitor?.email) url.searchParams.set("email", options.visitor.email)
    return { kind: "external", href: url.toString() }
  }
  if (options.bookingPagePath) return { kind: "page", href: `${options.bookingPagePath}?companySize=${encodeURIComponent(options.size)}` }
  return null
}
