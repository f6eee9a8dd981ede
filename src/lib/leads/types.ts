/** A lead as the site keeps it: a demo request or a resource form (issue 6, 15: no lead is lost). */

/** What happened to the copy sent on to Marketo's REST API. */
export type ForwardStatus = "not-configured" | "pending" | "forwarded" | "failed"

/**
 * Which form a lead came from: the demo form, or one of the resources' forms (a webinar
 * registration, an e-book download, a customer story's PDF, the blog's newsletter), or a
 * demo call booked on /demos/book (issue 16).
 */
export const leadForms = ["demo", "webinar", "ebook", "caseStudy", "newsletter", "booking"] as const
export type LeadForm = (typeof leadForms)[number]

/** The resources' forms (issue 15): every form but the demo request and a booked demo call. */
export type ResourceLeadForm = Exclude<LeadForm, "demo" | "booking">

export interface NewLead {
  /** ISO time the Function received it. */
  receivedAt: string
  form: LeadForm
  /** The marketing-forms id it goes to Marketo under: the demo form's 1050, or the entry's own. */
  formId: string
  /** The site path of the page it was sent from. */
  sourcePath: string
  email: string
  fullName: string
  firstName: string
  lastName: string
  companyName: string
  phoneNumber: string
  country: string
  companySize: string
  promoCode: string
  currentUrl: string
  /** The query-parameter tracking data the browser sent with it. */
  tracking: Record<string, string>
  userAgent: string
}

export interface StoredLead extends NewLead {
  id: number
  forwardStatus: ForwardStatus
  forwardAttempts: number
  forwardError: string | null
  forwardedAt: string | null
}

export interface ForwardResult {
  status: "forwarded" | "failed"
  attempts: number
  error?: string
  /** Marketo's lead id, when it answered one. */
  marketoLeadId?: number
}

/** Where leads are kept. Every method may throw: the handler turns that into a 500 and a fallback copy. */
export interface LeadStore {
  save(lead: NewLead, forwardStatus: ForwardStatus): StoredLead
  /** Newest first. */
  list(options?: { limit?: number; forwardStatus?: ForwardStatus[] }): StoredLead[]
  get(id: number): StoredLead | null
  recordForward(id: number, result: ForwardResult, at: Date): void
  close(): void
}
