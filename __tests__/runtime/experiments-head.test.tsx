/**
 * The experiments' head script as it ships: bundled by esbuild from src/lib/experiments/head.ts,
 * inlined by the site's onRenderBody (src/runtime/pre-app-scripts.tsx) in the head of a page whose context has experiments,
 * and run by a real DOM (jsdom) before the body is parsed, over the markup ExperimentCopy
 * renders on the server. A reload is a new document with the same cookie jar.
 */
import { join } from "node:path"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { CookieJar, JSDOM, VirtualConsole } from "jsdom"
import type { RenderBodyArgs } from "gatsby"
import { renderPreAppScripts } from "../../src/runtime/pre-app-scripts"
import { bundleExperimentsHead } from "../../src/runtime/classic-script"
import { EXPERIMENTS_HEAD_CONSTANT, EXPERIMENTS_HEAD_ID, experimentsHeadData, experimentsHeadMarkup } from "../../src/runtime/experiments-head"
import { ExperimentCopy } from "../../src/components/experiments/ExperimentCopy"
import { CONTROL_ARM, type Experiment } from "../../src/lib/experiments/model"
import { EXPERIMENTS_COOKIE } from "../../src/lib/experiments/settings"

const projectRoot = join(__dirname, "..", "..")
const bundle = bundleExperimentsHead(projectRoot, {})

const headline: Experiment = {
  id: "home-hero-headline",
  pageUri: "",
  element: "homeHeroHeading",
  arms: [
    { name: CONTROL_ARM, copy: null, weight: 50 },
    { name: "inside-gmail", copy: "Every client relationship, right inside Gmail", weight: 50 },
  ],
}
const pricingCta: Experiment = {
  id: "pricing-cta",
  pageUri: "pricing",
  element: "pricingCta",
  arms: [
    { name: CONTROL_ARM, copy: null, weight: 0 },
    { name: "start-free", copy: "Start free", weight: 100 },
  ],
}
const control = "Be there for your clients, every step of the way"

/** A browser whose visitor allowed analytics cookies (the consent cookie, lib/consent/record.ts): the experiments cookie is one. */
function consentedJar(consent = "v1.a1.m0.1764000000"): CookieJar {
  const jar = new CookieJar()
  jar.setCookieSync(`rapport_consent=${consent}; Path=/`, "http://127.0.0.1/")
  return jar
}

/** A page as the build writes it: the head script, then the body with the hero heading's server markup. */
function load(
  url: string,
  { jar = consentedJar(), random = 0.25, experiments = [headline, pricingCta] }: { jar?: CookieJar; random?: number; experiments?: Experiment[] } = {},
) {
  const errors: unknown[] = []
  const heading = renderToStaticMarkup(
    <h1>
      <ExperimentCopy experiment={headline}>{control}</ExperimentCopy>
    </h1>,
  )
  const dom = new JSDOM(`<!doctype html><html><head>${experimentsHeadMarkup(bundle, experiments)}</head><body>${heading}</body></html>`, {
    url,
    cookieJar: jar,
    runScripts: "dangerously",
    virtualConsole: new VirtualConsole().on("jsdomError", (error: unknown) => errors.push(error)),
    beforeParse: (window) => {
      window.Math.random = () => random
    },
  })
  expect(errors).toEqual([])
  const window = dom.window as unknown as Window & { dataLayer?: Array<Record<string, unknown>> }
  /** The heading's text as it shows: hidden arms (display: none) left out. */
  const shownHeading = (): string =>
    [...window.document.querySelectorAll("h1 [data-experiment-arm]")]
      .filter((arm) => window.getComputedStyle(arm).display !== "none")
      .map((arm) => arm.textContent)
      .join("")
  return { dom, window, jar, shownHeading }
}

const cookieOf = (jar: CookieJar, url: string): string | undefined =>
  jar
    .getCookiesSync(url)
    .find((cookie) => cookie.key === EXPERIMENTS_COOKIE)
    ?.value.toString()

