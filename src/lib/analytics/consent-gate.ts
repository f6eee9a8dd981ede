/**
 * The gate that analytics and marketing scripts wait at before they load (DESIGN 7: consent
 * first). The tag manager (tag-manager.ts) loads only once `analyticsConsent` is granted.
 *
 * Today nothing asks the visitor, so the gate starts granted. Issue 17's consent work holds
 * it: it calls `analyticsConsent.hold()` before the page is idle (the tag manager waits for
 * idle, so any code that runs at start-up is in time), and `grant()` when the visitor
 * consents to analytics. A script waiting at a held gate loads the moment it is granted;
 * holding it again stops nothing already loaded.
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

/** Analytics (the tag manager and what it loads). Granted by default until the consent banner exists (issue 17). */
export const analyticsConsent: ConsentGate = createConsentGate(true)
