import { formatDate } from "../../../src/lib/text/dates"

const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })

test("writes a date as en-US's long format does, in UTC", () => {
  expect(formatDate("2026-03-02T09:00:00Z")).toBe("March 2, 2026")
  // Late on the last day of a month in UTC: the date is UTC's, whatever the machine's zone.
  expect(formatDate("2025-12-31T23:59:59Z")).toBe("December 31, 2025")
  expect(formatDate("2024-02-29")).toBe("February 29, 2024")
})

test("agrees with Intl's en-US long format on every day of two years, leap day included", () => {
  const start = Date.UTC(2023, 0, 1, 12)
  for (let day = 0; day < 731; day += 1) {
    const iso = new Date(start + day * 86_400_000).toISOString()
    expect(formatDate(iso)).toBe(intl.format(new Date(iso)))
  }
})

test("an unreadable date is empty, not 'Invalid Date'", () => {
  expect(formatDate("not a date")).toBe("")
  expect(formatDate("")).toBe("")
})
