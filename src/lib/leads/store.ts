/**
 * The lead store of an open lead database, whichever kind it is (lib/leads/database.ts):
 * the one interface (LeadStore) the Functions and `npm run leads` use.
 */
import { sharedLeadDatabase, type LeadDatabase, type LeadDatabaseLocation } from "./database"
import { postgresLeadStore } from "./postgres-store"
import { processShared } from "./process-shared"
import { sqliteLeadStore } from "./sqlite-store"
import type { LeadStore } from "./types"

/** One store (its prepared statements) per open database, across the module reloads of gatsby serve. */
const stores = processShared("leads.storeViews", () => new WeakMap<LeadDatabase, LeadStore>())

export function leadStoreOf(database: LeadDatabase): LeadStore {
  let store = stores.get(database)
  if (!store) {
    store = database.kind === "sqlite" ? sqliteLeadStore(database.sqlite) : postgresLeadStore(database.pool)
    stores.set(database, store)
  }
  return store
}

/** The lead store at `location`, over the process's shared database (opened, and migrated, on first use). */
export const sharedLeadStore = async (location: LeadDatabaseLocation): Promise<LeadStore> => leadStoreOf(await sharedLeadDatabase(location))
