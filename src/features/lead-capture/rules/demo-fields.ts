/**
 * The demo form's fields (SPEC 2.10), apart from the Yup schema (demo-schema.ts): what reads the
 * form's fields without validating them (typed-values.ts, before the form's code has loaded)
 * does not pull Yup into the page's first-load JavaScript.
 */

/** The fields, in the order the form shows them (and moves focus to the first invalid one). */
export const demoFieldOrder = ["email", "fullName", "companyName", "phoneNumber", "country", "companySize"] as const

export type DemoField = (typeof demoFieldOrder)[number]

export const demoFieldLabels: Record<DemoField, string> = {
  email: "Work email",
  fullName: "Full name",
  companyName: "Company name",
  phoneNumber: "Phone number",
  country: "Country",
  companySize: "Company size",
}
