/** @jest-environment jsdom */
import { confirmationSize, demoConfirmationPath, offersBooking } from "../../../../src/features/lead-capture/rules/confirmation"
import {
  DEMO_FORM_SUBMITTED_KEY,
  isDemoFormSubmitted,
  markDemoFormSubmitted,
  resetDemoFormSubmittedInMemory,
} from "../../../../src/features/lead-capture/browser/submitted-flag"
import {
  ensureHiddenFormElement,
  marketoScriptStatus,
  marketoScriptUrl,
  onMarketoScriptError,
  onMarketoScriptLoad,
  resetMarketoLoader,
} from "../../../../src/features/lead-capture/browser/marketo-loader"
import { fakeMarketo } from "../../../support/fake-marketo"

describe("the confirmation URL", () => {
  test.each(["1", "2-5", "6-20", "21-100", "100+"])("%s survives the round trip", (size) => {
    expect(confirmationSize(new URL(demoConfirmationPath(size), "https://www.rapport.example").search)).toBe(size)
  })

  test.each([
    ["", null],
    ["?companySize=", null],
    ["?companySize=7", null],
    ["?companySize=100", null],
    ["?companySize=100+", "100+"],
    ["?companySize=100%2B", "100+"],
    ["?utm_source=x&companySize=21-100", "21-100"],
  ])("%p → %p", (search, expected) => {
    expect(confirmationSize(search)).toBe(expected)
  })

  test("sizes 21-100 and 100+ are offered a booking", () => {
    expect(["1", "2-5", "6-20", "21-100", "100+"].filter((size) => offersBooking(size as never))).toEqual(["21-100", "100+"])
  })
})

describe("the demo-form-submitted flag (SPEC 3.16)", () => {
  beforeEach(() => {
    sessionStorage.clear()
    resetDemoFormSubmittedInMemory()
  })

  test("starts false, then true in sessionStorage", () => {
    expect(isDemoFormSubmitted()).toBe(false)
    markDemoFormSubmitted()
    expect(sessionStorage.getItem(DEMO_FORM_SUBMITTED_KEY)).toBe("true")
    resetDemoFormSubmittedInMemory()
    expect(isDemoFormSubmitted()).toBe(true)
  })

  test("blocked storage never throws; the flag lasts for the page", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const blocked = (): Storage => {
      throw new Error("SecurityError")
    }
    expect(() => markDemoFormSubmitted(blocked)).not.toThrow()
    expect(isDemoFormSubmitted(blocked)).toBe(true)
    warn.mockRestore()
  })
})

describe("the Marketo loader", () => {
  beforeEach(() => {
    resetMarketoLoader()
    document.body.innerHTML = ""
  })

  test("the script URL comes from the configured instance; no instance, no script", () => {
    expect(marketoScriptUrl({ baseUrl: "https://app-ab01.marketo.com/", munchkinId: "123-ABC-456", formId: "1050" })).toBe(
      "https://app-ab01.marketo.com/js/forms2/js/forms2.min.js",
    )
    expect(marketoScriptUrl({ baseUrl: "", munchkinId: "123-ABC-456", formId: "1050" })).toBeNull()
    expect(marketoScriptUrl({ baseUrl: "https://app-ab01.marketo.com", munchkinId: " ", formId: "1050" })).toBeNull()
  })

  test("on load, the hidden form is rendered once per page, however many forms ask", () => {
    const fake = fakeMarketo()
    const config = { baseUrl: "https://app-ab01.marketo.com/", munchkinId: "123-ABC-456", formId: "1050" }
    onMarketoScriptLoad({ MktoForms2: fake.api }, document, config)
    onMarketoScriptLoad({ MktoForms2: fake.api }, document, config)
    expect(fake.api.loadForm).toHaveBeenCalledTimes(1)
    expect(fake.api.loadForm).toHaveBeenCalledWith("https://app-ab01.marketo.com", "123-ABC-456", 1050)
    const host = document.getElementById("mktoForm_1050") as HTMLFormElement
    expect(host.hidden).toBe(true)
    expect(host.style.display).toBe("none")
    expect(ensureHiddenFormElement(document, "1050")).toBe(host)
    expect(marketoScriptStatus()).toBe("ready")
  })

  test("a blocked script or a script without MktoForms2 is remembered, never thrown", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    expect(() => onMarketoScriptError()).not.toThrow()
    expect(marketoScriptStatus()).toBe("failed")
    resetMarketoLoader()
    expect(() => onMarketoScriptLoad({}, document, { baseUrl: "https://x.example", munchkinId: "1", formId: "1050" })).not.toThrow()
    expect(marketoScriptStatus()).toBe("failed")
    warn.mockRestore()
  })
})
