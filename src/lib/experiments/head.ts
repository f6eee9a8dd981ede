/**
 * The experiments' head script: the entry of a standalone script that the site runtime
 * (plugins/gatsby-plugin-site-runtime, experiments-head.ts) bundles at build time and inlines
 * in the `<head>` of every page while the site runs an experiment, called with the site's
 * running experiments and its names (settings.ts). It runs before the body is parsed, so the
 * first paint already shows the visitor's variants (marking.ts says how), and it stays on
 * `window` for client-side navigation: gatsby-browser's onPreRouteUpdate runs it for the next
 * page before React renders that page (runtime.ts).
 *
 * For each experiment of the page: the variant kept in the cookie, or one drawn now and kept
 * (assignment.ts); `<html>` marked; an 'Experiment' / 'Viewed' event in the dataLayer with the
 * experiment and the variant (`experimentId`, `experimentVariant`), once per page view.
 * Small on purpose (it delays the first paint by its parse time): it imports no site config.
 */
import { readBrowserCookies } from "../cookies/read"
import { assignExperiments, experimentsCookieLine, parseAssignments, serializeAssignments, type PageAssignment } from "./assignment"
import { EXPERIMENTS_ATTRIBUTE, EXPERIMENTS_STYLE_ID, experimentsAttributeValue, experimentsStylesheet } from "./marking"
import type { Experiment } from "./model"
import { EXPERIMENTS_RUNTIME_KEY, type ExperimentsRuntime } from "./runtime"
import type { ExperimentsHeadSettings } from "./settings"

export function startExperiments(experiments: readonly Experiment[], settings: ExperimentsHeadSettings): void {
  let shownPath: string | null = null
  const runtime: ExperimentsRuntime = (path) => {
    // Gatsby announces a route on the first render and on a change of hash alike: once per page view.
    if (path === shownPath) return
    shownPath = path
    try {
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
  ;(window as unknown as Record<string, unknown>)[EXPERIMENTS_RUNTIME_KEY] = runtime
  runtime(window.location.pathname)
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
  dataLayer.push({ eventCategory: "Experiment", eventAction: "Viewed", eventLabel: `${experimentId} / ${variant}`, experimentId, experimentVariant: variant, event: eventName })
}
