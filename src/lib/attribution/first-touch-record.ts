/** The first-touch cookie record (SPEC 3.16) and how a stored value is read back. */

export const firstTouchRecordFields = [
  "landing_page",
  "landing_page_full",
  "first_seen_ts",
  "referrer",
  "source",
  "medium",
  "campaign",
  "term",
  "content",
  "gclid",
  "fbclid",
  "msclkid",
  "ttclid",
  "fp_ref",
  "dub_id",
  "partner_id",
] as const

export type FirstTouchRecordField = (typeof firstTouchRecordFields)[number]

/** Every field is a string; '' means "not known". */
export type FirstTouchRecord = Record<FirstTouchRecordField, string>

export function emptyFirstTouchRecord(): FirstTouchRecord {
  return Object.fromEntries(firstTouchRecordFields.map((field) => [field, ""])) as FirstTouchRecord
}

export type StoredFirstTouch = { status: "absent" } | { status: "valid"; record: FirstTouchRecord } | { status: "invalid"; reason: string }

/**
 * Reads the stored cookie value. Valid JSON is kept as it is; the returned record fills the
 * fields an older writer left out (SPEC 3.16's shorter description has no fp_ref, dub_id or
 * partner_id) with ''. JSON that is not an object (e.g. `null`, `42`) cannot be a record and
 * counts as invalid, like text that is not JSON at all.
 */
export function readStoredFirstTouch(raw: string | undefined): StoredFirstTouch {
  if (raw === undefined) return { status: "absent" }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    return { status: "invalid", reason: error instanceof Error ? error.message : String(error) }
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    return { status: "invalid", reason: "the JSON value is not an object" }
  }
  const stored = parsed as Record<string, unknown>
  const record = emptyFirstTouchRecord()
  for (const field of firstTouchRecordFields) {
    const value = stored[field]
    if (typeof value === "string") record[field] = value
    else if (typeof value === "number" || typeof value === "boolean") record[field] = String(value)
  }
  return { status: "valid", record }
}

/**
 * Browsers keep a cookie only when its name and value together take at most 4096 bytes
 * (RFC 6265 section 6.1's minimum, which Chromium and Firefox enforce as the maximum), and
 * drop a larger one without a word.
 */
export const MAX_COOKIE_BYTES = 4096

/** A value as js-cookie writes it (its default converter): percent-encoded but for the characters a cookie may hold. */
const cookieEncoded = (value: string): string => encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent)

/** The bytes a cookie's name and value take as js-cookie writes them (both ASCII once encoded). */
export function cookieBytes(name: string, value: string): number {
  return cookieEncoded(name).length + cookieEncoded(value).length
}

/** What each code point of a field adds to the cookie: its JSON form, then js-cookie's encoding. */
const encodedCosts = (value: string): number[] => Array.from(value, (point) => cookieEncoded(JSON.stringify(point)).length - 2)

/** The longest beginning of `value` whose characters cost at most `cap`; never splits a surrogate pair. */
function prefixWithin(value: string, costs: readonly number[], cap: number): string {
  const points = Array.from(value)
  let used = 0
  let keep = 0
  while (keep < points.length && used + costs[keep]! <= cap) used += costs[keep++]!
  return keep === points.length ? value : points.slice(0, keep).join("")
}

/**
 * The record cut to fit its cookie. A landing URL with a long ad click id, or a long
 * referrer, made the first-touch cookie larger than a browser keeps: the write was dropped,
 * and the next page view built the record again from that page, so the real first touch was
 * lost (found by __tests__/lib/attribution/properties.test.ts). Every field but the time is
 * held to one cap, the largest that fits: short fields (source, medium, the referrer marker)
 * stay whole, long ones keep their beginning. A record that fits is returned as it is.
 */
export function fitFirstTouchRecord(record: FirstTouchRecord, cookieName: string): FirstTouchRecord {
  if (cookieBytes(cookieName, JSON.stringify(record)) <= MAX_COOKIE_BYTES) return record
  const costs = Object.fromEntries(firstTouchRecordFields.map((field) => [field, encodedCosts(record[field])])) as Record<FirstTouchRecordField, number[]>
  const capped = (cap: number): FirstTouchRecord =>
    Object.fromEntries(
      firstTouchRecordFields.map((field) => [field, field === "first_seen_ts" ? record[field] : prefixWithin(record[field], costs[field], cap)]),
    ) as FirstTouchRecord
  // The largest cap that fits, by bisection: every field under it is untouched.
  let fits = 0
  let tooLarge = MAX_COOKIE_BYTES
  while (tooLarge - fits > 1) {
    const cap = Math.floor((fits + tooLarge) / 2)
    if (cookieBytes(cookieName, JSON.stringify(capped(cap))) <= MAX_COOKIE_BYTES) fits = cap
    else tooLarge = cap
  }
  return capped(fits)
}
