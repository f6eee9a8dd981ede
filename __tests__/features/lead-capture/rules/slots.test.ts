import {
  bookingSettingsOf,
  groupSlotsByDay,
  instantOf,
  parseSlotKey,
  slotKey,
  upcomingSlots,
  zoneName,
  type BookingSettings,
} from "../../../../src/features/lead-capture/rules/slots"

const maya = { hostName: "Maya Okafor", hostRole: "Product specialist" }
const daniel = { hostName: "Daniel Brooks", hostRole: "Senior product specialist" }

const settings = (overrides: Partial<BookingSettings> = {}): BookingSettings => ({
  timeZone: "America/New_York",
  slotMinutes: 30,
  daysAhead: 2,
  noticeHours: 0,
  windows: [
    { weekday: "monday", startMinute: 9 * 60, endMinute: 10 * 60, ...maya },
    { weekday: "tuesday", startMinute: 14 * 60, endMinute: 15 * 60, ...daniel },
    { weekday: "tuesday", startMinute: 14 * 60, endMinute: 14 * 60 + 30, ...maya },
  ],
  ...overrides,
})

const starts = (slots: Array<{ start: string; hostName: string }>): string[] => slots.map((s) => `${s.start} ${s.hostName}`)

describe("upcomingSlots: the weekly pattern as the next open calls", () => {
  test("each window cut into calls of the slot length, in the hosts' zone, in start order then host, until daysAhead days have one", () => {
    // Sunday 29 November 2026, noon in New York (EST, UTC-5).
    const slots = upcomingSlots(settings(), new Date("2026-11-29T17:00:00Z"))
    expect(starts(slots)).toEqual([
      "2026-11-30T14:00:00.000Z Maya Okafor",
      "2026-11-30T14:30:00.000Z Maya Okafor",
      "2026-12-01T19:00:00.000Z Daniel Brooks",
      "2026-12-01T19:00:00.000Z Maya Okafor",
      "2026-12-01T19:30:00.000Z Daniel Brooks",
    ])
    expect(slots[0]).toEqual({ start: "2026-11-30T14:00:00.000Z", end: "2026-11-30T14:30:00.000Z", ...maya })
  })

  test("past slots and those inside the notice are dropped; the days still number daysAhead", () => {
    // Monday 30 November, 9:10 in New York: the 9:00 call has started; with 1 hour's notice 9:30 is too soon as well.
    const now = new Date("2026-11-30T14:10:00Z")
    expect(starts(upcomingSlots(settings(), now))[0]).toBe("2026-11-30T14:30:00.000Z Maya Okafor")
    const withNotice = upcomingSlots(settings({ noticeHours: 1 }), now)
    expect(starts(withNotice)[0]).toBe("2026-12-01T19:00:00.000Z Daniel Brooks")
    // Monday has nothing left, so Tuesday and the next Monday are the two days.
    expect([...new Set(withNotice.map((s) => s.start.slice(0, 10)))]).toEqual(["2026-12-01", "2026-12-07"])
  })

  test("never fixed dates: a year later the same pattern gives that week's days", () => {
    const slots = upcomingSlots(settings({ daysAhead: 1 }), new Date("2027-11-29T17:00:00Z"))
    // 29 November 2027 is a Monday; noon has passed the 9-10 window, so Tuesday 30th.
    expect(starts(slots)).toEqual(["2027-11-30T19:00:00.000Z Daniel Brooks", "2027-11-30T19:00:00.000Z Maya Okafor", "2027-11-30T19:30:00.000Z Daniel Brooks"])
  })

  test("summer time: 9:00 in New York is 13:00 UTC in July and 14:00 UTC in December, across the change in November", () => {
    const july = upcomingSlots(settings({ daysAhead: 1 }), new Date("2026-07-05T12:00:00Z"))
    expect(july[0]!.start).toBe("2026-07-06T13:00:00.000Z")
    // Clocks go back on Sunday 1 November 2026: the Friday before in EDT, the Monday after in EST.
    const across = upcomingSlots(
      settings({
        daysAhead: 2,
        windows: [
          { weekday: "friday", startMinute: 540, endMinute: 570, ...maya },
          { weekday: "monday", startMinute: 540, endMinute: 570, ...maya },
        ],
      }),
      new Date("2026-10-29T12:00:00Z"),
    )
    expect(starts(across)).toEqual(["2026-10-30T13:00:00.000Z Maya Okafor", "2026-11-02T14:00:00.000Z Maya Okafor"])
  })

  test("a wall time the clocks skip has no slot; a repeated one is its first occurrence", () => {
    // 8 March 2026, New York: 2:00 jumps to 3:00.
    expect(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, "America/New_York")).toBeNull()
    expect(new Date(instantOf({ year: 2026, month: 3, day: 8, hour: 3, minute: 0 }, "America/New_York")!).toISOString()).toBe("2026-03-08T07:00:00.000Z")
    // 1 November 2026: 1:30 happens twice (EDT, then EST); the first is 5:30 UTC.
    expect(new Date(instantOf({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, "America/New_York")!).toISOString()).toBe("2026-11-01T05:30:00.000Z")
    const night = upcomingSlots(
      settings({ daysAhead: 1, windows: [{ weekday: "sunday", startMinute: 60, endMinute: 240, ...maya }] }),
      new Date("2026-03-07T12:00:00Z"),
    )
    expect(night.map((s) => s.start)).toEqual(["2026-03-08T06:00:00.000Z", "2026-03-08T06:30:00.000Z", "2026-03-08T07:00:00.000Z", "2026-03-08T07:30:00.000Z"])
  })

  test("another hosts' zone: Europe/London in BST", () => {
    const slots = upcomingSlots(settings({ timeZone: "Europe/London", daysAhead: 1 }), new Date("2026-06-28T12:00:00Z"))
    expect(slots[0]!.start).toBe("2026-06-29T08:00:00.000Z")
  })

  test("an empty pattern offers nothing (and does not loop forever)", () => {
    expect(upcomingSlots(settings({ windows: [] }), new Date("2026-11-29T17:00:00Z"))).toEqual([])
  })
})

