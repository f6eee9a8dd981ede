/**
 * The demo form's fields and rules (SPEC 2.10, 5), as one Yup schema at module level: the
 * form validates with it in the browser and /api/demo-request validates with it again on
 * the server, so a lead is never accepted half-filled by either.
 */
import { object, string, ValidationError, type InferType } from "yup"
import { countries, isCountry } from "./countries"
import { companySizes, isCompanySize } from "./company-sizes"
import { demoFieldOrder, type DemoField } from "./demo-fields"

import { EMAIL_PATTERN } from "./email"

export { EMAIL_PATTERN, isValidLookingEmail } from "./email"

/** A phone number as people type it: digits with spaces, dots, dashes, brackets, an optional leading + and an extension. */
const PHONE_PATTERN = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i
/** Empty is `required`'s to report, so it passes here. */
const hasEnoughDigits = (value: string | undefined): boolean => !value || value.replace(/\D/g, "").length >= 7

export const demoMessages = {
  email: { required: "Enter your work email", invalid: "Enter an email address like name@company.com" },
  fullName: { required: "Enter your full name" },
  companyName: { required: "Enter your company name" },
  phoneNumber: { required: "Enter your phone number", invalid: "Enter a phone number with at least 7 digits" },
  country: { required: "Choose your country" },
  companySize: { required: "Choose your company size" },
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const

export const demoLeadSchema = object({
  email: string()
    .trim()
    .required(demoMessages.email.required)
    .max(254, demoMessages.tooLong(254))
    .matches(EMAIL_PATTERN, { message: demoMessages.email.invalid, excludeEmptyString: true }),
  fullName: string().trim().required(demoMessages.fullName.required).max(120, demoMessages.tooLong(120)),
  companyName: string().trim().required(demoMessages.companyName.required).max(120, demoMessages.tooLong(120)),
  phoneNumber: string()
    .trim()
    .required(demoMessages.phoneNumber.required)
    .max(40, demoMessages.tooLong(40))
    .matches(PHONE_PATTERN, { message: demoMessages.phoneNumber.invalid, excludeEmptyString: true })
    .test("phone-digits", demoMessages.phoneNumber.invalid, hasEnoughDigits),
  // The 'Select...' placeholder has the value "": it fails `required`, so it cannot be chosen.
  country: string()
    .required(demoMessages.country.required)
    .oneOf([...countries], demoMessages.country.required),
  companySize: string()
    .required(demoMessages.companySize.required)
    .oneOf([...companySizes], demoMessages.companySize.required),
})

export type DemoLead = InferType<typeof demoLeadSchema>

export const emptyDemoLead: Record<DemoField, string> = { email: "", fullName: "", companyName: "", phoneNumber: "", country: "", companySize: "" }

export type DemoFieldErrors = Partial<Record<DemoField, string>>

export type DemoLeadValidation = { ok: true; lead: DemoLead } | { ok: false; fieldErrors: DemoFieldErrors }

/** Server side: the cleaned lead (trimmed, only the six fields), or the first message of each invalid field. */
export async function validateDemoLead(input: unknown): Promise<DemoLeadValidation> {
  const source = input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  // Only strings reach the schema: Yup would otherwise turn 42 into "42" or an object into "[object Object]".
  const fields = Object.fromEntries(demoFieldOrder.map((field) => [field, typeof source[field] === "string" ? source[field] : undefined]))
  try {
    const lead = await demoLeadSchema.validate(fields, { abortEarly: false, stripUnknown: true })
    return { ok: true, lead }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const fieldErrors: DemoFieldErrors = {}
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path as DemoField | undefined
      if (field && demoFieldOrder.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message
    }
    return { ok: false, fieldErrors }
  }
}

export { isCountry, isCompanySize }
