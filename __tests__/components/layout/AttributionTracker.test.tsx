/** @jest-environment jsdom */
import React from "react"
import { render, waitFor } from "@testing-library/react"
import Cookies from "js-cookie"

/** A fresh copy of the tracker and the live state for each test: both keep module state for the whole visit. */
async function freshModules() {
  jest.resetModules()
  // The same React as the renderer's: only the site's modules are fresh.
  jest.doMock("react", () => React)
  const [{ AttributionTracker }, { useAttributionState }, { leaveEarlyAttributionState }, { emptyAttributionState }, { startConsent }] = await Promise.all([
    import("../../../src/components/layout/AttributionTracker"),
    import("../../../src/lib/attribution/live-state"),
    import("../../../src/lib/attribution/early-handoff"),
    import("../../../src/lib/attribution/attribution"),
    import("../../../src/lib/consent/browser"),
  ])
  // A visitor who allowed marketing cookies (the consent cookie, read as the app starts); held attribution: __tests__/lib/attribution/held-store.test.ts.
  document.cookie = "rapport_consent=v1.a1.m1.1764000000; path=/"
  startConsent()
  return { AttributionTracker, useAttributionState, leaveEarlyAttributionState, emptyAttributionState }
}

const at = (path: string, key: string) => {
  window.history.pushState({}, "", path)
  const url = new URL(window.location.href)
  return { key, pathname: url.pathname, search: url.search, hash: url.hash }
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" })
  sessionStorage.clear()
})

describe("AttributionTracker", () => {
  it("publishes the early script's state on the first page instead of running the rules again", async () => {
    const { AttributionTracker, useAttributionState, leaveEarlyAttributionState, emptyAttributionState } = await freshModules()
    const location = at("/pricing?utm_source=ignored", "initial")
    leaveEarlyAttributionState({ ...emptyAttributionState(), params: { utm_source: "from_early_script" }, utm_last_page: window.location.href })
    function Source(): React.JSX.Element {
      return <output>{useAttributionState()?.params.utm_source ?? "none"}</output>
    }
    const { getByRole } = render(
      <>
        <Source />
        <AttributionTracker pageContext={{}} location={location} />
      </>,
    )
    await waitFor(() => expect(getByRole("status")).toHaveTextContent("from_early_script"))
    // The early script wrote the cookies; the app wrote none.
    expect(document.cookie).toBe("rapport_consent=v1.a1.m1.1764000000")
  })

  it("updates for the page the visitor navigated to before the first page's effect ran", async () => {
    const { AttributionTracker, leaveEarlyAttributionState, emptyAttributionState } = await freshModules()
    leaveEarlyAttributionState({ ...emptyAttributionState(), utm_last_page: "http://localhost/pricing" })
    Cookies.set("utm_source", "first_visit", { path: "/" })
    render(<AttributionTracker pageContext={{ attributionDefaults: { defaultSourceUtm: "linkedin" } }} location={at("/small-business-crm", "k1")} />)
    // An update, not a start: the entry's default replaces the earlier value.
    await waitFor(() => expect(Cookies.get("utm_source")).toBe("linkedin"))
  })

  it("starts attribution itself when the page has no early script (gatsby develop), with the entry's defaults", async () => {
    const { AttributionTracker } = await freshModules()
    render(<AttributionTracker pageContext={{ attributionDefaults: { defaultSourceUtm: "linkedin" } }} location={at("/small-business-crm", "initial")} />)
    await waitFor(() => expect(Cookies.get("utm_source")).toBe("linkedin"))
    expect(Cookies.get("rapport_ft")).toBeTruthy()
  })

  it("updates attribution on each client-side navigation from the new page's query and defaults", async () => {
    const { AttributionTracker, leaveEarlyAttributionState, emptyAttributionState } = await freshModules()
    Cookies.set("utm_source", "first_visit", { path: "/" })
    leaveEarlyAttributionState(emptyAttributionState())
    const { rerender } = render(<AttributionTracker pageContext={{}} location={at("/pricing", "initial")} />)
    rerender(
      <AttributionTracker
        pageContext={{ attributionDefaults: { defaultSourceUtm: "linkedin", defaultCampaignUtm: "smb_q4" } }}
        location={at("/small-business-crm", "k1")}
      />,
    )
    await waitFor(() => expect(Cookies.get("utm_source")).toBe("linkedin"))
    expect(Cookies.get("utm_campaign")).toBe("smb_q4")
    rerender(<AttributionTracker pageContext={{}} location={at("/pricing?utm_source=newsletter", "k2")} />)
    await waitFor(() => expect(Cookies.get("utm_source")).toBe("newsletter"))
  })
})
