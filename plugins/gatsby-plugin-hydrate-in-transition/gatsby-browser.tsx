import type { GatsbyBrowser } from "gatsby"
import { hydrateInTransition } from "./hydrate-in-transition"

// The first hydration runs in a transition, in slices that leave the main thread free
// (hydrate-in-transition.ts). Gatsby still types the renderer as React 17's ReactDOM.render,
// whose return value it never reads; __tests__/plugins/hydrate-in-transition.test.tsx checks
// that Gatsby's production app still renders through this hook, with (element, container).
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as GatsbyRenderer
