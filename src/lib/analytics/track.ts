/**
 * Analytics events through the tag manager's dataLayer (SPEC 7.4). Tracking must never
 * break a click: a missing window, a blocked or frozen dataLayer is logged and ignored.
 */
import { site } from "../../config/site"

export const analyticsEventName = `${site.slug}_event`

export type AnalyticsEvent = {
  eventCategory: string
  eventAction: string
  eventLabel?: string
  /** The event name is always analyticsEventName. */
  event?: never
} & Record<string, unknown>

interface DataLayerHost {
  dataLayer?: unknown
}

/** Pushes `{ event: '<slug>_event', ...event }`; returns whether the push happened. */
export function track(event: AnalyticsEvent): boolean {
  try {
    if (typeof window === "undefined") {
      console.warn(`[analytics] no window; '${event.eventAction}' not tracked`)
      return false
    }
    const host = window as unknown as DataLayerHost
    if (host.dataLayer === undefined || host.dataLayer === null) host.dataLayer = []
    const dataLayer = host.dataLayer as { push?: unknown }
    if (typeof dataLayer.push !== "function") {
      console.error(`[analytics] window.dataLayer cannot take events; '${event.eventAction}' not tracked`)
      return false
    }
    ;(dataLayer.push as (entry: unknown) => unknown).call(dataLayer, { ...event, event: analyticsEventName })
    return true
  } catch (error) {
    console.error(`[analytics] '${event?.eventAction}' not tracked`, error)
    return false
  }
}

/** SPEC 7.4: 'Free Trial' / 'Sign Up - {text}'. */
export function trackSignupClick(text: string, eventLabel?: string): boolean {
  return track({ eventCategory: "Free Trial", eventAction: `Sign Up - ${text}`, ...(eventLabel ? { eventLabel } : {}) })
}

/** The placement label of a CTA, e.g. 'Two up / {title or eyebrow}'. */
export function ctaPlacement(section: string, titleOrEyebrow: string): string {
  return `${section} / ${titleOrEyebrow}`
}

/**
 * A block's placement label: '{section} / {title or eyebrow}', the first name that is not
 * blank, or the section alone when it has none (never a dangling '{section} / ').
 */
export function blockPlacement(section: string, ...names: Array<string | null | undefined>): string {
  const name = names.map((value) => value?.trim()).find(Boolean)
  return name ? ctaPlacement(section, name) : section
}

/** A CTA click: the CTA's text as the action and its placement as the label. */
export function trackCtaClick(label: string, placement: string): boolean {
  return track({ eventCategory: "CTA Click", eventAction: label, eventLabel: placement })
}

/** The demo form's 'form started' and 'submitted' events (SPEC 4.1, 7.4). */
export function trackDemoFormEvent(action: "form started" | "submitted", eventLabel?: string): boolean {
  return track({ eventCategory: "Demo Form", eventAction: action, ...(eventLabel ? { eventLabel } : {}) })
}
