/**
 * Every GraphQL document the site sends the CMS, by where it comes from: the source plugin's
 * sourcing queries (generated from the contract), the named operations the browser's proxies
 * forward, and the queries the Functions and the preview server send themselves. The Craft
 * conformance test validates each against Craft's rules, and the SPEC-field test counts a field
 * only when one of them reads it. `__tests__/cms/site-documents.test.ts` fails when a module
 * declares a document (`/* GraphQL *\/`) that is not listed here.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { operations } from "../../cms/operations"
import { createContentModel } from "../../plugins/gatsby-source-cms/content-model"
import { PREVIEW_ENTRY_QUERY } from "../../plugins/gatsby-source-cms/preview"
import { demoBookingSettingsQuery } from "../../src/features/lead-capture/server/booking-settings-query"
import { NETWORK_PAGE_STATUS_QUERY } from "../../src/lib/network-page-status/server"
import { resourceFormEntryQuery } from "../../src/features/lead-capture/server/resource-entry-form"
import { pageFormEntryQuery } from "../../src/features/lead-capture/server/page-form"
import { integrationsDirectoryQuery } from "../../src/lib/integrations/results-page"

export type NamedDocument = [name: string, document: string]

export const CONTRACT_SDL = readFileSync(join(__dirname, "../../cms/schema.graphql"), "utf8")

/** The queries the Functions and the preview server send, named by where they live. */
export const FUNCTION_QUERIES: NamedDocument[] = [
  ["NETWORK_PAGE_STATUS_QUERY (src/lib/network-page-status/server.ts)", NETWORK_PAGE_STATUS_QUERY],
  ["resourceFormEntryQuery (src/features/lead-capture/server/resource-entry-form.ts)", resourceFormEntryQuery],
  ["pageFormEntryQuery (src/features/lead-capture/server/page-form.ts)", pageFormEntryQuery],
  ["demoBookingSettingsQuery (src/features/lead-capture/server/booking-settings-query.ts)", demoBookingSettingsQuery],
  ["PREVIEW_ENTRY_QUERY (plugins/gatsby-source-cms/preview.ts)", PREVIEW_ENTRY_QUERY],
  ["integrationsDirectoryQuery (src/lib/integrations/results-page.ts)", integrationsDirectoryQuery],
]

export const NAMED_OPERATIONS: NamedDocument[] = Object.entries(operations)

/** The source plugin's sourcing queries for a contract (its generator throwing is the caller's failure). */
export const sourcingQueries = (sdl: string = CONTRACT_SDL): NamedDocument[] => Object.entries(createContentModel(sdl).sourcingQueries)

/** Every document, the sourcing queries of the committed contract included. */
export const allSiteDocuments = (): NamedDocument[] => [...sourcingQueries(), ...NAMED_OPERATIONS, ...FUNCTION_QUERIES]
