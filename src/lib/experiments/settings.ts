/**
 * The site's names for the experiments' head script (head.ts), which takes them as an argument
 * so that the script inlined in every page's head does not carry the whole site config.
 */
import { site } from "../../config/site"
import { analyticsEventName } from "../analytics/track"
import { siteCookieDomains } from "../attribution/cookie-attributes"
import type { ExperimentsCookieSettings } from "./assignment"

/** The cookie that keeps each visitor's variants: `experiment:variant` pairs joined by '~'. */
export const EXPERIMENTS_COOKIE = `${site.slug}_experiments`

/** 90 days, longer than an experiment commonly runs; written again whenever an assignment is made or changes. */
export const EXPERIMENTS_COOKIE_MAX_AGE_SECONDS = 90 * 86_400

export interface ExperimentsHeadSettings {
  cookie: ExperimentsCookieSettings
  /** The dataLayer event name every analytics event has (analytics/track.ts). */
  eventName: string
}

export const experimentsHeadSettings: ExperimentsHeadSettings = {
  cookie: { name: EXPERIMENTS_COOKIE, maxAgeSeconds: EXPERIMENTS_COOKIE_MAX_AGE_SECONDS, domains: siteCookieDomains },
  eventName: analyticsEventName,
}
