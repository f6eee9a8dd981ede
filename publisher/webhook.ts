/**
 * The webhook Craft sends when content changes (CRAFT.md "Webhooks"), as the publisher reads
 * it. Craft's Webhooks plugin lets the site owner write the body as a Twig template and add a
 * header; publisher/README.md gives the exact settings that produce this shape. The embedded
 * CMS (cms/watch.ts) sends the same request when a content file is saved, so the local loop
 * is the production loop.
 */
import { timingSafeEqual } from "node:crypto"

/** The header that carries the shared secret (CMS_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET_HEADER = "x-cms-webhook-secret"

/** Craft's element events the site cares about. */
export const WEBHOOK_EVENTS = ["afterSave", "afterDelete", "afterRestore"] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** The kinds of element a webhook can name. */
export const WEBHOOK_ELEMENT_TYPES = ["entry", "asset", "globalSet", "category", "user"] as const
export type WebhookElementType = (typeof WEBHOOK_ELEMENT_TYPES)[number]

export interface CmsWebhook {
  event: WebhookEvent
  element: {
    type: WebhookElementType
    id: string
    section: string | null
    typeHandle: string | null
    uri: string | null
    dateUpdated: string | null
  }
}

export class WebhookError extends Error {}

const optionalString = (value: unknown, name: string): string | null => {
  if (value === undefined || value === null || value === "") return null
  if (typeof value !== "string") throw new WebhookError(`element.${name} must be a string`)
  return value
}

/** Reads a webhook body; a body that is not this shape throws a WebhookError naming the field. */
export function parseCmsWebhook(body: unknown): CmsWebhook {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new WebhookError("the body must be a JSON object")
  const { event, element } = body as Record<string, unknown>
  if (!WEBHOOK_EVENTS.includes(event as WebhookEvent)) throw new WebhookError(`event must be one of ${WEBHOOK_EVENTS.join(", ")}`)
  if (!element || typeof element !== "object" || Array.isArray(element)) throw new WebhookError("element must be an object")
  const e = element as Record<string, unknown>
  if (!WEBHOOK_ELEMENT_TYPES.includes(e.type as WebhookElementType)) throw new WebhookError(`element.type must be one of ${WEBHOOK_ELEMENT_TYPES.join(", ")}`)
  if ((typeof e.id !== "string" && typeof e.id !== "number") || String(e.id) === "") throw new WebhookError("element.id is required")
  return {
    event: event as WebhookEvent,
    element: {
      type: e.type as WebhookElementType,
      id: String(e.id),
      section: optionalString(e.section, "section"),
      typeHandle: optionalString(e.typeHandle, "typeHandle"),
      uri: optionalString(e.uri, "uri"),
      dateUpdated: optionalString(e.dateUpdated, "dateUpdated"),
    },
  }
}

/** Constant-time comparison of the header's secret with the configured one. */
export function secretMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== "string" || expected === "") return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Users and categories are copied into the entries that show them (an author's name, a
 * category title), so a change to one needs a full fetch, not an incremental one.
 */
export const needsFullSourcing = (webhook: CmsWebhook): boolean => webhook.element.type === "user" || webhook.element.type === "category"