describe("the experiments' head script", () => {
  test("a new visitor: a variant is drawn, kept in the cookie, marked on <html>, shown instead of the control, and reported", () => {
    const { window, jar, shownHeading } = load("http://127.0.0.1/", { random: 0.75 })
    expect(cookieOf(jar, "http://127.0.0.1/")).toBe("home-hero-headline:inside-gmail")
    expect(window.document.documentElement.getAttribute("data-experiments")).toBe("home-hero-headline:inside-gmail")
    expect(shownHeading()).toBe("Every client relationship, right inside Gmail")
    expect(window.dataLayer).toEqual([
      {
        event: "rapport_event",
        eventCategory: "Experiment",
        eventAction: "Viewed",
        eventLabel: "home-hero-headline / inside-gmail",
        experimentId: "home-hero-headline",
        experimentVariant: "inside-gmail",
      },
    ])
  })

  test("the control drawn: the control shows, and is reported as 'control'", () => {
    const { window, shownHeading } = load("http://127.0.0.1/", { random: 0.1 })
    expect(shownHeading()).toBe(control)
    expect(window.dataLayer?.[0]).toMatchObject({ experimentVariant: CONTROL_ARM })
  })

  test("sticky: a reload shows the variant the first view drew, whatever the next draw", () => {
    const first = load("http://127.0.0.1/", { random: 0.75 })
    const reload = load("http://127.0.0.1/", { jar: first.jar, random: 0.1 })
    expect(reload.shownHeading()).toBe("Every client relationship, right inside Gmail")
    expect(reload.window.dataLayer?.[0]).toMatchObject({ experimentVariant: "inside-gmail" })
  })

  test("without analytics consent: the published page, nothing drawn, kept or reported", () => {
    for (const jar of [new CookieJar(), consentedJar("v1.a0.m1.1764000000")]) {
      const { window, shownHeading } = load("http://127.0.0.1/", { jar, random: 0.9 })
      expect(shownHeading()).toBe(control)
      expect(cookieOf(jar, "http://127.0.0.1/")).toBeUndefined()
      expect(window.document.documentElement.hasAttribute("data-experiments")).toBe(false)
      expect(window.dataLayer ?? []).toEqual([])
    }
  })

  test("a corrupt cookie is replaced by a fresh draw, and the page shows one arm", () => {
    const jar = consentedJar()
    jar.setCookieSync(`${EXPERIMENTS_COOKIE}=home-hero-headline%3Dinside-gmail~~:::`, "http://127.0.0.1/")
    const { shownHeading } = load("http://127.0.0.1/", { jar, random: 0.1 })
    expect(cookieOf(jar, "http://127.0.0.1/")).toBe("home-hero-headline:control")
    expect(shownHeading()).toBe(control)
  })

  test("a page that runs no experiment: nothing drawn, written, marked or reported", () => {
    const { window, jar } = load("http://127.0.0.1/about/")
    expect(cookieOf(jar, "http://127.0.0.1/about/")).toBeUndefined()
    expect(window.document.documentElement.hasAttribute("data-experiments")).toBe(false)
    expect(window.dataLayer).toBeUndefined()
  })

  test("client-side navigation (history.pushState, replaceState, popstate): the next page's experiments marked, once per page view, the others kept", () => {
    const { window, jar } = load("http://127.0.0.1/", { random: 0.75 })
    window.history.pushState({ key: "1" }, "", "/pricing/")
    window.history.replaceState({ key: "1", scroll: 200 }, "", "/pricing/")
    window.history.pushState({ key: "1" }, "", "/pricing/#faq")
    expect(window.document.documentElement.getAttribute("data-experiments")).toBe("pricing-cta:start-free")
    expect(cookieOf(jar, "http://127.0.0.1/")).toBe("pricing-cta:start-free~home-hero-headline:inside-gmail")
    expect(window.dataLayer?.map((event) => event.eventLabel)).toEqual(["home-hero-headline / inside-gmail", "pricing-cta / start-free"])
    window.history.pushState({}, "", "/about/")
    expect(window.document.documentElement.hasAttribute("data-experiments")).toBe(false)
    expect(window.location.pathname).toBe("/about/")
  })

  test("back to a page under test (popstate): its kept variant again, and a new view reported", () => {
    const { window, dom } = load("http://127.0.0.1/about/", { random: 0.75 })
    window.history.pushState({}, "", "/")
    window.history.pushState({}, "", "/about/")
    // The browser moving back: the location changes without the page's pushState (the prototype's, not the script's wrapper), then popstate.
    dom.window.History.prototype.replaceState.call(window.history, {}, "", "/")
    expect(window.document.documentElement.hasAttribute("data-experiments")).toBe(false)
    window.dispatchEvent(new dom.window.PopStateEvent("popstate"))
    expect(window.document.documentElement.getAttribute("data-experiments")).toBe("home-hero-headline:inside-gmail")
    expect(window.dataLayer?.map((event) => event.experimentVariant)).toEqual(["inside-gmail", "inside-gmail"])
  })

  test("a dataLayer that cannot take events does not stop the variant from showing", () => {
    const errors: unknown[] = []
    const dom = new JSDOM(
      `<!doctype html><html><head><script>window.dataLayer = Object.freeze({})</script>${experimentsHeadMarkup(bundle, [headline])}</head><body></body></html>`,
      {
        url: "http://127.0.0.1/",
        cookieJar: consentedJar(),
        runScripts: "dangerously",
        virtualConsole: new VirtualConsole().on("jsdomError", (error: unknown) => errors.push(error)),
      },
    )
    expect(errors).toEqual([])
    expect(dom.window.document.documentElement.getAttribute("data-experiments")).toMatch(/^home-hero-headline:/)
  })

  test("escapes the experiments' copy for a script element", () => {
    const data = experimentsHeadData([{ ...headline, arms: [headline.arms[0]!, { name: "x", copy: "</script><script>alert(1)</script>", weight: 50 }] }])
    expect(data).not.toContain("</script>")
  })
})

describe("renderPreAppScripts (the site's onRenderBody)", () => {
  const renderHead = (pageContext: Record<string, unknown>) => {
    const head: React.ReactNode[] = []
    ;(globalThis as Record<string, unknown>)["__EARLY_ATTRIBUTION_BUNDLE__"] = ""
    ;(globalThis as Record<string, unknown>)[EXPERIMENTS_HEAD_CONSTANT] = bundle
    renderPreAppScripts({
      pathname: "/",
      loadPageDataSync: () => ({ result: { pageContext } }),
      setPostBodyComponents: () => undefined,
      setHeadComponents: (components: React.ReactNode[]) => head.push(...components),
    } as unknown as RenderBodyArgs)
    return renderToStaticMarkup(<>{head}</>)
  }

  test("inlines the head script with the page context's experiments", () => {
    const html = renderHead({ experiments: [headline] })
    expect(html).toContain(`<script id="${EXPERIMENTS_HEAD_ID}">`)
    expect(html).toContain("home-hero-headline")
  })

  test("adds nothing while the site runs no experiment", () => {
    expect(renderHead({})).toBe("")
  })
})
