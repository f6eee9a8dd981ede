import { useCallback, useEffect, useLayoutEffect, useState } from "react"
import { integrationFilterSearch, noFilter, parseIntegrationFilter, type IntegrationFilter } from "../../lib/integrations/filters"

const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

/**
 * The index's filter, kept in the address. The server HTML and the first render are the
 * complete list (hydration matches); the address is read before the browser paints, and
 * again on Back and Forward. Each change is a history entry of its own, so Back undoes it.
 */
export function useIntegrationFilter(categorySlugs: ReadonlyArray<string>): [IntegrationFilter, (filter: IntegrationFilter) => void] {
  const [filter, setFilter] = useState<IntegrationFilter>(noFilter)
  const slugsKey = categorySlugs.join(" ")
  useBrowserLayoutEffect(() => {
    const slugs = slugsKey ? slugsKey.split(" ") : []
    const readAddress = (): void => setFilter(parseIntegrationFilter(window.location.search, slugs))
    readAddress()
    window.addEventListener("popstate", readAddress)
    return () => window.removeEventListener("popstate", readAddress)
  }, [slugsKey])
  const choose = useCallback((next: IntegrationFilter): void => {
    setFilter(next)
    const { pathname, search } = window.location
    const url = `${pathname}${integrationFilterSearch(search, next)}`
    if (url !== `${pathname}${search}`) window.history.pushState(window.history.state, "", url)
  }, [])
  return [filter, choose]
}
