import { formatDuration, isoDuration, parseDurationText, spokenDuration } from "../../../src/lib/video/duration"

test.each([
  [8, "0:08", "8 seconds", "PT8S"],
  [25.4, "0:25", "25 seconds", "PT25S"],
  [60, "1:00", "1 minute", "PT1M"],
  [61, "1:01", "1 minute 1 second", "PT1M1S"],
  [2700, "45:00", "45 minutes", "PT45M"],
  [3600, "1:00:00", "1 hour", "PT1H"],
  [3723, "1:02:03", "1 hour 2 minutes 3 seconds", "PT1H2M3S"],
  [0, "0:00", "0 seconds", "PT0S"],
])("%s s: the clock %s, spoken '%s', ISO %s", (seconds, clock, spoken, iso) => {
  expect(formatDuration(seconds)).toBe(clock)
  expect(spokenDuration(seconds)).toBe(spoken)
  expect(isoDuration(seconds)).toBe(iso)
})

test.each([
  ["45 min", 2700],
  ["45 minutes", 2700],
  ["1 h 30 min", 5400],
  ["1hr 5m", 3900],
  ["1 hour and 15 minutes", 4500],
  ["90 Minutes", 5400],
  ["45:00", 2700],
  ["1:02:03", 3723],
  ["30 sec", 30],
])("an editor's length %j is %d seconds", (text, seconds) => {
  expect(parseDurationText(text)).toBe(seconds)
})

test.each([[""], [null], [undefined], ["about an hour"], ["45"], ["45 min or so"], ["1:75"], ["3 fortnights"], ["0 min"]])(
  "%j is no length: the page says nothing rather than something wrong",
  (text) => {
    expect(parseDurationText(text)).toBeNull()
  },
)
