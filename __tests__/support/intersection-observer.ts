// jsdom has no IntersectionObserver. `stubIntersectionObserver()` installs a stand-in that records every
// observer the code under test creates (its callback, its options, the elements it watches) and
// reports only when the test says so. An observer the test never fires is one that never reports.
//
// Nothing here wraps in act(): the test does, synchronously or with `await act(async …)` as it needs.

/** How visible a target is: a ratio (0 to 1) or simply whether it intersects. */
export type Visibility = number | boolean

/** One observer created by the code under test. */
export interface FakeIntersectionObserver {
  readonly callback: IntersectionObserverCallback
  readonly options: IntersectionObserverInit
  /** The elements it watches now (observe() adds, unobserve() and disconnect() remove). */
  readonly observed: readonly Element[]
  /** Calls its callback once with one entry per [target, visibility], as after a scroll. */
  report(targets: ReadonlyArray<readonly [Element, Visibility]>): void
  /** Reports every element it watches at `visibility`; nothing when it watches none. */
  fire(visibility: Visibility): void
}

export interface IntersectionObserverStub {
  /** Every observer created since the stub went in, oldest first. */
  readonly observers: readonly FakeIntersectionObserver[]
  /** The observers watching `element` now. */
  watching(element: Element): FakeIntersectionObserver[]
  /** The observers watching `element` report it at `visibility`; throws when none watches it. */
  fire(element: Element, visibility: Visibility): void
  /** Every observer reports every element it watches at `visibility`. */
  fireAll(visibility: Visibility): void
  /** Puts back what window.IntersectionObserver was before (in jsdom: nothing). */
  restore(): void
}

/** An entry for `target`: a ratio says whether it intersects (> 0); `true` is fully in view, `false` out of it. */
export function intersectionEntry(target: Element, visibility: Visibility): IntersectionObserverEntry {
  const intersectionRatio = typeof visibility === "number" ? visibility : visibility ? 1 : 0
  const isIntersecting = typeof visibility === "boolean" ? visibility : visibility > 0
  return { target, isIntersecting, intersectionRatio, time: 0 } as unknown as IntersectionObserverEntry
}

/** What window.IntersectionObserver was before the first stub still in place; null while none is. */
let original: PropertyDescriptor | undefined | null = null

export function stubIntersectionObserver(): IntersectionObserverStub {
  const observers: FakeIntersectionObserver[] = []

  class Fake implements FakeIntersectionObserver {
    readonly observed: Element[] = []
    readonly options: IntersectionObserverInit
    readonly root = null
    readonly rootMargin: string
    readonly thresholds: readonly number[]
    constructor(
      readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.options = options
      this.rootMargin = options.rootMargin ?? "0px"
      this.thresholds = ([] as number[]).concat(options.threshold ?? 0)
      observers.push(this)
    }
    observe(element: Element): void {
      if (!this.observed.includes(element)) this.observed.push(element)
    }
    unobserve(element: Element): void {
      const index = this.observed.indexOf(element)
      if (index >= 0) this.observed.splice(index, 1)
    }
    disconnect(): void {
      this.observed.length = 0
    }
    takeRecords(): IntersectionObserverEntry[] {
      return []
    }
    report(targets: ReadonlyArray<readonly [Element, Visibility]>): void {
      const entries = targets.map(([target, visibility]) => intersectionEntry(target, visibility))
      this.callback(entries, this as unknown as IntersectionObserver)
    }
    fire(visibility: Visibility): void {
      if (this.observed.length > 0) this.report(this.observed.map((target) => [target, visibility] as const))
    }
  }

  if (original === null) original = Object.getOwnPropertyDescriptor(window, "IntersectionObserver")
  window.IntersectionObserver = Fake as unknown as typeof IntersectionObserver

  const watching = (element: Element) => observers.filter((observer) => observer.observed.includes(element))
  return {
    observers,
    watching,
    fire(element, visibility) {
      const watchers = watching(element)
      if (watchers.length === 0) throw new Error(`no IntersectionObserver watches this <${element.tagName.toLowerCase()}>`)
      for (const observer of watchers) observer.report([[element, visibility]])
    },
    fireAll(visibility) {
      for (const observer of [...observers]) observer.fire(visibility)
    },
    restore: restoreIntersectionObserver,
  }
}

/** Takes the stub out again (safe to call when none is in). */
export function restoreIntersectionObserver(): void {
  if (original === null) return
  if (original) Object.defineProperty(window, "IntersectionObserver", original)
  else delete (window as Partial<typeof window>).IntersectionObserver
  original = null
}
