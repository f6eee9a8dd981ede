const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const

/**
 * '2026-03-02T09:00:00Z' → 'March 2, 2026', in UTC so server and browser agree.
 *
 * Written out by hand, exactly as `Intl.DateTimeFormat("en-US", { year: "numeric", month:
 * "long", day: "numeric", timeZone: "UTC" })` writes it (tested against it): the first such
 * formatter a page creates loads the browser's time-zone data, 14-32 ms of main thread on a
 * fast machine inside the blog post's hydration (Lighthouse's phone: 13× that).
 */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ""
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
