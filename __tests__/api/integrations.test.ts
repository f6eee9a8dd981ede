/** @jest-environment node */
/**
 * The integrations filter without JavaScript (issue 32): GET /api/integrations over real HTTP
 * against the local CMS, the page read by its roles and labels; and the page's rules alone.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import handler from "../../src/api/integrations"
import { serveFunctionAgainstLocalCms } from "../support/function-server"
import { plainPageDom, type PlainPageDom } from "../support/plain-page-dom"
import { handleResultsPage, resultsPageHtml, toIntegrationsAnswer } from "../../src/lib/integrations/results-page"

/** The sample integrations, as the expectations' source (as e2e/integrations.all.spec.ts reads them). */
interface IntegrationFile {
  title: string
  uri: string
  enabled: boolean
  integrationCategory: string[]
  isAvailableStarter: boolean
}
const dir = join(__dirname, "../../cms/content/entries/integrations")
const sample = readdirSync(dir)
  .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as IntegrationFile)
  .filter((integration) => integration.enabled)
const titlesOf = (list: IntegrationFile[]): string[] => list.map((integration) => integration.title).sort((a, b) => a.localeCompare(b))

describe("the page's rules", () => {
  const answer = toIntegrationsAnswer({
    entries: [
      {
        id: "1",
        title: "Aircall",
        uri: "integrations/aircall",
        shortDescription: "Calls, logged.",
        isAvailableBasic: true,
        isAvailableProfessional: true,
        isAvailableBusiness: true,
        integrationCategory: [{ title: "Cloud telephony", slug: "telephony" }],
      },
      {
        id: "2",
        title: 'Slack <b>"&"</b>',
        uri: "integrations/slack",
        isAvailableStarter: true,
        isAvailableBasic: true,
        isAvailableProfessional: true,
        isAvailableBusiness: true,
        integrationCategory: [{ title: "Team <chat>", slug: "team-chat" }],
      },
      { id: "3", title: "No page", uri: null, isAvailableStarter: true },
      { id: "4", title: "", uri: "integrations/untitled" },
      null,
    ],
  })

  test("entries without a page or a title are left out; the categories come with their counts", () => {
    expect(answer.integrations.map((integration) => integration.path)).toEqual(["/integrations/aircall", "/integrations/slack"])
    expect(answer.categories).toEqual([
      { slug: "telephony", title: "Cloud telephony", count: 1 },
      { slug: "team-chat", title: "Team <chat>", count: 1 },
    ])
  })

  test("the filter is the index's: an address it does not know is read as 'any'", () => {
    const { page } = plainPageDom(resultsPageHtml("category=no-such&plan=enterprise", answer))
    expect(page.getByRole("status")).toHaveTextContent("2 integrations")
    expect(page.getByLabelText("Category")).toHaveValue("")
    expect(page.getByLabelText("Available on plan")).toHaveValue("")
  })

  test("CMS text is escaped, never markup", () => {
    const html = resultsPageHtml("plan=starter", answer)
    expect(html).not.toContain("<b>")
    expect(html).not.toContain("<chat>")
    const { page } = plainPageDom(html)
    expect(page.getByRole("link", { name: 'Slack <b>"&"</b>' })).toHaveAttribute("href", "/integrations/slack")
    expect(page.getByRole("option", { name: "Team <chat> (1)" })).toBeInTheDocument()
  })

  test("noindex, no script", () => {
    const html = resultsPageHtml("", answer)
    expect(html).toContain('<meta name="robots" content="noindex,follow">')
    expect(html).not.toMatch(/<script/i)
  })
})

describe("GET /api/integrations against the local CMS over HTTP", () => {
  const fn = serveFunctionAgainstLocalCms(handler)

  const get = async (query: string): Promise<{ response: Response; dom: PlainPageDom }> => {
    const response = await fetch(`${fn.url}/api/integrations${query}`)
    return { response, dom: plainPageDom(await response.text()) }
  }
  const listedTitles = (dom: PlainPageDom): string[] => dom.page.queryAllByRole("heading", { level: 2 }).map((heading) => heading.textContent ?? "")

  test("no filter: every integration, each title linking to its page, with the form to filter and a link back", async () => {
    const { response, dom } = await get("")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/)
    expect(response.headers.get("x-robots-tag")).toBe("noindex")
    expect(dom.page.getByRole("heading", { level: 1, name: "Integrations" })).toBeInTheDocument()
    expect(dom.page.getByRole("status")).toHaveTextContent(`${sample.length} integrations`)
    expect(listedTitles(dom)).toEqual(titlesOf(sample))
    for (const integration of sample) expect(dom.page.getByRole("link", { name: integration.title })).toHaveAttribute("href", `/${integration.uri}`)
    expect(dom.page.getByRole("link", { name: "Back to the integrations page" })).toHaveAttribute("href", "/integrations")

    const form = dom.page.getByRole("search", { name: "Filter integrations" })
    expect(form).toHaveAttribute("action", "/api/integrations")
    expect(form).toHaveAttribute("method", "get")
    expect(dom.page.getByRole("button", { name: "Show integrations" })).toHaveAttribute("type", "submit")
  })

  test("a category and a plan narrow the list, and the form keeps them chosen", async () => {
    const telephony = sample.filter((integration) => integration.integrationCategory.includes("telephony"))
    const category = await get("?category=telephony&plan=")
    expect(category.dom.page.getByLabelText("Category")).toHaveValue("telephony")
    expect(category.dom.page.getByLabelText("Available on plan")).toHaveValue("")
    expect(listedTitles(category.dom)).toEqual(titlesOf(telephony))
    expect(category.dom.page.getByRole("status")).toHaveTextContent(`Showing ${telephony.length} of ${sample.length} integrations`)

    const starter = sample.filter((integration) => integration.isAvailableStarter)
    const plan = await get("?category=&plan=starter")
    expect(plan.dom.page.getByLabelText("Available on plan")).toHaveValue("starter")
    expect(listedTitles(plan.dom)).toEqual(titlesOf(starter))
    expect(plan.dom.page.getByRole("status")).toHaveTextContent(`Showing ${starter.length} of ${sample.length} integrations`)
  })

  test("no match says so and leads back to the index", async () => {
    expect(sample.some((integration) => integration.integrationCategory.includes("telephony") && integration.isAvailableStarter)).toBe(false)
    const { response, dom } = await get("?category=telephony&plan=starter")
    expect(response.status).toBe(200)
    expect(dom.page.getByRole("status")).toHaveTextContent("No integrations match")
    expect(dom.page.queryAllByRole("listitem")).toHaveLength(0)
    expect(dom.page.getByRole("link", { name: "Back to the integrations page" })).toHaveAttribute("href", "/integrations")
  })

  test("SPEC 8: a CMS that cannot answer is a page that says so (502), not an error page; none configured is 503", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const down = await handleResultsPage("plan=starter", { url: "http://127.0.0.1:1", timeoutMs: 2000 })
    expect(down.status).toBe(502)
    const { page } = plainPageDom(down.html)
    expect(page.getByRole("status")).toHaveTextContent("The integrations cannot be filtered right now.")
    expect(page.getByRole("link", { name: "See every integration" })).toHaveAttribute("href", "/integrations")
    errors.mockRestore()
    expect((await handleResultsPage("", null)).status).toBe(503)
  })

  test("other methods are refused", async () => {
    expect((await fetch(`${fn.url}/api/integrations`, { method: "POST" })).status).toBe(405)
  })
})
