/**
 * The early attribution script as it ships: bundled by esbuild from src/lib/attribution/early.ts,
 * inlined into a page by the site's onRenderBody (src/runtime/pre-app-scripts.tsx) with the page data's entry defaults, and
 * run by a real DOM (jsdom) while it parses the page, with no other script on it.
 */
import { join } from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import { CookieJar, JSDOM, VirtualConsole } from "jsdom"
import type { RenderBodyArgs } from "gatsby"
import { bundleEarlyAttribution } from "../../src/runtime/classic-script"
import {
  EARLY_ATTRIBUTION_CONSTANT,
  EARLY_ATTRIBUTION_DATA_ID,
  EARLY_ATTRIBUTION_ID,
  earlyAttributionCode,
  earlyAttributionData,
  earlyAttributionMarkup,
} from "../../src/runtime/early-attribution"
import { renderPreAppScripts } from "../../src/runtime/pre-app-scripts"
import { site } from "../../src/config/site"
import { serializeJsonLd } from "../../src/lib/seo/structured-data"

const projectRoot = join(__dirname, "..", "..")
const bundle = bundleEarlyAttribution(projectRoot, {})

/** A browser whose visitor chose earlier (the consent cookie, lib/consent/record.ts); null: a new visitor. */
function browserCookies(url: string, consent: string | null = "v1.a1.m1.1764000000"): CookieJar {
  const jar = new CookieJar()
  if (consent) jar.setCookieSync(`rapport_consent=${consent}; Path=/`, url)
  return jar
}

/** The page once the task the inline script queued while the page parsed has run (the rules run there, not in the parser's task). */
const afterQueuedRun = (dom: JSDOM): Promise<JSDOM> => new Promise((resolve) => dom.window.setTimeout(() => resolve(dom), 0))

/** Parses a page that ends with the inline script (and its data), as a browser would, until the rules the script queued have run. By default as a visitor who allowed marketing cookies. */
function load(url: string, markup: string, referrer = "", options: { consent?: string | null; gpc?: boolean } = {}): Promise<JSDOM> {
  return afterQueuedRun(parse(url, markup, referrer, options))
}

/** Parses the page; the script has run, the rules it queued not yet. */
function parse(url: string, markup: string, referrer = "", { consent, gpc = false }: { consent?: string | null; gpc?: boolean } = {}): JSDOM {
  const errors: unknown[] = []
  const dom = new JSDOM(`<!doctype html><html><body><main><h1>Pricing</h1></main>${markup}</body></html>`, {
    url,
    cookieJar: browserCookies(url, consent),
    beforeParse: (window) => {
      if (gpc) Object.defineProperty(window.navigator, "globalPrivacyControl", { get: () => true })
    },
    referrer: referrer || undefined,
    runScripts: "dangerously",
    virtualConsole: new VirtualConsole().on("jsdomError", (error: unknown) => errors.push(error)),
  })
  expect(errors).toEqual([])
  return dom
}

const cookiesOf = (dom: JSDOM): Record<string, string> =>
  Object.fromEntries(
    dom.window.document.cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), decodeURIComponent(pair.slice(pair.indexOf("=") + 1))]),
  )

