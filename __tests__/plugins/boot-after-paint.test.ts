/** @jest-environment jsdom */
import {
  BOOT_LOADER_ID,
  BOOT_REGION_END,
  BOOT_REGION_START,
  HERO_WAIT_CAP_MS,
  bootAfterFirstPaint,
  bootScriptsOf,
  rewritePage,
} from "../../plugins/gatsby-plugin-site-runtime/boot-after-paint"

/** The tail of a page as Gatsby writes it: the chunk mapping, the compilation hash, then the boot scripts. */
const gatsbyPage = `<html><head><script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body><div id="___gatsby"><main><h1>Be there for your clients</h1></main></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>
<script>window.___webpackCompilationHash="a37f";</script><script src="/webpack-runtime-a4b5.js" async></script><script src="/framework-d155.js" async></script><script src="/app-8513.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`

test("the boot scripts become one loader, in the same place and order, and everything else stays", () => {
  const html = bootAfterFirstPaint(gatsbyPage)
  expect(html).not.toMatch(/<script src=/)
  expect(bootScriptsOf(html)).toEqual(["/webpack-runtime-a4b5.js", "/framework-d155.js", "/app-8513.js"])
  expect(html).toContain('<script type="application/json" id="gatsby-compilation-hash">"a37f"</script><script id="gatsby-boot-after-paint"')
  expect(html).toMatch(/<\/script><!-- slice-end id="_gatsby-scripts-1" -->/)
  for (const kept of ["<h1>Be there for your clients</h1>", "application/ld+json"]) expect(html).toContain(kept)
})

test("Gatsby's inline globals become data, which no browser runs, with the same values (the CSP allows no per-build script)", () => {
  const html = bootAfterFirstPaint(gatsbyPage)
  expect(html).toContain('<script type="application/json" id="gatsby-chunk-mapping">"{}"</script>')
  expect(html).toContain('<script type="application/json" id="gatsby-script-loader">"/"</script>')
  expect(html).not.toMatch(/window\.(___chunkMapping|___webpackCompilationHash|pagePath)=/)
  const escaped = bootAfterFirstPaint(gatsbyPage.replace('window.pagePath="/"', 'window.pagePath="/</script><script>alert(1)//"'))
  expect(escaped).not.toContain("<script>alert(1)")
})

test("rewriting twice changes nothing; a page without boot scripts is left alone", () => {
  const once = bootAfterFirstPaint(gatsbyPage)
  expect(bootAfterFirstPaint(once)).toBe(once)
  const plain = '<html><body><p>Static</p><script src="https://cdn.example/x.js" async></script></body></html>'
  expect(bootAfterFirstPaint(plain)).toBe(plain)
  expect(bootScriptsOf(plain)).toEqual([])
})

describe("rewritePage: the scripts slice becomes a region Gatsby's re-stitching leaves alone", () => {
  const scriptsSlice = gatsbyPage.slice(
    gatsbyPage.indexOf('<!-- slice-start id="_gatsby-scripts-1" -->') + '<!-- slice-start id="_gatsby-scripts-1" -->'.length,
    gatsbyPage.indexOf('<!-- slice-end id="_gatsby-scripts-1" -->'),
  )

  test("a freshly stitched page: Gatsby's slice comments give way to the plugin's, around the loader", () => {
    const html = rewritePage(gatsbyPage, scriptsSlice)
    expect(html).not.toContain("_gatsby-scripts-1")
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(`${BOOT_REGION_START}${bootAfterFirstPaint(scriptsSlice)}${BOOT_REGION_END}</body>`)
    expect(bootScriptsOf(html)).toEqual(["/webpack-runtime-a4b5.js", "/framework-d155.js", "/app-8513.js"])
  })

  test("a page rewritten before is left byte for byte as it is while the scripts stay the same", () => {
    const once = rewritePage(gatsbyPage, scriptsSlice)
    expect(rewritePage(once, scriptsSlice)).toBe(once)
  })

  test("after a code change, a page Gatsby did not rebuild gets the new scripts", () => {
    const once = rewritePage(gatsbyPage, scriptsSlice)
    const newScripts = scriptsSlice.replace("a37f", "b9c0").replace("/app-8513.js", "/app-91ab.js")
    const html = rewritePage(once, newScripts)
    expect(html).toContain('<script type="application/json" id="gatsby-compilation-hash">"b9c0"</script>')
    expect(bootScriptsOf(html)).toEqual(["/webpack-runtime-a4b5.js", "/framework-d155.js", "/app-91ab.js"])
    expect(html.match(/boot-after-paint -->/g)).toHaveLength(2)
  })

  test("a page outside any slice is rewritten as before", () => {
    const plain = gatsbyPage.replace(/<!-- slice-(start|end) id="_gatsby-scripts-1" -->/g, "")
    expect(rewritePage(plain, null)).toBe(bootAfterFirstPaint(plain))
  })

  test("'$' in the scripts is copied as it is (no replacement patterns)", () => {
    const page = gatsbyPage.replace('window.___chunkMapping="{}"', () => 'window.___chunkMapping="{$&$1}"')
    expect(rewritePage(page, null)).toContain('<script type="application/json" id="gatsby-chunk-mapping">"{$&$1}"</script>')
  })
})

