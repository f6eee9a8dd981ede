/**
 * What Craft's database remembers and the content files do not: when each element was
 * created and last saved. The stand-in keeps that as a history of fingerprints and dates
 * (content-store.ts gives every element a fingerprint of its source), and on every load it
 *
 * - stamps the store's dates the way Craft does on save: an element whose fingerprint
 *   changed gets `dateUpdated` = the load time, a new one `dateCreated` = `dateUpdated` =
 *   the load time, an unchanged one keeps the dates it had (so `entries(dateUpdated: ">= …")`
 *   returns exactly what changed, which is what incremental sourcing asks);
 * - lists the webhooks Craft's Webhooks plugin would send for those saves and deletions
 *   (publisher/webhook.ts), one per changed element.
 *
 * Pure: the watcher (watch.ts) and the server's start-up (server.ts) do the I/O.
 */
import type { CmsWebhook, WebhookElementType } from "../publisher/webhook"
import type { ContentStore } from "./content-store"

export interface ElementRecord {
  type: WebhookElementType
  id: string
  fingerprint: string
  section: string | null
  typeHandle: string | null
  uri: string | null
  dateCreated: string | null
  dateUpdated: string | null
}

/** Keyed by `${type}:${id}`. */
export type ContentHistory = Map<string, ElementRecord>

interface TrackedElement {
  record: Omit<ElementRecord, "dateCreated" | "dateUpdated">
  /** The element itself, whose dates are stamped (entries and assets carry dateCreated/dateUpdated). */
  element: Record<string, unknown>
  dated: boolean
}

/** Every element of the store that a webhook can name. */
function trackedElements(store: ContentStore): TrackedElement[] {
  const nullable = (value: unknown): string | null => (typeof value === "string" ? value : null)
  return [
    ...store.entries.map((e) => ({
      record: { type: "entry" as const, id: e.id, fingerprint: e.fingerprint, section: e.sectionHandle, typeHandle: e.typeHandle, uri: e.uri },
      element: e,
      dated: true,
    })),
    ...store.assets.map((a) => ({
      record: { type: "asset" as const, id: a.id, fingerprint: a.fingerprint, section: null, typeHandle: a.volume, uri: null },
      element: a,
      dated: true,
    })),
    ...store.globals.map((g) => ({
      record: { type: "globalSet" as const, id: g.id, fingerprint: g.fingerprint, section: null, typeHandle: g.handle, uri: null },
      element: g,
      dated: false,
    })),
    ...store.categories.map((c) => ({
      record: { type: "category" as const, id: c.id, fingerprint: c.fingerprint, section: null, typeHandle: c.groupHandle, uri: nullable(c.uri) },
      element: c,
      dated: false,
    })),
    ...store.users.map((u) => ({
      record: { type: "user" as const, id: u.id, fingerprint: u.fingerprint, section: null, typeHandle: null, uri: null },
      element: u,
      dated: false,
    })),
  ]
}

const keyOf = (record: { type: string; id: string }): string => `${record.type}:${record.id}`

const webhook = (event: CmsWebhook["event"], record: ElementRecord, dateUpdated: string | null): CmsWebhook => ({
  event,
  element: { type: record.type, id: record.id, section: record.section, typeHandle: record.typeHandle, uri: record.uri, dateUpdated },
})

/**
 * Stamps the store's dates from the previous history and returns the new history and the
 * webhooks of what changed. With no previous history (the stand-in's first load ever), the
 * dates the files give stand and nothing counts as changed.
 */
export function applyHistory(store: ContentStore, previous: ContentHistory | undefined, now: Date): { history: ContentHistory; webhooks: CmsWebhook[] } {
  const at = now.toISOString().replace(/\.\d{3}Z$/, "+00:00")
  const history: ContentHistory = new Map()
  const webhooks: CmsWebhook[] = []
  for (const { record, element, dated } of trackedElements(store)) {
    const before = previous?.get(keyOf(record))
    const fileDates = {
      dateCreated: (element.dateCreated as string | null | undefined) ?? null,
      dateUpdated: (element.dateUpdated as string | null | undefined) ?? null,
    }
    let dates = fileDates
    if (previous !== undefined) {
      if (before === undefined) dates = { dateCreated: at, dateUpdated: at }
      else if (before.fingerprint !== record.fingerprint) dates = { dateCreated: before.dateCreated, dateUpdated: at }
      else dates = { dateCreated: before.dateCreated, dateUpdated: before.dateUpdated }
      if (before === undefined || before.fingerprint !== record.fingerprint)
        webhooks.push(webhook("afterSave", { ...record, ...dates }, dated ? dates.dateUpdated : at))
    }
    if (dated) Object.assign(element, dates)
    history.set(keyOf(record), { ...record, ...dates })
  }
  for (const [key, before] of previous ?? []) {
    if (!history.has(key)) webhooks.push(webhook("afterDelete", before, at))
  }
  return { history, webhooks }
}

/** The history as JSON, for the state file that carries it across restarts. */
export const serializeHistory = (history: ContentHistory): string => JSON.stringify({ version: 1, elements: [...history.values()] })

/** The history from its JSON; undefined when the text is not one (a corrupt file counts as no history). */
export function parseHistory(text: string): ContentHistory | undefined {
  try {
    const parsed = JSON.parse(text) as { version?: number; elements?: ElementRecord[] }
    if (parsed.version !== 1 || !Array.isArray(parsed.elements)) return undefined
    return new Map(parsed.elements.map((record) => [keyOf(record), record]))
  } catch {
    return undefined
  }
}
