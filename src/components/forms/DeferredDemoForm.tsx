import React, { useState } from "react"
import { deferHydration } from "../../../plugins/gatsby-plugin-site-runtime/deferred-hydration"
import type { DemoFormProps } from "./DemoForm"
import * as styles from "./DeferredDemoForm.module.css"

export interface DeferredDemoFormProps extends DemoFormProps {
  /** The value of the data-demo-form-host attribute on the element around this form: where its server HTML is found. */
  host: string
}

/**
 * The demo form as a page part: its code (Formik, Yup, the Marketo bridge: about 30 KB gzip)
 * is a chunk of its own, fetched when the form nears the viewport or a visitor focuses one of
 * its fields, so it is not part of the JavaScript a page loads before it is interactive
 * (issue 14). Until then the form is its server HTML, complete and visible; when the code
 * arrives, the live form starts from whatever the visitor typed into it meanwhile (read from
 * the server HTML inside `[data-demo-form-host="{host}"]`), and focus stays on the same field.
 * Used by /demos and by the content pages' forms.
 */
export const DeferredDemoForm = deferHydration<DeferredDemoFormProps>(
  () =>
    // Reading what was typed is part of the form's chunk too: pages carry only this wrapper.
    Promise.all([import(/* webpackChunkName: "demo-form" */ "./DemoForm"), import(/* webpackChunkName: "demo-form" */ "../../lib/demo-form/typed-values")]).then(([{ DemoForm }, { typedDemoValues }]) => {
      return function DemoFormKeepingInput({ host, ...props }: DeferredDemoFormProps): React.JSX.Element {
        // Read once, on the first render, while the server's copy is still in the page (on the server there is nothing typed yet).
        const [typed] = useState(() => (typeof document === "undefined" ? {} : typedDemoValues(document.querySelector(`[data-demo-form-host="${host}"] form`))))
        return <DemoForm {...props} initialValues={{ ...typed, ...props.initialValues }} />
      }
    }),
  { className: styles.formLayer },
)
