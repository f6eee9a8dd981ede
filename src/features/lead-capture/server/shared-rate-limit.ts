/**
 * The lead Functions' rate limit (lib/rate-limit/limiter.ts) counted in the lead database, so that
 * every instance of the site shares one count per sender. On a serverless host each instance
 * is a process of its own, and a count per process would let a sender spread its posts over
 * the instances; the database is the one place they all see.
 *
 * Table rate_limit_hits (migration 2): one row per request let through, the sender as a hash
 * (the count needs no address; a hash of an address is no secret, but none sits in the table),
 * kept for one window. The rule is lib/rate-limit/limiter.ts's sliding window, decided in a transaction that
 * holds the sender's count still, so two instances cannot both take the last place: SQLite's
 * write lock (one writer at a time), PostgreSQL's advisory lock on the bucket and sender.
 * Rows older than the window are swept as requests come, so the table holds the last window's
 * senders and no more.
 *
 * When the database cannot be reached, the count falls back to the process's own
 * (createRateLimiter), with the reason in the log, and the lead itself goes to the fallback as
 * usual: an outage of the database never turns people away, nor lets a sender through unlimited.
 */
import { createHash } from "node:crypto"
import type * as Pg from "pg"
import { databaseViews, type LeadDatabase } from "./database"
import { decideRate, type ProcessRateLimiter, type RateDecision, type RateLimit, type RateLimiter } from "../../../lib/rate-limit/limiter"
import { inPostgresTransaction, type SqliteDatabase } from "./migrations"
import { errorMessage } from "./error-message"

/** The counts of one database. `bucket` names the limit (one table serves every limit). */
export interface RateLimitCounts {
  /** Records a request of `sender` at `nowMs` if the window holds fewer than `rule.limit` of theirs, and says whether it may go on. */
  take(bucket: string, sender: string, rule: RateLimit, nowMs: number): Promise<RateDecision>
}

interface CountRow {
  hits: number | string
  oldest: number | string | null
}

const decide = (row: CountRow | undefined, rule: RateLimit, nowMs: number): RateDecision =>
  decideRate(Number(row?.hits ?? 0), Number(row?.oldest ?? nowMs), rule, nowMs)

function sqliteCounts(db: SqliteDatabase): RateLimitCounts {
  const sweep = db.prepare("DELETE FROM rate_limit_hits WHERE bucket = ? AND at_ms <= ?")
  const count = db.prepare("SELECT COUNT(*) AS hits, MIN(at_ms) AS oldest FROM rate_limit_hits WHERE bucket = ? AND sender = ? AND at_ms > ?")
  const record = db.prepare("INSERT INTO rate_limit_hits (bucket, sender, at_ms) VALUES (?, ?, ?)")
  // One write transaction (BEGIN IMMEDIATE): another process's count waits for this one's.
  const takeOne = db.transaction((bucket: string, sender: string, rule: RateLimit, nowMs: number): RateDecision => {
    const cutoff = nowMs - rule.windowMs
    sweep.run(bucket, cutoff)
    const decision = decide(count.get(bucket, sender, cutoff) as CountRow | undefined, rule, nowMs)
    if (decision.ok) record.run(bucket, sender, nowMs)
    return decision
  })
  return {
    take: async (bucket, sender, rule, nowMs) => takeOne.immediate(bucket, sender, rule, nowMs),
  }
}

function postgresCounts(pool: Pg.Pool): RateLimitCounts {
  return {
    async take(bucket, sender, rule, nowMs) {
      const cutoff = nowMs - rule.windowMs
      const client = await pool.connect()
      let decision: RateDecision
      try {
        decision = await inPostgresTransaction(client, async () => {
          // Held to the end of the transaction: the same sender's count on another instance waits for this one.
          await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`rate_limit_hits:${bucket}:${sender}`])
          const { rows } = await client.query<CountRow>(
            "SELECT COUNT(*) AS hits, MIN(at_ms) AS oldest FROM rate_limit_hits WHERE bucket = $1 AND sender = $2 AND at_ms > $3",
            [bucket, sender, cutoff],
          )
          const decided = decide(rows[0], rule, nowMs)
          if (decided.ok) await client.query("INSERT INTO rate_limit_hits (bucket, sender, at_ms) VALUES ($1, $2, $3)", [bucket, sender, nowMs])
          return decided
        })
      } finally {
        client.release()
      }
      // The sweep runs on its own, outside the sender's transaction: it deletes other senders' rows,
      // and holding their row locks under one sender's lock would let two instances deadlock. The
      // decision stands whatever becomes of it: a sweep that fails is done by the next request.
      await pool.query("DELETE FROM rate_limit_hits WHERE bucket = $1 AND at_ms <= $2", [bucket, cutoff]).catch(() => undefined)
      return decision
    },
  }
}

/** The counts over an open database: one per database, across the module reloads of gatsby serve. */
export const rateLimitCountsOf: (database: LeadDatabase) => RateLimitCounts = databaseViews("leads.rateLimitViews", {
  sqlite: sqliteCounts,
  postgres: postgresCounts,
})

/** What is kept of a sender: a hash of the address, the same on every instance. */
export const senderKey = (address: string): string => createHash("sha256").update(address).digest("base64url").slice(0, 22)

export interface SharedRateLimiterOptions {
  /** The database the count is kept in (the lead database, opened on first use; may reject). */
  openDatabase: () => Promise<LeadDatabase>
  rule: RateLimit
  /** Which limit this is, in the table. */
  bucket: string
  /** The process's own count, used while the database cannot be reached. */
  fallback: ProcessRateLimiter
  now?: () => number
  log?: Pick<Console, "warn">
}

/** A rate limiter whose count every instance shares, through the lead database; the process's own count while that is down. */
export function sharedRateLimiter({ openDatabase, rule, bucket, fallback, now = Date.now, log = console }: SharedRateLimiterOptions): RateLimiter {
  return {
    async take(key) {
      try {
        return await rateLimitCountsOf(await openDatabase()).take(bucket, senderKey(key), rule, now())
      } catch (error) {
        log.warn(`[leads] the rate limit could not be counted in the lead database (${errorMessage(error)}); counting in this process`)
        return fallback.take(key)
      }
    },
  }
}
