/**
 * Blog search (SPEC 2.12, 7.1): what a visitor typed and chose, as the URL keeps it
 * (`?q=…&category=…`, so a search can be shared and the back button works) and as the
 * `getBlogsWithSearchAndCategory` operation takes it (a wildcard on the title per word,
 * within a category title). The URL names the category by its title, as the operation
 * filters by it (SPEC 2.12): the same URL then works for the page's script and for the
 * server-rendered results without a lookup (api/blog-search.ts).
 */

/**
 * Where the search forms submit: the Function that answers the results as a page for a
 * visitor without JavaScript (lib/blog-search/results-page.ts); with it, the forms never get there.
 */
export const BLOG_SEARCH_FALLBACK_PATH = "/api/blog-search"

/** Results per request; "Show more results" asks for the next ones. */
export const SEARCH_PAGE_SIZE = 12
/** Longer input is cut: nobody types a title longer than this, and the proxy caps bodies anyway. */
export const MAX_QUERY_LENGTH = 100

export interface BlogSearch {
  /** The words typed, trimmed, spaces collapsed. */
  q: string
  /** A category title, or "" for every category. */
  category: string
}

export const EMPTY_SEARCH: BlogSearch = Object.freeze({ q: "", category: "" })

const clean = (value: string | null | undefined): string => (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim()

/** The search a URL's query string holds; anything else in it is ignored. */
export function searchFromQueryString(queryString: string): BlogSearch {
  const params = new URLSearchParams(queryString)
  return { q: clean(params.get("q")), category: clean(params.get("category")) }
}

/** The shareable URL of a search: empty values are left out, so a bare search page stays `{path}`. */
export function searchUrl(searchPath: string, search: BlogSearch): string {
  const params = new URLSearchParams()
  if (search.q) params.set("q", search.q)
  if (search.category) params.set("category", search.category)
  const query = params.toString()
  return query ? `${searchPath}?${query}` : searchPath
}

export const isEmptySearch = (search: BlogSearch): boolean => search.q === "" && search.category === ""

/**
 * Craft's search syntax for "the title contains each word": `title:*word*` per word, which
 * Craft ANDs. Characters that are syntax in Craft's search (quotes, wildcards, colons,
 * parentheses, a leading '-' that negates) are dropped, so what a visitor types is always
 * words to find, never an operator.
 */
export function titleWildcard(q: string): string | null {
  const words = clean(q)
    .split(" ")
    .map((word) => word.replace(/["*:()\\]/g, "").replace(/^-+/, ""))
    .filter((word) => word !== "" && !/^(OR|AND|NOT)$/.test(word))
  return words.length ? words.map((word) => `title:*${word}*`).join(" ") : null
}

export interface BlogSearchVariables {
  search: string | null
  category: string | null
  limit: number
  offset: number
}

/** The variables of `getBlogsWithSearchAndCategory` for results `offset` onwards. */
export function searchVariables(search: BlogSearch, offset = 0, limit = SEARCH_PAGE_SIZE): BlogSearchVariables {
  return { search: titleWildcard(search.q), category: search.category || null, limit, offset: Math.max(0, Math.floor(offset)) }
}

/** What the results region says, for sighted visitors and (aria-live) for screen readers. */
export function resultsSummary(search: BlogSearch, total: number): string {
  const where = search.category ? ` in ${search.category}` : ""
  const posts = (n: number): string => `${n} ${n === 1 ? "post" : "posts"}`
  if (!search.q) return total === 0 ? `No posts${where} yet.` : `${posts(total)}${where}.`
  if (total === 0) return `No posts match “${search.q}”${where}.`
  return `${posts(total)} ${total === 1 ? "matches" : "match"} “${search.q}”${where}.`
}
