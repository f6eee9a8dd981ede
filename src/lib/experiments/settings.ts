/**
 * The site's names for the experiments' head script (head.ts), which takes them as an argument
 * so that the script inlined in every page's head does not carry the whole site config.
 */
import { site } from "../../config/site"
import { analyticsEventName } from "../analytics/track"
import type { ExperimentsCookieSettings } from "./assignment"
import { EXPERIMENTS_COOKIE, EXPERIMENTS_COOKIE_MAX_AGE_SECONDS } from "./cookie"

export { EXPERIMENTS_COOKIE, EXPERIMENTS_COOKIE_MAX_AGE_SECONDS }

export interface ExperimentsHeadSettings {
  cookie: ExperimentsCookieSettings
  /** The dataLayer event name every analytics event has (analytics/track.ts). */
  eventName: string
}

export const experimentsHeadSettings: ExperimentsHeadSettings = {
  // Staging's domain first: it is itself under production's (lib/cookies/domain.ts).
  cookie: { name: EXPERIMENTS_COOKIE, maxAgeSeconds: EXPERIMENTS_COOKIE_MAX_AGE_SECONDS, domains: [site.cookieDomain.staging, site.cookieDomain.prod] },
  eventName: analyticsEventName,
}
