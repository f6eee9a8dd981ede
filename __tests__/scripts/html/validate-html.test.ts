import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { HtmlValidate } from "html-validate"
import { listBuiltPages, sitePathOf } from "../../../scripts/html/built-pages"
import { htmlValidateConfig } from "../../../scripts/html/html-validate.config"
import { formatProblems, validateBuiltSite, validatePage } from "../../../scripts/html/validate-html"

const page = (body: string, head = "<title>Rapport</title>"): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`

const validator = new HtmlValidate(htmlValidateConfig)
const rulesOf = async (html: string): Promise<string[]> => (await validatePage(validator, "/x", html)).map((p) => p.rule)

describe("the site's HTML rules", () => {
  test("a page as the site builds it passes", async () => {
    const html = page(
      `<header><nav aria-label="Main"><a href="/">Home</a></nav></header><main id="main" tabindex="-1"><h1>CRM</h1>` +
        `<picture style="--picture-width:800px"><source type="image/webp" srcset="/a.webp 800w" sizes="800px"/><img src="/a.jpg" width="800" height="450" alt="" loading="lazy" decoding="async" fetchpriority="high"/></picture>` +
        `<h2>Plans</h2><h3>Team</h3><h2>FAQ</h2><dialog class="m"></dialog><svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M4 10h11"></path></svg></main>`,
    )
    expect(await rulesOf(html)).toEqual([])
  })

  test("fractional image dimensions fail (the W3C wants non-negative integers)", async () => {
    expect(await rulesOf(page(`<img src="/a.jpg" width="1" height="0.625" alt="">`))).toEqual(["attribute-allowed-values"])
  })

  test("conformance errors fail: a <style> in the body, a block in a phrase, a duplicate id, an unknown element, a dangling IDREF", async () => {
    expect(await rulesOf(page(`<div><style>.a{}</style></div>`))).toEqual(["element-permitted-content"])
    expect(await rulesOf(page(`<span><div>x</div></span>`))).toEqual(["element-permitted-content"])
    expect(await rulesOf(page(`<p id="a">x</p><p id="a">y</p>`))).toEqual(["no-dup-id"])
    expect(await rulesOf(page(`<p><foo>x</foo></p>`))).toContain("no-unknown-elements")
    expect(await rulesOf(page(`<dialog aria-labelledby="missing"></dialog>`))).toEqual(["no-missing-references"])
    expect(await rulesOf(`<html lang="en"><head><title>x</title></head><body></body></html>`)).toEqual(["missing-doctype"])
  })

  test("a heading may not skip a level, but a page may start below h1 and have two", async () => {
    expect(await rulesOf(page(`<h1>Webinar</h1><h3>Agenda</h3>`))).toEqual(["heading-level"])
    expect(await rulesOf(page(`<h2>Search</h2><h1>Notes</h1><h2>More</h2><h1>Again</h1>`))).toEqual([])
  })

  test("stylistic rules stay off: unquoted, boolean and self-closing attributes, inline styles, implicit closing", async () => {
    expect(await rulesOf(page(`<p style="color:red" class=a>one<p>two<br/><input type="checkbox" checked="checked" aria-label="x">`))).toEqual([])
  })
})

describe("the pages of a build", () => {
  let root: string
  const write = (file: string, text: string): void => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "validate-html-"))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  test("site paths follow trailingSlash: never", () => {
    expect(sitePathOf("index.html")).toBe("/")
    expect(sitePathOf("resources/page/2/index.html")).toBe("/resources/page/2")
    expect(sitePathOf("404.html")).toBe("/404.html")
  })

  test("every page, paginated ones and the 404s included; Gatsby's slice fragments and data are not pages", () => {
    for (const file of [
      "index.html",
      "pricing/index.html",
      "resources/page/2/index.html",
      "404.html",
      "404/index.html",
      "_gatsby/slices/site-footer-1.html",
      "page-data/index/page-data.json",
      "static/abc/x.html",
      "~partytown/debug/x.html",
    ]) {
      write(file, page("<h1>x</h1>"))
    }
    expect(listBuiltPages(root).map((p) => p.path)).toEqual(["/", "/404", "/404.html", "/pricing", "/resources/page/2"])
  })

  test("a failing build names the page, the rule and the line, and counts by rule", async () => {
    write("index.html", page("<h1>x</h1>"))
    write(
      "pricing/index.html",
      `<!DOCTYPE html><html lang="en"><head><title>Pricing</title></head>\n<body>\n<img src="/a.jpg" width="1" height="1.25" alt=""><p id="a"></p><p id="a"></p></body></html>`,
    )
    const { problems, pageCount } = await validateBuiltSite(root)
    const report = formatProblems(problems, pageCount)
    expect(report).toContain('/pricing line 3:37 attribute-allowed-values: Attribute "height" has invalid value "1.25"')
    expect(report).toContain('/pricing line 3:71 no-dup-id: Duplicate ID "a"')
    expect(report).toContain("invalid HTML: 2 errors on 1 of 2 pages")
    expect(report).toMatch(/ {2}attribute-allowed-values: 1\n {2}no-dup-id: 1$/)
  })

  test("a build with no pages is an error, not a pass", async () => {
    await expect(validateBuiltSite(root)).rejects.toThrow("no HTML pages")
  })

  test("a clean build says so", () => {
    expect(formatProblems([], 68)).toBe("valid HTML: 68 pages, no errors")
  })
})
