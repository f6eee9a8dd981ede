/**
 * The experiments' head script: the entry of a standalone script that the site
 * (src/runtime/experiments-head.ts) bundles at build time and inlines
 * in the `<head>` of every page while the site runs an experiment, called with the site's
 * running experiments and its names (settings.ts). It runs before the body is parsed, so the
 * first paint already shows the visitor's variants (marking.ts says how). It follows
 * client-side navigation itself: Gatsby's router moves with history.pushState/replaceState
 * (after the next page's resources have loaded, before React renders it) and listens to
 * popstate; the script wraps the first two and listens first, so the next page's variants
 * are marked before it renders, and the app's first-load JavaScript carries nothing for it.
 *
 * For each experiment of the page: the variant kept in the cookie, or one drawn now and kept
 * (assignment.ts); `<html>` marked; an 'Experiment' / 'Viewed' event in the dataLayer with the
 * experiment and the variant (`experimentId`, `experimentVariant`), once per page view.
 * Small on purpose (it delays the first paint by its parse time): it imports no site config.
 *
 * Consent (DESIGN 7): the cookie is an analytics cookie (lib/cookies/cookie-declaration.ts says
 * why), so without analytics consent the visitor sees the page as published, no variant is
 * drawn, kept or reported; a yes takes effect from the next page view.
 */
import { readBrowserCookies } from "../cookies/read"
import { consentInBrowser } from "../consent/record"
import { assignExperiments, experimentsCookieLine, parseAssignments, serializeAssignments, type PageAssignment } from "./assignment"
import { EXPERIMENTS_ATTRIBUTE, EXPERIMENTS_STYLE_ID, experimentsAttributeValue, experimentsStylesheet } from "./marking"
import type { Experiment } from "./model"
import type { ExperimentsHeadSettings } from "./settings"

export function startExperiments(experiments: readonly Experiment[], settings: ExperimentsHeadSettings): void {
  let shownPath: string | null = null
  const show = (path: string): void => {
    // Gatsby's router also replaces the state of the same page (scroll position, a hash): once per page view.
    if (path === shownPath) return
    shownPath = path
    try {
      if (!consentInBrowser(process.env.GATSBY_CONSENT_DEFAULT).analytics) {
        markPage([])
        return
      }
      const kept = parseAssignments(readBrowserCookies()[settings.cookie.name])
      const { page, assignments, changed } = assignExperiments(experiments, path, kept, Math.random)
      if (changed) document.cookie = experimentsCookieLine(serializeAssignments(assignments), window.location, settings.cookie)
      markPage(page)
      for (const assignment of page) reportViewed(assignment, settings.eventName)
    } catch (error) {
      // Cookies or the DOM blocked: the page keeps its control, as without JavaScript.
      console.error("[experiments] could not show this page's variants", error)
    }
  }
  show(window.location.pathname)
  try {
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method]
      history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
        original.apply(this, args)
        show(window.location.pathname)
      }
    }
    window.addEventListener("popstate", () => show(window.location.pathname))
  } catch (error) {
    // A frozen history: later pages of the visit show their control.
    console.error("[experiments] cannot follow client-side navigation", error)
  }
}

function markPage(page: readonly PageAssignment[]): void {
  const root = document.documentElement
  if (page.length > 0) root.setAttribute(EXPERIMENTS_ATTRIBUTE, experimentsAttributeValue(page))
  else root.removeAttribute(EXPERIMENTS_ATTRIBUTE)
  let style = document.getElementById(EXPERIMENTS_STYLE_ID)
  if (!style) {
    style = document.createElement("style")
    style.id = EXPERIMENTS_STYLE_ID
    document.head.appendChild(style)
  }
  style.textContent = experimentsStylesheet(page)
}

/** The same event shape as every analytics event (analytics/track.ts); a dataLayer that cannot take it is skipped. */
function reportViewed({ experimentId, variant }: PageAssignment, eventName: string): void {
  const host = window as unknown as { dataLayer?: unknown }
  host.dataLayer = host.dataLayer ?? []
  const dataLayer = host.dataLayer as { push?: (entry: unknown) => unknown }
  if (typeof dataLayer.push !== "function") return
  dataLayer.push({
    eventCategory: "Experiment",
    eventAction: "Viewed",
    eventLabel: `${experimentId} / ${variant}`,
    experimentId,
    experimentVariant: variant,
    event: eventName,
  })
}
