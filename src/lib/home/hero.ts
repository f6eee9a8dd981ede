/**
 * The homepage hero's personalised parts (SPEC 2.9 item 1, 4.2, 6): its supporting copy and
 * its primary call to action, from the personalisation in force.
 */
import { site } from "../../config/site"

/** The variable element (personalisation global) that relabels the hero's primary button. */
export const HERO_PRIMARY_CTA_ELEMENT = "heroPrimaryCta"

export interface HeroCtaInputs {
  /** usePersonalization().variableElements */
  variableElements: Readonly<Record<string, string>>
  isRecognised: boolean
  /** The trial destination (the siteSettings.generalSignupUrl, '/signup' when empty). */
  signupUrl: string
  signInUrl?: string
}

export interface HeroCta {
  label: string
  href: string
}

/**
 * 'Try {product} free' to the sign-up for everyone we do not know. A recognised visitor
 * already has an account, so the button takes them to the application (the sign-in URL,
 * as the navigation's 'Go to {product}' does, SPEC 6), never to a second trial. The CMS's
 * heroPrimaryCta copy, when set for the visitor's status, relabels it.
 */
export function heroPrimaryCta({ variableElements, isRecognised, signupUrl, signInUrl = site.signInUrl }: HeroCtaInputs): HeroCta {
  const cmsLabel = variableElements[HERO_PRIMARY_CTA_ELEMENT]?.trim()
  const defaultLabel = isRecognised ? `Go to ${site.name}` : `Try ${site.name} free`
  return { label: cmsLabel || defaultLabel, href: isRecognised ? signInUrl : signupUrl }
}

/** The personalised hero copy when the CMS has one for the visitor, else the page's own. */
export function heroSupportingCopy(personalisedCopy: string | null, defaultCopy: string): string {
  return personalisedCopy?.trim() || defaultCopy
}
