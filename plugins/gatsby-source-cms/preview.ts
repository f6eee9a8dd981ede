/**
 * Per-draft preview, the plugin's half (docs/publishing-and-preview.md; DESIGN 3.1).
 *
 * Craft opens the preview server at an entry's URL with a short-lived token made for that
 * one draft (`/pricing?token=…`, in Live Preview also `&x-craft-live-preview=…`). The preview
 * server (preview-server.ts) hands the token and the path to this plugin, and sourcing asks
 * the CMS for that entry *with that token* (`POST {cms}/graph?token=…`): the answer is the
 * draft in the entry's place, which becomes the entry's node.
 *
 * A draft is never kept past its token. Every token shown is remembered (in the sourcing
 * state, which survives a restart of the server) with the entry it showed, and every sourcing
 * of the preview server (each page load with a token, each CMS save, and a re-check every
 * minute while any is remembered) asks the CMS again with each one:
 * - answered: the node is the draft as it is now (a later save of the draft shows);
 * - refused (Craft's error answer to an expired or unknown token) or the entry is gone from
 *   under it: the token is forgotten and the entry's node is sourced again without a token,
 *   the published entry (or removed, when the draft was of an entry never published);
 * - the CMS cannot be reached: the token is kept and asked again next time (nothing newer
 *   can be shown either way), and the failure is reported.
 * Only a server started as a preview (`preview: true`, CMS_PREVIEW=1) takes tokens at all: a
 * build never shows a draft.
 *
 * The preview server and sourceNodes run in the same process (`gatsby develop`'s develop
 * process); they meet through a registry on globalThis, because Gatsby compiles
 * gatsby-config and this plugin separately, so a module-level variable would not be shared.
 */

/** A token shown on the preview server, and the entry (its CMS id) it showed. */
export interface PreviewSession {
  token: string
  /** The entry's uri as the page path gave it (`__home__` for `/`). */
  uri: string
  entryId?: string
}

export type PreviewOutcome = { status: "shown"; entryId: string; title: string } | { status: "refused"; reason: string } | { status: "failed"; reason: string }

interface PendingPreview {
  session: PreviewSession
  waiters: Array<(outcome: PreviewOutcome) => void>
}

interface PreviewRegistry {
  pending: Map<string, PendingPreview>
  /** How many tokens the last sourcing remembered (the preview server re-checks while there are any). */
  remembered: number
}

const REGISTRY = Symbol.for("rapport.gatsby-source-cms.preview")

function registry(): PreviewRegistry {
  const holder = globalThis as { [REGISTRY]?: PreviewRegistry }
  return (holder[REGISTRY] ??= { pending: new Map(), remembered: 0 })
}

const keyOf = (session: PreviewSession): string => `${session.token}\n${session.uri}`

/** The preview server's side: ask the next sourcing to show this token's draft; resolves when it has (or could not). */
export function requestPreview(session: PreviewSession): Promise<PreviewOutcome> {
  const pending = registry().pending
  return new Promise((resolve) => {
    const existing = pending.get(keyOf(session))
    if (existing) existing.waiters.push(resolve)
    else pending.set(keyOf(session), { session, waiters: [resolve] })
  })
}

/** The plugin's side: the previews asked for since the last sourcing (taken: a later request waits for the next one). */
export function takePendingPreviews(): PendingPreview[] {
  const pending = registry().pending
  const taken = [...pending.values()]
  pending.clear()
  return taken
}

export const rememberedPreviewCount = (): number => registry().remembered
export const setRememberedPreviewCount = (count: number): void => {
  registry().remembered = count
}

/** The uri Craft gives an entry at this page path: `/pricing/` → `pricing`, `/` → `__home__`. */
export function uriOfPath(pathname: string): string {
  const uri = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, "")
  return uri === "" ? "__home__" : uri
}

/** The sessions a sourcing state remembers (none when it has none, or holds something else). */
export function rememberedSessions(value: unknown): Record<string, PreviewSession> {
  if (typeof value !== "object" || value === null) return {}
  const out: Record<string, PreviewSession> = {}
  for (const [id, session] of Object.entries(value as Record<string, unknown>)) {
    const s = session as Partial<PreviewSession> | null
    if (s && typeof s.token === "string" && typeof s.uri === "string") out[id] = { token: s.token, uri: s.uri, entryId: id }
  }
  return out
}

/**
 * The entry a token shows at a uri, and the entry it stands for: Craft answers a draft with
 * the draft's own id and its entry's `canonicalId`; the node is the entry's.
 */
export const PREVIEW_ENTRY_QUERY = /* GraphQL */ `query previewEntry($uri: [String]) { entry(uri: $uri) { id canonicalId } }`
