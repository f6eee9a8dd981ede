import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

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
 * As Gatsby's own renderer, it hydrates only when the server HTML holds the page (the
 * focus wrapper has content) and renders from scratch otherwise, e.g. on client-only
 * routes and in `gatsby develop`, whose HTML is empty.
 */
export function hydrateInTransition(element: ReactNode, container: Element | Document | DocumentFragment | null): void {
  // Gatsby passes its root element, #___gatsby (the type is React's wider legacy one).
  if (!(container instanceof Element)) throw new Error("hydrateInTransition: Gatsby's root element #___gatsby is missing")
  const focusWrapper = document.getElementById("gatsby-focus-wrapper")
  if (focusWrapper && focusWrapper.children.length > 0) {
    startTransition(() => {
      hydrateRoot(container, element)
    })
    return
  }
  createRoot(container).render(element)
}
