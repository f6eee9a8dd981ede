/**
 * The cookies and browser storage this website uses, as the cookies policy (/cookies) lists
 * them. Built from the constants the code that writes them uses (attribution/params.ts,
 * config/site.ts, the storage keys), so the page cannot name a cookie the site does not write,
 * miss one it does, or give a lifetime other than the one it sets: a test holds every
 * tracked parameter to exactly one row.
 *
 * The one table of what the site stores, classified: the consent banner's dialog, the /cookies
 * page and docs/consent.md read it, and __tests__/lib/cookies/cookies-written.test.ts holds every
 * cookie the code writes to a row.
 */
import { site } from "../../config/site"
import { attributionCookieMaxAgeSeconds, firstTouchCookieMaxAgeSeconds, neverOverwrittenCookies, type TrackedParam } from "../attribution/params"
import { BANNER_DISMISSED_KEY } from "../banner/dismissal"
import { DEMO_FORM_SUBMITTED_KEY } from "../../features/lead-capture/browser/submitted-flag"
import { EXIT_INTENT_SEEN_KEY } from "../modals/exit-intent"
import { BRAND_FONT_CACHED_KEY, BRAND_FONT_CACHED_MAX_AGE_SECONDS } from "../fonts/head-script"
import { EXPERIMENTS_COOKIE, EXPERIMENTS_COOKIE_MAX_AGE_SECONDS } from "../experiments/cookie"
import { CONSENT_COOKIE, type ConsentClass } from "../consent/record"
import { CONSENT_COOKIE_MAX_AGE_SECONDS } from "../consent/choice"
import { HELD_ATTRIBUTION_KEY } from "../attribution/held-store"

export type StorageKind = "cookie" | "sessionStorage" | "localStorage"

export interface DeclaredItem {
  /** What the row is, in a few words ('First touch'). */
  label: string
  /** The cookie or storage key names the row covers. */
  names: readonly string[]
  storage: StorageKind
  purpose: string
  /** How long it is kept, as it reads. */
  lifetime: string
  /**
   * What consent it needs (DESIGN 7): necessary ones are always on; analytics and marketing ones
   * wait for the visitor's yes (lib/consent). The banner's dialog lists each class's names from here.
   */
  consentClass: ConsentClass
  /** Why this class, where it is not obvious (shown on /cookies). */
  classReason?: string
}

export interface DeclarationGroup {
  id: "set-by-site" | "read-by-site" | "browser-storage"
  heading: string
  intro: string
  items: DeclaredItem[]
}

const secondsPerDay = 86_400

/** 7,776,000 s → '90 days'; 63,072,000 s → '2 years (730 days)'. Whole days only: cookie lifetimes here are. */
export function formatLifetime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError(`not a cookie lifetime: ${seconds}`)
  const days = Math.round(seconds / secondsPerDay)
  const dayText = `${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"}`
  if (days % 365 === 0) {
    const years = days / 365
    return `${years} ${years === 1 ? "year" : "years"} (${dayText})`
  }
  return dayText
}

/** The attribution cookies (SPEC 9.2, 9.3), by what they are for. Each tracked parameter is in one row. */
export const attributionCookieRows: ReadonlyArray<{ label: string; names: readonly TrackedParam[]; purpose: string }> = [
  {
    label: "Campaign",
    names: ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_adgroup"],
    purpose:
      "The campaign of the link that brought you here (source, medium, campaign, term, content, ad group), so a trial or demo request is credited to it.",
  },
  {
    label: "First campaign",
    names: ["initial_utm_source", "initial_utm_medium", "initial_utm_campaign", "initial_utm_term", "initial_utm_content", "initial_utm_adgroup"],
    purpose: "The campaign of the first link you followed, when a later link passes it on.",
  },
  {
    label: "Ad click",
    names: [
      "gclid",
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
    ],
    purpose: `The details of a ${site.searchProviderName} ad you clicked (its click id, campaign, ad group, keyword and placement), to measure which ads bring customers.`,
  },
  {
    label: "Offers and experiments",
    names: ["promo_code", "marketing_experiment_name", "marketing_experiment_value"],
    purpose: "A promotion code or marketing experiment named in the link you followed, so the offer still applies when you sign up.",
  },
  {
    label: "Referrals and partners",
    names: ["fp_ref", "partner_id", "dub_id"],
    purpose: "The referral or partner link you followed, so the partner is credited.",
  },
  {
    label: "Email tracking",
    names: ["_mkto_trk"],
    purpose: "The email-tracking id in a link from one of our emails, so the visit is connected to the email you clicked.",
  },
  { label: "Mobile app", names: ["fireb_device_id"], purpose: `The device id passed on when you open the site from the ${site.name} mobile app.` },
]

