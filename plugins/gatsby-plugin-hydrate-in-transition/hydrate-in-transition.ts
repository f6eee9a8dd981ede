import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

/**
 * Gatsby's renderer (gatsby-browser `replaceHydrateFunction`), changed in one way: the
 * first hydration runs inside `startTransition`.
 *
 * React 18 hydrates a root in the default lane, which is never time-sliced: the whole
 * page is hydrated in one go, and on a mid-range phone that is one long task of 100–200 ms
 * right after the first paint, which is what Lighthouse's Total Blocking Time counts
 * (DESIGN 6: ≤ 66 ms). In a transition lane React hydrates in 5 ms slices and yields to
 * the browser between them, so the page stays responsive while it hydrates. Nothing is
 * lost when a visitor acts first: a click or key press on markup not yet hydrated makes
 * React finish the hydration synchronously and then replays the event. (A transition left
 * pending for 5 s expires and completes at once, so hydration is never put off for long.)
 *
 * As Gatsby's own renderers, it hydrates only when the server HTML holds the page (the
 * container's focus wrapper has content) and renders from scratch otherwise: client-only
 * routes, `gatsby develop` (whose HTML is empty) and develop's loading indicator, which
 * Gatsby renders into an element of its own with the same function. It returns the
 * unmount that develop calls to remove that indicator.
 */
export function hydrateInTransition(element: ReactNode, container: Element | Document | DocumentFragment | null): () => void {
  // Gatsby passes an element, #___gatsby for the page (the type is React's wider legacy one).
  if (!(container instanceof Element)) throw new Error("hydrateInTransition: Gatsby's root element #___gatsby is missing")
  const serverRendered = (container.querySelector("#gatsby-focus-wrapper")?.children.length ?? 0) > 0
  if (!serverRendered) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}
