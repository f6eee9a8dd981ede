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

export type StoredFirstTouch =
  | { status: "absent" }
  | { status: "valid"; record: FirstTouchRecord }
  | { status: "invalid"; reason: string }

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
