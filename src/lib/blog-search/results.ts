/**
 * The answer of `getBlogsWithSearchAndCategory` (cms/operations.ts, BlogListItem) as the
 * results list shows it. The answer crosses the network, so it is read defensively: an
 * entry without a title or a path is left out, never rendered half.
 */
import { entryPath } from "../../../plugins/gatsby-source-cms/paths"
import { cardEyebrow } from "../text/card-eyebrow"
import { queryCmsProxy, type CmsProxyCall } from "../cms-proxy/browser-client"
import { searchVariables, type BlogSearch } from "./query"

export interface SearchResult {
  id: string
  path: string
  title: string
  description: string | null
  category: string | null
  /** SPEC 2.12's eyebrow: '{readingTime} MIN READ' (lib/text/card-eyebrow.ts). */
  eyebrow: string | null
}

export interface SearchPage {
  total: number
  results: SearchResult[]
}

interface ListItem {
  id?: unknown
  title?: unknown
  uri?: unknown
  seoDescription?: unknown
  readingTime?: unknown
  blogCategories?: Array<{ title?: unknown } | null> | null
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)

export function toSearchPage(data: { entries?: unknown; total?: unknown } | null | undefined): SearchPage {
  const entries = Array.isArray(data?.entries) ? (data.entries as Array<ListItem | null>) : []
  const results = entries.flatMap((entry): SearchResult[] => {
    const path = typeof entry?.uri === "string" ? entryPath(entry.uri) : null
    const title = text(entry?.title)
    if (!entry || !path || !title) return []
    const readingTime = typeof entry.readingTime === "number" ? entry.readingTime : null
    return [
      {
        id: String(entry.id ?? path),
        path,
        title,
        description: text(entry.seoDescription),
        category: text(entry.blogCategories?.[0]?.title),
        eyebrow: cardEyebrow({ readingTime }),
      },
    ]
  })
  const total = typeof data?.total === "number" && data.total >= results.length ? data.total : results.length
  return { total, results }
}

/** One page of results through the proxy; `null` when it could not answer (SPEC 8). */
export async function fetchSearchPage(search: BlogSearch, offset: number, call?: CmsProxyCall): Promise<SearchPage | null> {
  const data = await queryCmsProxy<{ entries: unknown; total: unknown }>("getBlogsWithSearchAndCategory", { ...searchVariables(search, offset) }, call)
  return data ? toSearchPage(data) : null
}
