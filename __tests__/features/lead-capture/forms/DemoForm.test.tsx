/** @jest-environment jsdom */
import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { DemoForm } from "../../../../src/features/lead-capture/forms/DemoForm"
import { publishAttributionState } from "../../../../src/lib/attribution/live-state"
import { emptyAttributionState } from "../../../../src/lib/attribution/state"
import { DEMO_FORM_SUBMITTED_KEY, resetDemoFormSubmittedInMemory } from "../../../../src/features/lead-capture/browser/submitted-flag"
import { resetMarketoLoader } from "../../../../src/features/lead-capture/browser/marketo-loader"
import { fakeMarketo } from "../../../support/fake-marketo"
import { consentTo } from "../../../support/consent"
import { fillValidDemoForm } from "../../../support/demo-form"
import { demoLead } from "../../../support/lead-fixture"

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>>; MktoForms2?: unknown }
const win = window as DataLayerWindow

const marketo = { baseUrl: "https://app-ab01.marketo.com", munchkinId: "123-ABC-456", formId: "1050" }
const fetchMock = jest.fn()

beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ ok: true, forward: "not-configured" }) })
  global.fetch = fetchMock as unknown as typeof fetch
  ;(navigate as jest.Mock).mockReset()
  ;(navigate as jest.Mock).mockResolvedValue(undefined)
  win.dataLayer = []
  delete win.MktoForms2
  sessionStorage.clear()
  resetDemoFormSubmittedInMemory()
  resetMarketoLoader()
  window.history.replaceState({}, "", "/demos?utm_source=newsletter")
  // The visitor allowed marketing (Marketo's script, the campaign on the lead); __tests__/lib/consent covers the rest.
  consentTo({ analytics: true, marketing: true })
  publishAttributionState({ ...emptyAttributionState(), params: { utm_source: "newsletter", promo_code: "SPRING24" }, visitor_token: "id%3A1" })
})

afterEach(() => {
  jest.useRealTimers()
})

const events = (action: string) => (win.dataLayer ?? []).filter((entry) => entry.eventAction === action)

const expectedMarketoValues = {
  Email: "ada@lovelace.example",
  FirstName: "Ada",
  LastName: "King Lovelace",
  Company: "Analytical Engines",
  Phone: "+44 20 7946 0958",
  Country: "United Kingdom",
  companySize: "21-100",
  websitePromoCode: "SPRING24",
  currentUrl: "http://localhost/demos?utm_source=newsletter",
}

const expectedSubmittedEvent = {
  event: "rapport_event",
  eventCategory: "demos",
  eventAction: "demo_request",
  eventLabel: "new_flow",
  formID: "1050",
  ...demoLead(),
  utm_source: "newsletter",
  promo_code: "SPRING24",
}

