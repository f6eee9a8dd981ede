/**
 * The billing period the pricing page shows, kept in the address (billing.ts). The server
 * HTML and the first render are the default (annual), so hydration matches; the address is
 * read before the browser paints (a layout effect), and again when Back or Forward land on
 * another entry of this page. A choice replaces the current history entry: switching is not
 * a navigation, but a reload, a shared link or Back from the next page keeps it.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from "react"
import { billingSearch, DEFAULT_BILLING, parseBilling, type Billing } from "./billing"

const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

export function useBillingPeriod(): [Billing, (billing: Billing) => void] {
  const [billing, setBilling] = useState<Billing>(DEFAULT_BILLING)
  useBrowserLayoutEffect(() => {
    const readAddress = (): void => setBilling(parseBilling(window.location.search))
    readAddress()
    window.addEventListener("popstate", readAddress)
    return () => window.removeEventListener("popstate", readAddress)
  }, [])
  const choose = useCallback((next: Billing): void => {
    setBilling(next)
    const { pathname, search, hash } = window.location
    // The router's own state (its key, for scroll restoration) stays on the entry.
    window.history.replaceState(window.history.state, "", `${pathname}${billingSearch(search, next)}${hash}`)
  }, [])
  return [billing, choose]
}
