import {
  FULLY_VISIBLE_RATIO,
  JOURNEY_ACTIVATION_DELAY_MS,
  JOURNEY_VISIBILITY_THRESHOLDS,
  initialJourneyState,
  journeyReducer,
  stageFromVisibility,
  type JourneyEvent,
  type JourneyState,
} from "../../../src/lib/home/journey"

const run = (events: JourneyEvent[], state: JourneyState = initialJourneyState(4)): JourneyState => events.reduce(journeyReducer, state)
const seen = (...ratios: number[]): JourneyEvent => ({ type: "visibility", changes: ratios.map((ratio, index) => ({ index, ratio })) })

describe("timing constants (SPEC 9.6)", () => {
  test("a clicked stage becomes active 500 ms after the scroll starts", () => {
    expect(JOURNEY_ACTIVATION_DELAY_MS).toBe(500)
  })

  test("the observer reports full visibility (1.0) and the steps the fallback compares", () => {
    expect(JOURNEY_VISIBILITY_THRESHOLDS).toContain(1)
    expect(JOURNEY_VISIBILITY_THRESHOLDS).toContain(0)
    expect(JOURNEY_VISIBILITY_THRESHOLDS.length).toBeGreaterThan(10)
  })
})

describe("stageFromVisibility", () => {
  test("no card on screen: no opinion", () => {
    expect(stageFromVisibility([0, 0, 0, 0])).toBeNull()
  })

  test("a card fully in view is the stage", () => {
    expect(stageFromVisibility([0.3, 1, 0.2, 0])).toBe(1)
  })

  test("a fully visible card on a fractional pixel still counts as fully in view", () => {
    expect(stageFromVisibility([0.6, FULLY_VISIBLE_RATIO + 0.005, 0, 0])).toBe(1)
  })

  test("several cards fully in view (stacked, stuck under each other): the last one is on top", () => {
    expect(stageFromVisibility([1, 1, 1, 0.4])).toBe(2)
  })

  test("a fully visible card beats a larger share of another card", () => {
    expect(stageFromVisibility([0.95, 0, 1, 0])).toBe(2)
  })

  test("cards taller than the viewport (phones): the largest visible share wins", () => {
    expect(stageFromVisibility([0.15, 0.7, 0.3, 0])).toBe(1)
    expect(stageFromVisibility([0, 0.25, 0.65, 0])).toBe(2)
  })

  test("a tie on the fallback goes to the later card", () => {
    expect(stageFromVisibility([0.5, 0.5, 0, 0])).toBe(1)
  })
})

describe("journeyReducer", () => {
  test("starts on the first stage", () => {
    expect(initialJourneyState(4).active).toBe(0)
  })

  test("scrolling: the active stage follows the card fully in view", () => {
    expect(run([seen(1, 0.4, 0, 0)]).active).toBe(0)
    expect(run([seen(1, 0.4, 0, 0), seen(1, 1, 0.1, 0)]).active).toBe(1)
    expect(run([seen(0, 0, 0.2, 1)]).active).toBe(3)
  })

  test("partial reports keep the other cards' last ratios", () => {
    const state = run([seen(1, 0.5, 0, 0), { type: "visibility", changes: [{ index: 1, ratio: 1 }] }])
    expect(state.ratios).toEqual([1, 1, 0, 0])
    expect(state.active).toBe(1)
  })

  test("nothing on screen keeps the active stage", () => {
    expect(run([seen(0, 0, 1, 0), seen(0, 0, 0, 0)]).active).toBe(2)
  })

  test("a click does not change the active stage before the delay", () => {
    const state = run([{ type: "select", index: 3 }])
    expect(state.active).toBe(0)
    expect(run([{ type: "activate" }], state).active).toBe(3)
  })

  test("cards passed during the click's scroll do not flicker the stage", () => {
    const state = run([{ type: "select", index: 3 }, seen(1, 1, 0.2, 0), seen(1, 1, 1, 0.3)])
    expect(state.active).toBe(0)
    expect(run([{ type: "activate" }], state).active).toBe(3)
  })

  test("after the delay, the passed cards still do not take over until the scroll arrives", () => {
    const state = run([{ type: "select", index: 3 }, { type: "activate" }, seen(1, 1, 1, 0.3)])
    expect(state.active).toBe(3)
    const arrived = run([seen(1, 1, 1, 1)], state)
    expect(arrived.active).toBe(3)
    expect(arrived.pending).toBeNull()
    // Scrolling on, the visitor's own scroll drives the stage again.
    expect(run([seen(1, 1, 1, 0.2), seen(1, 1, 0.1, 0)], arrived).active).toBe(1)
  })

  test("arriving before the delay: still active only at the delay, then free", () => {
    const state = run([{ type: "select", index: 1 }, seen(1, 1, 0, 0)])
    expect(state.active).toBe(0)
    const activated = run([{ type: "activate" }], state)
    expect(activated.active).toBe(1)
    expect(activated.pending).toBeNull()
  })

  test("the guard releases a click whose scroll never arrives; the clicked stage stays active", () => {
    const state = run([{ type: "select", index: 2 }, { type: "activate" }, seen(0, 0.8, 0.6, 0)])
    expect(state.pending).not.toBeNull()
    const released = run([{ type: "release" }], state)
    expect(released.active).toBe(2)
    expect(released.pending).toBeNull()
    expect(run([seen(0, 1, 0.6, 0)], released).active).toBe(1)
  })

  test("a second click replaces the first", () => {
    const state = run([{ type: "select", index: 3 }, { type: "select", index: 1 }, { type: "activate" }])
    expect(state.active).toBe(1)
  })

  test("out-of-range stages and stray timer events change nothing", () => {
    const start = initialJourneyState(4)
    expect(run([{ type: "select", index: 7 }], start)).toBe(start)
    expect(run([{ type: "activate" }, { type: "release" }], start)).toBe(start)
  })
})
