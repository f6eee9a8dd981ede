/**
 * The lead database's contract (issue 17), run against both implementations: the embedded
 * SQLite file and a real PostgreSQL server (Debian's, started on a free loopback port for this
 * file, __tests__/support/postgres.ts). Same tests, same expectations: the lead store, the
 * booking store, and the versioned migrations.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type BetterSqlite3 from "better-sqlite3"
import { Client } from "pg"
import {
  closeSharedLeadDatabases,
  openLeadDatabase,
  sharedLeadDatabase,
  type LeadDatabase,
  type LeadDatabaseLocation,
} from "../../../../src/features/lead-capture/server/database"
import { migrations, type Migration } from "../../../../src/features/lead-capture/server/migrations"
import { leadStoreOf } from "../../../../src/features/lead-capture/server/store"
import { bookingStoreOf, type NewBooking } from "../../../../src/features/lead-capture/server/booking-store"
import { rateLimitCountsOf } from "../../../../src/features/lead-capture/server/shared-rate-limit"
import { slotKey } from "../../../../src/features/lead-capture/rules/slots"
import { postgresBinDir, startPostgres, type RunningPostgres } from "../../../support/postgres"
import { storedLead } from "../../../support/lead-fixture"

// A PostgreSQL cluster is made and started once for this file: slower than a test's default on a busy machine.
jest.setTimeout(60_000)

interface BackEnd {
  /** A new, empty database for one test. */
  fresh(): Promise<LeadDatabaseLocation>
  /** The versions recorded in schema_migrations, in order. */
  recordedVersions(location: LeadDatabaseLocation): Promise<number[]>
  /** The names of the database's own tables. */
  tables(location: LeadDatabaseLocation): Promise<string[]>
  /** What rate_limit_hits holds, by sender. */
  rateLimitRows(location: LeadDatabaseLocation): Promise<Array<{ sender: string; atMs: number }>>
}

let tempDir = ""
let postgres: RunningPostgres | null = null
let databases = 0

beforeAll(() => {
  tempDir = mkdtempSync(join(tmpdir(), "lead-stores-"))
})
afterAll(async () => {
  await postgres?.stop()
  rmSync(tempDir, { recursive: true, force: true })
})
afterEach(() => closeSharedLeadDatabases())