describe("what the form shows (SPEC 2.10)", () => {
  test("the copy, six labelled required fields, the selects' placeholders and the consent line", () => {
    render(<DemoForm marketo={marketo} />)
    expect(screen.getByRole("heading", { level: 2, name: "It's demo time" })).toBeInTheDocument()
    expect(screen.getByText("See how easy it is to build lasting relationships with Rapport.")).toBeInTheDocument()
    const form = screen.getByRole("form", { name: "It's demo time" })
    expect(screen.getByLabelText("Work email")).toHaveAttribute("type", "email")
    for (const label of ["Work email", "Full name", "Company name", "Phone number", "Country", "Company size"]) {
      expect(within(form).getByLabelText(label)).toBeRequired()
    }
    for (const label of ["Country", "Company size"]) {
      const select = screen.getByLabelText(label) as HTMLSelectElement
      expect(select.value).toBe("")
      const placeholder = within(select).getByRole("option", { name: "Select..." }) as HTMLOptionElement
      expect(placeholder).toBeDisabled()
      expect(placeholder.selected).toBe(true)
    }
    expect(
      within(screen.getByLabelText("Company size"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select...", "1", "2-5", "6-20", "21-100", "100+"])
    expect(
      within(screen.getByLabelText("Country"))
        .getAllByRole("option")
        .slice(1, 7)
        .map((o) => o.textContent),
    ).toEqual(["United States", "Canada", "United Kingdom", "Australia", "New Zealand", "Afghanistan"])
    expect(screen.getByRole("button", { name: "Go to demo" })).toHaveAttribute("type", "submit")
    const consent = screen.getByText(/By signing up, I agree to/)
    expect(consent).toHaveTextContent("By signing up, I agree to Rapport's privacy policy & terms of service")
    expect(within(consent).getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy")
    expect(within(consent).getByRole("link", { name: "terms of service" })).toHaveAttribute("href", "/terms")
  })

  test("in a dialog the heading can be left to the dialog; the form is still named", () => {
    render(<DemoForm heading="none" marketo={marketo} />)
    expect(screen.queryByRole("heading")).toBeNull()
    expect(screen.getByRole("form", { name: "Demo request" })).toBeInTheDocument()
  })
})

describe("validation (SPEC 5)", () => {
  test("submitting empty shows every field's message next to it, announced, and focuses the first invalid field", async () => {
    const user = userEvent.setup()
    render(<DemoForm marketo={marketo} />)
    await user.click(screen.getByRole("button", { name: "Go to demo" }))
    const expected: Array<[string, string]> = [
      ["Work email", "Enter your work email"],
      ["Full name", "Enter your full name"],
      ["Company name", "Enter your company name"],
      ["Phone number", "Enter your phone number"],
      ["Country", "Choose your country"],
      ["Company size", "Choose your company size"],
    ]
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label)
      expect(field).toHaveAttribute("aria-invalid", "true")
      expect(field).toHaveAccessibleDescription(message)
      const slot = document.getElementById(field.getAttribute("aria-describedby")!)!
      expect(slot).toHaveAttribute("aria-live", "polite")
      expect(slot).toHaveTextContent(message)
    }
    expect(screen.getByLabelText("Work email")).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  test("focus goes to the first invalid field in form order, not the first empty one typed past", async () => {
    const user = userEvent.setup()
    render(<DemoForm marketo={marketo} />)
    await fillValidDemoForm(user)
    await user.clear(screen.getByLabelText("Phone number"))
    await user.type(screen.getByLabelText("Phone number"), "123")
    await user.click(screen.getByRole("button", { name: "Go to demo" }))
    expect(screen.getByLabelText("Phone number")).toHaveFocus()
    expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription("Enter a phone number with at least 7 digits")
    expect(screen.getByLabelText("Work email")).not.toHaveAttribute("aria-invalid")
  })

  test("a field's message shows when it is left invalid and clears once it is fixed", async () => {
    const user = userEvent.setup()
    render(<DemoForm marketo={marketo} />)
    const email = screen.getByLabelText("Work email")
    await user.type(email, "ada@lovelace")
    await user.tab()
    expect(email).toHaveAccessibleDescription("Enter an email address like name@company.com")
    await user.type(email, ".example")
    expect(email).not.toHaveAttribute("aria-invalid")
    expect(email).toHaveAccessibleDescription("")
  })

  test("the placeholder cannot be chosen back", async () => {
    const user = userEvent.setup()
    render(<DemoForm marketo={marketo} />)
    const size = screen.getByLabelText("Company size") as HTMLSelectElement
    await user.selectOptions(size, "6-20")
    await user.selectOptions(size, "Select...").catch(() => undefined)
    expect(size.value).toBe("6-20")
    expect((within(size).getByRole("option", { name: "6-20" }) as HTMLOptionElement).selected).toBe(true)
  })
})

describe("the 'form started' event (SPEC 4.1 step 1)", () => {
  test("fires once per form, when the email field is left holding a valid-looking email", async () => {
    const user = userEvent.setup()
    render(<DemoForm marketo={marketo} />)
    const email = screen.getByLabelText("Work email")
    await user.type(email, "ada@lovelace")
    await user.tab()
    expect(events("form started")).toHaveLength(0)
    await user.type(email, ".example")
    await user.tab()
    expect(events("form started")).toEqual([{ event: "rapport_event", eventCategory: "Demo Form", eventAction: "form started" }])
    await user.click(email)
    await user.tab()
    await user.clear(email)
    await user.type(email, "grace@hopper.example")
    await user.tab()
    expect(events("form started")).toHaveLength(1)
  })

  test("each form counts on its own", async () => {
    const user = userEvent.setup()
    render(
      <>
        <DemoForm marketo={marketo} />
        <DemoForm heading="none" marketo={marketo} />
      </>,
    )
    const [first, second] = screen.getAllByLabelText("Work email")
    await user.type(first!, "ada@lovelace.example")
    await user.tab()
    await user.type(second!, "ada@lovelace.example")
    await user.tab()
    expect(events("form started")).toHaveLength(2)
  })
})

describe("sending (SPEC 4.1 steps 2-5)", () => {
  test("the button shows a spinner and the form says it is sending until the request is done", async () => {
    const user = userEvent.setup()
    let answer: (value: unknown) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    render(<DemoForm marketo={{ ...marketo, baseUrl: "" }} />)
    await fillValidDemoForm(user)
    const button = screen.getByRole("button", { name: "Go to demo" })
    expect(screen.queryByTestId("demo-form-spinner")).toBeNull()
    await user.click(button)
    expect(within(button).getByTestId("demo-form-spinner")).toBeInTheDocument()
    expect(button).toHaveAttribute("aria-disabled", "true")
    expect(screen.getByRole("status")).toHaveTextContent("Sending your request…")
    // A second press while sending does not send twice.
    await user.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer({ ok: true, status: 201, json: async () => ({ ok: true }) }))
    expect(navigate).toHaveBeenCalledWith("/demos?companySize=21-100")
    expect(screen.queryByTestId("demo-form-spinner")).toBeNull()
  })

  test("two presses in the same moment send once", async () => {
    const user = userEvent.setup()
    render(<DemoForm marketo={{ ...marketo, baseUrl: "" }} />)
    await fillValidDemoForm(user)
    const form = screen.getByRole("form", { name: "It's demo time" })
    await act(async () => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  test("the lead is POSTed to /api/demo-request with its context before anything else", async () => {
    const user = userEvent.setup()
    render(<DemoForm marketo={{ ...marketo, baseUrl: "" }} />)
    await fillValidDemoForm(user)
    await user.type(screen.getByLabelText("Full name"), "  ")
    await user.click(screen.getByRole("button", { name: "Go to demo" }))
    expect(fetchMock).toHaveBeenCalledWith("/api/demo-request", expect.objectContaining({ method: "POST" }))
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      ...demoLead(),
      currentUrl: "http://localhost/demos?utm_source=newsletter",
      promoCode: "SPRING24",
      tracking: { utm_source: "newsletter", promo_code: "SPRING24", visitor_token: "id%3A1" },
      // The honeypot (features/lead-capture/rules/honeypot.ts): empty, as a person leaves it.
      website: "",
    })
  })

  describe("the three Marketo paths, with a fake MktoForms2 on window", () => {
    beforeEach(() => jest.useFakeTimers())

    async function submit(): Promise<void> {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      render(<DemoForm marketo={marketo} />)
      await fillValidDemoForm(user)
      await user.click(screen.getByRole("button", { name: "Go to demo" }))
    }

    test("it appears after a few checks: filled with exactly the spec's fields, submitted, reported, flagged, redirected", async () => {
      const fake = fakeMarketo({ appearsOnCheck: 4, answerAfterMs: 150 })
      win.MktoForms2 = fake.api
      await submit()
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500)
      })
      expect(fake.api.getForm).toHaveBeenCalledTimes(3)
      expect(navigate).not.toHaveBeenCalled()
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100)
      })
      expect(fake.api.getForm).toHaveBeenCalledTimes(4)
      expect(fake.form.vals).toHaveBeenCalledTimes(1)
      expect(fake.form.vals).toHaveBeenCalledWith(expectedMarketoValues)
      expect(fake.form.submit).toHaveBeenCalledTimes(1)
      expect(navigate).not.toHaveBeenCalled()
      expect(screen.getByTestId("demo-form-spinner")).toBeInTheDocument()
      await act(async () => {
        await jest.advanceTimersByTimeAsync(150)
      })
      expect(events("demo_request")).toEqual([expectedSubmittedEvent])
      expect(sessionStorage.getItem(DEMO_FORM_SUBMITTED_KEY)).toBe("true")
      expect(navigate).toHaveBeenCalledTimes(1)
      expect(navigate).toHaveBeenCalledWith("/demos?companySize=21-100")
      // The API had the lead first.
      expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(fake.form.vals.mock.invocationCallOrder[0]!)
    })

    test("it never appears: 25 checks, then still reported and redirected", async () => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
      const fake = fakeMarketo({ appearsOnCheck: Infinity })
      win.MktoForms2 = fake.api
      await submit()
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4700)
      })
      expect(navigate).not.toHaveBeenCalled()
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100)
      })
      expect(fake.api.getForm).toHaveBeenCalledTimes(25)
      expect(events("demo_request")).toEqual([expectedSubmittedEvent])
      expect(navigate).toHaveBeenCalledWith("/demos?companySize=21-100")
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000)
      })
      expect(fake.api.getForm).toHaveBeenCalledTimes(25)
      expect(warn).toHaveBeenCalledWith("[demo form] Marketo: form-missing")
      warn.mockRestore()
    })

    test("it has no email field: nothing filled, still reported and redirected", async () => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
      const fake = fakeMarketo({ appearsOnCheck: 2, withEmailField: false })
      win.MktoForms2 = fake.api
      await submit()
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200)
      })
      expect(fake.form.vals).not.toHaveBeenCalled()
      expect(fake.form.submit).not.toHaveBeenCalled()
      expect(events("demo_request")).toEqual([expectedSubmittedEvent])
      expect(navigate).toHaveBeenCalledWith("/demos?companySize=21-100")
      expect(warn).toHaveBeenCalledWith("[demo form] Marketo: no-email-field")
      warn.mockRestore()
    })

    test("the API is down but Marketo takes the lead: logged, still redirected", async () => {
      const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
      fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
      const fake = fakeMarketo({ appearsOnCheck: 1, answerAfterMs: 50 })
      win.MktoForms2 = fake.api
      await submit()
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100)
      })
      expect(fake.form.vals).toHaveBeenCalledWith(expectedMarketoValues)
      expect(navigate).toHaveBeenCalledWith("/demos?companySize=21-100")
      expect(error).toHaveBeenCalledWith(expect.stringContaining("/api/demo-request failed"))
      error.mockRestore()
    })

    test("both paths fail: the visitor stays, with their values, and sees why", async () => {
      const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
      fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => ({ error: "We could not record your request", kept: "file" }) })
      await submit()
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000)
      })
      expect(navigate).not.toHaveBeenCalled()
      expect(events("demo_request")).toHaveLength(0)
      expect(screen.getByRole("alert")).toHaveTextContent("We couldn't send your request")
      expect(screen.getByLabelText("Work email")).toHaveValue("ada@lovelace.example")
      expect(screen.queryByTestId("demo-form-spinner")).toBeNull()
      error.mockRestore()
      warn.mockRestore()
    })
  })

  test("field errors from the server are shown like the browser's own", async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue({
      ok: false,
      status: 400,
      json: async () => ({ error: "Some fields need attention", fieldErrors: { companyName: "Use at most 120 characters" } }),
    })
    render(<DemoForm marketo={marketo} />)
    await fillValidDemoForm(user)
    await user.click(screen.getByRole("button", { name: "Go to demo" }))
    expect(screen.getByLabelText("Company name")).toHaveAccessibleDescription("Use at most 120 characters")
    expect(screen.getByLabelText("Company name")).toHaveFocus()
    expect(navigate).not.toHaveBeenCalled()
  })

  test("with Marketo off (the embedded default) the stored lead goes straight to the confirmation", async () => {
    const user = userEvent.setup()
    const onSent = jest.fn()
    render(<DemoForm marketo={{ baseUrl: "", munchkinId: "", formId: "1050" }} onSent={onSent} />)
    await fillValidDemoForm(user, "100+")
    // Enter in a text field submits the form (implicit submission).
    await user.type(screen.getByLabelText("Phone number"), "{Enter}")
    expect(onSent).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith("/demos?companySize=100%2B")
  })
})
