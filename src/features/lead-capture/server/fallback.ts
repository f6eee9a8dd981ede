/**
 * When the lead store fails, the lead is not dropped: it is appended as one JSON line to a
 * fallback file (LEADS_FALLBACK_PATH, default data/leads-fallback.jsonl), and if even that
 * cannot be written, the whole lead is written to the Function's error log, which the
 * hosting keeps. `npm run leads` shows how many leads wait in the fallback file.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs"
import { dirname } from "node:path"
import { errorMessage as message } from "./error-message"
import type { NewLead } from "./lead-types"

export interface FallbackRecord {
  keptAt: string
  storageError: string
  lead: NewLead
}

export type FallbackResult = { kept: "file"; path: string } | { kept: "log" }

export function keepLeadInFallback(
  lead: NewLead,
  storageError: unknown,
  path: string,
  log: Pick<Console, "error"> = console,
  now: Date = new Date(),
): FallbackResult {
  const record: FallbackRecord = { keptAt: now.toISOString(), storageError: message(storageError), lead }
  try {
    mkdirSync(dirname(path), { recursive: true })
    appendFileSync(path, `${JSON.stringify(record)}\n`, { encoding: "utf8", flag: "a" })
    log.error(`[leads] the lead store failed (${record.storageError}); the lead was appended to ${path}`)
    return { kept: "file", path }
  } catch (fileError) {
    log.error(
      `[leads] LEAD NOT STORED: the store failed (${record.storageError}) and so did ${path} (${message(fileError)}). The lead, in full: ${JSON.stringify(record)}`,
    )
    return { kept: "log" }
  }
}

/** The leads waiting in the fallback file; a line that is not a record is skipped. */
export function readFallbackLeads(path: string): FallbackRecord[] {
  if (!existsSync(path)) return []
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .flatMap((line) => {
      try {
        const record = JSON.parse(line) as FallbackRecord
        return record && typeof record === "object" && record.lead ? [record] : []
      } catch {
        return []
      }
    })
}
