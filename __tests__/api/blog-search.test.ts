/** @jest-environment node */
import handler from "../../src/api/blog-search"
import { serveFunctionAgainstLocalCms } from "../support/function-server"
import { handleResultsPage, resultsPageHtml, resultsPageRequest } from "../../src/lib/blog-search/results-page"
import { SEARCH_PAGE_SIZE } from "../../src/lib/blog-search/query"

describe("the results page's request", () => {
  test("q, category and a bounded page", () => {
    expect(resultsPageRequest("q=pipeline&category=Sales&page=2")).toEqual({ search: { q: "pipeline", category: "Sales" }, page: 2 })
    expect(resultsPageRequest("q=x&page=0").page).toBe(1)
    expect(resultsPageRequest("q=x&page=abc").page).toBe(1)
    expect(resultsPageRequest("q=x&page=99999").page).toBe(100)
  })
})

describe("the results page's HTML", () => {
  const results = Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => ({
    id: String(i),
    path: `/resources/p-${i}`,
    title: `Post ${i}`,
    description: null,
    category: "Sales",
    eyebrow: "3 MIN READ",
  }))

  test("what a visitor typed is shown back escaped, never as markup", () => {
    const html = resultsPageHtml({ search: { q: '"><script>alert(1)</script>', category: "" }, page: 1 }, { total: 0, results: [] })
    expect(html).not.toContain("<script>")
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).toContain("No posts match “&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;”.")
  })

  test("results link to the posts; the topic is kept; 'More results' when there are more; noindex", () => {
    const html = resultsPageHtml({ search: { q: "post", category: "CRM & Tech" }, page: 1 }, { total: 30, results })
    expect(html).toContain('<h2><a href="/resources/p-0">Post 0</a></h2>')
    expect(html).toContain('<input type="hidden" name="category" value="CRM &amp; Tech">')
    expect(html).toContain('href="/api/blog-search?q=post&amp;category=CRM+%26+Tech&amp;page=2" rel="next">More results')
    expect(html).not.toContain('rel="prev"')
    expect(html).toContain('<meta name="robots" content="noindex,follow">')
    expect(html).not.toMatch(/<script/i)
  })

  test("the last page links back, not on", () => {
    const html = resultsPageHtml({ search: { q: "post", category: "" }, page: 3 }, { total: 30, results: results.slice(0, 6) })
    expect(html).toContain('rel="prev"')
    expect(html).not.toContain('rel="next"')
  })
})

describe("GET /api/blog-search against the local CMS over HTTP", () => {
  const fn = serveFunctionAgainstLocalCms(handler)

  test("a search answers the matching posts as a plain HTML page", async () => {
    const response = await fetch(`${fn.url}/api/blog-search?q=pipeline`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    const html = await response.text()
    expect(html).toMatch(/<p class="summary" role="status">\d+ posts? match(es)? “pipeline”\.<\/p>/)
    expect(html).toContain('href="/resources/how-to-build-a-sales-pipeline-in-gmail"')
  })

  test("the topic narrows the results by category title", async () => {
    const all = await (await fetch(`${fn.url}/api/blog-search?q=client`)).text()
    const sales = await (await fetch(`${fn.url}/api/blog-search?q=client&category=Sales`)).text()
    const count = (html: string) => (html.match(/<li>/g) ?? []).length
    expect(count(sales)).toBeGreaterThan(0)
    expect(count(sales)).toBeLessThan(count(all))
    expect(sales).toContain("in Sales.")
  })

  test("no match is a clear 'no results' page", async () => {
    const html = await (await fetch(`${fn.url}/api/blog-search?q=zzqx`)).text()
    expect(html).toContain("No posts match “zzqx”.")
    expect(html).not.toContain("<ol>")
  })

  test("SPEC 8: a CMS that cannot answer is a page that says so (502), not an error page", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const down = await handleResultsPage("q=pipeline", { url: "http://127.0.0.1:1", timeoutMs: 2000 })
    expect(down.status).toBe(502)
    expect(down.html).toContain("Search is not available right now.")
    errors.mockRestore()
  })

  test("other methods are refused", async () => {
    expect((await fetch(`${fn.url}/api/blog-search`, { method: "POST" })).status).toBe(405)
  })
})
