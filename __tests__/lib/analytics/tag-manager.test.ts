/** @jest-environment jsdom */
/**
 * The tag manager as the site starts it: gatsby-browser's onInitialClientRender with
 * GATSBY_GTM_ID set or not (read when the site config loads, as Gatsby inlines it), the page
 * loaded, the idle callback run by hand, and the consent gate (lib/analytics/consent-gate.ts).
 */
import type { ConsentGate } from "../../../src/lib/analytics/consent-gate"
import type * as ConsentGateModule from "../../../src/lib/analytics/consent-gate"
import type * as GatsbyBrowserModule from "../../../gatsby-browser"
import { analyticsConsent, createConsentGate } from "../../../src/lib/analytics/consent-gate"
import { loadTagManager } from "../../../src/lib/analytics/tag-manager"

type IdleWindow = Window & { dataLayer?: unknown[] }
const host = window as IdleWindow

let idleCallbacks: Array<() => void>
const gtmScripts = (): HTMLScriptElement[] => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/"]')]

/** Runs the idle callbacks queued so far, then lets the dynamic import and the gate's promise settle. */
async function becomeIdle(): Promise<void> {
  const callbacks = idleCallbacks
  idleCallbacks = []
  for (const callback of callbacks) callback()
  // Each idle chunk is requested in a task of its own (lib/loading/own-task.ts), the tag manager's
  // third; its dynamic import and the gate resolve in microtasks and at most one macrotask after.
  for (let task = 0; task < 5; task += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve()
  }
}

/** gatsby-browser and the consent gate of one module registry, as the browser's bundle shares them. */
function startSite(gtmId: string | undefined, { consented = true }: { consented?: boolean } = {}): { gate: ConsentGate } {
  if (gtmId === undefined) delete process.env.GATSBY_GTM_ID
  else process.env.GATSBY_GTM_ID = gtmId
  // A fresh registry per start (the env is read when the config loads); the loader's dynamic import resolves in it too.
  jest.resetModules()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const gate = (require("../../../src/lib/analytics/consent-gate") as typeof ConsentGateModule).analyticsConsent
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const browser = require("../../../gatsby-browser") as typeof GatsbyBrowserModule
  browser.onInitialClientRender?.({} as never, {} as never)
  // The visitor's analytics consent (lib/consent/browser.ts grants the gate on a yes).
  if (consented) gate.grant()
  return { gate }
}

beforeEach(() => {
  idleCallbacks = []
  window.requestIdleCallback = ((callback: () => void) => {
    idleCallbacks.push(callback)
    return idleCallbacks.length
  }) as typeof window.requestIdleCallback
  document.head.innerHTML = ""
  delete host.dataLayer
})

afterAll(() => {
  delete process.env.GATSBY_GTM_ID
})

test("configured: nothing before the page is idle; then gtm.js with the container id, after a gtm.start event in the same dataLayer", async () => {
  host.dataLayer = [{ event: "rapport_event", eventCategory: "Experiment", eventAction: "Viewed" }]
  const before = Date.now()
  startSite("GTM-RAPPORT1")
  expect(gtmScripts()).toEqual([])
  await becomeIdle()
  const [script, ...others] = gtmScripts()
  expect(others).toEqual([])
  expect(script?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-RAPPORT1")
  expect(script?.async).toBe(true)
  expect(host.dataLayer).toEqual([
    { event: "rapport_event", eventCategory: "Experiment", eventAction: "Viewed" },
    { "gtm.start": expect.any(Number), event: "gtm.js" },
  ])
  expect((host.dataLayer[1] as { "gtm.start": number })["gtm.start"]).toBeGreaterThanOrEqual(before)
})

test("unconfigured: nothing loads, nothing is pushed, nothing throws", async () => {
  const errorSpy = jest.spyOn(console, "error")
  startSite(undefined)
  await becomeIdle()
  expect(gtmScripts()).toEqual([])
  expect(host.dataLayer).toBeUndefined()
  expect(errorSpy).not.toHaveBeenCalled()
  errorSpy.mockRestore()
})

test("without analytics consent nothing loads, however idle the page; a yes loads it", async () => {
  const { gate } = startSite("GTM-RAPPORT1", { consented: false })
  await becomeIdle()
  expect(gtmScripts()).toEqual([])
  expect(host.dataLayer).toBeUndefined()
  gate.grant()
  await becomeIdle()
  expect(gtmScripts()).toHaveLength(1)
})

test("a held consent gate holds the tag manager back until it is granted", async () => {
  const { gate } = startSite("GTM-RAPPORT1")
  gate.hold()
  await becomeIdle()
  expect(gtmScripts()).toEqual([])
  expect(host.dataLayer).toBeUndefined()
  gate.grant()
  await becomeIdle()
  expect(gtmScripts()).toHaveLength(1)
})

describe("loadTagManager", () => {
  test("a malformed id loads nothing and says so", async () => {
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    await expect(loadTagManager('GTM-1"><script>', { gate: createConsentGate(true) })).resolves.toBe(false)
    expect(gtmScripts()).toEqual([])
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining("not a Tag Manager container id"))
    errorSpy.mockRestore()
  })

  test("a second call adds no second script", async () => {
    const gate = createConsentGate(true)
    await expect(loadTagManager("GTM-RAPPORT1", { gate })).resolves.toBe(true)
    await expect(loadTagManager("GTM-RAPPORT1", { gate })).resolves.toBe(false)
    expect(gtmScripts()).toHaveLength(1)
  })

  test("a dataLayer that cannot take events: no script, an error logged, nothing thrown", async () => {
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    ;(host as unknown as { dataLayer: unknown }).dataLayer = Object.freeze({})
    await expect(loadTagManager("GTM-RAPPORT1", { gate: createConsentGate(true) })).resolves.toBe(false)
    expect(gtmScripts()).toEqual([])
    errorSpy.mockRestore()
  })
})

describe("the consent gate", () => {
  test("starts held: only the visitor's consent opens it (lib/consent/browser.ts)", () => expect(analyticsConsent.isGranted()).toBe(false))

  test("whenGranted waits while held and resolves on grant", async () => {
    const gate = createConsentGate(false)
    let released = false
    void gate.whenGranted().then(() => (released = true))
    await Promise.resolve()
    expect(released).toBe(false)
    gate.grant()
    await Promise.resolve()
    expect(released).toBe(true)
    await expect(gate.whenGranted()).resolves.toBeUndefined()
  })
})
