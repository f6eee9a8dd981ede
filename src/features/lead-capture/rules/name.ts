/** What the marketing-forms service's FirstName / LastName get from one 'Full name' field (SPEC 5). */
export const UNKNOWN_LAST_NAME = "UNKNOWN"

export interface SplitName {
  firstName: string
  lastName: string
}

/**
 * Splits a full name at its first space: the first word is the first name, the rest the
 * last name; 'UNKNOWN' when there is no rest. Surrounding spaces are dropped and runs of
 * spaces count as one, so 'Ada  Lovelace ' is Ada / Lovelace, not Ada / ' Lovelace '.
 */
export function splitFullName(fullName: string): SplitName {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const [firstName = "", ...rest] = words
  return { firstName, lastName: rest.length > 0 ? rest.join(" ") : UNKNOWN_LAST_NAME }
}
