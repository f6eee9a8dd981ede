/** @jest-environment jsdom */
import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import { Footer } from "../../../src/components/layout/Footer"
import { networkPageStatusPath } from "../../../src/lib/network-page-status/route"

/** The footer's /linkedin-crm link and the status check (SPEC 2.8, 7.3, 8). */
const fetchMock = jest.fn()
let consoleError: jest.SpyInstance

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body })
const column = () => screen.getByRole("navigation", { name: "Rapport x Google" })
const networkLink = () => within(column()).queryByRole("link", { name: "LinkedIn CRM" })

test("the link is there before the check answers (server HTML), and the check asks the Function once", async () => {
  fetchMock.mockReturnValue(new Promise(() => undefined))
  render(<Footer />)
  expect(networkLink()).toHaveAttribute("href", "/linkedin-crm")
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(fetchMock).toHaveBeenCalledWith(networkPageStatusPath, expect.objectContaining({ signal: expect.any(AbortSignal) }))
})

test("index true keeps the link", async () => {
  fetchMock.mockResolvedValue(answer(200, { index: true }))
  render(<Footer />)
  await waitFor(() => expect(fetchMock).toHaveBeenCalled())
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(networkLink()).toBeInTheDocument()
  expect(consoleError).not.toHaveBeenCalled()
})

test("index false hides the link, and only that link", async () => {
  fetchMock.mockResolvedValue(answer(200, { index: false }))
  render(<Footer />)
  await waitFor(() => expect(networkLink()).not.toBeInTheDocument())
  expect(within(column()).getByRole("link", { name: "Google Workspace CRM" })).toBeInTheDocument()
  expect(within(column()).getByRole("link", { name: "Small business CRM" })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toHaveAttribute("href", expect.stringContaining("linkedin.com"))
})

test.each([
  ["a non-ok answer (502 with index true)", () => fetchMock.mockResolvedValue(answer(502, { index: true }))],
  ["a non-ok answer that says index false", () => fetchMock.mockResolvedValue(answer(500, { index: false }))],
  ["a network error", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ["a body that is not JSON", () => fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => JSON.parse("<html>") })],
])("%s is logged and the link stays shown", async (_name, arrange) => {
  arrange()
  render(<Footer />)
  await waitFor(() => expect(consoleError).toHaveBeenCalled())
  expect(networkLink()).toBeInTheDocument()
})

test("unmounting aborts the check, quietly", async () => {
  let signal: AbortSignal | undefined
  fetchMock.mockImplementation((_url: string, init: RequestInit) => {
    signal = init.signal ?? undefined
    return new Promise((_resolve, reject) => signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))
  })
  const { unmount } = render(<Footer />)
  unmount()
  expect(signal?.aborted).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(consoleError).not.toHaveBeenCalled()
})

test("the Company column ends with the legal pages, the cookies policy beside Privacy and Terms", () => {
  fetchMock.mockReturnValue(new Promise(() => undefined))
  render(<Footer />)
  const company = screen.getByRole("navigation", { name: "Company" })
  const links = within(company).getAllByRole("link").slice(-3)
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Privacy", "/privacy"],
    ["Terms", "/terms"],
    ["Cookies", "/cookies"],
  ])
})

test("the Resources column leads to CRM 101, the free tools and the CRM comparisons", () => {
  fetchMock.mockReturnValue(new Promise(() => undefined))
  render(<Footer />)
  const resources = screen.getByRole("navigation", { name: "Resources" })
  expect(within(resources).getByRole("link", { name: "CRM 101" })).toHaveAttribute("href", "/resources/crm-101")
  expect(within(resources).getByRole("link", { name: "Free tools" })).toHaveAttribute("href", "/resources/tools")
  expect(within(resources).getByRole("link", { name: "Compare CRMs" })).toHaveAttribute("href", "/compare")
})

test("'Cookie settings' is a link to /cookies that, once the consent code has loaded, opens the consent dialog instead", async () => {
  fetchMock.mockReturnValue(new Promise(() => undefined))
  render(<Footer />)
  const settings = screen.getByRole("link", { name: "Cookie settings" })
  expect(settings).toHaveAttribute("href", "/cookies")
  const { CONSENT_PREFERENCES_ATTRIBUTE, consentState } = await import("../../../src/lib/consent/browser")
  expect(settings).toHaveAttribute(CONSENT_PREFERENCES_ATTRIBUTE)
  const { useConsentPreferencesOpen } = await import("../../../src/lib/consent/browser")
  function Probe(): React.JSX.Element {
    return <output>{useConsentPreferencesOpen() ? "dialog open" : "dialog closed"}</output>
  }
  render(<Probe />)
  expect(screen.getByRole("status")).toHaveTextContent("dialog closed")
  const click = new MouseEvent("click", { bubbles: true, cancelable: true })
  settings.dispatchEvent(click)
  expect(click.defaultPrevented).toBe(true)
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("dialog open"))
  expect(consentState().decided).toBe(false)
})
