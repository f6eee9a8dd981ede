/** @jest-environment jsdom */
import { analyticsEventName, ctaPlacement, track, trackCtaClick, trackDemoFormEvent, trackSignupClick } from "../../../src/lib/analytics/analytics"

type WithDataLayer = { dataLayer?: unknown }
const host = window as unknown as WithDataLayer

describe("track (SPEC 7.4)", () => {
  let errorSpy: jest.SpyInstance
  beforeEach(() => {
    delete host.dataLayer
    errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => errorSpy.mockRestore())

  it("creates window.dataLayer when absent and pushes the event", () => {
    expect(track({ eventCategory: "Video", eventAction: "Play", eventLabel: "introduction", videoId: "abc" })).toBe(true)
    expect(analyticsEventName).toBe("rapport_event")
    expect(host.dataLayer).toEqual([{ event: "rapport_event", eventCategory: "Video", eventAction: "Play", eventLabel: "introduction", videoId: "abc" }])
  })

  it("appends to an existing dataLayer", () => {
    host.dataLayer = [{ "gtm.start": 1 }]
    track({ eventCategory: "A", eventAction: "B" })
    expect(host.dataLayer).toEqual([{ "gtm.start": 1 }, { event: "rapport_event", eventCategory: "A", eventAction: "B" }])
  })

  test.each([
    ["a frozen dataLayer", () => Object.freeze([])],
    [
      "a push that throws (blocked tag manager)",
      () => ({
        push: () => {
          throw new Error("blocked")
        },
      }),
    ],
    ["a dataLayer without push", () => ({ length: 0 })],
  ])("survives %s: returns false and logs", (_description, makeDataLayer) => {
    host.dataLayer = makeDataLayer()
    let result: boolean | undefined
    expect(() => {
      result = track({ eventCategory: "A", eventAction: "B" })
    }).not.toThrow()
    expect(result).toBe(false)
    expect(errorSpy).toHaveBeenCalledTimes(1)
  })
})

describe("event helpers", () => {
  beforeEach(() => {
    host.dataLayer = []
  })

  test.each([
    ["Hero", "Sign Up - Hero"],
    ["Try Rapport free", "Sign Up - Try Rapport free"],
  ])("trackSignupClick(%p) → 'Free Trial' / %p", (text, action) => {
    trackSignupClick(text)
    expect(host.dataLayer).toEqual([{ event: "rapport_event", eventCategory: "Free Trial", eventAction: action }])
  })

  it("trackSignupClick carries an optional label", () => {
    trackSignupClick("Nav", "/pricing")
    expect(host.dataLayer).toEqual([{ event: "rapport_event", eventCategory: "Free Trial", eventAction: "Sign Up - Nav", eventLabel: "/pricing" }])
  })

  it("trackCtaClick sends the CTA text and its placement label", () => {
    trackCtaClick("Book a demo", ctaPlacement("Two up", "Built for teams"))
    expect(host.dataLayer).toEqual([{ event: "rapport_event", eventCategory: "CTA Click", eventAction: "Book a demo", eventLabel: "Two up / Built for teams" }])
  })

  test.each(["form started", "submitted"] as const)("trackDemoFormEvent(%p)", (action) => {
    trackDemoFormEvent(action)
    expect(host.dataLayer).toEqual([{ event: "rapport_event", eventCategory: "Demo Form", eventAction: action }])
  })
})
