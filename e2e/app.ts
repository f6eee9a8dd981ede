import { expect, type Locator, type Page } from "@playwright/test"
import { LAYOUT_DEFERRED_CLASS, LAYOUT_SETTLED_ATTRIBUTE } from "../src/lib/loading/layout-deferred"

/**
 * The app has rendered the first page: Gatsby sets the 'onInitialClientRender' performance mark
 * when the first hydration commits. Network quiet is neither enough nor needed: the boot
 * scripts start after the first paint and the first hydration runs in slices after the last of
 * them arrived, so a test that clicks at network idle can click a link or button React has not
 * hydrated yet (a link then loads the next page in full; a button does nothing); and waiting
 * for it as well cost 0.5-0.7 s a page (500 ms of quiet after the last image or lazy chunk),
 * minutes of the suite. A part whose code loads later is waited for by its own condition
 * (deferredPartAwake, footerAwake), except the two every page wakes right after hydration,
 * the navigation and the web banner (src/slices/site-navigation.tsx, PageShell.tsx): their
 * swap would detach the header or the banner a test holds, so this waits for them too.
 */
export async function appStarted(page: Page): Promise<void> {
  await hydrated(page)
  await expect(waitingPart(page, page.locator("header, [data-web-banner]"))).toHaveCount(0)
}

/** The first hydration has committed (Gatsby's 'onInitialClientRender' mark); parts woken after it may still be on their way. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0, undefined, { polling: 50 })
}

/** What installShiftRecorder keeps on the page's window, a record per shift. */
type ShiftLog = { __shifts: Array<{ value: number; at: number; sources: string[] }> }

/**
 * Records the page's layout shifts from its first paint (not those right after input), as CLS
 * adds them up, with what moved (tag, id or class, and its box before and after); read with
 * layoutShift(), and name the movers in a failure with shiftSources().
 */
export async function installShiftRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
    const w = window as unknown as ShiftLog
    w.__shifts = []
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? "?"
      const name = node.id ? `#${node.id}` : typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).join(".")}` : ""
      return `${node.tagName.toLowerCase()}${name}`
    }
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }>) {
        if (entry.hadRecentInput) continue
        const sources = (entry.sources ?? []).map((s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`)
        w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** The layout shift recorded so far (installShiftRecorder). */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as ShiftLog).__shifts.reduce((a, b) => a + b.value, 0))

/** What moved so far, one line a shift (its score, when, and each moved element): for a failure's message. */
export const shiftSources = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as ShiftLog).__shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join("; ")}`).join("\n"))

/**
 * Waits until the deferred part (src/runtime/deferred-hydration.tsx)
 * that holds `inside` is live: its code loaded and its server copy replaced by the live one.
 * A keyboard press on the server copy before then does what the plain HTML does, and the
 * swap can detach an element a test holds. The part must be near the viewport (or focused)
 * to wake.
 */
export async function deferredPartAwake(page: Page, inside: Locator): Promise<void> {
  await expect(waitingPart(page, inside)).toHaveCount(0)
}

/** The deferred part (src/runtime/deferred-hydration.tsx) that holds `inside` while it is still its server copy, its code not run yet: none once it is live. */
export const waitingPart = (page: Page, inside: Locator): Locator => page.locator("[data-hydration='waiting']").filter({ has: inside })

/**
 * A slow connection at its slowest: from now on no script arrives until the returned function
 * is called (then every held one does, and later ones pass). For pressing or filling a part
 * whose code has not arrived (src/runtime/carried-interaction.ts). With `containing`, only
 * the scripts whose text holds it are held (one part's chunk, whose name is a hash); the
 * others arrive as usual.
 */
export async function holdScripts(page: Page, containing?: string): Promise<() => void> {
  let letThrough = (): void => undefined
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  await page.route(/\.js(\?|$)/, async (route) => {
    if (containing === undefined) {
      await held
      await route.continue()
      return
    }
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes(containing)) await held
    await route.fulfill({ response, body })
  })
  return letThrough
}

/** Scrolls to the end of the page, where the footer wakes (slices/site-footer.tsx), and waits until it is live. */
export async function footerAwake(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await deferredPartAwake(page, page.getByRole("contentinfo"))
}

/**
 * Every part of the page whose layout was skipped while it loaded (src/lib/loading/settle-layout.ts)
 * is laid out for real. Until then such a part's contents have no box (a bounding box reads
 * null) and a scroll that brings one into view resizes it, which the shift recorder counts.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    ([deferred, settled]) => document.getElementsByClassName(deferred).length === 0 || document.documentElement.hasAttribute(settled),
    [LAYOUT_DEFERRED_CLASS, LAYOUT_SETTLED_ATTRIBUTE] as const,
    { polling: 50 },
  )
}

/**
 * Scrolls `target` to the middle of the window at once. Not Playwright's scrollIntoViewIfNeeded,
 * which waits for the element to hold still first: the scroll wakes a deferred part
 * (src/runtime/deferred-hydration.tsx), whose swap of its server copy for the live one detaches
 * the element mid-wait, and that action does not try again. Wait for what the test needs next.
 */
export async function bringIntoView(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }))
}
