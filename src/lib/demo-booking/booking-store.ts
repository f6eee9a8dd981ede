/**
 * The booked demo calls, in the leads' SQLite file (LEADS_DB_PATH), table demo_bookings.
 * A slot is one row, unique by its start and host: two visitors choosing the same time at
 * once both reach the INSERT, and SQLite lets exactly one of them in, so "taken" is decided
 * by the database, never by a read followed by a write.
 */
import { processSharedStores } from "../leads/process-shared"
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import { loadBetterSqlite3 } from "../leads/sqlite-store"
import { slotKey, type Slot } from "./slots"

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

export interface BookingStore {
  /** Keeps the booking unless its slot is already booked. May throw (the store is unreachable). */
  reserve(booking: NewBooking): ReserveResult
  /** The slot keys (start|host) booked for calls that end after `after`. */
  takenAfter(after: Date): string[]
  /** Newest first. */
  list(): StoredBooking[]
  close(): void
}

const SCHEMA = `
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

interface BookingRow {
  id: number
  booked_at: string
  slot_start: string
  slot_end: string
  host_name: string
  host_role: string
  email: string
  full_name: string
  company_size: string
}

const fromRow = (row: BookingRow): StoredBooking => ({
  id: row.id,
  bookedAt: row.booked_at,
  slot: { start: row.slot_start, end: row.slot_end, hostName: row.host_name, hostRole: row.host_role },
  email: row.email,
  fullName: row.full_name,
  companySize: row.company_size,
})

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === "SQLITE_CONSTRAINT_UNIQUE"

export function openSqliteBookingStore(path: string, Database = loadBetterSqlite3()): BookingStore {
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  try {
    db.pragma("journal_mode = WAL")
    db.pragma("synchronous = FULL")
    db.pragma("busy_timeout = 5000")
    db.exec(SCHEMA)
  } catch (error) {
    db.close()
    throw error
  }
  const insert = db.prepare(`INSERT INTO demo_bookings (booked_at, slot_start, slot_end, host_name, host_role, email, full_name, company_size)
    VALUES (@bookedAt, @start, @end, @hostName, @hostRole, @email, @fullName, @companySize)`)
  const byId = db.prepare("SELECT * FROM demo_bookings WHERE id = ?")
  const upcoming = db.prepare("SELECT slot_start, host_name FROM demo_bookings WHERE slot_end > ? ORDER BY slot_start")
  return {
    reserve(booking) {
      try {
        const info = insert.run({ bookedAt: booking.bookedAt, ...booking.slot, email: booking.email, fullName: booking.fullName, companySize: booking.companySize })
        return { ok: true, booking: fromRow(byId.get(Number(info.lastInsertRowid)) as BookingRow) }
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: "taken" }
        throw error
      }
    },
    takenAfter(after) {
      return (upcoming.all(after.toISOString()) as Array<{ slot_start: string; host_name: string }>).map((row) => slotKey({ start: row.slot_start, hostName: row.host_name }))
    },
    list() {
      return (db.prepare("SELECT * FROM demo_bookings ORDER BY id DESC").all() as BookingRow[]).map(fromRow)
    },
    close() {
      db.close()
    },
  }
}

/** One open store per file for the life of the Function's process (lib/leads/process-shared.ts). */
const openStores = processSharedStores("demoBooking.openStores", openSqliteBookingStore)

export const sharedSqliteBookingStore = (path: string): BookingStore => openStores.get(path)

/** For tests and scripts: close every shared store. */
export const closeSharedSqliteBookingStores = (): void => openStores.closeAll()
