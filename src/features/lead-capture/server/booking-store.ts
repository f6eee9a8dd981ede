/**
 * The booked demo calls, table demo_bookings of the lead database (features/lead-capture/server/database.ts:
 * the SQLite file, or PostgreSQL with LEADS_DATABASE_URL; the table comes from its
 * migrations). A slot is one row, unique by its start and host: two visitors choosing the
 * same time at once both reach the INSERT, and the database lets exactly one of them in, so
 * "taken" is decided by the database, never by a read followed by a write.
 */
import type * as Pg from "pg"
import { databaseViews, sharedLeadDatabase, type LeadDatabase, type LeadDatabaseLocation } from "./database"
import type { SqliteDatabase } from "./migrations"
import { slotKey, type Slot } from "../rules/slots"

export interface NewBooking {
  bookedAt: string
  slot: Slot
  email: string
  fullName: string
  companySize: string
}

export interface StoredBooking extends NewBooking {
  id: number
}

export type ReserveResult = { ok: true; booking: StoredBooking } | { ok: false; reason: "taken" }

/** Every method may reject (the database is unreachable). */
export interface BookingStore {
  /** Keeps the booking unless its slot is already booked. */
  reserve(booking: NewBooking): Promise<ReserveResult>
  /** The slot keys (start|host) booked for calls that end after `after`. */
  takenAfter(after: Date): Promise<string[]>
  /** Newest first. */
  list(): Promise<StoredBooking[]>
}

interface BookingRow {
  id: number | string
  booked_at: string | Date
  slot_start: string | Date
  slot_end: string | Date
  host_name: string
  host_role: string
  email: string
  full_name: string
  company_size: string
}

/** SQLite keeps the ISO text the site wrote; PostgreSQL's timestamptz comes back as a Date, read back as that text. */
const isoOf = (value: string | Date): string => (typeof value === "string" ? value : value.toISOString())

const fromRow = (row: BookingRow): StoredBooking => ({
  id: Number(row.id),
  bookedAt: isoOf(row.booked_at),
  slot: { start: isoOf(row.slot_start), end: isoOf(row.slot_end), hostName: row.host_name, hostRole: row.host_role },
  email: row.email,
  fullName: row.full_name,
  companySize: row.company_size,
})

const bookingValues = (booking: NewBooking) => ({
  bookedAt: booking.bookedAt,
  ...booking.slot,
  email: booking.email,
  fullName: booking.fullName,
  companySize: booking.companySize,
})

export function sqliteBookingStore(db: SqliteDatabase): BookingStore {
  // ON CONFLICT DO NOTHING: the slot's unique key decides; no row back means someone has it.
  const insert = db.prepare(`INSERT INTO demo_bookings (booked_at, slot_start, slot_end, host_name, host_role, email, full_name, company_size)
    VALUES (@bookedAt, @start, @end, @hostName, @hostRole, @email, @fullName, @companySize)
    ON CONFLICT (slot_start, host_name) DO NOTHING
    RETURNING *`)
  const upcoming = db.prepare("SELECT slot_start, host_name FROM demo_bookings WHERE slot_end > ? ORDER BY slot_start")
  const all = db.prepare("SELECT * FROM demo_bookings ORDER BY id DESC")
  return {
    async reserve(booking) {
      const row = insert.get(bookingValues(booking)) as BookingRow | undefined
      return row ? { ok: true, booking: fromRow(row) } : { ok: false, reason: "taken" }
    },
    async takenAfter(after) {
      return (upcoming.all(after.toISOString()) as Array<{ slot_start: string; host_name: string }>).map((row) =>
        slotKey({ start: row.slot_start, hostName: row.host_name }),
      )
    },
    async list() {
      return (all.all() as BookingRow[]).map(fromRow)
    },
  }
}

export function postgresBookingStore(pool: Pg.Pool): BookingStore {
  return {
    async reserve(booking) {
      const values = bookingValues(booking)
      const { rows } = await pool.query<BookingRow>(
        `INSERT INTO demo_bookings (booked_at, slot_start, slot_end, host_name, host_role, email, full_name, company_size)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (slot_start, host_name) DO NOTHING
         RETURNING *`,
        [values.bookedAt, values.start, values.end, values.hostName, values.hostRole, values.email, values.fullName, values.companySize],
      )
      return rows[0] ? { ok: true, booking: fromRow(rows[0]) } : { ok: false, reason: "taken" }
    },
    async takenAfter(after) {
      const { rows } = await pool.query<{ slot_start: Date; host_name: string }>(
        "SELECT slot_start, host_name FROM demo_bookings WHERE slot_end > $1 ORDER BY slot_start",
        [after.toISOString()],
      )
      return rows.map((row) => slotKey({ start: isoOf(row.slot_start), hostName: row.host_name }))
    },
    async list() {
      const { rows } = await pool.query<BookingRow>("SELECT * FROM demo_bookings ORDER BY id DESC")
      return rows.map(fromRow)
    },
  }
}

/** The booking store over an open lead database: one per database, across the module reloads of gatsby serve. */
export const bookingStoreOf: (database: LeadDatabase) => BookingStore = databaseViews("demoBooking.storeViews", {
  sqlite: sqliteBookingStore,
  postgres: postgresBookingStore,
})

/** The booking store at `location`, over the process's shared lead database. */
export const sharedBookingStore = async (location: LeadDatabaseLocation): Promise<BookingStore> => bookingStoreOf(await sharedLeadDatabase(location))
