/**
 * The publisher's state: builds scheduled by webhooks (build-queue.ts), each successful one
 * snapshotted and made live (releases.ts), each failed one recorded and the live site left
 * as it was. The HTTP side is server.ts; what a build is, the injected `runBuild`
 * (gatsby-build.ts in production, a fake in the tests).
 */
import { BuildQueue, type BuildJob, type BuildTrigger, type ScheduleResult } from "./build-queue"
import { type BuildOutput, type Release, type Releases } from "./releases"
import type { CmsWebhook } from "./webhook"

export interface BuildRunResult {
  exitCode: number
  /** The last lines of the build's output, for the status endpoint. */
  output: string[]
}

/** Runs one build into the folders of `PublisherOptions.output`; never throws for a failed build (a non-zero exitCode). */
export type BuildRunner = (job: BuildJob) => Promise<BuildRunResult>

export interface PublisherOptions {
  releases: Releases
  runBuild: BuildRunner
  /** Where runBuild leaves the site and its Functions. */
  output: BuildOutput
  log?: (line: string) => void
  /** Called once a release is live (start.ts warms the pictures its pages name, behind the visitors). */
  onLive?: (release: Release) => void
}

export interface JobView {
  id: number
  queuedAt: string
  startedAt: string | null
  reasons: string[]
  webhooks: CmsWebhook[]
  fullSource: boolean
}

export interface PublishFailure {
  at: string
  build: JobView
  exitCode: number
  output: string[]
}

export interface PublishStatus {
  live: { release: string; builtAt: string; build: number | null; reasons: string[]; webhooks: CmsWebhook[]; fullSource: boolean } | null
  building: JobView | null
  queued: JobView | null
  lastFailure: PublishFailure | null
  releases: string[]
  /** The next release's link copy is being made behind the visitors (releases.ts): disk work, no build. */
  preparingNextRelease: boolean
}

/** Lines of a failed build kept for the status endpoint: enough for Gatsby's error block. */
export const FAILURE_OUTPUT_LINES = 40

const viewOf = (job: BuildJob): JobView => ({
  id: job.id,
  queuedAt: job.queuedAt.toISOString(),
  startedAt: job.startedAt ? job.startedAt.toISOString() : null,
  reasons: job.triggers.map((trigger) => trigger.reason),
  webhooks: job.triggers.flatMap((trigger) => (trigger.webhook ? [trigger.webhook] : [])),
  fullSource: job.fullSource,
})

/** The line that says what went wrong: Gatsby's first error line, else the last line. */
function headline(output: string[]): string {
  const error = output.find((line) => /^\s*(error|ERROR)\b/.test(line))
  return error ? error.trim() : `last line: ${output.at(-1) ?? "(no output)"}`
}

export class Publisher {
  readonly queue: BuildQueue
  readonly releases: Releases
  private failure: PublishFailure | null = null
  private readonly log: (line: string) => void

  constructor(private readonly options: PublisherOptions) {
    this.releases = options.releases
    this.log = options.log ?? ((line) => console.log(line))
    this.queue = new BuildQueue(
      (job) => this.publish(job),
      (error, job) => this.recordFailure(job, -1, [String(error instanceof Error ? (error.stack ?? error.message) : error)]),
    )
  }

  /** Schedules the build a webhook asks for. */
  receive(webhook: CmsWebhook): ScheduleResult {
    const { element } = webhook
    const reason = `${webhook.event} ${element.type} ${element.id}${element.uri ? ` (${element.uri})` : ""}`
    return this.schedule({ reason, webhook, at: new Date() })
  }

  schedule(trigger: BuildTrigger): ScheduleResult {
    const result = this.queue.schedule(trigger)
    this.log(`[publisher] ${trigger.reason}: build ${result.job.id} ${result.state}${result.job.fullSource ? " (full sourcing)" : ""}`)
    return result
  }

  get live(): Release | null {
    return this.releases.live
  }

  async status(): Promise<PublishStatus> {
    const live = this.releases.live
    return {
      live: live
        ? {
            release: live.id,
            builtAt: live.meta.builtAt,
            build: live.meta.buildId,
            reasons: live.meta.reasons,
            webhooks: live.meta.webhooks,
            fullSource: live.meta.fullSource,
          }
        : null,
      building: this.queue.running ? viewOf(this.queue.running) : null,
      queued: this.queue.queued ? viewOf(this.queue.queued) : null,
      lastFailure: this.failure,
      releases: await this.releases.list(),
      preparingNextRelease: this.releases.preparing,
    }
  }

  private async publish(job: BuildJob): Promise<void> {
    const started = Date.now()
    this.log(`[publisher] build ${job.id} started${job.fullSource ? " with CMS_FULL_SOURCE=1" : ""}: ${viewOf(job).reasons.join("; ")}`)
    const result = await this.options.runBuild(job)
    if (result.exitCode !== 0) {
      this.recordFailure(job, result.exitCode, result.output)
      return
    }
    let release: Release
    try {
      const view = viewOf(job)
      release = await this.releases.snapshot(this.options.output, {
        builtAt: new Date().toISOString(),
        buildId: job.id,
        reasons: view.reasons,
        webhooks: view.webhooks,
        fullSource: job.fullSource,
      })
    } catch (error) {
      this.recordFailure(job, 0, [`the build succeeded but could not be published: ${error instanceof Error ? error.message : String(error)}`])
      return
    }
    await this.releases.activate(release)
    this.log(`[publisher] build ${job.id} is live as release ${release.id} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    this.options.onLive?.(release)
  }

  private recordFailure(job: BuildJob, exitCode: number, output: string[]): void {
    this.failure = { at: new Date().toISOString(), build: viewOf(job), exitCode, output: output.slice(-FAILURE_OUTPUT_LINES) }
    const live = this.releases.live
    this.log(
      `[publisher] build ${job.id} FAILED (exit code ${exitCode}); ${live ? `release ${live.id} stays live` : "no release is live yet"}. ` +
        `${headline(output)}; GET /api/publish-status for more.`,
    )
  }
}
