/**
 * POST /api/resource-lead: the resources' forms (issue 15), through the same pipeline as
 * the demo form (features/lead-capture/server/lead-handler.ts: size cap, validation, stored before anything else,
 * Marketo when configured, never lost). The browser says only which page the form is on;
 * what the form is (its kind, its id, its success message, the file it unlocks) is read
 * from the CMS entry of that page, so a visitor cannot send a lead under another form's id
 * or fetch a file the page does not offer.
 *
 * If the CMS cannot answer, the lead is still kept, under the kind the page named and no
 * form id (the store shows it; `npm run leads -- --forward` resends it), and the visitor
 * is thanked without the file, which follows by email.
 */
import { createCmsClient, type CmsClientOptions } from "../../../../plugins/gatsby-source-cms/client"
import { cleanTracking, cleanUrl } from "../rules/lead-payload"
import { handleLead, type LeadHandlerDeps, type LeadRequest, type LeadResponse } from "./lead-handler"
import { resourceLeadForms, type ResourceLeadForm } from "./lead-types"
import { cleanSourcePath } from "./source-path"
import { entryForm, resourceFormEntryQuery, type EntryForm, type EntryFormData } from "./resource-entry-form"
import { validateResourceFields } from "../rules/resource-schema"

export interface ResourceLeadDeps extends LeadHandlerDeps {
  /** The entry at a uri, or null when the CMS could not answer (SPEC 8: logged by the client). */
  lookupEntry: (uri: string) => Promise<EntryFormData | null>
}

const UNVERIFIED_MESSAGE = "Thanks! We've got your details, and we'll email you what you asked for shortly."

const isResourceForm = (value: unknown): value is ResourceLeadForm => typeof value === "string" && (resourceLeadForms as readonly string[]).includes(value)

export function handleResourceLead(request: LeadRequest, deps: ResourceLeadDeps): Promise<LeadResponse> {
  return handleLead(request, deps, async (input, context) => {
    const sourcePath = cleanSourcePath(input.sourcePath)
    if (!sourcePath) return { ok: false, fieldErrors: {}, error: "The form must say which page it is on (sourcePath)" }
    const data = await deps.lookupEntry(sourcePath.slice(1))
    let form: EntryForm
    if (data === null) {
      if (!isResourceForm(input.form)) return { ok: false, status: 503, fieldErrors: {}, error: "We could not check this form right now. Please try again." }
      form = { form: input.form, formId: "", successMessage: UNVERIFIED_MESSAGE, download: null }
    } else {
      const offered = entryForm(data)
      if (!offered) return { ok: false, fieldErrors: {}, error: "This page has no form to send" }
      form = offered
    }
    const validation = await validateResourceFields(form.form, input)
    if (!validation.ok) return { ok: false, fieldErrors: validation.fieldErrors }
    const { fields } = validation
    return {
      ok: true,
      lead: {
        receivedAt: context.receivedAt,
        form: form.form,
        formId: form.formId,
        sourcePath,
        email: fields.email,
        fullName: [fields.firstName, fields.lastName].filter(Boolean).join(" "),
        firstName: fields.firstName,
        lastName: fields.lastName,
        companyName: fields.companyName,
        phoneNumber: "",
        country: "",
        companySize: "",
        promoCode: "",
        currentUrl: cleanUrl(input.currentUrl),
        tracking: cleanTracking(input.tracking),
        userAgent: context.userAgent,
      },
      extra: { form: form.form, message: form.successMessage, download: form.download },
    }
  })
}

/** Reads an entry's form from the CMS a Function is pointed at; null when it cannot answer or is not configured. */
export function cmsEntryLookup(options: CmsClientOptions | null): ResourceLeadDeps["lookupEntry"] {
  return async (uri) => {
    if (!options) return null
    const data = await createCmsClient(options).request<EntryFormData>(resourceFormEntryQuery, { uri: [uri] })
    return Object.keys(data).length > 0 ? data : null
  }
}
