/**
 * A video's length, as the facade shows it, as a screen reader says it, as schema.org
 * wants it, and as editors type it in the CMS (a webinar's `duration`: '45 min').
 */

const parts = (seconds: number): { h: number; m: number; s: number } => {
  const total = Math.max(0, Math.round(seconds))
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 }
}

const pad = (n: number): string => String(n).padStart(2, "0")

/** A player's clock: 8 → '0:08', 60 → '1:00', 2700 → '45:00', 3723 → '1:02:03'. */
export function formatDuration(seconds: number): string {
  const { h, m, s } = parts(seconds)
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? "" : "s"}`

/** The same length in words, for screen readers ('1:00' is read as a time of day): 60 → '1 minute', 3723 → '1 hour 2 minutes 3 seconds'. */
export function spokenDuration(seconds: number): string {
  const { h, m, s } = parts(seconds)
  const words = [h ? plural(h, "hour") : "", m ? plural(m, "minute") : "", s || (!h && !m) ? plural(s, "second") : ""]
  return words.filter(Boolean).join(" ")
}

/** ISO 8601 (schema.org VideoObject `duration`): 60 → 'PT1M', 25 → 'PT25S', 3723 → 'PT1H2M3S'. */
export function isoDuration(seconds: number): string {
  const { h, m, s } = parts(seconds)
  const body = `${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`
  return `PT${body}`
}

const UNIT_SECONDS: Record<string, number> = {
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
}

/**
 * An editor's length in seconds: '45 min', '1 h 30 min', '90 minutes', '1hr 5m', '45:00',
 * '1:02:03'. Null for anything else ('', 'about an hour'): the page then says nothing
 * rather than something wrong.
 */
export function parseDurationText(text: string | null | undefined): number | null {
  const value = (text ?? "").trim().toLowerCase()
  if (!value) return null
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value)
  if (clock) {
    const [, h, m, s] = clock
    if (Number(s) > 59 || (h !== undefined && Number(m) > 59)) return null
    return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s)
  }
  const unitPattern = /(\d+(?:\.\d+)?)\s*([a-z]+)/g
  let total = 0
  let consumed = ""
  for (const match of value.matchAll(unitPattern)) {
    const unit = UNIT_SECONDS[match[2]!]
    if (unit === undefined) return null
    total += Number(match[1]) * unit
    consumed += match[0]
  }
  // Every character must belong to a number-and-unit pair (spaces and 'and' aside).
  if (!consumed || value.replace(/\band\b|[\s,]/g, "") !== consumed.replace(/\s/g, "")) return null
  return total > 0 ? Math.round(total) : null
}
