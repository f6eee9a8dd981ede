/**
 * The generator's calls from the browser (SPEC 2.7, 7.1): named operations through the
 * site's proxy, /api/base-api, which forwards only the operations of cms/operations.ts
 * (DESIGN 7). Only the operation's type is imported: the query text stays server-side.
 *
 * Failures follow SPEC 8 (DESIGN 3.2, browser time is forgiving): logged, and an empty
 * result. `failed` tells the page to say so and keep what it already shows.
 */
import type { OperationName } from "../../../cms/operations"
import { CMS_PROXY_PATH, queryCmsProxy } from "../cms-proxy/browser-client"
import { reshapeNotes, type RawNote, type ThankYouNote } from "./notes"
import type { PageRequest } from "./paging"

export const NOTES_PROXY_PATH = CMS_PROXY_PATH

export interface ProxyBody {
  operationName: OperationName
  variables: Record<string, unknown>
}

export const notesPageBody = ({ limit, offset }: PageRequest): ProxyBody => ({
  operationName: "getThankYouNotesWithLimitAndOffset",
  variables: { limit, offset },
})

export const notesByCategoryBody = (slug: string): ProxyBody => ({ operationName: "getThankYouNotesByCategory", variables: { slug: [slug] } })

/** The notes in a proxy answer ({ data: { entry: { thankYouNote } } }), or null when it has none (SPEC 8's `{}`). */
export function readNotesAnswer(body: unknown): ThankYouNote[] | null {
  const entry = (body as { data?: { entry?: { thankYouNote?: unknown } | null } } | null)?.data?.entry
  if (!entry || !Array.isArray(entry.thankYouNote)) return null
  return reshapeNotes(entry.thankYouNote as RawNote[])
}

export interface NotesResult {
  notes: ThankYouNote[]
  failed: boolean
}

export interface NotesFetchOptions {
  fetch?: typeof fetch
  logger?: Pick<Console, "error">
  signal?: AbortSignal
}

export async function fetchNotes(body: ProxyBody, { fetch, logger = console, signal }: NotesFetchOptions = {}): Promise<NotesResult> {
  const data = await queryCmsProxy<{ entry: unknown }>(body.operationName, body.variables, { fetch, signal, log: (...parts) => logger.error(...parts) })
  // An aborted request was replaced by a newer one: not a failure to show.
  if (signal?.aborted) return { notes: [], failed: false }
  const notes = data ? readNotesAnswer({ data }) : null
  if (notes) return { notes, failed: false }
  if (data) logger.error(`CMS proxy: ${body.operationName} answered without notes`)
  return { notes: [], failed: true }
}
