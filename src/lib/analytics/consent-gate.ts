/**
 * The gate that analytics and marketing scripts wait at before they load (DESIGN 7: consent
 * first). The tag manager (tag-manager.ts) loads only once `analyticsConsent` is granted.
 *
 * Both gates start held: lib/consent/browser.ts grants them as the app starts when the
 * visitor's recorded choice (or the deployment's GATSBY_CONSENT_DEFAULT) allows, and when the
 * visitor says yes in the banner. A script waiting at a held gate loads the moment it is
 * granted; holding it again stops nothing already loaded.
 */
export interface ConsentGate {
  isGranted(): boolean
  /** Resolves when the gate is granted: at once if it is now, else when grant() is called. */
  whenGranted(): Promise<void>
  hold(): void
  grant(): void
}

export function createConsentGate(initiallyGranted: boolean): ConsentGate {
  let granted = initiallyGranted
  let waiting: Array<() => void> = []
  return {
    isGranted: () => granted,
    whenGranted: () => (granted ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    hold: () => {
      granted = false
    },
    grant: () => {
      granted = true
      const release = waiting
      waiting = []
      for (const resolve of release) resolve()
    },
  }
}

/** Analytics (the tag manager and what it loads). */
export const analyticsConsent: ConsentGate = createConsentGate(false)

/** Marketing (Marketo's Forms 2.0 script, the link-attribution script). */
export const marketingConsent: ConsentGate = createConsentGate(false)