export function cookieDeclaration(): DeclarationGroup[] {
  const ninetyDays = formatLifetime(attributionCookieMaxAgeSeconds)
  return [
    {
      id: "set-by-site",
      heading: "Cookies this website sets",
      intro: `Written by this website's own code for ${site.cookieDomain.prod.slice(1)} and its subdomains. Analytics and marketing cookies are written only once you allow them (the consent banner, or "Cookie settings" at the foot of every page). A campaign cookie is written only when the link you followed carries that value; an existing one is kept until a new link replaces it.`,
      items: [
        {
          label: "First touch",
          names: [site.firstTouchCookie],
          storage: "cookie",
          purpose:
            "How you first found us (the page you landed on, the referring site, the campaign and any ad click id) and when. Written once, when you first allow marketing cookies, and never replaced.",
          lifetime: formatLifetime(firstTouchCookieMaxAgeSeconds),
          consentClass: "marketing",
        },
        ...attributionCookieRows.map((row) => ({
          label: row.label,
          names: row.names,
          storage: "cookie" as const,
          purpose: row.purpose,
          lifetime: ninetyDays,
          consentClass: "marketing" as const,
        })),
        {
          label: "Experiments",
          names: [EXPERIMENTS_COOKIE],
          storage: "cookie",
          purpose:
            "Which version of a page you were shown while we test a change to it (a different headline, for example), so that you see the same version on every visit and the test counts you once. Written on your first visit to a page under test.",
          lifetime: formatLifetime(EXPERIMENTS_COOKIE_MAX_AGE_SECONDS),
          consentClass: "analytics",
          classReason:
            "First-party and it changes what you see, but the site works the same without it: its only purpose is to measure which version works better. Without analytics consent you see the published page and are not part of the test.",
        },
        {
          label: "Pages viewed",
          names: ["utm_first_page", "utm_last_page"],
          storage: "cookie",
          purpose: "The first and the latest page of this website you viewed, sent with a demo request or a sign-up.",
          lifetime: ninetyDays,
          consentClass: "marketing",
        },
        {
          label: "Announcement banner",
          names: [BANNER_DISMISSED_KEY],
          storage: "cookie",
          purpose: "You closed the announcement banner, so it stays closed on the next pages. It holds only that (the value 1), for this website alone.",
          lifetime: "Until you close your browser",
          consentClass: "necessary",
        },
        {
          label: "Font",
          names: [BRAND_FONT_CACHED_KEY],
          storage: "cookie",
          purpose:
            "The website's font is already in your browser's cache, so later pages use it at once. It holds only that (the value 1), for this website alone.",
          lifetime: formatLifetime(BRAND_FONT_CACHED_MAX_AGE_SECONDS),
          consentClass: "necessary",
        },
        {
          label: "Your cookie choices",
          names: [CONSENT_COOKIE],
          storage: "cookie",
          purpose: "Which cookies you allowed (analytics, marketing) and when you chose, so we do not ask on every page. Written when you choose.",
          lifetime: formatLifetime(CONSENT_COOKIE_MAX_AGE_SECONDS),
          consentClass: "necessary",
        },
      ],
    },
    {
      id: "read-by-site",
      heading: "Cookies this website reads but does not set",
      intro: "Set by the Rapport app or by services we use; this website only reads them.",
      items: [
        {
          label: "Signed-in customer",
          names: [site.loggedInCookie],
          storage: "cookie",
          purpose: `Set by the ${site.name} app when you sign in. This website reads it to show you a 'Go to ${site.name}' button instead of the trial and demo buttons.`,
          lifetime: `Set by the ${site.name} app; removed when you sign out`,
          consentClass: "necessary",
          classReason: `Read, never written, here: it only decides which buttons a signed-in customer needs (SPEC 6), and tells us nothing the ${site.name} app does not already know.`,
        },
        {
          label: "Link attribution",
          names: neverOverwrittenCookies,
          storage: "cookie",
          purpose: "Set by our link-attribution service when you follow a shortened or partner link; this website reads them and never changes them.",
          lifetime: "Set by that service",
          consentClass: "marketing",
        },
      ],
    },
    {
      id: "browser-storage",
      heading: "Browser storage",
      intro: "Kept in your browser only and never sent to us. Session storage is cleared when you close the tab.",
      items: [
        {
          label: "'Before you go' message",
          names: [EXIT_INTENT_SEEN_KEY],
          storage: "sessionStorage",
          purpose: "The 'Before you go' message was shown once, so it is not shown again during this visit.",
          lifetime: "Until you close the tab",
          consentClass: "necessary",
        },
        {
          label: "Demo request",
          names: [DEMO_FORM_SUBMITTED_KEY],
          storage: "sessionStorage",
          purpose: "Remembers that you sent a demo request during this visit.",
          lifetime: "Until you close the tab",
          consentClass: "necessary",
        },
        {
          label: "Campaign details waiting for your choice",
          names: [HELD_ATTRIBUTION_KEY],
          storage: "sessionStorage",
          purpose:
            "Until you choose, the campaign details of this visit (how you first found us, as the marketing cookies above would record it) wait here, in this tab only, never sent to us. They become those cookies only if you allow marketing cookies; if you decline, they are deleted.",
          lifetime: "Until you choose, or close the tab",
          consentClass: "necessary",
          classReason:
            "Nothing here leaves your browser or outlives the tab, and it exists only so that a yes later in the visit still credits the page you first landed on.",
        },
      ],
    },
  ]
}

/** Every declared row, flat, for the banner's dialog and the tests. */
export function declaredItems(): DeclaredItem[] {
  return cookieDeclaration().flatMap((group) => group.items)
}

/** The names of the cookies (not browser storage) of one class, as the consent dialog lists them. */
export function cookieNamesOf(consentClass: ConsentClass): string[] {
  // A name can be in two rows (dub_id: a campaign parameter the site writes, and a link-attribution cookie it reads): listed once.
  return [
    ...new Set(
      declaredItems()
        .filter((item) => item.storage === "cookie" && item.consentClass === consentClass)
        .flatMap((item) => item.names),
    ),
  ]
}
