/** @jest-environment jsdom */
import { marketoFormValues, marketoTiming, type MarketoHost, type Timers } from "../../../../src/features/lead-capture/browser/marketo"
import { sendThroughMarketo, waitForMarketoForm } from "../../../../src/features/lead-capture/browser/marketo-send"
import { fakeMarketo } from "../../../support/fake-marketo"
import { demoLead } from "../../../support/lead-fixture"

const timers: Timers = { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as number) }

const lead = demoLead()
const values = marketoFormValues(lead, { promoCode: "SPRING24", currentUrl: "https://www.rapport.example/demos?utm_source=newsletter" })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test("the hidden form is filled with exactly the fields of SPEC 3.15", () => {
  expect(values).toEqual({
    Email: "ada@lovelace.example",
    FirstName: "Ada",
    LastName: "King Lovelace",
    Company: "Analytical Engines",
    Phone: "+44 20 7946 0958",
    Country: "United Kingdom",
    companySize: "21-100",
    websitePromoCode: "SPRING24",
    currentUrl: "https://www.rapport.example/demos?utm_source=newsletter",
  })
  expect(marketoFormValues({ ...lead, fullName: "Ada" }, { promoCode: undefined, currentUrl: "u" })).toMatchObject({
    FirstName: "Ada",
    LastName: "UNKNOWN",
    websitePromoCode: "",
  })
})

test("SPEC 9.5: every 200 ms, at most 25 times", () => {
  expect(marketoTiming).toMatchObject({ checkIntervalMs: 200, maxChecks: 25 })
})

test("a form that appears on the 4th check is filled and submitted; the answer ends the wait", async () => {
  const fake = fakeMarketo({ appearsOnCheck: 4 })
  const host: MarketoHost = { MktoForms2: fake.api }
  const result = sendThroughMarketo(values, { host, timers, formId: "1050" })
  await jest.advanceTimersByTimeAsync(599)
  expect(fake.api.getForm).toHaveBeenCalledTimes(3)
  expect(fake.form.vals).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(1)
  expect(fake.api.getForm).toHaveBeenCalledTimes(4)
  expect(fake.api.getForm).toHaveBeenCalledWith(1050)
  expect(fake.form.vals).toHaveBeenCalledWith(values)
  expect(fake.form.submit).toHaveBeenCalledTimes(1)
  expect(fake.form.vals.mock.invocationCallOrder[0]).toBeLessThan(fake.form.submit.mock.invocationCallOrder[0]!)
  await jest.advanceTimersByTimeAsync(100)
  await expect(result).resolves.toEqual({ outcome: "submitted", checks: 4 })
  // The success callback stops Marketo's own follow-up redirect.
  const callback = fake.form.onSuccess.mock.calls[0]![0] as () => unknown
  expect(callback()).toBe(false)
})

test("MktoForms2 itself may arrive late: checks go on until it does", async () => {
  const fake = fakeMarketo()
  const host: MarketoHost = {}
  const result = sendThroughMarketo(values, { host, timers, formId: "1050" })
  await jest.advanceTimersByTimeAsync(1000)
  host.MktoForms2 = fake.api
  await jest.advanceTimersByTimeAsync(300)
  await expect(result).resolves.toEqual({ outcome: "submitted", checks: 7 })
})

test("a form that never appears: 25 checks over 4.8 s, then 'form-missing'", async () => {
  const fake = fakeMarketo({ appearsOnCheck: Infinity })
  let settled = false
  const result = sendThroughMarketo(values, { host: { MktoForms2: fake.api }, timers, formId: "1050" }).finally(() => {
    settled = true
  })
  await jest.advanceTimersByTimeAsync(4799)
  expect(settled).toBe(false)
  await jest.advanceTimersByTimeAsync(1)
  await expect(result).resolves.toEqual({ outcome: "form-missing", checks: 25 })
  expect(fake.api.getForm).toHaveBeenCalledTimes(25)
  await jest.advanceTimersByTimeAsync(10_000)
  expect(fake.api.getForm).toHaveBeenCalledTimes(25)
})

test("no MktoForms2 at all (script blocked): the same 25 checks, no throw", async () => {
  const result = waitForMarketoForm({ host: {}, timers, formId: "1050" })
  await jest.advanceTimersByTimeAsync(5000)
  await expect(result).resolves.toEqual({ form: null, checks: 25 })
})

test("a form without an Email field is neither filled nor submitted", async () => {
  const fake = fakeMarketo({ appearsOnCheck: 2, withEmailField: false })
  const result = sendThroughMarketo(values, { host: { MktoForms2: fake.api }, timers, formId: "1050" })
  await jest.advanceTimersByTimeAsync(200)
  await expect(result).resolves.toEqual({ outcome: "no-email-field", checks: 2 })
  expect(fake.form.vals).not.toHaveBeenCalled()
  expect(fake.form.submit).not.toHaveBeenCalled()
})

test("a submit Marketo never confirms ends after the timeout as 'no-answer'", async () => {
  const fake = fakeMarketo({ answerAfterMs: null })
  const result = sendThroughMarketo(values, { host: { MktoForms2: fake.api }, timers, formId: "1050", submitTimeoutMs: 3000 })
  await jest.advanceTimersByTimeAsync(3000)
  await expect(result).resolves.toEqual({ outcome: "no-answer", checks: 1 })
})

test("a throwing MktoForms2 is an outcome, not an exception", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  const fake = fakeMarketo()
  fake.form.vals.mockImplementation(() => {
    throw new Error("bad field")
  })
  await expect(sendThroughMarketo(values, { host: { MktoForms2: fake.api }, timers, formId: "1050" })).resolves.toMatchObject({ outcome: "error" })
  const broken = {
    getForm: () => {
      throw new Error("boom")
    },
    loadForm: () => undefined,
  }
  const result = sendThroughMarketo(values, { host: { MktoForms2: broken }, timers, formId: "1050", maxChecks: 2 })
  await jest.advanceTimersByTimeAsync(200)
  await expect(result).resolves.toEqual({ outcome: "form-missing", checks: 2 })
  warn.mockRestore()
})