async function withSqlite<T>(location: LeadDatabaseLocation, read: (db: BetterSqlite3.Database) => T): Promise<T> {
  if (location.kind !== "sqlite") throw new Error("not a SQLite location")
  const Database = jest.requireActual<typeof BetterSqlite3>("better-sqlite3")
  const db = new Database(location.path, { readonly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

async function withPostgres<T>(location: LeadDatabaseLocation, read: (client: Client) => Promise<T>): Promise<T> {
  if (location.kind !== "postgres") throw new Error("not a PostgreSQL location")
  const client = new Client({ connectionString: location.url })
  await client.connect()
  try {
    return await read(client)
  } finally {
    await client.end()
  }
}

const sqlite: BackEnd = {
  fresh: async () => ({ kind: "sqlite", path: join(tempDir, `db-${++databases}`, "leads.sqlite") }),
  recordedVersions: (location) =>
    withSqlite(location, (db) =>
      (db.prepare("SELECT version FROM schema_migrations ORDER BY version").all() as Array<{ version: number }>).map((row) => row.version),
    ),
  tables: (location) =>
    withSqlite(location, (db) =>
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>).map(
        (row) => row.name,
      ),
    ),
  rateLimitRows: (location) =>
    withSqlite(
      location,
      (db) => db.prepare("SELECT sender, at_ms AS atMs FROM rate_limit_hits ORDER BY sender").all() as Array<{ sender: string; atMs: number }>,
    ),
}

const postgresql: BackEnd = {
  async fresh() {
    postgres ??= await startPostgres()
    return { kind: "postgres", url: await postgres.createDatabase(`leads_${++databases}`) }
  },
  recordedVersions: (location) =>
    withPostgres(location, async (client) =>
      (await client.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")).rows.map((row) => row.version),
    ),
  tables: (location) =>
    withPostgres(location, async (client) =>
      (await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows.map(
        (row) => row.name,
      ),
    ),
  rateLimitRows: (location) =>
    withPostgres(location, async (client) =>
      (await client.query<{ sender: string; atMs: string }>('SELECT sender, at_ms AS "atMs" FROM rate_limit_hits ORDER BY sender')).rows.map((row) => ({
        sender: row.sender,
        atMs: Number(row.atMs),
      })),
    ),
}

const booking = (start: string, hostName = "Maya Okafor", email = "katherine@orbital.example"): NewBooking => ({
  bookedAt: "2026-11-25T09:31:00.000Z",
  slot: { start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString(), hostName, hostRole: "Account Executive" },
  email,
  fullName: "Katherine Johnson",
  companySize: "21-100",
})

/** A step after the real schema, in both dialects, for the migration tests. */
const notesTable: Migration = {
  version: migrations.length + 1,
  description: "notes",
  sqlite: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)",
  postgres: "CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL)",
}
const notesAuthor: Migration = {
  version: migrations.length + 2,
  description: "notes.author",
  sqlite: "ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT 'unknown'",
  postgres: "ALTER TABLE notes ADD COLUMN author text NOT NULL DEFAULT 'unknown'",
}
const latest = migrations.length

async function withDatabase<T>(
  location: LeadDatabaseLocation,
  work: (database: LeadDatabase) => Promise<T>,
  list: readonly Migration[] = migrations,
): Promise<T> {
  const database = await openLeadDatabase(location, list)
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

describe.each([
  ["SQLite (the embedded default)", sqlite],
  ["PostgreSQL (the production store)", postgresql],
])("%s", (_name, backEnd) => {
  let location: LeadDatabaseLocation
  beforeEach(async () => {
    location = await backEnd.fresh()
  })

  describe("the lead store", () => {
    test("a saved lead reads back exactly as written, with an id and its forward status", async () => {
      const store = leadStoreOf(await sharedLeadDatabase(location))
      const saved = await store.save(storedLead(), "pending")
      expect(saved).toEqual({ ...storedLead(), id: expect.any(Number), forwardStatus: "pending", forwardAttempts: 0, forwardError: null, forwardedAt: null })
      expect(await store.get(saved.id)).toEqual(saved)
      expect(await store.get(saved.id + 1000)).toBeNull()
    })

    test("list: newest first, a limit, and a filter by forward status", async () => {
      const store = leadStoreOf(await sharedLeadDatabase(location))
      const first = await store.save(storedLead({ email: "first@example.com" }), "not-configured")
      const second = await store.save(storedLead({ email: "second@example.com", form: "ebook", formId: "2101", tracking: {} }), "pending")
      const third = await store.save(storedLead({ email: "third@example.com", form: "booking", formId: "" }), "failed")
      expect((await store.list()).map((saved) => saved.email)).toEqual(["third@example.com", "second@example.com", "first@example.com"])
      expect(second.id).toBeGreaterThan(first.id)
      expect(third.id).toBeGreaterThan(second.id)
      expect((await store.list({ limit: 2 })).map((saved) => saved.id)).toEqual([third.id, second.id])
      expect((await store.list({ forwardStatus: ["pending", "failed"] })).map((saved) => saved.id)).toEqual([third.id, second.id])
      expect(await store.list({ forwardStatus: ["forwarded"] })).toEqual([])
      expect((await store.list())[1]).toMatchObject({ form: "ebook", formId: "2101", tracking: {} })
    })

    test("recordForward: attempts add up, the error is kept, and the time is set only once it is forwarded", async () => {
      const store = leadStoreOf(await sharedLeadDatabase(location))
      const { id } = await store.save(storedLead(), "pending")
      await store.recordForward(id, { status: "failed", attempts: 3, error: "submitForm answered HTTP 503" }, new Date("2026-11-25T10:00:00.000Z"))
      expect(await store.get(id)).toMatchObject({
        forwardStatus: "failed",
        forwardAttempts: 3,
        forwardError: "submitForm answered HTTP 503",
        forwardedAt: null,
      })
      await store.recordForward(id, { status: "forwarded", attempts: 1 }, new Date("2026-11-25T11:00:00.000Z"))
      expect(await store.get(id)).toMatchObject({ forwardStatus: "forwarded", forwardAttempts: 4, forwardError: null, forwardedAt: "2026-11-25T11:00:00.000Z" })
    })
  })

  describe("the booking store", () => {
    test("a slot is booked once: the same start and host again is taken, another host at that start is free", async () => {
      const bookings = bookingStoreOf(await sharedLeadDatabase(location))
      const first = await bookings.reserve(booking("2026-12-01T14:00:00.000Z"))
      expect(first).toEqual({ ok: true, booking: { ...booking("2026-12-01T14:00:00.000Z"), id: expect.any(Number) } })
      expect(await bookings.reserve(booking("2026-12-01T14:00:00.000Z", "Maya Okafor", "dorothy@orbital.example"))).toEqual({ ok: false, reason: "taken" })
      expect(await bookings.reserve(booking("2026-12-01T14:00:00.000Z", "Daniel Brooks"))).toMatchObject({ ok: true })
      expect((await bookings.list()).map((kept) => kept.slot.hostName)).toEqual(["Daniel Brooks", "Maya Okafor"])
    })

    test("takenAfter: the calls that have not ended by then, by start", async () => {
      const bookings = bookingStoreOf(await sharedLeadDatabase(location))
      await bookings.reserve(booking("2026-12-02T15:00:00.000Z"))
      await bookings.reserve(booking("2026-12-01T14:00:00.000Z"))
      await bookings.reserve(booking("2026-11-20T14:00:00.000Z"))
      expect(await bookings.takenAfter(new Date("2026-12-01T14:10:00.000Z"))).toEqual([
        slotKey({ start: "2026-12-01T14:00:00.000Z", hostName: "Maya Okafor" }),
        slotKey({ start: "2026-12-02T15:00:00.000Z", hostName: "Maya Okafor" }),
      ])
    })

    test("two instances booking the same slot at the same moment: exactly one gets it", async () => {
      const one = await openLeadDatabase(location)
      const other = await openLeadDatabase(location)
      try {
        const results = await Promise.all([
          ...Array.from({ length: 4 }, (_, i) => bookingStoreOf(one).reserve(booking("2026-12-03T16:00:00.000Z", "Priya Raman", `one-${i}@example.com`))),
          ...Array.from({ length: 4 }, (_, i) => bookingStoreOf(other).reserve(booking("2026-12-03T16:00:00.000Z", "Priya Raman", `other-${i}@example.com`))),
        ])
        expect(results.filter((result) => result.ok)).toHaveLength(1)
        expect(await bookingStoreOf(one).list()).toHaveLength(1)
      } finally {
        await one.close()
        await other.close()
      }
    })
  })

  describe("the shared rate limit (features/lead-capture/server/shared-rate-limit.ts)", () => {
    const rule = { limit: 3, windowMs: 60_000 }

    test("two instances share one count per sender: the fourth request within the window is refused on either, with the seconds until the oldest leaves it", async () => {
      const one = await openLeadDatabase(location)
      const other = await openLeadDatabase(location)
      try {
        const counts = [rateLimitCountsOf(one), rateLimitCountsOf(other)]
        expect(await counts[0]!.take("leads", "sender-a", rule, 1_000)).toEqual({ ok: true })
        expect(await counts[1]!.take("leads", "sender-a", rule, 2_000)).toEqual({ ok: true })
        expect(await counts[0]!.take("leads", "sender-a", rule, 21_000)).toEqual({ ok: true })
        expect(await counts[1]!.take("leads", "sender-a", rule, 21_500)).toEqual({ ok: false, retryAfterSeconds: 40 })
        expect(await counts[0]!.take("leads", "sender-a", rule, 22_000)).toEqual({ ok: false, retryAfterSeconds: 39 })
        // Another sender, and the same sender under another limit, count apart.
        expect(await counts[1]!.take("leads", "sender-b", rule, 22_000)).toEqual({ ok: true })
        expect(await counts[1]!.take("proxy", "sender-a", rule, 22_000)).toEqual({ ok: true })
        // The oldest has left the window: one place again, on either instance.
        expect(await counts[1]!.take("leads", "sender-a", rule, 61_001)).toEqual({ ok: true })
        expect(await counts[0]!.take("leads", "sender-a", rule, 61_002)).toMatchObject({ ok: false })
      } finally {
        await one.close()
        await other.close()
      }
    })

    test("requests at the same moment on two instances: exactly the limit gets through", async () => {
      const one = await openLeadDatabase(location)
      const other = await openLeadDatabase(location)
      try {
        const decisions = await Promise.all(Array.from({ length: 8 }, (_, i) => rateLimitCountsOf(i % 2 ? one : other).take("leads", "burst", rule, 5_000)))
        expect(decisions.filter((decision) => decision.ok)).toHaveLength(3)
        expect(decisions.filter((decision) => !decision.ok)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, retryAfterSeconds: 60 })))
      } finally {
        await one.close()
        await other.close()
      }
    })

    test("rows older than the window are swept as requests come: the table keeps the last window only", async () => {
      const counts = rateLimitCountsOf(await sharedLeadDatabase(location))
      for (const sender of ["s1", "s2", "s3"]) await counts.take("leads", sender, rule, 1_000)
      await counts.take("leads", "s4", rule, 70_000)
      const rows = await backEnd.rateLimitRows(location)
      expect(rows).toEqual([{ sender: "s4", atMs: 70_000 }])
    })
  })

  describe("the migrations", () => {
    test("a new database is at the last version, each migration recorded once; opening it again changes nothing", async () => {
      await withDatabase(location, async () => undefined)
      expect(await backEnd.recordedVersions(location)).toEqual(migrations.map((migration) => migration.version))
      expect(await backEnd.tables(location)).toEqual(["demo_bookings", "leads", "rate_limit_hits", "schema_migrations"])
      await withDatabase(location, async (database) => {
        await leadStoreOf(database).save(storedLead(), "not-configured")
      })
      await withDatabase(location, async (database) => {
        expect(await leadStoreOf(database).list()).toHaveLength(1)
      })
      expect(await backEnd.recordedVersions(location)).toEqual(migrations.map((migration) => migration.version))
    })

    test("a later release's migrations are applied once, in order, on the next open; the rows already kept stay", async () => {
      await withDatabase(location, (database) => leadStoreOf(database).save(storedLead(), "not-configured"))
      await withDatabase(location, async () => undefined, [...migrations, notesTable])
      await withDatabase(location, async () => undefined, [...migrations, notesTable, notesAuthor])
      await withDatabase(location, async () => undefined, [...migrations, notesTable, notesAuthor])
      expect(await backEnd.recordedVersions(location)).toEqual([...migrations.map((migration) => migration.version), latest + 1, latest + 2])
      expect(await backEnd.tables(location)).toContain("notes")
      await withDatabase(
        location,
        async (database) => expect(await leadStoreOf(database).list()).toEqual([expect.objectContaining({ email: "ada@lovelace.example" })]),
        [...migrations, notesTable, notesAuthor],
      )
    })

    test("a migration that fails leaves the database at the version before it, and the open fails", async () => {
      const broken: Migration = {
        ...notesTable,
        sqlite: "CREATE TABLE notes (id INTEGER PRIMARY KEY); THIS IS NOT SQL",
        postgres: "CREATE TABLE notes (id integer PRIMARY KEY); THIS IS NOT SQL",
      }
      await withDatabase(location, async () => undefined)
      // By message: better-sqlite3, loaded outside jest's module registry, throws errors of another realm than this test's Error.
      await expect(openLeadDatabase(location, [...migrations, broken])).rejects.toMatchObject({ message: expect.stringMatching(/syntax error/i) })
      expect(await backEnd.recordedVersions(location)).toEqual(migrations.map((migration) => migration.version))
      expect(await backEnd.tables(location)).not.toContain("notes")
    })

    test("a database newer than this code is refused with a clear message, and left as it was", async () => {
      await withDatabase(location, async () => undefined, [...migrations, notesTable])
      await expect(openLeadDatabase(location)).rejects.toThrow(
        `is at schema version ${latest + 1}, but this release of the site knows versions up to ${latest}: a newer release migrated it. Deploy that release or a newer one (or point the site at a database for this release); nothing was changed.`,
      )
      expect(await backEnd.recordedVersions(location)).toEqual([...migrations.map((migration) => migration.version), latest + 1])
    })

    test("instances opening a new database at the same moment all succeed, and each migration runs once", async () => {
      const opened = await Promise.all(Array.from({ length: 4 }, () => openLeadDatabase(location, [...migrations, notesTable, notesAuthor])))
      await Promise.all(opened.map((database) => database.close()))
      expect(await backEnd.recordedVersions(location)).toEqual([...migrations.map((migration) => migration.version), latest + 1, latest + 2])
    })
  })
})

test("the PostgreSQL server is a real one (Debian's PostgreSQL 15 or newer)", async () => {
  postgres ??= await startPostgres()
  expect(Number(postgres.version.split(".")[0])).toBeGreaterThanOrEqual(15)
})

test("without PostgreSQL's binaries these tests fail, naming the package to install (CI installs it: .ci/run)", () => {
  expect(() => postgresBinDir({ PATH: tempDir }, join(tempDir, "no-such-folder"))).toThrow(
    "install Debian's package `postgresql` (apt-get install -y postgresql",
  )
})
