/** The demo form's company sizes (SPEC 5), in the order the select shows them. */
export const companySizes = ["1", "2-5", "6-20", "21-100", "100+"] as const

export type CompanySize = (typeof companySizes)[number]

export const isCompanySize = (value: unknown): value is CompanySize => typeof value === "string" && (companySizes as readonly string[]).includes(value)

/** Teams this size are offered a call booked straight away on the confirmation (the spec leaves the confirmation open). */
export const sizesThatBookACall: readonly CompanySize[] = ["21-100", "100+"]
