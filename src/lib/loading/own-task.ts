/**
 * Runs each queued start in a task of its own, one after the other, in the order queued.
 *
 * For chunks requested while the page loads: the parts that wake right after hydration
 * (deferred-hydration.tsx, from the effects of hydration's commit) and the idle work
 * (gatsby-browser.tsx). Requesting a chunk appends a script element, which cost the main
 * thread 1-5 ms each during load on our 2-core machines, so the commit's task with four such
 * requests in its effects was 10-17 ms long (Total Blocking Time counts all of a task above
 * 50 ms on the phone it simulates, 13× slower here). One request to a task keeps each of them
 * short, and lets the browser paint or answer the visitor in between.
 */
const queue: Array<() => void> = []

export function startInOwnTask(start: () => void): void {
  queue.push(start)
  if (queue.length === 1) window.setTimeout(runNext, 0)
}

function runNext(): void {
  const start = queue[0]
  try {
    start?.()
  } finally {
    queue.shift()
    if (queue.length > 0) window.setTimeout(runNext, 0)
  }
}
