/**
 * The scheduler alone: one build at a time, everything that arrives during a build folded
 * into one follow-up build, and a full fetch when any folded webhook needs one.
 */
import { BuildQueue, type BuildJob, type BuildTrigger } from "../../publisher/build-queue"
import { entrySaved } from "../support/publisher"

function controlledQueue() {
  const started: Array<{ job: BuildJob; finish: () => void }> = []
  const queue = new BuildQueue(
    (job) =>
      new Promise<void>((resolve) => {
        started.push({ job, finish: resolve })
      }),
  )
  return { queue, started }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))
const saved = (id: string): BuildTrigger => ({ reason: `save ${id}`, webhook: entrySaved(id), at: new Date() })

describe("BuildQueue", () => {
  it("starts a build at once when none runs", async () => {
    const { queue, started } = controlledQueue()
    expect(queue.schedule(saved("1")).state).toBe("started")
    await flush()
    expect(started).toHaveLength(1)
    expect(queue.running?.id).toBe(1)
  })

  it("folds every request made during a build into one follow-up build", async () => {
    const { queue, started } = controlledQueue()
    queue.schedule(saved("1"))
    await flush()
    const results = ["2", "3", "4"].map((id) => queue.schedule(saved(id)))
    expect(results.map((r) => r.state)).toEqual(["queued", "queued", "queued"])
    expect(new Set(results.map((r) => r.job.id))).toEqual(new Set([2]))
    await flush()
    expect(started).toHaveLength(1)

    started[0]!.finish()
    await flush()
    expect(started).toHaveLength(2)
    expect(started[1]!.job.triggers.map((t) => t.reason)).toEqual(["save 2", "save 3", "save 4"])

    started[1]!.finish()
    await queue.whenIdle()
    expect(started).toHaveLength(2)
    expect(queue.running).toBeNull()
    expect(queue.queued).toBeNull()
  })

  it("asks for full sourcing when any folded webhook needs it", async () => {
    const { queue, started } = controlledQueue()
    queue.schedule(saved("1"))
    await flush()
    queue.schedule(saved("2"))
    const { job } = queue.schedule({ reason: "user saved", webhook: entrySaved("7", { type: "user", section: null, uri: null }), at: new Date() })
    queue.schedule(saved("3"))
    expect(started[0]!.job.fullSource).toBe(false)
    expect(job.fullSource).toBe(true)
  })

  it("goes on after a runner that throws", async () => {
    const errors: unknown[] = []
    let calls = 0
    const queue = new BuildQueue(
      async () => {
        calls++
        if (calls === 1) throw new Error("runner bug")
      },
      (error) => errors.push(error),
    )
    queue.schedule(saved("1"))
    queue.schedule(saved("2"))
    await queue.whenIdle()
    expect(calls).toBe(2)
    expect(errors).toHaveLength(1)
  })
})
