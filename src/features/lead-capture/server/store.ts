/**
 * The lead store of an open lead database, whichever kind it is (features/lead-capture/server/database.ts):
 * the one interface (LeadStore) the Functions and `npm run leads` use.
 */
import { databaseViews, sharedLeadDatabase, type LeadDatabase, type LeadDatabaseLocation } from "./database"
import { postgresLeadStore } from "./postgres-store"
import { sqliteLeadStore } from "./sqlite-store"
import type { LeadStore } from "./lead-types"

/** The lead store over an open database: one per database, across the module reloads of gatsby serve. */
export const leadStoreOf: (database: LeadDatabase) => LeadStore = databaseViews("leads.storeViews", { sqlite: sqliteLeadStore, postgres: postgresLeadStore })

/** The lead store at `location`, over the process's shared database (opened, and migrated, on first use). */
export const sharedLeadStore = async (location: LeadDatabaseLocation): Promise<LeadStore> => leadStoreOf(await sharedLeadDatabase(location))
