/**
 * Progressive hydration for long pages (DESIGN 6: TBT, first-load JavaScript).
 *
 * `deferHydration(load)` makes a component whose code is its own chunk and whose server
 * HTML stays as it is, untouched and un-hydrated, until it comes within one viewport of
 * the screen; only then is its code fetched and the part rendered (offscreen, so the swap
 * cannot be seen or shift what the visitor is looking at). The page is complete and
 * readable from the first byte, links in a waiting part work as plain links, and the main
 * thread only pays for the parts the visitor scrolls to.
 *
 * How: on the server the part renders normally (inside Suspense, which Gatsby waits for).
 * During hydration the browser renders an empty wrapper with dangerouslySetInnerHTML and
 * suppressHydrationWarning, which tells React to leave the server's children alone; later
 * renders keep the same empty HTML, so context or prop updates never touch it. When the
 * wrapper nears the viewport, the code loads and the real children replace the server's
 * copy. On a client-side navigation there is no server HTML, and the part renders at once.
 *
 * A visitor can reach a part before its code does (a slow phone, a jump to an anchor): the
 * first focus, press or submission in a waiting part wakes it at once, and what they did
 * meanwhile (focus, the press itself, what they typed) is carried over to the live copy
 * (carried-interaction.ts, carry-over.ts). The DOM says which copy is there: `data-hydration` is
 * "waiting" on the server copy, "deferred" on the live one.
 *
 * Why not plain React.lazy, whose server HTML React also keeps while the code loads: any
 * update that reaches a still-dehydrated boundary (a context or a parent's state changing
 * during hydration, like the banner hiding itself) makes React throw the server HTML away
 * and show the fallback. The empty wrapper here cannot receive such an update.
 */
import React, { Suspense, createContext, lazy, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState } from "react"
import { nothingCarried, watchWaitingPart, type CarriedInteraction } from "./carried-interaction"
import type * as CarryOver from "./carry-over"
import { useNearViewport } from "../hooks/useNearViewport"
import { startInOwnTask } from "../lib/loading/own-task"

/** How far outside the viewport a waiting part starts loading: one screen height. */
const ACTIVATION_MARGIN = "100% 0px 100% 0px"

/** A layout effect in the browser (before the first paint after hydration); nothing on the server, where effects do not run anyway. */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

/**
 * Set while a part's live copy is being rendered to replace its server copy (until that
 * commits). A deferred part inside it whose code is not loaded yet (a form inside a block)
 * then suspends the whole wake instead of showing an empty fallback: the wake is a transition,
 * so React keeps the server copy on screen until every piece of the live one is ready.
 */
const Waking = createContext<React.RefObject<boolean>>({ current: false })

/** The carrying over of what a visitor did to a waiting part (carry-over.ts), fetched with the first part that wakes. */
let carryOver: typeof CarryOver | null = null
const loadCarryOver = (): Promise<unknown> =>
  import(/* webpackChunkName: "carry-over" */ "./carry-over").then(
    (module) => (carryOver = module),
    // Without it a part still wakes; only what was done to its server copy is not carried over.
    () => null,
  )

/** True until the first page's hydration has committed; later pages render normally. */
let hydrating = typeof window !== "undefined"

/** Call once the page's hydration has committed (an effect of the page's root). */
export function markHydrated(): void {
  hydrating = false
}

export interface DeferHydrationOptions {
  /** The wrapper's class (it is a <div> around the part). */
  className?: string
  /**
   * When the part's code is fetched and the part comes alive: when it nears the viewport
   * (the default, for parts below the fold), or at once after the page's hydration, for a
   * part on screen that should simply not weigh on every page's first-load JavaScript (a
   * navigation variant only some pages use).
   */
  wake?: "nearViewport" | "afterHydration"
}

