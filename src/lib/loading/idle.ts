/**
 * Runs `task` when the main thread is next idle (or after `timeoutMs` at the latest).
 * Browsers without requestIdleCallback (Safari) wait `fallbackDelayMs` instead.
 */
export function whenIdle(task: () => void, timeoutMs = 1000, fallbackDelayMs = 50): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => task(), { timeout: timeoutMs })
  else window.setTimeout(task, fallbackDelayMs)
}

/**
 * Runs `task` once the page has loaded and the main thread is idle (or after `timeoutMs`
 * at the latest): for work that must not compete with the first paint and hydration.
 */
export function whenLoadedAndIdle(task: () => void, timeoutMs = 3000): void {
  if (typeof window === "undefined") return
  const afterLoad = (): void => whenIdle(task, timeoutMs, 500)
  if (document.readyState === "complete") afterLoad()
  else window.addEventListener("load", afterLoad, { once: true })
}
