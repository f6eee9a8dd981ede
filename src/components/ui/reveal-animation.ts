/**
 * Reveal's animation, in its own chunk (3.6 KB gzip): framer-motion's small DOM `animate`
 * (framer-motion/dom/mini, the browser's Web Animations under framer-motion's API) and its
 * `inView`. Reveal imports it only when content that waited below the viewport comes near it.
 *
 * Why not LazyMotion and `m` (DESIGN 4's first choice): `m` with the smallest feature set
 * loaded 32.8 KB gzip when the first section came near, which put a desktop visit to `/` at
 * 181.7 KB eventually loaded against DESIGN 6's 160 KB. A fade and a lift of a plain element
 * need no React-driven motion values; docs/speed.md has the measurement.
 */
import { animate } from "framer-motion/dom/mini"
import { inView } from "framer-motion/dom"

/** What Reveal's waiting style (opacity 0, 24 px lower) animates back to: the element as laid out. */
export const REVEAL_KEYFRAMES = { opacity: [0, 1], transform: ["translateY(24px)", "none"] }
const REVEAL_TRANSITION = { duration: 0.5, ease: [0.22, 1, 0.36, 1] as [number, number, number, number] }

/**
 * Once a fifth of `element` is in view, animates it in (after `delay` seconds), then calls
 * `onShown`; a browser without Web Animations shows it at once. Returns what stops watching.
 */
export function revealWhenInView(element: HTMLElement, delay: number, onShown: () => void): () => void {
  return inView(
    element,
    () => {
      if (typeof element.animate !== "function") {
        onShown()
        return
      }
      void animate(element, REVEAL_KEYFRAMES, { ...REVEAL_TRANSITION, delay }).finished.then(onShown, onShown)
    },
    { amount: 0.2 },
  )
}
