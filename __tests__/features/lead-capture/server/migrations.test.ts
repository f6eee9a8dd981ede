/**
 * The lead database before versions (issues 6-16 created its tables with `CREATE TABLE IF NOT
 * EXISTS` and added columns on open): such a SQLite file is adopted as version 1 with every
 * row kept. The files here are made with the SQL that code ran, verbatim. Also: the
 * migration list's own rules and the setting that chooses the store.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type BetterSqlite3 from "better-sqlite3"
import { describeLocation, openLeadDatabase } from "../../../../src/features/lead-capture/server/database"
import { checkMigrationList, migrations } from "../../../../src/features/lead-capture/server/migrations"
import { leadDatabaseLocation, leadsConfig } from "../../../../src/features/lead-capture/server/runtime-env"
import { leadStoreOf } from "../../../../src/features/lead-capture/server/store"
import { bookingStoreOf } from "../../../../src/features/lead-capture/server/booking-store"

/** src/features/lead-capture/server/sqlite-store.ts's SCHEMA before issue 17 (issues 15-16). */
const LEADS_SCHEMA_BEFORE_VERSIONS = `
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
`

/** src/features/lead-capture/server/booking-store.ts's SCHEMA before issue 17 (issue 16). */
const BOOKINGS_SCHEMA_BEFORE_VERSIONS = `
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
`

/** The leads table of issue 6, before the resource forms' columns (issue 15). */
const LEADS_SCHEMA_OF_ISSUE_6 = `CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, email TEXT NOT NULL, full_name TEXT NOT NULL, first_name TEXT NOT NULL,
    last_name TEXT NOT NULL, company_name TEXT NOT NULL, phone_number TEXT NOT NULL, country TEXT NOT NULL, company_size TEXT NOT NULL, promo_code TEXT NOT NULL DEFAULT '',
    current_url TEXT NOT NULL DEFAULT '', tracking_json TEXT NOT NULL DEFAULT '{}', user_agent TEXT NOT NULL DEFAULT '', forward_status TEXT NOT NULL DEFAULT 'not-configured',
    forward_attempts INTEGER NOT NULL DEFAULT 0, forward_error TEXT, forwarded_at TEXT)`

/** The old store's INSERT, verbatim. */
const OLD_INSERT = `
    INSERT INTO leads (received_at, form, form_id, source_path, email, full_name, first_name, last_name, company_name, phone_number,
                       country, company_size, promo_code, current_url, tracking_json, user_agent, forward_status)
    VALUES (@receivedAt, @form, @formId, @sourcePath, @email, @fullName, @firstName, @lastName, @companyName, @phoneNumber,
            @country, @companySize, @promoCode, @currentUrl, @trackingJson, @userAgent, @forwardStatus)`

const Database = jest.requireActual<typeof BetterSqlite3>("better-sqlite3")
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-migrations-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const versionsOf = (path: string): number[] => {
  const db = new Database(path, { readonly: true })
  try {
    return (db.prepare("SELECT version FROM schema_migrations ORDER BY version").all() as Array<{ version: number }>).map((row) => row.version)
  } finally {
    db.close()
  }
}

test("a lead file made by the code before versions is adopted as version 1 (then brought up to the last), its leads and bookings kept", async () => {
  const path = join(dir, "leads.sqlite")
  const old = new Database(path)
  old.pragma("journal_mode = WAL")
  old.exec(LEADS_SCHEMA_BEFORE_VERSIONS)
  old.exec(BOOKINGS_SCHEMA_BEFORE_VERSIONS)
  const insert = old.prepare(OLD_INSERT)
  for (const [email, form] of [
    ["first@example.com", "demo"],
    ["second@example.com", "webinar"],
  ] as const) {
    insert.run({
      receivedAt: "2026-10-01T08:00:00.000Z",
      form,
      formId: form === "demo" ? "1050" : "2302",
      sourcePath: "/demos",
      email,
      fullName: "Old Lead",
      firstName: "Old",
      lastName: "Lead",
      companyName: "Acme",
      phoneNumber: "555 0100",
      country: "Canada",
      companySize: "2-5",
      promoCode: "",
      currentUrl: "",
      trackingJson: '{"utm_source":"google"}',
      userAgent: "old/1.0",
      forwardStatus: "failed",
    })
  }
  old
    .prepare(
      "INSERT INTO demo_bookings (booked_at, slot_start, slot_end, host_name, host_role, email, full_name, company_size) VALUES ('2026-10-01T08:00:00.000Z', '2026-12-01T14:00:00.000Z', '2026-12-01T14:30:00.000Z', 'Maya Okafor', 'AE', 'first@example.com', 'Old Lead', '2-5')",
    )
    .run()
  old.close()

  const database = await openLeadDatabase({ kind: "sqlite", path })
  try {
    const leads = await leadStoreOf(database).list()
    expect(leads.map((lead) => [lead.id, lead.email, lead.form, lead.formId, lead.forwardStatus])).toEqual([
      [2, "second@example.com", "webinar", "2302", "failed"],
      [1, "first@example.com", "demo", "1050", "failed"],
    ])
    expect(leads[0]!.tracking).toEqual({ utm_source: "google" })
    // New leads continue the old ids; the booked slot is still taken.
    expect((await leadStoreOf(database).save({ ...leads[0]!, email: "third@example.com" }, "pending")).id).toBe(3)
    expect(
      await bookingStoreOf(database).reserve({
        bookedAt: "2026-11-25T00:00:00.000Z",
        slot: { start: "2026-12-01T14:00:00.000Z", end: "2026-12-01T14:30:00.000Z", hostName: "Maya Okafor", hostRole: "AE" },
        email: "x@example.com",
        fullName: "X",
        companySize: "",
      }),
    ).toEqual({ ok: false, reason: "taken" })
  } finally {
    await database.close()
  }
  expect(versionsOf(path)).toEqual(migrations.map((migration) => migration.version))
})

