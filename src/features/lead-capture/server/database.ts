/**
 * The lead database: where the leads and the demo bookings are kept (issue 17), chosen by
 * configuration (features/lead-capture/server/runtime-env.ts):
 *
 * - SQLite, the embedded default: one local file (better-sqlite3), created with its folder on
 *   first use; writes are synchronous and fsynced (WAL, synchronous=FULL), so a lead the
 *   Function answered 201 for is on disk. Right for one long-lived server.
 * - PostgreSQL, the production store (LEADS_DATABASE_URL): a database server every instance
 *   of the site shares, so leads survive a serverless host and a second instance.
 *
 * Opening runs the schema migrations (features/lead-capture/server/migrations.ts). The stores (features/lead-capture/server/store.ts,
 * features/lead-capture/server/booking-store.ts) are views over an open database. One open database (one
 * connection, one pool) per location for the life of the Function's process
 * (lib/functions/process-shared.ts: gatsby serve reloads a Function's module per request).
 */
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import type BetterSqlite3 from "better-sqlite3"
import type * as Pg from "pg"
import { migratePostgres, migrateSqlite, migrations as schemaMigrations, type Migration, type SqliteDatabase } from "./migrations"
import { processShared, processSharedStores } from "../../../lib/functions/process-shared"
import { requireFromProject } from "./project-require"

/** Where the leads are kept, as configured. */
export type LeadDatabaseLocation =
  | { kind: "sqlite"; path: string }
  | { kind: "postgres"; url: string }
  /** A setting that names no database this code can open: every open fails with `problem`, so each lead goes to the fallback. */
  | { kind: "unusable"; problem: string }

export type LeadDatabase =
  { kind: "sqlite"; where: string; sqlite: SqliteDatabase; close(): Promise<void> } | { kind: "postgres"; where: string; pool: Pg.Pool; close(): Promise<void> }

/**
 * The pool's limits. Few connections: each instance of the Function needs one at a time, and
 * a serverless host runs many instances against one server. Short timeouts: an unreachable or
 * hung server must fail the request in seconds, so the lead goes to the fallback (and the
 * visitor gets an answer) instead of waiting on the host's own time limit.
 */
export const POSTGRES_POOL = { max: 4, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, query_timeout: 10_000 } as const

/** A location for messages and logs: a URL without its password. */
export function describeLocation(location: LeadDatabaseLocation): string {
  if (location.kind === "sqlite") return location.path
  if (location.kind === "unusable") return "an unusable setting"
  try {
    const url = new URL(location.url)
    if (url.password) url.password = "***"
    return url.toString()
  } catch {
    return "postgres (an unreadable URL)"
  }
}

export function openSqliteDatabase(path: string, migrations: readonly Migration[] = schemaMigrations): LeadDatabase {
  const Database = requireFromProject<typeof BetterSqlite3>("better-sqlite3")
  mkdirSync(dirname(path), { recursive: true })
  const sqlite = new Database(path)
  try {
    sqlite.pragma("journal_mode = WAL")
    sqlite.pragma("synchronous = FULL")
    sqlite.pragma("busy_timeout = 5000")
    migrateSqlite(sqlite, path, migrations)
  } catch (error) {
    sqlite.close()
    throw error
  }
  return {
    kind: "sqlite",
    where: path,
    sqlite,
    close: async () => {
      sqlite.close()
    },
  }
}

export async function openPostgresDatabase(
  url: string,
  migrations: readonly Migration[] = schemaMigrations,
  log: Pick<Console, "error"> = console,
): Promise<LeadDatabase> {
  const { Pool } = requireFromProject<typeof Pg>("pg")
  const where = describeLocation({ kind: "postgres", url })
  const pool = new Pool({ connectionString: url, ...POSTGRES_POOL })
  // An idle connection the server drops emits 'error' on the pool; unheard, it would end the process.
  pool.on("error", (error) => log.error(`[leads] a PostgreSQL connection to ${where} failed while idle: ${error.message}`))
  try {
    const client = await pool.connect()
    try {
      await migratePostgres(client, where, migrations)
    } finally {
      client.release()
    }
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  return { kind: "postgres", where, pool, close: () => pool.end() }
}

export function openLeadDatabase(location: LeadDatabaseLocation, migrations: readonly Migration[] = schemaMigrations): Promise<LeadDatabase> {
  if (location.kind === "sqlite") return Promise.resolve().then(() => openSqliteDatabase(location.path, migrations))
  if (location.kind === "postgres") return openPostgresDatabase(location.url, migrations)
  return Promise.reject(new Error(location.problem))
}

const locationKey = (location: LeadDatabaseLocation): string =>
  location.kind === "sqlite" ? `sqlite:${location.path}` : location.kind === "postgres" ? `postgres:${location.url}` : "unusable"

const openDatabases = processSharedStores("leads.openDatabases", (_key: string, location: LeadDatabaseLocation) => openLeadDatabase(location))

/** The open database at `location`, shared by every request of this process; a failed open is tried again on the next request. */
export const sharedLeadDatabase = (location: LeadDatabaseLocation): Promise<LeadDatabase> => openDatabases.get(locationKey(location), location)

/**
 * One request's way to the shared database: opened (or found open) on first use, and every
 * later use in the request shares that one attempt, so a database that is down costs the
 * request one wait (the rate limit, the lead and the booking all need it), not one each.
 */
export function requestDatabase(location: LeadDatabaseLocation): () => Promise<LeadDatabase> {
  let opening: Promise<LeadDatabase> | null = null
  return () => (opening ??= sharedLeadDatabase(location))
}

/** For tests and scripts: close every shared database. */
export const closeSharedLeadDatabases = (): Promise<void> => openDatabases.closeAll()

/**
 * A view over an open database (a store with its prepared statements), made once per database
 * for the process, across gatsby serve's module reloads: `sqlite` or `postgres` builds it for
 * the database's kind. The lead store and the booking store each name one.
 */
export function databaseViews<View>(
  name: string,
  views: { sqlite: (database: SqliteDatabase) => View; postgres: (pool: Pg.Pool) => View },
): (database: LeadDatabase) => View {
  const made = processShared(name, () => new WeakMap<LeadDatabase, View>())
  return (database) => {
    let view = made.get(database)
    if (!view) {
      view = database.kind === "sqlite" ? views.sqlite(database.sqlite) : views.postgres(database.pool)
      made.set(database, view)
    }
    return view
  }
}
