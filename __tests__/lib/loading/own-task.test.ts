/** @jest-environment jsdom */
import { startInOwnTask } from "../../../src/lib/loading/own-task"

/** Which task each start ran in: a counter a zero-delay timer moves on between tasks. */
function taskClock() {
  let task = 0
  let stopped = false
  const tick = (): void => {
    if (stopped) return
    task += 1
    window.setTimeout(tick, 0)
  }
  window.setTimeout(tick, 0)
  return { now: () => task, stop: () => (stopped = true) }
}

const tasksLater = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number): void => (left === 0 ? resolve() : void window.setTimeout(() => step(left - 1), 0))
    step(count)
  })

test("runs each start later, in order, never two in the same task", async () => {
  const clock = taskClock()
  const ran: Array<[string, number]> = []
  for (const name of ["navigation", "consent", "banner", "modals"]) startInOwnTask(() => ran.push([name, clock.now()]))
  expect(ran).toEqual([])
  await tasksLater(12)
  clock.stop()
  expect(ran.map(([name]) => name)).toEqual(["navigation", "consent", "banner", "modals"])
  const tasks = ran.map(([, task]) => task)
  expect(new Set(tasks).size).toBe(4)
})

test("a start that throws does not stop the ones after it", async () => {
  const ran: string[] = []
  const thrown: unknown[] = []
  const onError = (event: ErrorEvent): void => {
    thrown.push(event.error)
    event.preventDefault()
  }
  window.addEventListener("error", onError)
  startInOwnTask(() => {
    throw new Error("chunk request failed")
  })
  startInOwnTask(() => ran.push("after"))
  await tasksLater(4)
  window.removeEventListener("error", onError)
  expect(ran).toEqual(["after"])
  expect(thrown).toEqual([new Error("chunk request failed")])
})

test("a start queued from a start runs in a later task", async () => {
  const clock = taskClock()
  const ran: Array<[string, number]> = []
  startInOwnTask(() => {
    ran.push(["first", clock.now()])
    startInOwnTask(() => ran.push(["queued by it", clock.now()]))
  })
  await tasksLater(6)
  clock.stop()
  expect(ran.map(([name]) => name)).toEqual(["first", "queued by it"])
  expect(ran[1]![1]).toBeGreaterThan(ran[0]![1])
})
