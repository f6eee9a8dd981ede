/**
 * The synced hero's thank-you (SPEC 3.9): the entry's successMessage, replaced by the first
 * successMessageSpecializations row whose condition holds for what the visitor sent. A row
 * reads "when {variationLogic} {variationLogicComparison} {variationLogicValue}", e.g.
 * "companySize in 21-100,100+". Shared by the form in the browser and by the lead Function,
 * so the no-JavaScript answer and the live one say the same thing.
 *
 * Operators (docs/leads.md, "Landing-page forms"), all case-insensitive and ignoring spaces around values:
 *   equals / notEquals   the answer is (is not) the value
 *   in / notIn           the answer is (is not) one of the comma-separated values
 *   contains             the answer contains the value (e.g. an email domain: "email contains @agency.com")
 *   atLeast / atMost     for companySize only, by the form's size order: "companySize atLeast 21-100"
 * A row with an unknown field or operator, or an empty message, never matches (and the build
 * warns: landingFormProblems).
 */
import { companySizes } from "./company-sizes"
import { demoFieldOrder, type DemoField } from "./demo-fields"

export const variationOperators = ["equals", "notEquals", "in", "notIn", "contains", "atLeast", "atMost"] as const
export type VariationOperator = (typeof variationOperators)[number]

export interface SuccessMessageSpecialization {
  variationLogic?: string | null
  variationLogicComparison?: string | null
  variationLogicValue?: string | null
  vSuccessMessage?: string | null
}

export interface SuccessMessageSource {
  successMessage?: string | null
  successMessageSpecializations?: ReadonlyArray<SuccessMessageSpecialization | null> | null
}

export type LandingAnswers = Partial<Record<DemoField, string>>

/** What the visitor sees when the entry gives no message. */
export const defaultSuccessMessage = "Thank you! We've got your details, and we'll be in touch within one business day."

const norm = (value: string | null | undefined): string => (value ?? "").trim().toLowerCase()
const list = (value: string | null | undefined): string[] =>
  norm(value)
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
const sizeRank = (value: string): number => (companySizes as readonly string[]).indexOf(value)

const isField = (value: string): value is DemoField => (demoFieldOrder as readonly string[]).includes(value)
const isOperator = (value: string): value is VariationOperator => (variationOperators as readonly string[]).includes(value)

/** Whether one row's condition holds for the answers. */
export function matchesVariation(row: SuccessMessageSpecialization, answers: LandingAnswers): boolean {
  const field = (row.variationLogic ?? "").trim()
  const operator = (row.variationLogicComparison ?? "").trim()
  if (!isField(field) || !isOperator(operator)) return false
  const answer = norm(answers[field])
  const value = norm(row.variationLogicValue)
  switch (operator) {
    case "equals":
      return answer === value
    case "notEquals":
      return answer !== value
    case "in":
      return list(row.variationLogicValue).includes(answer)
    case "notIn":
      return !list(row.variationLogicValue).includes(answer)
    case "contains":
      return value !== "" && answer.includes(value)
    case "atLeast":
    case "atMost": {
      if (field !== "companySize") return false
      const have = sizeRank(answer)
      const bound = sizeRank(value)
      if (have === -1 || bound === -1) return false
      return operator === "atLeast" ? have >= bound : have <= bound
    }
  }
}

/** The message for these answers: the first matching specialisation's, else the entry's, else the default. */
export function successMessageFor(source: SuccessMessageSource, answers: LandingAnswers): string {
  for (const row of source.successMessageSpecializations ?? []) {
    if (row?.vSuccessMessage?.trim() && matchesVariation(row, answers)) return row.vSuccessMessage.trim()
  }
  return source.successMessage?.trim() || defaultSuccessMessage
}

/** Rows an editor got wrong (unknown field or operator, no message), for the build's warnings. */
export function specializationProblems(source: SuccessMessageSource): string[] {
  return (source.successMessageSpecializations ?? []).flatMap((row, index) => {
    if (!row) return []
    const problems: string[] = []
    const field = (row.variationLogic ?? "").trim()
    const operator = (row.variationLogicComparison ?? "").trim()
    if (!isField(field)) problems.push(`row ${index + 1}: variationLogic '${field}' is not a form field (${demoFieldOrder.join(", ")})`)
    if (!isOperator(operator)) problems.push(`row ${index + 1}: variationLogicComparison '${operator}' is not one of ${variationOperators.join(", ")}`)
    else if ((operator === "atLeast" || operator === "atMost") && field !== "companySize")
      problems.push(`row ${index + 1}: ${operator} compares company sizes only`)
    if (!row.vSuccessMessage?.trim()) problems.push(`row ${index + 1}: vSuccessMessage is empty`)
    return problems
  })
}
