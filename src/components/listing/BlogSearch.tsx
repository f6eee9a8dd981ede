import React, { useCallback, useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { Button } from "../ui/Button"
import { SmartLink } from "../ui/SmartLink"
import {
  BLOG_SEARCH_FALLBACK_PATH,
  EMPTY_SEARCH,
  isEmptySearch,
  resultsSummary,
  searchFromQueryString,
  searchUrl,
  type BlogSearch as Search,
} from "../../lib/blog-search/query"
import { fetchSearchPage, type SearchResult } from "../../lib/blog-search/results"
import type { BlogDiscovery } from "../../lib/pages/blog-discovery"
import * as styles from "./BlogDiscovery.module.css"

/** Typing waits this long for a pause before it searches, so a word is one request, not one per letter. */
export const TYPING_PAUSE_MS = 300

type State = { kind: "idle" } | { kind: "loading"; more: boolean } | { kind: "done" } | { kind: "error"; search: Search; offset: number }

/**
 * The blog's search page (SPEC 2.12): the search lives in the URL (`?q=…&category=…`), so
 * a result page can be shared, reloaded and left with the back button. Typing refines the
 * results in place (the URL follows, without adding history); submitting or choosing a
 * topic adds a history step. Results come through the site's CMS proxy, never the CMS.
 *
 * Keyboard: ↓ from the search box goes to the first result; ↑/↓/Home/End move through the
 * results; "Show more results" moves focus to the first new one.
 */
export function BlogSearch({ discovery }: { discovery: BlogDiscovery }): React.JSX.Element {
  const { categories, searchPath } = discovery
  const [search, setSearch] = useState<Search>(EMPTY_SEARCH)
  const [shown, setShown] = useState<Search>(EMPTY_SEARCH)
  const [results, setResults] = useState<SearchResult[]>([])
  const [state, setState] = useState<State>({ kind: "idle" })
  /** How many posts match what is shown: kept while more load, so "Show more results" keeps its place (and focus). */
  const [total, setTotal] = useState<number | null>(null)
  const request = useRef<AbortController | null>(null)
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null)
  const focusIndex = useRef<number | null>(null)
  const list = useRef<HTMLOListElement>(null)

  const run = useCallback(async (next: Search, offset = 0): Promise<void> => {
    request.current?.abort()
    if (isEmptySearch(next)) {
      setShown(next)
      setResults([])
      setTotal(null)
      setState({ kind: "idle" })
      return
    }
    const controller = new AbortController()
    request.current = controller
    setState({ kind: "loading", more: offset > 0 })
    const page = await fetchSearchPage(next, offset, { signal: controller.signal })
    if (controller.signal.aborted) return
    if (!page) {
      setState({ kind: "error", search: next, offset })
      return
    }
    setShown(next)
    setResults((before) => (offset > 0 ? [...before, ...page.results] : page.results))
    setTotal(page.total)
    setState({ kind: "done" })
    focusIndex.current = offset > 0 && page.results.length > 0 ? offset : null
  }, [])

  // The URL's search, after hydration and on every back/forward step.
  useEffect(() => {
    const fromUrl = (): void => {
      const next = searchFromQueryString(window.location.search)
      setSearch(next)
      void run(next)
    }
    fromUrl()
    window.addEventListener("popstate", fromUrl)
    return () => {
      window.removeEventListener("popstate", fromUrl)
      request.current?.abort()
      if (typing.current) clearTimeout(typing.current)
    }
  }, [run])

  // "Show more results": the first new result takes focus once it is rendered.
  useEffect(() => {
    if (focusIndex.current === null) return
    list.current?.querySelectorAll<HTMLAnchorElement>("h3 a")[focusIndex.current]?.focus()
    focusIndex.current = null
  }, [results])

  const go = (next: Search, history: "push" | "replace"): void => {
    if (typing.current) clearTimeout(typing.current)
    const url = searchUrl(searchPath, next)
    if (`${window.location.pathname}${window.location.search}` !== url)
      window.history[history === "push" ? "pushState" : "replaceState"](window.history.state, "", url)
    void run(next)
  }

  const onType = (q: string): void => {
    const next = { ...search, q }
    setSearch(next)
    if (typing.current) clearTimeout(typing.current)
    typing.current = setTimeout(() => go({ ...next, q: q.trim() }, "replace"), TYPING_PAUSE_MS)
  }

  const resultLinks = (): HTMLAnchorElement[] => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>("h3 a") ?? [])

  const onResultsKey = (event: React.KeyboardEvent): void => {
    const links = resultLinks()
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    const target = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[event.key]
    if (target === undefined || at === -1) return
    event.preventDefault()
    if (target < 0) document.getElementById("blog-search-q")?.focus()
    else links[Math.min(target, links.length - 1)]?.focus()
  }

  const loading = state.kind === "loading"
  const status =
    state.kind === "loading"
      ? state.more
        ? "Loading more results…"
        : "Searching…"
      : state.kind === "error"
        ? "Search is not available right now."
        : state.kind === "done" && total !== null
          ? resultsSummary(shown, total)
          : ""

  return (
    <div>
      <form
        role="search"
        aria-label="Blog"
        action={BLOG_SEARCH_FALLBACK_PATH}
        method="get"
        className={`${styles.search} ${styles.bar}`}
        onSubmit={(event) => {
          event.preventDefault()
          go({ ...search, q: search.q.trim() }, "push")
        }}
      >
        <div className={styles.field}>
          <label htmlFor="blog-search-q">Search the blog</label>
          <input
            id="blog-search-q"
            className={styles.input}
            type="search"
            name="q"
            value={search.q}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "ArrowDown") return
              const first = resultLinks()[0]
              if (!first) return
              event.preventDefault()
              first.focus()
            }}
            placeholder="Try “follow-up” or “pipeline”"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
        </div>
        <div className={styles.field} style={{ flex: "0 1 220px" }}>
          <label htmlFor="blog-search-category">Topic</label>
          <select
            id="blog-search-category"
            className={styles.select}
            name="category"
            value={search.category}
            onChange={(event) => {
              const next = { ...search, q: search.q.trim(), category: event.target.value }
              setSearch(next)
              go(next, "push")
            }}
          >
            <option value="">All topics</option>
            {categories.map((option) => (
              <option key={option.slug} value={option.title}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
      </form>

      <section aria-labelledby="blog-search-results">
        <h2 id="blog-search-results" className="visually-hidden">
          Results
        </h2>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {state.kind === "idle" ? <p className={styles.hint}>Type a word from a post’s title, or choose a topic.</p> : null}
        {state.kind === "error" ? (
          <Button variant="secondary" onClick={() => void run(state.search, state.offset)}>
            Try again
          </Button>
        ) : null}
        {results.length > 0 ? (
          <ol ref={list} className={styles.results} aria-busy={loading || undefined} aria-label="Matching posts" onKeyDown={onResultsKey}>
            {results.map((result) => (
              <li key={result.id}>
                <article className={styles.result}>
                  {result.category || result.eyebrow ? (
                    <p className={styles.resultMeta}>{[result.category, result.eyebrow].filter(Boolean).join(" · ")}</p>
                  ) : null}
                  <h3>
                    <Link to={result.path}>{result.title}</Link>
                  </h3>
                  {result.description ? <p className={styles.resultDescription}>{result.description}</p> : null}
                </article>
              </li>
            ))}
          </ol>
        ) : null}
        {state.kind === "done" && total === 0 && categories.length > 0 ? (
          <>
            <p className={styles.hint}>Try fewer or shorter words, or browse a topic:</p>
            <ul className={styles.topics} style={{ marginTop: 12 }}>
              {categories.map((option) => (
                <li key={option.slug}>
                  <SmartLink href={option.path} className={styles.topic}>
                    {option.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {total !== null && results.length < total && state.kind !== "error" ? (
          <div className={styles.more}>
            <Button variant="secondary" aria-disabled={loading || undefined} onClick={() => (loading ? undefined : void run(shown, results.length))}>
              Show more results
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  )
}