export function deferHydration<Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
  { className, wake = "nearViewport" }: DeferHydrationOptions = {},
): React.ComponentType<Props> {
  let loaded: React.ComponentType<Props> | null = null
  const loadOnce = (): Promise<React.ComponentType<Props>> =>
    load().then((component) => {
      loaded = component
      return component
    })
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })))

  function Deferred(props: Props): React.JSX.Element {
    const ref = useRef<HTMLDivElement>(null)
    // Deferring, unless left out for a measurement of what it buys (`npm run perf:mechanisms`; the
    // switch is plugins/gatsby-plugin-site-runtime/switched-off.ts, which src/ may not import): every
    // part then hydrates with the page, as React does with a lazy part, its code requested at once.
    // The variable is a literal in the bundle (Gatsby's value, or "" from the plugin when unset),
    // so in a normal build the comparison folds away here, where it is written.
    const [waiting] = useState(() => process.env.GATSBY_SITE_RUNTIME_WITHOUT !== "deferred-hydration" && hydrating && typeof window !== "undefined")
    // While hydrating, the first render is always the untouched wrapper, whatever code is loaded already.
    const [Active, setActive] = useState<React.ComponentType<Props> | null>(() => (waiting ? null : loaded))
    const carried = useRef<CarriedInteraction>(nothingCarried())

    const sleeping = waiting && !Active
    const near = useNearViewport(ref, ACTIVATION_MARGIN, sleeping && wake === "nearViewport")
    // A visitor who focuses, presses or submits something in a waiting part wakes it at once,
    // and what they did is carried over to the live copy (carried-interaction.ts).
    const [touched, setTouched] = useState(false)
    useIsomorphicLayoutEffect(() => {
      const element = ref.current
      if (!sleeping || !element) return undefined
      // Hydration keeps the server's attributes: say in the DOM that this copy is not live yet (tests wait on it).
      element.setAttribute("data-hydration", "waiting")
      return watchWaitingPart(element, carried.current, () => setTouched(true))
    }, [sleeping])

    useEffect(() => {
      if (!sleeping || !(near || touched || wake === "afterHydration")) return undefined
      let cancelled = false
      const start = (): void => {
        if (cancelled) return
        void Promise.all([loadOnce(), loadCarryOver()]).then(([component]) => {
          // A transition: should the live copy need more code (a deferred part inside it), React keeps the server copy meanwhile.
          if (!cancelled) startTransition(() => setActive(() => component))
        })
      }
      // A visitor waiting on this part: at once. Otherwise each part's code is requested in a
      // task of its own, out of the commit whose effects wake it (own-task.ts).
      if (touched) start()
      else startInOwnTask(start)
      return () => {
        cancelled = true
      }
    }, [sleeping, near, touched])

    // Read on this part's first render: whether it is being mounted as part of a waking part.
    const inWakingPart = useContext(Waking)
    const [mountedWaking] = useState(() => inWakingPart.current)
    const waking = useRef(true)

    // In the commit that put the live copy in, before the browser handles another event: a key
    // pressed in between goes to the live copy, which already holds what was typed and has focus.
    useIsomorphicLayoutEffect(() => {
      const element = ref.current
      if (!Active || !element) return
      waking.current = false
      carryOver?.applyCarried(element, carried.current)
      carried.current = nothingCarried()
    }, [Active])

    // The server copy is read in the commit that replaces it, before React changes the DOM: not
    // in the render, which in a transition can come long before the commit (sliced, or waiting
    // for more code), while the visitor goes on typing into the server copy.
    const readServerCopy = (): void => {
      if (ref.current?.getAttribute("data-hydration") === "waiting") carryOver?.readWaitingPart(ref.current, carried.current)
    }

    let copy: React.JSX.Element
    if (waiting && !Active) {
      copy = <div ref={ref} className={className} data-hydration="waiting" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    } else {
      // The lazy wrapper's prop type widens Props with ref attributes; both take the same props.
      const Component = (Active ?? Lazy) as React.ComponentType<Props>
      const part = <Component {...props} />
      let content: React.JSX.Element
      // Replacing the server copy: whatever inside still needs code suspends the wake (kept in the transition), never shows a fallback.
      if (waiting) content = <Waking.Provider value={waking}>{part}</Waking.Provider>
      // Mounted by a waking part: suspend with it.
      else if (mountedWaking) content = part
      // A page rendered in the browser (a client-side navigation, or a part mounted later): nothing to keep, the fallback is empty.
      else content = <Suspense fallback={null}>{part}</Suspense>
      copy = (
        <div ref={ref} className={className} data-hydration={waiting ? "deferred" : "server"}>
          {content}
        </div>
      )
    }
    // The same ReadBeforeReplace in both cases, so the commit that puts the live copy in is an update of it (which it reads in).
    return (
      <ReadBeforeReplace replacing={waiting && Active !== null} read={readServerCopy}>
        {copy}
      </ReadBeforeReplace>
    )
  }
  return Deferred
}

/**
 * Calls `read` in the commit where `replacing` turns true, before React changes the DOM
 * (getSnapshotBeforeUpdate, which only a class has): the last moment the server copy is in
 * the page as the visitor left it. Renders its children as they are.
 */
class ReadBeforeReplace extends React.Component<{ replacing: boolean; read: () => void; children: React.ReactNode }> {
  override getSnapshotBeforeUpdate(previous: Readonly<{ replacing: boolean }>): null {
    if (this.props.replacing && !previous.replacing) this.props.read()
    return null
  }

  /** Required beside getSnapshotBeforeUpdate; the read already happened. */
  override componentDidUpdate(): void {}

  override render(): React.ReactNode {
    return this.props.children
  }
}
