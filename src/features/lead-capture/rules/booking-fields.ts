/**
 * The booking form's fields and rules: checked in the browser before sending and again by
 * the booking Function, with the same messages. No Yup: three fields do not need 30 KB.
 */
import { isValidLookingEmail } from "./email"
import { isCompanySize, type CompanySize } from "./company-sizes"
import { parseSlotKey } from "./slots"

export const bookingFieldOrder = ["slot", "fullName", "email"] as const
export type BookingField = (typeof bookingFieldOrder)[number]

export const bookingMessages = {
  slot: "Choose a time for your call",
  fullName: "Enter your full name",
  email: { required: "Enter your work email", invalid: "Enter an email address like name@company.com" },
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const

export interface BookingFields {
  /** The slot's key (slots.ts slotKey). */
  slot: string
  fullName: string
  email: string
  /** From the /demos confirmation's query; '' when the visitor came another way. */
  companySize: CompanySize | ""
}

export type BookingFieldErrors = Partial<Record<BookingField, string>>

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

export function validateBookingFields(input: Record<string, unknown>): { ok: true; fields: BookingFields } | { ok: false; fieldErrors: BookingFieldErrors } {
  const slot = text(input.slot)
  const fullName = text(input.fullName)
  const email = text(input.email)
  const errors: BookingFieldErrors = {}
  if (!parseSlotKey(slot)) errors.slot = bookingMessages.slot
  if (!fullName) errors.fullName = bookingMessages.fullName
  else if (fullName.length > 120) errors.fullName = bookingMessages.tooLong(120)
  if (!email) errors.email = bookingMessages.email.required
  else if (email.length > 254) errors.email = bookingMessages.tooLong(254)
  else if (!isValidLookingEmail(email)) errors.email = bookingMessages.email.invalid
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors }
  return { ok: true, fields: { slot, fullName, email, companySize: isCompanySize(input.companySize) ? input.companySize : "" } }
}
