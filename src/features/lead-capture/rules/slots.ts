/**
 * The demo booking page's slots (issue 16): the CMS holds a weekly pattern (the
 * `demoBooking` entry: which hosts take calls on which weekdays, between which hours, in the
 * hosts' time zone), never fixed dates, so the page offers the next open days whenever it is
 * read: at build time for the server HTML, again in the browser with the visitor's clock,
 * and in the booking Function, which accepts only a slot this computation offers at that
 * moment. Pure; time zones through Intl alone (no date library in the page's JavaScript).
 */

export const weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const
export type Weekday = (typeof weekdays)[number]

/** One row of the weekly pattern: a host free on a weekday between two wall-clock times of the hosts' zone. */
export interface AvailabilityWindow {
  weekday: Weekday
  /** Minutes after midnight. */
  startMinute: number
  endMinute: number
  hostName: string
  hostRole: string
}

export interface BookingSettings {
  /** The hosts' IANA time zone: the pattern's times are read in it. */
  timeZone: string
  slotMinutes: number
  /** How many days with open slots are offered. */
  daysAhead: number
  /** No slot starts sooner than this after now. */
  noticeHours: number
  windows: AvailabilityWindow[]
}

export interface Slot {
  /** ISO 8601 UTC, e.g. 2026-12-01T14:00:00.000Z. */
  start: string
  end: string
  hostName: string
  hostRole: string
}

export const bookingDefaults = { timeZone: "America/New_York", slotMinutes: 30, daysAhead: 5, noticeHours: 4 } as const

/** How far ahead the search looks for open days: a pattern with one weekday still fills five of them. */
const MAX_DAYS_SCANNED = 62

/** The form's value for a slot, and the store's key: its start and its host (two hosts may share a start). */
export const slotKey = (slot: Pick<Slot, "start" | "hostName">): string => `${slot.start}|${slot.hostName}`

export function parseSlotKey(value: unknown): { start: string; hostName: string } | null {
  if (typeof value !== "string" || value.length > 200) return null
  const bar = value.indexOf("|")
  if (bar < 0) return null
  const start = value.slice(0, bar)
  const hostName = value.slice(bar + 1)
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(start) && hostName.trim() !== "" ? { start, hostName } : null
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.trim() === "") return false
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** '09:00' or '9:30' → minutes after midnight; '24:00' is the end of the day. */
export function parseClock(value: unknown): number | null {
  const match = typeof value === "string" ? /^\s*(\d{1,2}):(\d{2})\s*$/.exec(value) : null
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null
}

export interface AvailabilityRow {
  weekday?: string | null
  startTime?: string | null
  endTime?: string | null
  hostName?: string | null
  hostRole?: string | null
}

export interface BookingEntryFields {
  bookingTimeZone?: string | null
  bookingSlotMinutes?: number | null
  bookingDaysAhead?: number | null
  bookingNoticeHours?: number | null
  bookingAvailability?: ReadonlyArray<AvailabilityRow | null> | null
}

const positive = (value: number | null | undefined, fallback: number, max: number): number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= max ? value : fallback

/**
 * The entry's fields as settings. An editor's slip (a zone Intl does not know, '9am', an
 * end before its start, a row with no host) drops that value or that row, never the page:
 * defaults stand in for the numbers and the zone.
 */
export function bookingSettingsOf(entry: BookingEntryFields): BookingSettings {
  const windows = (entry.bookingAvailability ?? []).flatMap((row): AvailabilityWindow[] => {
    const weekday = row?.weekday?.trim().toLowerCase()
    const startMinute = parseClock(row?.startTime)
    const endMinute = parseClock(row?.endTime)
    const hostName = row?.hostName?.trim() ?? ""
    if (!weekday || !(weekdays as readonly string[]).includes(weekday) || startMinute === null || endMinute === null || endMinute <= startMinute || !hostName)
      return []
    return [{ weekday: weekday as Weekday, startMinute, endMinute, hostName, hostRole: row?.hostRole?.trim() ?? "" }]
  })
  return {
    timeZone: isTimeZone(entry.bookingTimeZone?.trim()) ? entry.bookingTimeZone!.trim() : bookingDefaults.timeZone,
    slotMinutes: positive(entry.bookingSlotMinutes, bookingDefaults.slotMinutes, 240),
    daysAhead: positive(entry.bookingDaysAhead, bookingDefaults.daysAhead, 30),
    noticeHours:
      typeof entry.bookingNoticeHours === "number" && entry.bookingNoticeHours >= 0 && entry.bookingNoticeHours <= 24 * 14
        ? entry.bookingNoticeHours
        : bookingDefaults.noticeHours,
    windows,
  }
}

// ---- time zones ---------------------------------------------------------------------------

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

const partsFormats = new Map<string, Intl.DateTimeFormat>()
const partsFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = partsFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    })
    partsFormats.set(timeZone, format)
  }
  return format
}

