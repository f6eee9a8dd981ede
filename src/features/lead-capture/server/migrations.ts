/**
 * The lead database's schema, as a numbered list of migrations (issue 17). One database holds
 * the leads and the demo bookings, in SQLite (the embedded default) or PostgreSQL (the
 * production store); each migration says its step in both dialects, so a version number
 * means the same tables on both.
 *
 * The database records the versions applied in `schema_migrations`. Opening a database
 * applies, in one transaction and in order, the migrations above its version (so re-opening
 * changes nothing), and refuses a database whose version is above the last one here: a newer
 * release migrated it, and this code would misread it.
 *
 * To change the schema, append a migration with the next number and both dialects; never edit
 * one that has shipped (databases out there already ran it). docs/leads.md ("Lead store") says more.
 */
import type BetterSqlite3 from "better-sqlite3"

export type SqliteDatabase = BetterSqlite3.Database

export interface Migration {
  version: number
  /** What it changes, recorded beside the version. */
  description: string
  /** SQLite statements, or a function for a step SQL alone cannot say. Runs inside the migration's transaction. */
  sqlite: string | ((db: SqliteDatabase) => void)
  /** PostgreSQL statements. Run inside the migration's transaction. */
  postgres: string
}

/**
 * Columns of `leads` added before versions existed (issue 15's resource forms). A SQLite file
 * made by the code of issues 6-16 (`CREATE TABLE IF NOT EXISTS`, columns added on open) may
 * lack them; migration 1 adds them, so any such file becomes version 1 without losing a row.
 */
const COLUMNS_ADDED_BEFORE_VERSIONS: Record<string, string> = {
  form: "TEXT NOT NULL DEFAULT 'demo'",
  form_id: "TEXT NOT NULL DEFAULT ''",
  source_path: "TEXT NOT NULL DEFAULT ''",
}

function sqliteVersion1(db: SqliteDatabase): void {
  // IF NOT EXISTS: a file from before versions already has these tables, with its leads in them.
  db.exec(`
    CREATE TABLE IF NOT EXISTS leads (
      id               INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at      TEXT    NOT NULL,
      email            TEXT    NOT NULL,
      full_name        TEXT    NOT NULL,
      first_name       TEXT    NOT NULL,
      last_name        TEXT    NOT NULL,
      company_name     TEXT    NOT NULL,
      phone_number     TEXT    NOT NULL,
      country          TEXT    NOT NULL,
      company_size     TEXT    NOT NULL,
      promo_code       TEXT    NOT NULL DEFAULT '',
      current_url      TEXT    NOT NULL DEFAULT '',
      tracking_json    TEXT    NOT NULL DEFAULT '{}',
      user_agent       TEXT    NOT NULL DEFAULT '',
      forward_status   TEXT    NOT NULL DEFAULT 'not-configured',
      forward_attempts INTEGER NOT NULL DEFAULT 0,
      forward_error    TEXT,
      forwarded_at     TEXT,
      form             TEXT    NOT NULL DEFAULT 'demo',
      form_id          TEXT    NOT NULL DEFAULT '',
      source_path      TEXT    NOT NULL DEFAULT ''
    );
    CREATE INDEX IF NOT EXISTS leads_forward_status ON leads (forward_status);
    CREATE TABLE IF NOT EXISTS demo_bookings (
      id           INTEGER PRIMARY KEY AUTOINCREMENT,
      booked_at    TEXT NOT NULL,
      slot_start   TEXT NOT NULL,
      slot_end     TEXT NOT NULL,
      host_name    TEXT NOT NULL,
      host_role    TEXT NOT NULL DEFAULT '',
      email        TEXT NOT NULL,
      full_name    TEXT NOT NULL,
      company_size TEXT NOT NULL DEFAULT '',
      UNIQUE (slot_start, host_name)
    );
    CREATE INDEX IF NOT EXISTS demo_bookings_email ON demo_bookings (email);
  `)
  const existing = new Set((db.prepare("PRAGMA table_info(leads)").all() as Array<{ name: string }>).map((column) => column.name))
  for (const [column, definition] of Object.entries(COLUMNS_ADDED_BEFORE_VERSIONS))
    if (!existing.has(column)) db.exec(`ALTER TABLE leads ADD COLUMN ${column} ${definition}`)
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: "leads (demo requests, resource and landing forms, bookings) and demo_bookings (one row per booked call, unique by start and host)",
    sqlite: sqliteVersion1,
    postgres: `
      CREATE TABLE leads (
        id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        received_at      timestamptz NOT NULL,
        form             text        NOT NULL DEFAULT 'demo',
        form_id          text        NOT NULL DEFAULT '',
        source_path      text        NOT NULL DEFAULT '',
        email            text        NOT NULL,
        full_name        text        NOT NULL,
        first_name       text        NOT NULL,
        last_name        text        NOT NULL,
        company_name     text        NOT NULL,
        phone_number     text        NOT NULL,
        country          text        NOT NULL,
        company_size     text        NOT NULL,
        promo_code       text        NOT NULL DEFAULT '',
        current_url      text        NOT NULL DEFAULT '',
        tracking         jsonb       NOT NULL DEFAULT '{}',
        user_agent       text        NOT NULL DEFAULT '',
        forward_status   text        NOT NULL DEFAULT 'not-configured',
        forward_attempts integer     NOT NULL DEFAULT 0,
        forward_error    text,
        forwarded_at     timestamptz
      );
      CREATE INDEX leads_forward_status ON leads (forward_status);
      CREATE TABLE demo_bookings (
        id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        booked_at    timestamptz NOT NULL,
        slot_start   timestamptz NOT NULL,
        slot_end     timestamptz NOT NULL,
        host_name    text        NOT NULL,
        host_role    text        NOT NULL DEFAULT '',
        email        text        NOT NULL,
        full_name    text        NOT NULL,
        company_size text        NOT NULL DEFAULT '',
        UNIQUE (slot_start, host_name)
      );
      CREATE INDEX demo_bookings_email ON demo_bookings (email);
    `,
  },
  {
    version: 2,
    description:
      "rate_limit_hits: the lead Functions' requests of the last window, one row per request let through, so every instance shares one count per sender (features/lead-capture/server/shared-rate-limit.ts)",
    sqlite: `
      CREATE TABLE rate_limit_hits (
        bucket TEXT    NOT NULL,
        sender TEXT    NOT NULL,
        at_ms  INTEGER NOT NULL
      );
      CREATE INDEX rate_limit_hits_sender ON rate_limit_hits (bucket, sender, at_ms);
      CREATE INDEX rate_limit_hits_at ON rate_limit_hits (bucket, at_ms);
    `,
    postgres: `
      CREATE TABLE rate_limit_hits (
        bucket text   NOT NULL,
        sender text   NOT NULL,
        at_ms  bigint NOT NULL
      );
      CREATE INDEX rate_limit_hits_sender ON rate_limit_hits (bucket, sender, at_ms);
      CREATE INDEX rate_limit_hits_at ON rate_limit_hits (bucket, at_ms);
    `,
  },
]

