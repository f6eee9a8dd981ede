import { deferHydration } from "../../../runtime/deferred-hydration"
import type { ResourceFormProps } from "./ResourceForm"

/**
 * The resources' lead form, its code (and Yup's) in its own chunk, fetched when the form
 * nears the viewport (DESIGN 6): the server HTML shows the whole form from the first byte.
 */
export const LazyResourceForm = deferHydration<ResourceFormProps>(() =>
  import(/* webpackChunkName: "resource-form" */ "./ResourceForm").then((module) => module.ResourceForm),
)
