/**
 * One build at a time, and every request that arrives while one runs folded into a single
 * follow-up build. Editors save in bursts (a page, then its SEO fields, then a typo): building
 * once per save would queue builds behind each other and publish the last save minutes late,
 * while one follow-up build picks up every save made before it starts.
 *
 * Pure scheduling: what a build does is the injected `run`, so the rules are unit-testable.
 */
import { needsFullSourcing, type CmsWebhook } from "./webhook"

/** Why a build was asked for: a webhook, or the publisher itself (its first build on start). */
export interface BuildTrigger {
  reason: string
  webhook?: CmsWebhook
  /** Ask for a full fetch from the CMS even without a webhook that needs one. */
  fullSource?: boolean
  at: Date
}

export interface BuildJob {
  id: number
  triggers: BuildTrigger[]
  /** Any trigger needed a full fetch: the build runs with CMS_FULL_SOURCE=1. */
  fullSource: boolean
  queuedAt: Date
  startedAt: Date | null
}

export type ScheduleResult = { job: BuildJob; state: "started" | "queued" }

export const triggerNeedsFullSource = (trigger: BuildTrigger): boolean =>
  trigger.fullSource === true || (trigger.webhook !== undefined && needsFullSourcing(trigger.webhook))

export class BuildQueue {
  private nextId = 1
  private current: BuildJob | null = null
  private pending: BuildJob | null = null
  private idleWaiters: Array<() => void> = []

  /**
   * `run` does the build (and whatever follows it: snapshot, swap, status). A rejection is
   * the runner's bug, not a failed build; it is passed to `onRunError` and the queue goes on.
   */
  constructor(
    private readonly run: (job: BuildJob) => Promise<void>,
    private readonly onRunError: (error: unknown, job: BuildJob) => void = (error) => console.error(error),
  ) {}

  /** Starts a build now, or folds the trigger into the one follow-up build when one is running. */
  schedule(trigger: BuildTrigger): ScheduleResult {
    if (this.current === null) {
      const job = this.newJob(trigger)
      this.start(job)
      return { job, state: "started" }
    }
    if (this.pending === null) {
      this.pending = this.newJob(trigger)
    } else {
      this.pending.triggers.push(trigger)
      this.pending.fullSource ||= triggerNeedsFullSource(trigger)
    }
    return { job: this.pending, state: "queued" }
  }

  get running(): BuildJob | null {
    return this.current
  }

  get queued(): BuildJob | null {
    return this.pending
  }

  /** Resolves once no build runs and none is queued. */
  whenIdle(): Promise<void> {
    if (this.current === null && this.pending === null) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private newJob(trigger: BuildTrigger): BuildJob {
    return { id: this.nextId++, triggers: [trigger], fullSource: triggerNeedsFullSource(trigger), queuedAt: trigger.at, startedAt: null }
  }

  private start(job: BuildJob): void {
    this.current = job
    job.startedAt = new Date()
    // Run on a later tick, so schedule() answers before the build's first synchronous step.
    void Promise.resolve()
      .then(() => this.run(job))
      .catch((error: unknown) => this.onRunError(error, job))
      .then(() => this.finish())
  }

  private finish(): void {
    this.current = null
    const next = this.pending
    this.pending = null
    if (next !== null) {
      this.start(next)
      return
    }
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }
}