describe("the loader in a page", () => {
  let frames: Array<() => void>
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ""
    frames = []
    window.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(() => callback(0))
  })
  afterEach(() => jest.useRealTimers())

  /** Runs the loader as the browser would: an inline script, document.currentScript set to it. */
  function runLoader(): void {
    const doc = new DOMParser().parseFromString(bootAfterFirstPaint(gatsbyPage), "text/html")
    const loader = doc.getElementById(BOOT_LOADER_ID) as HTMLScriptElement
    const script = document.createElement("script")
    script.id = BOOT_LOADER_ID
    script.setAttribute("data-src", loader.getAttribute("data-src") ?? "")
    document.body.appendChild(script)
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => script })
    new Function(loader.textContent ?? "")()
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => null })
  }
  const requested = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]")).map((s) => [s.getAttribute("src"), s.async])
  /** What is requested once the tasks the loader queued (one script each) have run. */
  const requestedOnceQueued = () => {
    jest.advanceTimersByTime(5)
    return requested()
  }

  test("sets Gatsby's globals from their data elements before it requests anything", () => {
    document.body.innerHTML = bootAfterFirstPaint(gatsbyPage.replace('"{}"', '"{\\"app\\":[\\"/app-8513.js\\"]}"'))
    runLoader()
    const globals = window as unknown as Record<string, unknown>
    expect(globals.___chunkMapping).toBe('{"app":["/app-8513.js"]}')
    expect(globals.___webpackCompilationHash).toBe("a37f")
    expect(globals.pagePath).toBe("/")
  })

  test("requests the boot scripts, async and in order, only after the first frame has painted", () => {
    runLoader()
    expect(requested()).toEqual([])
    frames.forEach((frame) => frame()) // the frame before the first paint…
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(0) // …and the task after it: the first script
    expect(requested()).toEqual([["/webpack-runtime-a4b5.js", true]])
    jest.advanceTimersByTime(1) // each of the others in a task of its own (a timer set during a task: the fake clock's next millisecond)
    expect(requested()).toEqual([
      ["/webpack-runtime-a4b5.js", true],
      ["/framework-d155.js", true],
    ])
    jest.advanceTimersByTime(1)
    expect(requested()).toEqual([
      ["/webpack-runtime-a4b5.js", true],
      ["/framework-d155.js", true],
      ["/app-8513.js", true],
    ])
    jest.advanceTimersByTime(300) // the fallback does not load them twice
    expect(requestedOnceQueued()).toHaveLength(3)
  })

  /** A hero picture still loading, as Picture renders it above the fold. */
  function heroStillLoading(): HTMLImageElement {
    const hero = document.createElement("img")
    hero.setAttribute("fetchpriority", "high")
    Object.defineProperty(hero, "complete", { configurable: true, get: () => false })
    document.body.prepend(hero)
    return hero
  }
  const firstPaint = () => {
    frames.forEach((frame) => frame())
    jest.advanceTimersByTime(0)
  }

  test("a hero picture still loading after the first paint: they wait until it has loaded", () => {
    const hero = heroStillLoading()
    runLoader()
    firstPaint()
    jest.advanceTimersByTime(300) // the hidden-tab fallback does not skip the wait either
    expect(requested()).toEqual([])
    hero.dispatchEvent(new Event("load"))
    expect(requestedOnceQueued()).toHaveLength(3)
    hero.dispatchEvent(new Event("load"))
    expect(requestedOnceQueued()).toHaveLength(3)
  })

  test("a hero picture that fails, or takes too long, does not hold them", () => {
    const failing = heroStillLoading()
    runLoader()
    firstPaint()
    failing.dispatchEvent(new Event("error"))
    expect(requestedOnceQueued()).toHaveLength(3)

    document.body.innerHTML = ""
    heroStillLoading()
    runLoader()
    firstPaint()
    jest.advanceTimersByTime(HERO_WAIT_CAP_MS - 1)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(requestedOnceQueued()).toHaveLength(3)
  })

  test("in a hidden tab, which paints nothing, they load after 300 ms", () => {
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden")
    runLoader()
    jest.advanceTimersByTime(299)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(requestedOnceQueued()).toHaveLength(3)
    visibility.mockRestore()
  })

  test("a visible page that never reports a paint still loads them after 3 s", () => {
    runLoader()
    jest.advanceTimersByTime(2999)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(requestedOnceQueued()).toHaveLength(3)
  })

  test("where the browser reports paints, they wait for the first contentful one, not the first frame", () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined
    const disconnect = jest.fn()
    const original = (window as { PerformanceObserver?: unknown }).PerformanceObserver
    ;(window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      constructor(callback: typeof report) {
        report = callback
      }
      observe(options: { type: string }): void {
        expect(options.type).toBe("paint")
      }
    }
    // jsdom's performance has no paint timeline: nothing painted yet.
    Object.defineProperty(performance, "getEntriesByName", { configurable: true, value: () => [] })
    try {
      runLoader()
      const paint = (name: string) => report!({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect })
      paint("first-paint") // a frame with nothing contentful in it
      jest.advanceTimersByTime(100)
      expect(requested()).toEqual([])
      paint("first-contentful-paint")
      expect(disconnect).toHaveBeenCalled()
      jest.advanceTimersByTime(0)
      expect(requestedOnceQueued()).toHaveLength(3)
    } finally {
      delete (performance as { getEntriesByName?: unknown }).getEntriesByName
      ;(window as { PerformanceObserver?: unknown }).PerformanceObserver = original
    }
  })
})
