/**
 * Lists the stored demo requests, newest first (issue 6).
 *
 *   npm run leads                     a table of every lead
 *   npm run leads -- --limit 20       the newest 20
 *   npm run leads -- --json           JSON, one array (for scripts and tests)
 *   npm run leads -- --forward        send 'pending' and 'failed' leads to Marketo REST again
 *
 * Reads the same place the lead Functions write, whichever store is configured: the
 * PostgreSQL database of LEADS_DATABASE_URL, else the SQLite file LEADS_DB_PATH (default
 * data/leads.sqlite under the project root); and reports leads waiting in the fallback file
 * (LEADS_FALLBACK_PATH, default data/leads-fallback.jsonl).
 */
import { existsSync } from "node:fs"
import { readFallbackLeads } from "../src/features/lead-capture/server/fallback"
import { forwardLeadToMarketo } from "../src/features/lead-capture/server/marketo-rest"
import { leadsConfig, type LeadsConfig } from "../src/features/lead-capture/server/runtime-env"
import { errorMessage } from "../src/features/lead-capture/server/error-message"
import { describeLocation, openLeadDatabase } from "../src/features/lead-capture/server/database"
import { leadStoreOf } from "../src/features/lead-capture/server/store"
import type { StoredLead } from "../src/features/lead-capture/server/lead-types"
import { bookingStoreOf, type BookingStore } from "../src/features/lead-capture/server/booking-store"

interface Options {
  json: boolean
  forward: boolean
  limit?: number
}

function parseArgs(args: string[]): Options {
  const options: Options = { json: false, forward: false }
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!
    if (arg === "--json") options.json = true
    else if (arg === "--forward") options.forward = true
    else if (arg === "--limit" || arg.startsWith("--limit=")) {
      const value = Number(arg.includes("=") ? arg.split("=")[1] : args[++i])
      if (!Number.isInteger(value) || value <= 0) throw new Error("--limit takes a positive whole number")
      options.limit = value
    } else if (arg === "--help" || arg === "-h") {
      console.log("usage: npm run leads [-- --json] [--limit N] [--forward]")
      process.exit(0)
    } else throw new Error(`unknown option ${arg}`)
  }
  return options
}

const columns: Array<[title: string, value: (lead: StoredLead) => string]> = [
  ["id", (l) => String(l.id)],
  ["received (UTC)", (l) => l.receivedAt.replace("T", " ").replace(/\.\d+Z$/, "")],
  ["form", (l) => (l.form === "demo" ? "demo" : `${l.form} ${l.formId || "?"}`)],
  ["page", (l) => l.sourcePath],
  ["email", (l) => l.email],
  ["name", (l) => l.fullName],
  ["company", (l) => l.companyName],
  ["phone", (l) => l.phoneNumber],
  ["country", (l) => l.country],
  ["size", (l) => l.companySize],
  ["promo", (l) => l.promoCode],
  ["source", (l) => [l.tracking.utm_source, l.tracking.utm_medium].filter(Boolean).join(" / ")],
  ["marketo", (l) => (l.forwardStatus === "failed" ? `failed ×${l.forwardAttempts}` : l.forwardStatus)],
]

const clip = (text: string, width: number): string => (text.length > width ? `${text.slice(0, width - 1)}…` : text)

function leadsTable(leads: readonly StoredLead[]): string {
  const cells = leads.map((lead) => columns.map(([, value]) => clip(value(lead).replace(/\s+/g, " "), 36)))
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((row) => row[i]!.length)))
  const line = (row: string[]): string =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd()
  return [line(columns.map(([title]) => title)), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n")
}

/** The demo calls booked on /demos/book (issue 16) that have not happened yet, soonest first. */
async function printUpcomingBookings(bookings: BookingStore): Promise<void> {
  const now = new Date().toISOString()
  const upcoming = (await bookings.list())
    .filter((booking) => booking.slot.end > now)
    .reverse()
    .sort((a, b) => a.slot.start.localeCompare(b.slot.start))
  if (upcoming.length === 0) return
  console.log(`\n${upcoming.length} demo call${upcoming.length === 1 ? "" : "s"} booked, soonest first (UTC):`)
  for (const booking of upcoming)
    console.log(
      `  ${booking.slot.start.replace("T", " ").slice(0, 16)}  ${booking.slot.hostName}  ${booking.fullName} <${booking.email}>${booking.companySize ? `  ${booking.companySize}` : ""}`,
    )
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const config = leadsConfig()
  const fallback = readFallbackLeads(config.fallbackPath)
  try {
    await printLeads(options, config)
  } catch (error) {
    throw new Error(`The lead database (${describeLocation(config.database)}) could not be read: ${errorMessage(error)}`)
  } finally {
    // Said even when the database cannot be read: these leads are nowhere else.
    if (fallback.length > 0) {
      console.error(
        `\n${fallback.length} lead${fallback.length === 1 ? "" : "s"} in ${config.fallbackPath} could not be stored in the database and wait${fallback.length === 1 ? "s" : ""} there (one JSON record per line).`,
      )
    }
  }
}

async function printLeads(options: Options, config: LeadsConfig): Promise<void> {
  const where = describeLocation(config.database)
  if (config.database.kind === "sqlite" && !existsSync(config.database.path)) {
    if (options.json) console.log("[]")
    else console.log(`No leads yet: ${where} does not exist (it is created by the first demo request).`)
  } else {
    const database = await openLeadDatabase(config.database)
    try {
      const store = leadStoreOf(database)
      if (options.forward) {
        if (!config.marketo) throw new Error("--forward needs MARKETO_REST_URL, MARKETO_CLIENT_ID and MARKETO_CLIENT_SECRET")
        for (const lead of (await store.list({ forwardStatus: ["pending", "failed"] })).reverse()) {
          const result = await forwardLeadToMarketo(lead, config.marketo)
          await store.recordForward(lead.id, result, new Date())
          console.log(`lead ${lead.id} (${lead.email}): ${result.status}${result.error ? ` (${result.error})` : ""}`)
        }
      }
      const leads = await store.list({ limit: options.limit })
      if (options.json) console.log(JSON.stringify(leads, null, 2))
      else if (leads.length === 0) console.log(`No leads yet in ${where}.`)
      else console.log(`${leads.length} lead${leads.length === 1 ? "" : "s"} in ${where}, newest first:\n\n${leadsTable(leads)}`)
      if (!options.json) await printUpcomingBookings(bookingStoreOf(database))
    } finally {
      await database.close()
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
