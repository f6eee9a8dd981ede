/** @jest-environment jsdom */
import React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { DemoForm } from "../../../../src/features/lead-capture/forms/DemoForm"
import { DEMO_FORM_SUBMITTED_KEY, resetDemoFormSubmittedInMemory } from "../../../../src/features/lead-capture/browser/submitted-flag"
import { resetMarketoLoader } from "../../../../src/features/lead-capture/browser/marketo-loader"
import { SiteSettingsProvider, siteSettingsFrom } from "../../../../src/lib/site-settings/site-settings"
import { fakeMarketo } from "../../../support/fake-marketo"
import { fillValidDemoForm } from "../../../support/demo-form"
import { site } from "../../../../src/config/site"
import { consentTo } from "../../../support/consent"

// A visitor who allowed all cookies: Marketo, the marketing scripts and the campaign on links wait for it (lib/consent; __tests__/lib/consent).
beforeEach(() => consentTo({ analytics: true, marketing: true }))

/**
 * A content page's form (issue 16): the demo form thanked in place, with the message the
 * Function answered (or, when it could not, the block's own for these answers), under the
 * block's form id; and the marketoConfigurations / mainFormReference settings.
 */
type MarketoWindow = Window & { MktoForms2?: unknown; dataLayer?: unknown[] }
const win = window as MarketoWindow
const marketo = { baseUrl: "https://app-ab01.marketo.com", munchkinId: "123-ABC-456", formId: "1050" }
const fetchMock = jest.fn()
// userEvent types every character: slow on a busy machine.
jest.setTimeout(30_000)
const inPlace = {
  block: "4242",
  formId: "3001",
  success: {
    successMessage: "Local thanks.",
    successMessageSpecializations: [
      { variationLogic: "companySize", variationLogicComparison: "in", variationLogicValue: "21-100,100+", vSuccessMessage: "Local thanks for 21-100" },
    ],
  },
}

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
  ;(navigate as jest.Mock).mockReset()
  delete win.MktoForms2
  win.dataLayer = []
  sessionStorage.clear()
  resetDemoFormSubmittedInMemory()
  resetMarketoLoader()
  window.history.replaceState({}, "", "/lead-gen-playbook")
})

async function fillAndSend(size = "100+"): Promise<void> {
  const user = userEvent.setup()
  await fillValidDemoForm(user, size)
  await user.click(screen.getByRole("button", { name: "Go to demo" }))
}

test("sent from a content page: the page and block go with the lead, the Function's thank-you replaces the form and takes focus, no trip to /demos", async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ ok: true, forward: "not-configured", message: "A specialist will call you." }) })
  render(<DemoForm inPlace={inPlace} />)
  await fillAndSend()
  // The form's own status line says "Sending…" meanwhile: wait for the thank-you itself.
  const thanks = (await screen.findByText("A specialist will call you.", {}, { timeout: 10_000 })).closest("[role=status]")
  expect(thanks).not.toBeNull()
  expect(thanks).toHaveFocus()
  expect(screen.queryByLabelText("Work email")).toBeNull()
  expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({ sourcePath: "/lead-gen-playbook", block: "4242", companySize: "100+" })
  expect(navigate).not.toHaveBeenCalled()
  expect(sessionStorage.getItem(DEMO_FORM_SUBMITTED_KEY)).toBeNull()
  expect(win.dataLayer).toContainEqual(expect.objectContaining({ eventAction: "demo_request" }))
})

test("when the Function is down but Marketo takes the lead under the block's form id, the block's own message for the answers is shown", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({ error: "down" }) })
  const fake = fakeMarketo({ appearsOnCheck: 1, answerAfterMs: 10 })
  win.MktoForms2 = fake.api
  render(<DemoForm inPlace={inPlace} marketo={marketo} loadScripts={false} />)
  await fillAndSend("21-100")
  expect((await screen.findByText("Local thanks for 21-100", {}, { timeout: 10_000 })).closest("[role=status]")).toHaveFocus()
  expect(fake.api.getForm).toHaveBeenCalledWith(3001)
  jest.mocked(console.error).mockRestore()
})

test("replaceMarketoForms: the form never goes through Marketo, even when an instance is configured", async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({ error: "down" }) })
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  const fake = fakeMarketo({ appearsOnCheck: 1, answerAfterMs: 10 })
  win.MktoForms2 = fake.api
  render(
    <SiteSettingsProvider settings={siteSettingsFrom({ marketoConfigurations: { replaceMarketoForms: true } })}>
      <DemoForm marketo={marketo} loadScripts={false} />
    </SiteSettingsProvider>,
  )
  await fillAndSend()
  // Neither path took it: the visitor stays, with the retry message.
  expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent("We couldn't send your request.")
  expect(fake.api.getForm).not.toHaveBeenCalled()
  jest.mocked(console.error).mockRestore()
})

test("a rate-limited address is told when to try again, its values kept", async () => {
  fetchMock.mockResolvedValue({
    ok: false,
    status: 429,
    json: async () => ({ error: "Too many requests from your address. Please try again in 420 seconds." }),
  })
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  render(<DemoForm />)
  await fillAndSend()
  expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent("Too many requests from your address. Please try again in 420 seconds.")
  expect(screen.getByLabelText("Work email")).toHaveValue("ada@lovelace.example")
  jest.mocked(console.error).mockRestore()
})

test("mainFormReference is the form id the site's own demo form loads in Marketo", async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ ok: true }) })
  const fake = fakeMarketo({ appearsOnCheck: 1, answerAfterMs: 10 })
  win.MktoForms2 = fake.api
  ;(navigate as jest.Mock).mockResolvedValue(undefined)
  const configured = { ...site.marketo, baseUrl: marketo.baseUrl, munchkinId: marketo.munchkinId }
  render(
    <SiteSettingsProvider settings={siteSettingsFrom({ settings: { mainFormReference: "2040" } })}>
      <DemoForm marketo={configured} loadScripts={false} />
    </SiteSettingsProvider>,
  )
  await fillAndSend()
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  expect(fake.api.getForm).toHaveBeenCalledWith(2040)
})
