/**
 * The navigation's buttons (SPEC 2.4, 6), decided in one place.
 *
 * The spec describes the sign-up CTA twice: once as 'Try free' / 'Try {product} free',
 * once as 'Free Trial' with the label replaceable through the generalSignupUrl setting.
 * Decided: the labels are 'Try free' (one button) and 'Try {product} free' (beside
 * 'Get demo'); generalSignupUrl replaces only where the button goes, never its label.
 */
import { site } from "../../config/site"
import { samePath } from "../links/link-target"

export interface NavButton {
  label: string
  href: string
  variant: "primary" | "secondary" | "ghost"
  /** The demo link: hidden on its own page. */
  secondary?: boolean
}

export interface NavButtonInput {
  /** siteSettings.navCtaOption; 'GET DEMO' shows the two-button variant. */
  option?: string | null
  /** siteSettings.navCtaUrl: where the single button goes. */
  optionUrl?: string | null
  /** siteSettings.generalSignupUrl ('/signup' by default). */
  signupUrl?: string | null
  /** siteSettings.productSignInUrl overrides the application sign-in URL. */
  signInUrl?: string | null
  currentPath: string
  isRecognised: boolean
  /** The personalised navigation CTA for the visitor's status, if any. */
  personalizedCta?: { text: string; url: string } | null
}

export function navButtons(input: NavButtonInput): { login: NavButton | null; ctas: NavButton[] } {
  const signInUrl = input.signInUrl || site.signInUrl
  const signupUrl = input.signupUrl || site.signupPath
  if (input.isRecognised) {
    const cta = input.personalizedCta ?? { text: `Go to ${site.name}`, url: signInUrl }
    return { login: null, ctas: [{ label: cta.text, href: cta.url, variant: "primary" }] }
  }
  const login: NavButton = { label: "Login", href: signInUrl, variant: "ghost" }
  if ((input.option ?? "").trim().toUpperCase() === "GET DEMO") {
    const demo: NavButton = { label: "Get demo", href: site.demoPath, variant: "secondary", secondary: true }
    const ctas = [demo, { label: `Try ${site.name} free`, href: signupUrl, variant: "primary" as const }]
    return { login, ctas: ctas.filter((b) => !(b.secondary && samePath(b.href, input.currentPath))) }
  }
  return { login, ctas: [{ label: "Try free", href: input.optionUrl || signupUrl, variant: "primary" }] }
}