/** The wall clock of a zone at an instant. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) }
}

const asUtc = (clock: WallClock): number => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)

/**
 * The instant a zone's clock shows a wall time, or null when it never does (the hour
 * skipped when clocks go forward). In the hour repeated when they go back, the first.
 */
export function instantOf(clock: WallClock, timeZone: string): number | null {
  const wanted = asUtc(clock)
  const offsetAt = (instant: number): number => asUtc(wallClockAt(instant, timeZone)) - instant
  const candidates = [wanted - offsetAt(wanted - 36e5 * 12), wanted - offsetAt(wanted + 36e5 * 12)].sort((a, b) => a - b)
  return candidates.find((instant) => asUtc(wallClockAt(instant, timeZone)) === wanted) ?? null
}

// ---- slots --------------------------------------------------------------------------------

/**
 * The next open slots after `now`: day by day in the hosts' zone from today, each weekday's
 * windows cut into calls of `slotMinutes`, those starting within `noticeHours` dropped, until
 * `daysAhead` days have one. In start order (then host).
 */
export function upcomingSlots(settings: BookingSettings, now: Date): Slot[] {
  const earliest = now.getTime() + settings.noticeHours * 36e5
  const today = wallClockAt(now.getTime(), settings.timeZone)
  const slots: Slot[] = []
  let days = 0
  for (let offset = 0; offset < MAX_DAYS_SCANNED && days < settings.daysAhead; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset))
    const weekday = weekdays[date.getUTCDay()]!
    const daySlots: Slot[] = []
    for (const window of settings.windows) {
      if (window.weekday !== weekday) continue
      for (let minute = window.startMinute; minute + settings.slotMinutes <= window.endMinute; minute += settings.slotMinutes) {
        const start = instantOf(
          { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: Math.floor(minute / 60), minute: minute % 60 },
          settings.timeZone,
        )
        if (start === null || start < earliest) continue
        daySlots.push({
          start: new Date(start).toISOString(),
          end: new Date(start + settings.slotMinutes * 60_000).toISOString(),
          hostName: window.hostName,
          hostRole: window.hostRole,
        })
      }
    }
    if (daySlots.length === 0) continue
    daySlots.sort((a, b) => a.start.localeCompare(b.start) || a.hostName.localeCompare(b.hostName))
    slots.push(...daySlots)
    days++
  }
  return slots
}

// ---- as the visitor reads them -------------------------------------------------------------

export interface SlotDay {
  /** YYYY-MM-DD in the zone shown. */
  key: string
  /** 'Tuesday, December 1'. */
  label: string
  slots: Array<{ slot: Slot; key: string; time: string; label: string }>
}

const formats = new Map<string, Intl.DateTimeFormat>()
const cachedFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const id = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(id)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(id, format)
  }
  return format
}

export const BOOKING_LOCALE = "en-US"

/**
 * ICU versions disagree on the space before 'AM' (a narrow no-break space in newer ones):
 * one plain space, so the server's HTML and the browser's first render match.
 */
const plainSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, " ")

/** '9:00 AM' in a zone. */
export const timeIn = (iso: string, timeZone: string): string =>
  plainSpaces(cachedFormat(BOOKING_LOCALE, { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso)))

/** 'Tuesday, December 1' in a zone. */
export const dayIn = (iso: string, timeZone: string): string =>
  plainSpaces(cachedFormat(BOOKING_LOCALE, { timeZone, weekday: "long", month: "long", day: "numeric" }).format(new Date(iso)))

/** 'Eastern Standard Time' for a zone at an instant (its name changes with summer time). */
export function zoneName(timeZone: string, at: Date): string {
  const part = cachedFormat(BOOKING_LOCALE, { timeZone, timeZoneName: "long" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")
  return part?.value ?? timeZone
}

/** The slots grouped by the day they fall on in the visitor's zone (a call may fall on another day there than for its host). */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = []
  for (const slot of slots) {
    const clock = wallClockAt(Date.parse(slot.start), timeZone)
    const key = `${clock.year}-${String(clock.month).padStart(2, "0")}-${String(clock.day).padStart(2, "0")}`
    let day = days.find((d) => d.key === key)
    if (!day) {
      day = { key, label: dayIn(slot.start, timeZone), slots: [] }
      days.push(day)
    }
    const time = timeIn(slot.start, timeZone)
    day.slots.push({ slot, key: slotKey(slot), time, label: `${time} to ${timeIn(slot.end, timeZone)} with ${slot.hostName}` })
  }
  return days.sort((a, b) => a.key.localeCompare(b.key))
}

/** The visitor's zone as their browser reports it, or the fallback when it reports none Intl knows. */
export function visitorTimeZone(fallback: string): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return isTimeZone(zone) ? zone : fallback
  } catch {
    return fallback
  }
}

/** 'Tuesday, December 1 at 9:00 AM (Eastern Standard Time)', for the confirmation and the answer page. */
export const slotSentence = (slot: Pick<Slot, "start">, timeZone: string): string =>
  `${dayIn(slot.start, timeZone)} at ${timeIn(slot.start, timeZone)} (${zoneName(timeZone, new Date(slot.start))})`
