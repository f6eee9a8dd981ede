import React, { Suspense, lazy } from "react"
import { confirmationSize } from "../rules/confirmation"
import { DeferredDemoForm } from "./DeferredDemoForm"
import { useHydrated } from "../../../hooks/useHydrated"
import * as styles from "./DemoPage.module.css"

/**
 * The confirmation is only ever shown after hydration (the query decides it, and the server
 * HTML has none), so its code (the copy, the booking step) is a chunk fetched when it shows,
 * not part of /demos' first-load JavaScript.
 */
const DemoConfirmation = lazy(() =>
  import(/* webpackChunkName: "demo-confirmation" */ "./DemoConfirmation").then(({ DemoConfirmation }) => ({ default: DemoConfirmation })),
)

/**
 * The form card of /demos, or the confirmation once a request was sent
 * (/demos?companySize={size}). The query is read after hydration (the server HTML has no
 * query), and both states share one grid cell: the form stays in place, hidden, under the
 * confirmation, so the switch never changes the card's size or moves the page below it.
 */
export function DemoPanel({ search, bookingPagePath }: { search: string; bookingPagePath: string | null }): React.JSX.Element {
  const hydrated = useHydrated()
  const size = hydrated ? confirmationSize(search) : null
  return (
    <div className={styles.panel} data-state={size ? "confirmation" : "form"}>
      {/* visibility: hidden also takes the form out of the tab order and the accessibility tree. */}
      <div className={styles.panelLayer} style={size ? { visibility: "hidden" } : undefined}>
        <DeferredDemoForm heading="h2" loadScripts={!size} />
      </div>
      {size ? (
        <div className={`${styles.panelLayer} ${styles.confirmationLayer}`}>
          <Suspense fallback={null}>
            <DemoConfirmation size={size} bookingPagePath={bookingPagePath} />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
