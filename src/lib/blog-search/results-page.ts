/**
 * The blog's search results for a visitor without JavaScript (issue 15: "the first results
 * page needs no JavaScript"). The site is static, so the search forms submit to this
 * Function (api/blog-search.ts), which asks the CMS with the same named operation the
 * page's script sends through /api/base-api, and answers a plain, complete HTML page: the
 * form again, the results, "More results" as links. Once the page's script runs, the forms
 * never come here: they search in place on `{listing}/search` (components/listing/BlogSearch).
 *
 * It is a page of its own rather than the site's search page filled in on the server: a
 * static host cannot render a Gatsby page per request, and a page that the browser then
 * hydrated with other content would be a mismatch. So it is kept small and self-contained
 * (inline styles, no script), and noindex.
 */
import { operations } from "../../../cms/operations"
import { createCmsClient, type CmsClientOptions } from "../../../plugins/gatsby-source-cms/client"
import { site } from "../../config/site"
import { escapeHtml, plainPageHtml } from "../html/plain-page"
import { BLOG_SEARCH_FALLBACK_PATH, SEARCH_PAGE_SIZE, isEmptySearch, resultsSummary, searchFromQueryString, searchVariables, type BlogSearch } from "./query"
import { toSearchPage, type SearchPage } from "./results"

/** The blog listing the page links back to. */
const BLOG_PATH = "/resources"
/** No one pages this far; a bound keeps a crafted URL from asking the CMS for offset 10^9. */
const MAX_PAGE = 100

export interface ResultsPageRequest {
  search: BlogSearch
  /** 1-based page of results. */
  page: number
}

export function resultsPageRequest(queryString: string): ResultsPageRequest {
  const page = Number.parseInt(new URLSearchParams(queryString).get("page") ?? "1", 10)
  return { search: searchFromQueryString(queryString), page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1 }
}

const pageLink = (search: BlogSearch, page: number): string => {
  const params = new URLSearchParams()
  if (search.q) params.set("q", search.q)
  if (search.category) params.set("category", search.category)
  if (page > 1) params.set("page", String(page))
  return `${BLOG_SEARCH_FALLBACK_PATH}?${params.toString()}`
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b3a;background:#fff}
a{color:#c41f48}a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #2457ff;outline-offset:2px}
.wrap{max-width:760px;margin:0 auto;padding:0 20px}header{border-bottom:1px solid #e4e4ee;padding:16px 0}
header a{font-weight:800;font-size:1.25rem;color:#1b1b3a;text-decoration:none}h1{font-size:2rem;line-height:1.2;margin:32px 0 16px}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin-bottom:24px}label{display:block;font-weight:600;margin-bottom:6px}
.field{flex:1 1 240px}input[type=search]{width:100%;min-height:48px;padding:0 14px;font:inherit;border:1px solid #8b8ba3;border-radius:8px}
button{min-height:48px;padding:0 24px;font:inherit;font-weight:700;color:#fff;background:#c41f48;border:0;border-radius:999px;cursor:pointer}
ol{list-style:none;margin:0;padding:0;display:grid;gap:12px}li{border:1px solid #e4e4ee;border-radius:14px;padding:16px 20px}
li h2{font-size:1.125rem;margin:4px 0}li h2 a{color:#1b1b3a}.meta{margin:0;font-size:.8125rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#4a4a68}
.summary{font-weight:600}.description{margin:0;color:#4a4a68}nav{display:flex;gap:16px;margin:24px 0}footer{margin:48px 0;color:#4a4a68}
`

export function resultsPageHtml(request: ResultsPageRequest, answer: SearchPage | null): string {
  const { search, page } = request
  const summary = isEmptySearch(search)
    ? "Type a word from a post’s title."
    : answer === null
      ? "Search is not available right now. Please try again in a moment, or browse the blog."
      : resultsSummary(search, answer.total)
  const results = answer?.results ?? []
  const hasMore = answer !== null && page * SEARCH_PAGE_SIZE < answer.total
  const title = search.q ? `Search results for “${search.q}”` : "Search the blog"
  return plainPageHtml({
    title,
    robots: "noindex,follow",
    style: STYLE,
    main: `<header><div class="wrap"><a href="/">${escapeHtml(site.name)}</a></div></header>
<main class="wrap">
<h1>${escapeHtml(title)}</h1>
<form role="search" aria-label="Blog" action="${BLOG_SEARCH_FALLBACK_PATH}" method="get">
<div class="field"><label for="q">Search the blog</label><input id="q" type="search" name="q" value="${escapeHtml(search.q)}" maxlength="100"></div>
${search.category ? `<input type="hidden" name="category" value="${escapeHtml(search.category)}">` : ""}
<button type="submit">Search</button>
</form>
${search.category ? `<p>Topic: <strong>${escapeHtml(search.category)}</strong> · <a href="${escapeHtml(pageLink({ ...search, category: "" }, 1))}">Search every topic</a></p>` : ""}
<p class="summary" role="status">${escapeHtml(summary)}</p>
${
  results.length
    ? `<ol>${results
        .map(
          (result) =>
            `<li>${result.category || result.eyebrow ? `<p class="meta">${escapeHtml([result.category, result.eyebrow].filter(Boolean).join(" · "))}</p>` : ""}<h2><a href="${escapeHtml(result.path)}">${escapeHtml(result.title)}</a></h2>${result.description ? `<p class="description">${escapeHtml(result.description)}</p>` : ""}</li>`,
        )
        .join("")}</ol>`
    : ""
}
<nav aria-label="Results pages">${page > 1 ? `<a href="${escapeHtml(pageLink(search, page - 1))}" rel="prev">← Previous results</a>` : ""}${hasMore ? `<a href="${escapeHtml(pageLink(search, page + 1))}" rel="next">More results →</a>` : ""}</nav>
<p><a href="${BLOG_PATH}">Browse every post on the blog</a></p>
</main>`,
    after: `<footer class="wrap">© ${escapeHtml(site.name)}</footer>`,
  })
}

/** GET {BLOG_SEARCH_FALLBACK_PATH}?q=…&category=…&page=…: the results page; the CMS failing is a page that says so (SPEC 8), never an error page. */
export async function handleResultsPage(queryString: string, cms: CmsClientOptions | null): Promise<{ status: number; html: string }> {
  const request = resultsPageRequest(queryString)
  if (isEmptySearch(request.search)) return { status: 200, html: resultsPageHtml(request, null) }
  if (!cms) return { status: 503, html: resultsPageHtml(request, null) }
  const data = await createCmsClient(cms).request<{ entries: unknown; total: unknown }>(operations.getBlogsWithSearchAndCategory, {
    ...searchVariables(request.search, (request.page - 1) * SEARCH_PAGE_SIZE),
  })
  const answered = Object.keys(data).length > 0
  return { status: answered ? 200 : 502, html: resultsPageHtml(request, answered ? toSearchPage(data) : null) }
}
