import React, { Suspense, lazy } from "react"
import { Modal } from "../../../components/ui/Modal"
import { ErrorBoundary } from "../../../components/ui/ErrorBoundary"
import { ButtonLink } from "../../../components/ui/Button"
import { site } from "../../../config/site"
import type { DemoFormProps } from "./DemoForm"

// Formik, Yup and the form load when the modal first opens, not with every page (DESIGN 6).
// Named, as in DemoPanel: one chunk for the form wherever it is opened, which npm run budget weighs.
const DemoForm = lazy(() => import(/* webpackChunkName: "demo-form" */ "./DemoForm"))

const intro = `See how easy it is to build lasting relationships with ${site.name}.`

/** If the form's code cannot be fetched (offline, a deploy in between), the visitor can still go to /demos. */
function FormLoadFailed({ onLeave }: { onLeave: () => void }): React.JSX.Element {
  return (
    <>
      <p>{intro}</p>
      <p role="alert">The form could not be loaded here. You can request your demo on its own page.</p>
      <ButtonLink href={site.demoPath} placement="Navigation / Demo modal" onClick={onLeave}>
        Get a demo
      </ButtonLink>
    </>
  )
}

/**
 * The navigation's demo/request modal (SPEC 2.4, 2.11): the demo form itself, the same one
 * as on /demos. The dialog's title is the form's heading ('It's demo time'); a sent request
 * closes the modal on its way to /demos?companySize={size}. Opened for a block's form
 * (`form`: a hero's sign-up form of type 'modal'), the request goes under that block's form
 * and the visitor is thanked inside the dialog.
 */
export function DemoRequestModal({ open, onClose, form }: { open: boolean; onClose: () => void; form?: DemoFormProps["inPlace"] }): React.JSX.Element {
  return (
    <Modal open={open} onClose={onClose} title="It's demo time">
      <ErrorBoundary name="[demo form] the form in the modal" fallback={<FormLoadFailed onLeave={onClose} />}>
        <Suspense
          fallback={
            <>
              <p>{intro}</p>
              <p role="status">Loading the form…</p>
            </>
          }
        >
          <DemoForm heading="none" onSent={form ? undefined : onClose} inPlace={form} />
        </Suspense>
      </ErrorBoundary>
    </Modal>
  )
}
