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
import { escapeHtml, siteFramedPageHtml } from "../html/plain-page"
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
  return siteFramedPageHtml({
    title,
    robots: "noindex,follow",
    style: "nav{display:flex;gap:16px;margin:24px 0}.meta{margin:0;color:#4a4a68}.description{margin:0;color:#4a4a68}",
    body: `<form role="search" aria-label="Blog" action="${BLOG_SEARCH_FALLBACK_PATH}" method="get">
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
<p><a href="${BLOG_PATH}">Browse every post on the blog</a></p>`,
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