/** A list the runners accept: versions 1, 2, 3 … in order, none missing. */
export function checkMigrationList(list: readonly Migration[]): void {
  list.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`Lead database migrations must be numbered 1, 2, 3 … in order: position ${index + 1} is version ${migration.version}`)
  })
}

/** The migrations a database at `current` still needs; throws when it is newer than the list. */
export function pendingMigrations(current: number, list: readonly Migration[], where: string): Migration[] {
  checkMigrationList(list)
  const latest = list.length
  if (current > latest) {
    throw new Error(
      `The lead database (${where}) is at schema version ${current}, but this release of the site knows versions up to ${latest}: ` +
        `a newer release migrated it. Deploy that release or a newer one (or point the site at a database for this release); nothing was changed.`,
    )
  }
  return list.filter((migration) => migration.version > current)
}

const SQLITE_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version     INTEGER PRIMARY KEY,
  description TEXT NOT NULL,
  applied_at  TEXT NOT NULL
)`

/** Brings a SQLite database up to the list's last version, in one write transaction (another process opening it waits). */
export function migrateSqlite(db: SqliteDatabase, where: string, list: readonly Migration[] = migrations, now: () => Date = () => new Date()): number {
  return db
    .transaction(() => {
      db.exec(SQLITE_VERSION_TABLE)
      const current = (db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as { version: number | null }).version ?? 0
      const pending = pendingMigrations(current, list, where)
      const record = db.prepare("INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)")
      for (const migration of pending) {
        if (typeof migration.sqlite === "string") db.exec(migration.sqlite)
        else migration.sqlite(db)
        record.run(migration.version, migration.description, now().toISOString())
      }
      return pending.length > 0 ? pending[pending.length - 1]!.version : current
    })
    .immediate()
}

/** What migratePostgres needs of a pg client (one connection: the lock and the transaction are per connection). */
export interface PostgresQueryable {
  query<Row extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>
}

/** pg_advisory_xact_lock's key: one instance migrates while the others starting at the same moment wait, then find nothing to do. */
export const MIGRATION_LOCK_KEY = 7_317_000_017

const POSTGRES_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version     integer     PRIMARY KEY,
  description text        NOT NULL,
  applied_at  timestamptz NOT NULL DEFAULT now()
)`

/** Runs `work` in one transaction on `client` (one connection): committed when it returns, rolled back when it throws. */
export async function inPostgresTransaction<T>(client: PostgresQueryable, work: () => Promise<T>): Promise<T> {
  await client.query("BEGIN")
  try {
    const result = await work()
    await client.query("COMMIT")
    return result
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined)
    throw error
  }
}

/** Brings a PostgreSQL database up to the list's last version, in one transaction under an advisory lock. */
export function migratePostgres(client: PostgresQueryable, where: string, list: readonly Migration[] = migrations): Promise<number> {
  return inPostgresTransaction(client, async () => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY])
    await client.query(POSTGRES_VERSION_TABLE)
    const { rows } = await client.query<{ version: number | null }>("SELECT MAX(version) AS version FROM schema_migrations")
    const current = rows[0]?.version ?? 0
    const pending = pendingMigrations(current, list, where)
    for (const migration of pending) {
      await client.query(migration.postgres)
      await client.query("INSERT INTO schema_migrations (version, description) VALUES ($1, $2)", [migration.version, migration.description])
    }
    return pending.length > 0 ? pending[pending.length - 1]!.version : current
  })
}
