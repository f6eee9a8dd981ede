/** A lead as the site keeps it: a demo request or a resource form (issue 6, 15: no lead is lost). */

/** What happened to the copy sent on to Marketo's REST API. */
export type ForwardStatus = "not-configured" | "pending" | "forwarded" | "failed"

/**
 * Which form a lead came from: the demo form, one of the resources' forms (a webinar
 * registration, an e-book download, a customer story's PDF, the blog's newsletter), a
 * content page's form ("landing": a synced hero, a hero's sign-up form, a two-column block's
 * form; the demo form's fields, thanked in place), or a demo call booked on /demos/book.
 */
export const leadForms = ["demo", "webinar", "ebook", "caseStudy", "newsletter", "landing", "booking"] as const
export type LeadForm = (typeof leadForms)[number]

/** The resources' forms (issue 15): /api/resource-lead takes these, and no other. */
export const resourceLeadForms = ["webinar", "ebook", "caseStudy", "newsletter"] as const satisfies readonly LeadForm[]
export type ResourceLeadForm = (typeof resourceLeadForms)[number]

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

/**
 * Where leads are kept: a view over the open lead database (features/lead-capture/server/store.ts), SQLite or
 * PostgreSQL. Every method may reject: the handler turns that into a 500 and a fallback copy.
 */
export interface LeadStore {
  save(lead: NewLead, forwardStatus: ForwardStatus): Promise<StoredLead>
  /** Newest first. */
  list(options?: { limit?: number; forwardStatus?: ForwardStatus[] }): Promise<StoredLead[]>
  get(id: number): Promise<StoredLead | null>
  recordForward(id: number, result: ForwardResult, at: Date): Promise<void>
}
