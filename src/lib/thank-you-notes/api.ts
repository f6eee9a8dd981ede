/**
 * The generator's calls from the browser (SPEC 2.7, 7.1): named operations through the
 * site's proxy, /api/base-api, which forwards only the operations of cms/operations.ts
 * (DESIGN 7). Only the operation's type is imported: the query text stays server-side.
 *
 * Failures follow SPEC 8 (DESIGN 3.2, browser time is forgiving): logged, and an empty
 * result. `failed` tells the page to say so and keep what it already shows.
 */
import type { OperationName } from "../../../cms/operations"
import { reshapeNotes, type RawNote, type ThankYouNote } from "./notes"
import type { PageRequest } from "./paging"

export const NOTES_PROXY_PATH = "/api/base-api"

export interface ProxyBody {
  operationName: OperationName
  variables: Record<string, unknown>
}

export const notesPageBody = ({ limit, offset }: PageRequest): ProxyBody => ({ operationName: "getThankYouNotesWithLimitAndOffset", variables: { limit, offset } })

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

export async function fetchNotes(body: ProxyBody, { fetch: doFetch = globalThis.fetch, logger = console, signal }: NotesFetchOptions = {}): Promise<NotesResult> {
  try {
    const response = await doFetch(NOTES_PROXY_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal,
    })
    const answer: unknown = await response.json().catch(() => null)
    const notes = response.ok ? readNotesAnswer(answer) : null
    if (notes) return { notes, failed: false }
    logger.error(`Thank-you notes: ${body.operationName} answered HTTP ${response.status}`, (answer as { error?: unknown } | null)?.error ?? "")
  } catch (error) {
    if ((error as Error).name === "AbortError") return { notes: [], failed: false }
    logger.error(`Thank-you notes: ${body.operationName} failed:`, (error as Error).message)
  }
  return { notes: [], failed: true }
}
