/**
 * The per-address rate limit every Function shares (issue 16): a person sends one or two
 * requests; more than `limit` from one address within `windowMs` get 429 with Retry-After,
 * before the body is even read. The address is the one the trusted proxies saw
 * (./client-address.ts).
 *
 * This module is the rule itself and the count of one process, which the CMS proxies use
 * (lib/cms-proxy: they have no database) and the lead Functions fall back to while their
 * database cannot be reached; the lead Functions count in the lead database
 * (features/lead-capture/server/shared-rate-limit.ts), so every instance of the site shares
 * one count per sender: on a serverless host each instance is a process of its own. The
 * honeypot, the lead forms' other guard, is features/lead-capture/rules/honeypot.ts.
 */

import { processShared } from "../functions/process-shared"

export interface RateLimit {
  limit: number
  windowMs: number
}

/** Eight leads in ten minutes from one address: more than any person sends, few enough to stop a script. */
export const DEFAULT_LEAD_RATE_LIMIT: RateLimit = { limit: 8, windowMs: 10 * 60_000 }

/** `LEADS_RATE_LIMIT="{count}/{seconds}"`; anything else is the default. */
export function parseRateLimit(value: string | undefined): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value ?? "")
  if (!match) return DEFAULT_LEAD_RATE_LIMIT
  const limit = Number(match[1])
  const seconds = Number(match[2])
  return limit > 0 && seconds > 0 ? { limit, windowMs: seconds * 1000 } : DEFAULT_LEAD_RATE_LIMIT
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number }

/** A count of requests per sender, wherever it is kept (this process, or the lead database). */
export interface RateLimiter {
  /** Counts a request from `key` and says whether it may go on. */
  take(key: string): RateDecision | Promise<RateDecision>
}

/** The count of this process alone: it answers at once. */
export interface ProcessRateLimiter extends RateLimiter {
  take(key: string): RateDecision
}

/**
 * The sliding window's answer for a sender who already has `hits` requests in the window, the
 * oldest at `oldestMs`: go on, or wait until the oldest leaves the window (a refusal is not
 * counted, so a sender retrying is not kept out for longer).
 */
export function decideRate(hits: number, oldestMs: number, { limit, windowMs }: RateLimit, nowMs: number): RateDecision {
  if (hits < limit) return { ok: true }
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestMs + windowMs - nowMs) / 1000)) }
}

/**
 * A sliding window per key: the times of the last `limit` requests. Keys whose window has
 * passed are forgotten as new requests come, so memory stays bounded by the senders of the
 * last window.
 */
export function createRateLimiter(rule: RateLimit, now: () => number = Date.now): ProcessRateLimiter {
  const { windowMs } = rule
  const recent = new Map<string, number[]>()
  let lastSweep = now()
  return {
    take(key) {
      const time = now()
      if (time - lastSweep > windowMs) {
        for (const [address, times] of recent) if (times[times.length - 1]! <= time - windowMs) recent.delete(address)
        lastSweep = time
      }
      const times = (recent.get(key) ?? []).filter((t) => t > time - windowMs)
      const decision = decideRate(times.length, times[0] ?? time, rule, time)
      if (decision.ok) times.push(time)
      recent.set(key, times)
      return decision
    },
  }
}

/**
 * The process's limiter for `rule`, one per limit under `name`, kept for the life of the process
 * across gatsby serve's module reloads (lib/functions/process-shared.ts says why not in a module).
 */
export function processRateLimiter(name: string, rule: RateLimit): ProcessRateLimiter {
  const limiters = processShared(name, () => new Map<string, ProcessRateLimiter>())
  const key = `${rule.limit}/${rule.windowMs}`
  let limiter = limiters.get(key)
  if (!limiter) limiters.set(key, (limiter = createRateLimiter(rule)))
  return limiter
}