describe("groupSlotsByDay: as the visitor reads them", () => {
  const slots = upcomingSlots(settings(), new Date("2026-11-29T17:00:00Z"))

  test("in the visitor's zone: days and times, each with a full label", () => {
    const days = groupSlotsByDay(slots, "Europe/Berlin")
    expect(days.map((d) => d.label)).toEqual(["Monday, November 30", "Tuesday, December 1"])
    expect(days[0]!.slots.map((s) => s.time)).toEqual(["3:00 PM", "3:30 PM"])
    expect(days[1]!.slots[0]).toMatchObject({ key: slotKey(slots[2]!), label: "8:00 PM to 8:30 PM with Daniel Brooks" })
  })

  test("a call can fall on another day for the visitor than for its host", () => {
    const days = groupSlotsByDay(slots, "Asia/Tokyo")
    // Tuesday 14:00 in New York is Wednesday 4:00 in Tokyo.
    expect(days.map((d) => d.key)).toEqual(["2026-11-30", "2026-12-02"])
    expect(days[0]!.slots[0]!.time).toBe("11:00 PM")
  })

  test("the zone's name follows summer time", () => {
    expect(zoneName("America/New_York", new Date("2026-12-01T12:00:00Z"))).toBe("Eastern Standard Time")
    expect(zoneName("America/New_York", new Date("2026-07-01T12:00:00Z"))).toBe("Eastern Daylight Time")
  })
})

describe("the slot's key and the entry's fields", () => {
  test("key round trip; anything else is not a slot", () => {
    expect(parseSlotKey(slotKey({ start: "2026-12-01T19:00:00.000Z", hostName: "Daniel Brooks" }))).toEqual({
      start: "2026-12-01T19:00:00.000Z",
      hostName: "Daniel Brooks",
    })
    expect(parseSlotKey("2026-12-01|Daniel")).toBeNull()
    expect(parseSlotKey("2026-12-01T19:00:00.000Z|")).toBeNull()
    expect(parseSlotKey(42)).toBeNull()
  })

  test("an editor's slips drop a row or fall back to the defaults, never the page", () => {
    expect(
      bookingSettingsOf({
        bookingTimeZone: "Mars/Olympus_Mons",
        bookingSlotMinutes: 0,
        bookingDaysAhead: null,
        bookingNoticeHours: 2,
        bookingAvailability: [
          { weekday: "Monday", startTime: "9:00", endTime: "12:00", hostName: " Maya Okafor ", hostRole: "Product specialist" },
          { weekday: "funday", startTime: "09:00", endTime: "12:00", hostName: "Nobody" },
          { weekday: "tuesday", startTime: "9am", endTime: "12:00", hostName: "Nobody" },
          { weekday: "tuesday", startTime: "12:00", endTime: "09:00", hostName: "Nobody" },
          { weekday: "tuesday", startTime: "09:00", endTime: "12:00", hostName: "" },
          null,
        ],
      }),
    ).toEqual({
      timeZone: "America/New_York",
      slotMinutes: 30,
      daysAhead: 5,
      noticeHours: 2,
      windows: [{ weekday: "monday", startMinute: 540, endMinute: 720, hostName: "Maya Okafor", hostRole: "Product specialist" }],
    })
  })
})
