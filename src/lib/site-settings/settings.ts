/**
 * The synced site settings and the marketing-forms switch (SPEC 3.8: the siteSettings and
 * marketoConfigurations globals), read once at build time by SiteRoot and given to every
 * component through SiteSettingsProvider. The code names a sign-up or sign-in destination by
 * its canonical address (site.signupPath, site.signInUrl); `resolveSiteLink` turns that into
 * what the editors set, so a change in the CMS reaches every such link of the site.
 */
import { site } from "../../config/site"

export interface SiteSettings {
  /** generalSignupUrl: where sign-up CTAs lead ('/signup' when empty). */
  signupUrl: string
  /** productSignInUrl: the application's sign-in page (site.signInUrl when empty). */
  signInUrl: string
  /** mainFormReference: the marketing-forms id of the main demo form (site.marketo.formId when empty). */
  mainFormId: string
  /** marketoConfigurations.replaceMarketoForms: every form uses the site's own pipeline, never Marketo's script. */
  replaceMarketoForms: boolean
}

/** The globals as the data layer gives them; every field may be missing. */
export interface SiteSettingsSource {
  settings?: { generalSignupUrl?: string | null; productSignInUrl?: string | null; mainFormReference?: string | null } | null
  marketoConfigurations?: { replaceMarketoForms?: boolean | null } | null
}

export const defaultSiteSettings: SiteSettings = {
  signupUrl: site.signupPath,
  signInUrl: site.signInUrl,
  mainFormId: site.marketo.formId,
  replaceMarketoForms: false,
}

const filled = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

export function siteSettingsFrom(source: SiteSettingsSource | null | undefined): SiteSettings {
  return {
    signupUrl: filled(source?.settings?.generalSignupUrl) ?? defaultSiteSettings.signupUrl,
    signInUrl: filled(source?.settings?.productSignInUrl) ?? defaultSiteSettings.signInUrl,
    mainFormId: filled(source?.settings?.mainFormReference) ?? defaultSiteSettings.mainFormId,
    replaceMarketoForms: source?.marketoConfigurations?.replaceMarketoForms === true,
  }
}

/** Splits '/signup?plan=pro#x' into the path and what follows it. */
function splitHref(href: string): [path: string, rest: string] {
  const at = href.search(/[?#]/)
  return at === -1 ? [href, ""] : [href.slice(0, at), href.slice(at)]
}

/** Adds a link's own query and hash to a configured destination that may have its own query. */
function carryRest(destination: string, rest: string): string {
  if (!rest) return destination
  const [base, destinationRest] = splitHref(destination)
  const query = [destinationRest.split("#")[0]?.replace(/^\?/, ""), rest.split("#")[0]?.replace(/^\?/, "")].filter(Boolean).join("&")
  const hash = rest.includes("#") ? rest.slice(rest.indexOf("#")) : destinationRest.includes("#") ? destinationRest.slice(destinationRest.indexOf("#")) : ""
  return `${base}${query ? `?${query}` : ""}${hash}`
}

/**
 * The address a link really goes to: the canonical sign-up path ('/signup', with its own
 * query kept) becomes generalSignupUrl, the canonical sign-in URL becomes productSignInUrl;
 * every other href comes back unchanged. Sign-up sub-pages ('/signup/…') are pages of their
 * own and stay.
 */
export function resolveSiteLink(href: string, settings: SiteSettings): string {
  const [path, rest] = splitHref(href)
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path
  if (bare === site.signupPath && settings.signupUrl !== site.signupPath) return carryRest(settings.signupUrl, rest)
  if (bare === site.signInUrl && settings.signInUrl !== site.signInUrl) return carryRest(settings.signInUrl, rest)
  return href
}
