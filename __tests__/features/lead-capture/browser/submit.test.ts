import type { LeadApiResult } from "../../../../src/features/lead-capture/browser/demo-request-client"
import type { MarketoOutcome } from "../../../../src/features/lead-capture/browser/marketo"
import { submitDemoRequest, type DemoSubmitDeps } from "../../../../src/features/lead-capture/browser/submit"
import { demoLead } from "../../../support/lead-fixture"

const lead = demoLead({ fullName: "Ada Lovelace", companySize: "100+" })
const context = { currentUrl: "https://www.rapport.example/demos", promoCode: "SPRING24", tracking: { utm_source: "newsletter", first_source: "google" } }
const trackedParams = { utm_source: "newsletter", promo_code: "SPRING24" }

function deps(api: LeadApiResult, marketo: MarketoOutcome): DemoSubmitDeps & { [K in keyof DemoSubmitDeps]-?: jest.Mock } {
  return {
    postLead: jest.fn(async () => api),
    sendToMarketo: jest.fn(async () => marketo),
    report: jest.fn(),
    markSubmitted: jest.fn(),
    redirect: jest.fn(),
    log: { warn: jest.fn(), error: jest.fn() } as never,
  }
}

const submittedEvent = {
  eventCategory: "demos",
  eventAction: "demo_request",
  eventLabel: "new_flow",
  formID: "1050",
  ...lead,
  utm_source: "newsletter",
  promo_code: "SPRING24",
}

test("the lead is POSTed first, then Marketo; then report, flag and redirect, in that order", async () => {
  const d = deps({ ok: true }, { outcome: "submitted", checks: 1 })
  const result = await submitDemoRequest({ lead, context, trackedParams }, d)
  expect(result).toMatchObject({ status: "sent", redirectTo: "/demos?companySize=100%2B" })
  expect(d.postLead).toHaveBeenCalledWith({ ...lead, ...context })
  expect(d.sendToMarketo).toHaveBeenCalledWith({
    Email: lead.email,
    FirstName: "Ada",
    LastName: "Lovelace",
    Company: lead.companyName,
    Phone: lead.phoneNumber,
    Country: lead.country,
    companySize: "100+",
    websitePromoCode: "SPRING24",
    currentUrl: "https://www.rapport.example/demos",
  })
  expect(d.report).toHaveBeenCalledWith(submittedEvent)
  expect(d.redirect).toHaveBeenCalledWith("/demos?companySize=100%2B")
  const order = [d.postLead, d.sendToMarketo, d.report, d.markSubmitted, d.redirect].map((m) => m.mock.invocationCallOrder[0])
  expect([...order].sort((a, b) => a! - b!)).toEqual(order)
})

test.each<[string, MarketoOutcome]>([
  ["the hidden form never appeared", { outcome: "form-missing", checks: 25 }],
  ["the hidden form had no email field", { outcome: "no-email-field", checks: 3 }],
  ["Marketo did not answer", { outcome: "no-answer", checks: 1 }],
  ["Marketo is not configured", { outcome: "skipped", reason: "not-configured" }],
  ["the Marketo script was blocked", { outcome: "skipped", reason: "script-failed" }],
])("stored by the Function, %s: still reported and redirected (SPEC 8)", async (_case, marketo) => {
  const d = deps({ ok: true }, marketo)
  await expect(submitDemoRequest({ lead, context, trackedParams }, d)).resolves.toMatchObject({ status: "sent" })
  expect(d.report).toHaveBeenCalledWith(submittedEvent)
  expect(d.markSubmitted).toHaveBeenCalled()
  expect(d.redirect).toHaveBeenCalledWith("/demos?companySize=100%2B")
})

test("the Function failed but Marketo took it: logged, still reported and redirected", async () => {
  const d = deps({ ok: false, status: 500, error: "We could not record your request" }, { outcome: "submitted", checks: 2 })
  await expect(submitDemoRequest({ lead, context, trackedParams }, d)).resolves.toMatchObject({ status: "sent" })
  expect(d.sendToMarketo).toHaveBeenCalled()
  expect((d.log as unknown as { error: jest.Mock }).error).toHaveBeenCalledWith(expect.stringContaining("/api/demo-request failed (500"))
  expect(d.redirect).toHaveBeenCalled()
})

test.each<[string, LeadApiResult, MarketoOutcome]>([
  ["offline, form never appeared", { ok: false, status: null, error: "Failed to fetch" }, { outcome: "form-missing", checks: 25 }],
  ["500, no email field", { ok: false, status: 500, error: "x" }, { outcome: "no-email-field", checks: 1 }],
  ["413, Marketo off", { ok: false, status: 413, error: "x" }, { outcome: "skipped", reason: "not-configured" }],
])("neither path took the lead (%s): no report, no flag, no redirect; 'failed'", async (_case, api, marketo) => {
  const d = deps(api, marketo)
  await expect(submitDemoRequest({ lead, context, trackedParams }, d)).resolves.toMatchObject({ status: "failed" })
  expect(d.report).not.toHaveBeenCalled()
  expect(d.markSubmitted).not.toHaveBeenCalled()
  expect(d.redirect).not.toHaveBeenCalled()
})

test("a 400 with field errors goes back to the form before Marketo is tried", async () => {
  const d = deps(
    { ok: false, status: 400, error: "Some fields need attention", fieldErrors: { email: "Enter an email address like name@company.com" } },
    { outcome: "submitted", checks: 1 },
  )
  await expect(submitDemoRequest({ lead, context, trackedParams }, d)).resolves.toEqual({
    status: "invalid",
    fieldErrors: { email: "Enter an email address like name@company.com" },
  })
  expect(d.sendToMarketo).not.toHaveBeenCalled()
  expect(d.redirect).not.toHaveBeenCalled()
})

test("a tracking parameter can never replace the event's fixed keys", async () => {
  const d = deps({ ok: true }, { outcome: "submitted", checks: 1 })
  await submitDemoRequest({ lead, context, trackedParams: { eventCategory: "spoofed", formID: "1", utm_medium: "email" } }, d)
  expect(d.report).toHaveBeenCalledWith(expect.objectContaining({ eventCategory: "demos", formID: "1050", utm_medium: "email" }))
})
