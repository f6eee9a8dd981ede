/**
 * Runs `task` once the page has loaded and the main thread is idle (or after `timeoutMs`
 * at the latest): for work that must not compete with the first paint and hydration.
 */
export function whenLoadedAndIdle(task: () => void, timeoutMs = 3000): void {
  if (typeof window === "undefined") return
  const whenIdle = (): void => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    else window.setTimeout(task, 500)
  }
  if (document.readyState === "complete") whenIdle()
  else window.addEventListener("load", whenIdle, { once: true })
}
