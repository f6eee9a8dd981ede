import { deferHydration } from "../../../runtime/deferred-hydration"
import type { DemoFormProps } from "./DemoForm"
import * as styles from "./DeferredDemoForm.module.css"

/**
 * The demo form as a page part: its code (Formik, Yup, the Marketo bridge: about 30 KB gzip)
 * is a chunk of its own, fetched when the form nears the viewport or a visitor focuses one of
 * its fields, so it is not part of the JavaScript a page loads before it is interactive
 * (issue 14). Until then the form is its server HTML, complete and visible; when the code
 * arrives, the live form takes over whatever the visitor typed or the browser autofilled
 * meanwhile, focus stays on the same field, and a press of 'Go to demo' is replayed
 * (deferHydration carries it over: src/runtime/carried-interaction.ts).
 * Used by /demos and by the content pages' forms.
 */
export const DeferredDemoForm = deferHydration<DemoFormProps>(
  () => import(/* webpackChunkName: "demo-form" */ "./DemoForm").then((module) => module.DemoForm),
  { className: styles.formLayer },
)