test("a lead file from issue 6 (no form columns, no bookings table) is adopted as version 1 (then brought up to the last), its leads read as demo requests", async () => {
  const path = join(dir, "leads.sqlite")
  const old = new Database(path)
  old.exec(LEADS_SCHEMA_OF_ISSUE_6)
  old
    .prepare(
      "INSERT INTO leads (received_at, email, full_name, first_name, last_name, company_name, phone_number, country, company_size) VALUES ('2026-01-01T00:00:00Z', 'old@example.com', 'Old Lead', 'Old', 'Lead', 'Acme', '555 0100', 'Canada', '2-5')",
    )
    .run()
  old.close()
  const database = await openLeadDatabase({ kind: "sqlite", path })
  try {
    expect(await leadStoreOf(database).list()).toEqual([
      expect.objectContaining({ id: 1, email: "old@example.com", form: "demo", formId: "", sourcePath: "", receivedAt: "2026-01-01T00:00:00Z" }),
    ])
    expect(await bookingStoreOf(database).list()).toEqual([])
  } finally {
    await database.close()
  }
  expect(versionsOf(path)).toEqual(migrations.map((migration) => migration.version))
})

test("migrations are numbered 1, 2, 3 … with no gap; the list shipped is", () => {
  expect(() => checkMigrationList(migrations)).not.toThrow()
  const step = migrations[0]!
  expect(() => checkMigrationList([step, { ...step, version: 3 }])).toThrow("position 2 is version 3")
  expect(() => checkMigrationList([{ ...step, version: 2 }])).toThrow("position 1 is version 2")
})

describe("the setting that chooses the store", () => {
  test("unset: the SQLite file (LEADS_DB_PATH, else data/leads.sqlite), relative to the working directory", () => {
    expect(leadDatabaseLocation({}, "/srv/site")).toEqual({ kind: "sqlite", path: "/srv/site/data/leads.sqlite" })
    expect(leadDatabaseLocation({ LEADS_DB_PATH: "var/leads.db" }, "/srv/site")).toEqual({ kind: "sqlite", path: "/srv/site/var/leads.db" })
    expect(leadDatabaseLocation({ LEADS_DATABASE_URL: "  " }, "/srv/site")).toEqual({ kind: "sqlite", path: "/srv/site/data/leads.sqlite" })
  })

  test("LEADS_DATABASE_URL: PostgreSQL, whatever LEADS_DB_PATH says", () => {
    const url = "postgresql://site:s3cret-pass@db.internal:5432/leads?sslmode=require"
    expect(leadsConfig({ LEADS_DATABASE_URL: url, LEADS_DB_PATH: "x.sqlite" }, "/srv/site").database).toEqual({ kind: "postgres", url })
    expect(leadDatabaseLocation({ LEADS_DATABASE_URL: "postgres://db/leads" }, "/").kind).toBe("postgres")
  })

  test("a LEADS_DATABASE_URL that is no PostgreSQL URL is not replaced by the local file: opening fails, saying why", async () => {
    for (const value of ["leads.sqlite", "mysql://db/leads", "postgres//missing-colon"]) {
      const location = leadDatabaseLocation({ LEADS_DATABASE_URL: value }, "/srv/site")
      expect(location.kind).toBe("unusable")
      await expect(openLeadDatabase(location)).rejects.toThrow("LEADS_DATABASE_URL is set but is not a postgres:// or postgresql:// URL")
    }
  })

  test("a database's name in messages and logs never carries its password", () => {
    expect(describeLocation({ kind: "postgres", url: "postgresql://site:s3cret-pass@db.internal:5432/leads?sslmode=require" })).toBe(
      "postgresql://site:***@db.internal:5432/leads?sslmode=require",
    )
    expect(describeLocation({ kind: "sqlite", path: "/srv/site/data/leads.sqlite" })).toBe("/srv/site/data/leads.sqlite")
  })
})
