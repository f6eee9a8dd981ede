import { MECHANISMS, SWITCH_VARIABLE, switchedOff, switchedOffIn } from "../../plugins/gatsby-plugin-site-runtime/switched-off"
import type * as BootAfterPaint from "../../plugins/gatsby-plugin-site-runtime/boot-after-paint"

test("a build leaves out the mechanisms the variable names, and none when it is unset", () => {
  expect(switchedOffIn({})).toEqual(new Set())
  expect(switchedOffIn({ [SWITCH_VARIABLE]: "boot-after-paint, stylesheet-link" })).toEqual(new Set(["boot-after-paint", "stylesheet-link"]))
  expect(switchedOff("short-class-names", { [SWITCH_VARIABLE]: "short-class-names" })).toBe(true)
  expect(switchedOff("short-class-names", { [SWITCH_VARIABLE]: "dead-code-stubs" })).toBe(false)
})

test("a name that is no mechanism stops the build rather than measure the site as it is", () => {
  expect(() => switchedOffIn({ [SWITCH_VARIABLE]: "boot-after-pain" })).toThrow(/"boot-after-pain" is not a mechanism/)
})

test("without boot-after-paint, Gatsby's async tags stay where the parser finds them, after a loader that only sets its globals", () => {
  const page =
    '<body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/pricing";/*]]>*/</script><script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script></body>'
  const rewrite = (without: string | undefined): string => {
    let html = ""
    const previous = process.env[SWITCH_VARIABLE]
    if (without === undefined) delete process.env[SWITCH_VARIABLE]
    else process.env[SWITCH_VARIABLE] = without
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        html = (require("../../plugins/gatsby-plugin-site-runtime/boot-after-paint") as typeof BootAfterPaint).bootAfterFirstPaint(page)
      })
    } finally {
      if (previous === undefined) delete process.env[SWITCH_VARIABLE]
      else process.env[SWITCH_VARIABLE] = previous
    }
    return html
  }
  const withIt = rewrite(undefined)
  expect(withIt).not.toContain('<script src="/app-2.js" async>')
  expect(withIt).toContain("first-contentful-paint")
  const without = rewrite("boot-after-paint")
  expect(without).toMatch(
    /<script id="gatsby-boot-after-paint" data-src="\/webpack-runtime-1.js \/app-2.js">\(function\(\)\{function g\(i,n\)[^<]*<\/script><script src="\/webpack-runtime-1.js" async><\/script><script src="\/app-2.js" async><\/script>/,
  )
  expect(without).not.toContain("first-contentful-paint")
  expect(Object.keys(MECHANISMS)).toHaveLength(7)
})
