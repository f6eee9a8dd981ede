/**
 * What /demos shows after a demo request (SPEC 2.1: /demos?companySize={size}; the spec
 * leaves the page open). Pure: the template reads the query after hydration.
 */
import { companySizes, sizesThatBookACall, type CompanySize } from "./company-sizes"

export const demoConfirmationPath = (companySize: string): string => `/demos?companySize=${encodeURIComponent(companySize)}`

/**
 * The company size of a confirmation URL's query; null when there is none or it is not one
 * of the sizes (then the page shows the form). An unencoded '100+' arrives as '100 ' (a
 * '+' in a query is a space), so that reading is accepted too.
 */
export function confirmationSize(search: string): CompanySize | null {
  const raw = new URLSearchParams(search).get("companySize")
  if (raw === null) return null
  const value = raw.trim() === "100" && raw !== raw.trim() ? "100+" : raw.trim()
  return (companySizes as readonly string[]).includes(value) ? (value as CompanySize) : null
}

export const offersBooking = (size: CompanySize): boolean => sizesThatBookACall.includes(size)