describe("the early attribution script", () => {
  it("queues its rules behind the parser's task", async () => {
    const url = "http://127.0.0.1/pricing?utm_source=queued"
    // In the parser's task the script only queues the rules…
    const parsed = parse(url, earlyAttributionMarkup(bundle, null))
    expect(cookiesOf(parsed).utm_source).toBeUndefined()
    expect((parsed.window as unknown as Record<string, unknown>).__rapportEarlyAttribution).toBeUndefined()
    // …which run in the next task, and leave their state for the app.
    const done = await afterQueuedRun(parsed)
    expect(cookiesOf(done).utm_source).toBe("queued")
    expect((done.window as unknown as Record<string, unknown>).__rapportEarlyAttribution).toMatchObject({ params: { utm_source: "queued" } })
  })

  it("writes the campaign cookies and the first-touch record as soon as the page is parsed", async () => {
    const dom = await load(
      "http://127.0.0.1/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=autumn",
      earlyAttributionMarkup(bundle, null),
      "https://www.linkedin.com/feed/",
    )
    const jar = cookiesOf(dom)
    expect(jar).toMatchObject({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn" })
    const firstTouch = JSON.parse(jar[site.firstTouchCookie]!) as Record<string, string>
    expect(firstTouch).toMatchObject({
      source: "newsletter",
      medium: "email",
      campaign: "autumn",
      landing_page: "/pricing",
      referrer: "https://www.linkedin.com/feed/",
    })
  })

  it("before the visitor chooses: no cookie but the consent record, the writes held in the tab's sessionStorage, no link decoration", async () => {
    const dom = await load("http://127.0.0.1/pricing?utm_source=newsletter", earlyAttributionMarkup(bundle, null), "", { consent: null })
    expect(cookiesOf(dom)).toEqual({})
    const held = JSON.parse(dom.window.sessionStorage.getItem("rapport_attribution_held") ?? "[]") as Array<{ name: string; value: string }>
    expect(held.find((write) => write.name === "utm_source")?.value).toBe("newsletter")
    expect(held.map((write) => write.name)).toContain(site.firstTouchCookie)
    expect((dom.window as unknown as Record<string, unknown>).__rapportEarlyAttributionLinks).toBeUndefined()
  })

  it("declined, or Global Privacy Control: no attribution cookie and nothing held", async () => {
    const declined = await load("http://127.0.0.1/pricing?utm_source=newsletter", earlyAttributionMarkup(bundle, null), "", { consent: "v1.a1.m0.1764000000" })
    expect(Object.keys(cookiesOf(declined))).toEqual(["rapport_consent"])
    expect(declined.window.sessionStorage.length).toBe(0)
    const gpc = await load("http://127.0.0.1/pricing?utm_source=newsletter", earlyAttributionMarkup(bundle, null), "", { gpc: true })
    expect(Object.keys(cookiesOf(gpc))).toEqual(["rapport_consent"])
  })

  it("applies the entry's defaults when the query has none, and not over the query", async () => {
    const defaults = { defaultSourceUtm: "linkedin", defaultCampaignUtm: "smb_q4" }
    const jar = cookiesOf(await load("http://127.0.0.1/small-business-crm?utm_campaign=from_query", earlyAttributionMarkup(bundle, defaults)))
    expect(jar).toMatchObject({ utm_source: "linkedin", utm_campaign: "from_query" })
  })

  it("leaves its state for the app and no global of its own", async () => {
    const dom = await load("http://127.0.0.1/pricing?utm_source=handoff", earlyAttributionMarkup(bundle, null))
    const window = dom.window as unknown as Record<string, unknown>
    expect(window.rapportEarlyAttribution).toBeUndefined()
    expect(window.__rapportEarlyAttribution).toMatchObject({ params: { utm_source: "handoff" }, utm_last_page: "http://127.0.0.1/pricing?utm_source=handoff" })
  })

  it("keeps an existing first touch on a later visit", async () => {
    const first = await load("http://127.0.0.1/pricing?utm_source=first", earlyAttributionMarkup(bundle, null))
    const stored = cookiesOf(first)[site.firstTouchCookie]!
    const later = await afterQueuedRun(
      new JSDOM(
        `<!doctype html><body><script>document.cookie = ${JSON.stringify(`${site.firstTouchCookie}=${encodeURIComponent(stored)}; path=/`)}</script>${earlyAttributionMarkup(bundle, null)}`,
        {
          url: "http://127.0.0.1/demos?utm_source=second",
          runScripts: "dangerously",
        },
      ),
    )
    expect(cookiesOf(later)[site.firstTouchCookie]).toBe(stored)
  })

  it("cannot be closed early by an editor's default value", async () => {
    const defaults = { defaultCampaignUtm: "</script><script>window.injected=1</script>" }
    expect(earlyAttributionData(defaults)).not.toContain("</script>")
    const dom = await load("http://127.0.0.1/pricing", earlyAttributionMarkup(bundle, defaults))
    expect((dom.window as unknown as Record<string, unknown>).injected).toBeUndefined()
    expect(cookiesOf(dom).utm_campaign).toBe("</script><script>window.injected=1</script>")
    expect(serializeJsonLd("\u2028<!--")).toBe('"\\u2028\\u003c!--"')
  })

  it("defines only GATSBY_ variables, as Gatsby does for browser code", () => {
    const withEnv = bundleEarlyAttribution(projectRoot, { GATSBY_MARKETO_MUNCHKIN_ID: "123-ABC-456", CMS_TOKEN: "never-shipped" })
    expect(withEnv).toContain("123-ABC-456")
    expect(withEnv).not.toContain("never-shipped")
    expect(withEnv).not.toMatch(/process\.env/)
  })
})

describe("renderPreAppScripts (src/runtime/pre-app-scripts.tsx, the site's onRenderBody)", () => {
  const render = (args: Partial<RenderBodyArgs>): string => {
    let components: React.ReactNode[] = []
    renderPreAppScripts({
      pathname: "/small-business-crm",
      setPostBodyComponents: (list: React.ReactNode[]) => (components = list),
      setHeadComponents: () => undefined,
      ...args,
    } as RenderBodyArgs)
    return components.map((component) => renderToStaticMarkup(component as React.ReactElement)).join("")
  }

  // In the HTML renderer, webpack defines the bundle as a constant (gatsby-node.ts); here, a global of the same name.
  const globals = globalThis as unknown as Record<string, unknown>
  beforeAll(() => {
    globals[EARLY_ATTRIBUTION_CONSTANT] = bundle
  })
  afterAll(() => {
    delete globals[EARLY_ATTRIBUTION_CONSTANT]
  })

  it("ends each page with that page's entry defaults as data, then the script, the same on every page", () => {
    const html = render({
      loadPageDataSync: (path) => ({ result: { path, pageContext: { attributionDefaults: { defaultSourceUtm: "linkedin", defaultMediumUtm: "" } } } }),
    })
    expect(html).toBe(
      `<script type="application/json" id="${EARLY_ATTRIBUTION_DATA_ID}">{"defaultSourceUtm":"linkedin"}</script><script id="${EARLY_ATTRIBUTION_ID}">${earlyAttributionCode(bundle)}</script>`,
    )
  })

  it("reads a page's defaults from its data element, and runs with none when the data is corrupt", async () => {
    const withDefaults = await load("http://127.0.0.1/small-business-crm", earlyAttributionMarkup(bundle, { defaultSourceUtm: "linkedin" }))
    expect(cookiesOf(withDefaults).utm_source).toBe("linkedin")
    const corrupt = await load(
      "http://127.0.0.1/pricing?utm_source=query",
      `<script type="application/json" id="${EARLY_ATTRIBUTION_DATA_ID}">{not json</script><script id="${EARLY_ATTRIBUTION_ID}">${earlyAttributionCode(bundle)}</script>`,
    )
    expect(cookiesOf(corrupt).utm_source).toBe("query")
  })

  it("refuses to render a page when the renderer has no bundle, rather than a page without attribution", () => {
    delete globals[EARLY_ATTRIBUTION_CONSTANT]
    try {
      expect(() => render({ loadPageDataSync: (path) => ({ result: { path, pageContext: {} } }) })).toThrow(/no early attribution bundle/)
    } finally {
      globals[EARLY_ATTRIBUTION_CONSTANT] = bundle
    }
  })

  it("adds nothing where Gatsby gives no page data (gatsby develop): the app starts attribution itself", () => {
    expect(render({ loadPageDataSync: undefined as unknown as RenderBodyArgs["loadPageDataSync"] })).toBe("")
  })
})

describe("links before the app is live (src/lib/attribution/early-links.ts)", () => {
  function pageWithLinks(url: string): Promise<JSDOM> {
    const errors: unknown[] = []
    const dom = new JSDOM(
      `<!doctype html><html><body><main><a href="/signup">Try Rapport free</a> <a href="/demos?plan=team"><span>Get a demo</span></a> <a href="/pricing">Pricing</a></main>${earlyAttributionMarkup(bundle, null)}</body></html>`,
      {
        url,
        cookieJar: browserCookies(url),
        runScripts: "dangerously",
        virtualConsole: new VirtualConsole().on("jsdomError", (error: unknown) => errors.push(error)),
      },
    )
    expect(errors).toEqual([])
    return afterQueuedRun(dom)
  }
  const link = (dom: JSDOM, name: string): HTMLAnchorElement => [...dom.window.document.querySelectorAll("a")].find((anchor) => anchor.textContent === name)!

  it("a sign-up or demo link carries the campaign once activated, with the link's own parameters kept; other links stay as they are", async () => {
    const dom = await pageWithLinks("http://127.0.0.1/pricing?utm_source=newsletter&utm_campaign=autumn")
    expect(link(dom, "Try Rapport free").getAttribute("href")).toBe("/signup")
    link(dom, "Try Rapport free").dispatchEvent(new dom.window.MouseEvent("click", { bubbles: true, cancelable: true }))
    const signup = new URL(link(dom, "Try Rapport free").getAttribute("href")!, "http://127.0.0.1")
    expect(signup.pathname).toBe("/signup")
    expect(signup.searchParams.get("utm_source")).toBe("newsletter")
    expect(signup.searchParams.get("utm_campaign")).toBe("autumn")
    // A middle click on the text inside a link decorates the link around it.
    link(dom, "Get a demo")
      .querySelector("span")!
      .dispatchEvent(new dom.window.MouseEvent("auxclick", { bubbles: true, button: 1 }))
    const demo = new URL(link(dom, "Get a demo").getAttribute("href")!, "http://127.0.0.1")
    expect(demo.searchParams.get("plan")).toBe("team")
    expect(demo.searchParams.get("utm_campaign")).toBe("autumn")
    link(dom, "Pricing").dispatchEvent(new dom.window.MouseEvent("click", { bubbles: true, cancelable: true }))
    expect(link(dom, "Pricing").getAttribute("href")).toBe("/pricing")
  })

  it("stops once the app takes the early state over: from then on the app's own links carry the live state", async () => {
    const dom = await pageWithLinks("http://127.0.0.1/pricing?utm_source=newsletter")
    const { takeEarlyAttributionState } = await import("../../src/lib/attribution/early-handoff")
    expect(takeEarlyAttributionState(dom.window as unknown as Window)).toMatchObject({ params: { utm_source: "newsletter" } })
    link(dom, "Try Rapport free").dispatchEvent(new dom.window.MouseEvent("click", { bubbles: true, cancelable: true }))
    expect(link(dom, "Try Rapport free").getAttribute("href")).toBe("/signup")
  })
})
