/**
 * The resources' lead forms (issue 15: a webinar registration, an e-book download, a
 * customer story's PDF, the blog's newsletter): their fields and rules as one Yup schema,
 * used by the form in the browser and again by /api/resource-lead. The newsletter asks
 * only for an email and a first name; the others also for a last name and, optionally,
 * the company.
 */
import { object, string, ValidationError } from "yup"
import { EMAIL_PATTERN } from "./demo-schema"

export const resourceFields = ["email", "firstName", "lastName", "companyName"] as const
export type ResourceField = (typeof resourceFields)[number]
export type ResourceFieldErrors = Partial<Record<ResourceField, string>>

export const resourceMessages = {
  email: { required: "Enter your email", invalid: "Enter an email address like name@company.com" },
  firstName: { required: "Enter your first name" },
  lastName: { required: "Enter your last name" },
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const

/** Which fields a form shows: the newsletter keeps it short. */
export const fieldsOf = (form: string): readonly ResourceField[] => (form === "newsletter" ? ["email", "firstName"] : resourceFields)

const schemaFor = (form: string) =>
  object({
    email: string()
      .trim()
      .required(resourceMessages.email.required)
      .max(254, resourceMessages.tooLong(254))
      .matches(EMAIL_PATTERN, { message: resourceMessages.email.invalid, excludeEmptyString: true }),
    firstName: string().trim().required(resourceMessages.firstName.required).max(80, resourceMessages.tooLong(80)),
    lastName:
      form === "newsletter"
        ? string().trim().max(80, resourceMessages.tooLong(80)).default("")
        : string().trim().required(resourceMessages.lastName.required).max(80, resourceMessages.tooLong(80)),
    companyName: string().trim().max(120, resourceMessages.tooLong(120)).default(""),
  })

export type ResourceLeadFields = Record<ResourceField, string>

export type ResourceValidation = { ok: true; fields: ResourceLeadFields } | { ok: false; fieldErrors: ResourceFieldErrors }

/** The cleaned fields, or the first message of each invalid one; only strings reach the schema. */
export async function validateResourceFields(form: string, input: unknown): Promise<ResourceValidation> {
  const source = input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const values = Object.fromEntries(resourceFields.map((field) => [field, typeof source[field] === "string" ? source[field] : undefined]))
  try {
    const fields = await schemaFor(form).validate(values, { abortEarly: false, stripUnknown: true })
    return { ok: true, fields: { email: fields.email, firstName: fields.firstName, lastName: fields.lastName ?? "", companyName: fields.companyName ?? "" } }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const fieldErrors: ResourceFieldErrors = {}
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path as ResourceField | undefined
      if (field && resourceFields.includes(field) && !fieldErrors[field]) fieldErrors[field] = issue.message
    }
    return { ok: false, fieldErrors }
  }
}
