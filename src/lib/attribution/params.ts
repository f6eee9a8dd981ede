/**
 * The parameter lists and lifetimes of SPEC 9.2 and 9.3. Kept as data so that every
 * rule elsewhere iterates over the spec's own lists instead of repeating names.
 */

/** Every query parameter the site tracks (SPEC 9.3). */
export const trackedParams = [
  "initial_utm_source",
  "initial_utm_campaign",
  "initial_utm_medium",
  "initial_utm_adgroup",
  "initial_utm_content",
  "initial_utm_term",
  "utm_source",
  "utm_campaign",
  "utm_medium",
  "utm_adgroup",
  "utm_content",
  "utm_term",
  "campaignid",
  "adgroupid",
  "feeditemid",
  "targetid",
  "loc_interest_ms",
  "loc_physical_ms",
  "matchtype",
  "network",
  "device",
  "devicemodel",
  "creative",
  "keyword",
  "placement",
  "target",
  "adposition",
  "gclid",
  "marketing_experiment_name",
  "marketing_experiment_value",
  "promo_code",
  "fireb_device_id",
  "_mkto_trk",
  "fp_ref",
  "dub_id",
  "partner_id",
] as const

export type TrackedParam = (typeof trackedParams)[number]

/** The campaign parameters passed on to sign-up, demo and sign-in links (SPEC 9.3). */
export const keptCampaignParams = [
  "utm_source",
  "utm_medium",
  "utm_term",
  "utm_campaign",
  "gclid",
  "utm_content",
  "fp_ref",
  "dub_id",
  "partner_id",
] as const satisfies readonly TrackedParam[]

/** The CMS entry fields that stand in for an absent parameter (SPEC 9.3, the defaults table). */
export interface EntryAttributionDefaults {
  defaultCampaignUtm?: string | null
  defaultMediumUtm?: string | null
  defaultSourceUtm?: string | null
  defaultFpRef?: string | null
  defaultDubId?: string | null
  defaultPartnerId?: string | null
}

export const entryDefaultFieldByParam = {
  utm_campaign: "defaultCampaignUtm",
  utm_medium: "defaultMediumUtm",
  utm_source: "defaultSourceUtm",
  fp_ref: "defaultFpRef",
  dub_id: "defaultDubId",
  partner_id: "defaultPartnerId",
} as const satisfies Partial<Record<TrackedParam, keyof EntryAttributionDefaults>>

/** The first_* fields of the attribution state (SPEC 3.16), in the order they go out (SPEC 9.3). */
export const firstTouchStateFields = [
  "first_referrer",
  "first_referrer_domain",
  "first_landing_page",
  "first_source",
  "first_medium",
  "first_campaign",
  "first_term",
  "first_content",
  "first_seen_ts",
  "first_gclid",
  "first_fbclid",
  "first_msclkid",
  "first_ttclid",
] as const

export type FirstTouchStateField = (typeof firstTouchStateFields)[number]

/** Cookies that belong to the link-attribution service: once set, the site never replaces them (SPEC 4.4). */
export const neverOverwrittenCookies: readonly string[] = ["dub_id", "dub_partner_data"]

const secondsPerDay = 86_400

/** SPEC 9.2: the attribution cookies live 90 days (7,776,000 s). */
export const attributionCookieMaxAgeSeconds = 90 * secondsPerDay

/** SPEC 9.2: the first-touch cookie lives 730 days, given as days × 86400 seconds. */
export const firstTouchCookieMaxAgeSeconds = 730 * secondsPerDay
