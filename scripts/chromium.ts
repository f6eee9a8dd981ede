/**
 * The one Chromium every tool of the project launches (DESIGN 6: Debian's, never a downloaded
 * build), and the flags every launch gets: the browser tests (playwright.config.ts), the
 * screenshots, and every measurement (`npm run perf`, perf:ci, perf:tasks, perf:main-thread).
 */

/** Debian's Chromium, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/**
 * Chromium 156 builds the address bar's two suggestion pop-ups as web pages
 * (chrome://omnibox-popup.top-chrome/, and its AI-mode page) in a renderer of their own as the
 * browser starts, headless or not: that renderer's main thread was busy for 0.3-1.0 s of CPU
 * in each fresh browser, and a page loaded right after the launch shared a 2-core machine with
 * it (2026-11-30: in one trace it ran 863 ms against the page renderer's 695), which is
 * nothing a visitor's phone does. These switches make both pop-ups the browser's native ones.
 * Lighthouse's figures did not move with it (it sets up for seconds before it navigates, and
 * the pop-ups have loaded by then: docs/speed.md, "Measuring"); a browser test's first page,
 * perf:main-thread's first load and a hand-made trace no longer share the machine with them.
 */
export const QUIET_BROWSER_FEATURES = "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup"

/**
 * Flags for every launch: no browser work of its own beside the page (the background
 * networking flags also keep this machine's closed network from refusing Chromium's own
 * connections, many at a time).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  QUIET_BROWSER_FEATURES,
]
