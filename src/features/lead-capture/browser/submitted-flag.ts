/**
 * The demo-form-submitted flag (SPEC 3.16): false until a demo request is sent in this
 * browser session. Kept in sessionStorage; storage that is missing or blocked (privacy
 * modes throw on access) never throws here: the flag then lasts for the life of the page.
 */
import { site } from "../../../config/site"

export const DEMO_FORM_SUBMITTED_KEY = `${site.slug}_demo_form_submitted`

let submittedInMemory = false

const browserSessionStorage = (): Storage | null => (typeof window === "undefined" ? null : window.sessionStorage)

export function markDemoFormSubmitted(getStorage: () => Storage | null = browserSessionStorage): void {
  submittedInMemory = true
  try {
    getStorage()?.setItem(DEMO_FORM_SUBMITTED_KEY, "true")
  } catch (error) {
    console.warn("[demo form] the submitted flag is kept for this page only:", (error as Error).message)
  }
}

export function isDemoFormSubmitted(getStorage: () => Storage | null = browserSessionStorage): boolean {
  if (submittedInMemory) return true
  try {
    return getStorage()?.getItem(DEMO_FORM_SUBMITTED_KEY) === "true"
  } catch {
    return false
  }
}

/** For tests. */
export function resetDemoFormSubmittedInMemory(): void {
  submittedInMemory = false
}
