/** @jest-environment jsdom */
import "../support/text-encoder"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import React, { useState } from "react"
import { renderToString } from "react-dom/server"
import { hydrateInTransition } from "../../plugins/gatsby-plugin-hydrate-in-transition/hydrate-in-transition"

// Real React, real scheduler, real timers: act() would flush the work in one go and hide
// whether hydration yields, which is the point of this module.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
reactGlobals.IS_REACT_ACT_ENVIRONMENT = false

const SLOW_PARTS = 40
let rendered = 0

/** A part of the page whose render takes 2 ms, like a real section on a slow phone. */
function SlowPart({ index }: { index: number }): React.ReactElement {
  const until = performance.now() + 2
  while (performance.now() < until) {
    // busy: the main thread is taken, as by a real render
  }
  rendered += 1
  return <p>Part {index}</p>
}

function Page(): React.ReactElement {
  const [count, setCount] = useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
      {Array.from({ length: SLOW_PARTS }, (_, index) => (
        <SlowPart key={index} index={index} />
      ))}
    </div>
  )
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 2_000 && !condition(); tries++) await nextTask()
  if (!condition()) throw new Error("the condition never became true")
}

let container: HTMLElement
let consoleError: jest.SpyInstance

beforeEach(() => {
  document.body.innerHTML = '<div id="___gatsby"></div>'
  container = document.getElementById("___gatsby") as HTMLElement
  consoleError = jest.spyOn(console, "error")
})

afterEach(() => {
  consoleError.mockRestore()
})

test("hydrates the server HTML in slices, yielding to other tasks between them, and keeps every node", async () => {
  container.innerHTML = renderToString(<Page />)
  const serverButton = container.querySelector("button")
  rendered = 0

  hydrateInTransition(<Page />, container)
  // Other tasks queued while React works see how far hydration got each time they run.
  const seenByOtherTasks: number[] = []
  await until(() => {
    seenByOtherTasks.push(rendered)
    return rendered === SLOW_PARTS
  })

  const partway = seenByOtherTasks.filter((count) => count > 0 && count < SLOW_PARTS)
  expect(partway.length).toBeGreaterThan(0)
  // Hydrated, not re-rendered: the server's button is the one on the page, and it works.
  expect(container.querySelector("button")).toBe(serverButton)
  serverButton?.click()
  await until(() => serverButton?.textContent === "Clicked 1 times")
  expect(consoleError).not.toHaveBeenCalled()
})

test("renders from scratch when the server HTML is empty (client-only routes, gatsby develop)", async () => {
  rendered = 0
  hydrateInTransition(<Page />, container)
  await until(() => container.querySelector("button") !== null)
  expect(container.querySelectorAll("p")).toHaveLength(SLOW_PARTS)
  container.querySelector("button")?.click()
  await until(() => container.querySelector("button")?.textContent === "Clicked 1 times")
  expect(consoleError).not.toHaveBeenCalled()
})

test("an empty element of its own (develop's loading indicator) is rendered, not hydrated, even once the page is, and can be unmounted", async () => {
  container.innerHTML = renderToString(<Page />)
  hydrateInTransition(<Page />, container)
  const indicator = document.createElement("div")
  document.body.append(indicator)
  const unmount = hydrateInTransition(<p>Building this page…</p>, indicator)
  await until(() => indicator.textContent === "Building this page…")
  unmount()
  await until(() => indicator.textContent === "")
  expect(consoleError).not.toHaveBeenCalled()
})

describe("Gatsby still renders through the hook (fails on an upgrade that changes it)", () => {
  const productionApp = readFileSync(join(__dirname, "../../node_modules/gatsby/cache-dir/production-app.js"), "utf8")

  test("production-app takes the first replaceHydrateFunction's renderer and calls it with the app and #___gatsby", () => {
    expect(productionApp).toMatch(/const renderer =\s*apiRunner\(`replaceHydrateFunction`, undefined, defaultRenderer\)\[0\] \|\|\s*defaultRenderer/)
    expect(productionApp).toMatch(/document\.getElementById\(`___gatsby`\)/)
    expect(productionApp).toMatch(/renderer\(<App \/>, rootElement\)/)
    // And hydrates, rather than renders, only when the focus wrapper has the server's children, as this module does.
    expect(productionApp).toMatch(/if \(focusEl && focusEl\.children\.length\)/)
  })

  test("the site runtime's gatsby-browser hands Gatsby this renderer", async () => {
    const { replaceHydrateFunction } = await import("../../plugins/gatsby-plugin-hydrate-in-transition/gatsby-browser")
    expect(replaceHydrateFunction?.({} as never, {} as never)).toBe(hydrateInTransition)
  })
})
