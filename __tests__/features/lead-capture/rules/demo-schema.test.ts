import { companySizes } from "../../../../src/features/lead-capture/rules/company-sizes"
import { countries, pinnedCountries } from "../../../../src/features/lead-capture/rules/countries"
import { demoLeadSchema, demoMessages, isValidLookingEmail, validateDemoLead } from "../../../../src/features/lead-capture/rules/demo-schema"
import { demoLead } from "../../../support/lead-fixture"

const valid = demoLead({ fullName: "Ada Lovelace", companyName: "Analytical Engines Ltd" })

/** The first message the schema gives for `field` when it holds `value`; undefined when it is valid. */
async function messageFor(field: keyof typeof valid, value: unknown): Promise<string | undefined> {
  try {
    await demoLeadSchema.validateAt(field, { ...valid, [field]: value })
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe("the demo form schema (SPEC 5: every field required)", () => {
  test("a complete lead is valid", async () => {
    await expect(demoLeadSchema.isValid(valid)).resolves.toBe(true)
  })

  test.each([
    // field, value, expected message (undefined: valid)
    ["email", "", demoMessages.email.required],
    ["email", "   ", demoMessages.email.required],
    ["email", undefined, demoMessages.email.required],
    ["email", "ada", demoMessages.email.invalid],
    ["email", "ada@", demoMessages.email.invalid],
    ["email", "ada@lovelace", demoMessages.email.invalid],
    ["email", "ada@lovelace.c", demoMessages.email.invalid],
    ["email", "ada lovelace@example.com", demoMessages.email.invalid],
    ["email", "ada@@example.com", demoMessages.email.invalid],
    ["email", "ada@example..com", demoMessages.email.invalid],
    ["email", `${"a".repeat(250)}@example.com`, demoMessages.tooLong(254)],
    ["email", "ada@example.com", undefined],
    ["email", "  ada.lovelace+demo@mail.example.co.uk  ", undefined],
    ["fullName", "", demoMessages.fullName.required],
    ["fullName", "  ", demoMessages.fullName.required],
    ["fullName", "Ada", undefined],
    ["fullName", "x".repeat(121), demoMessages.tooLong(120)],
    ["companyName", "", demoMessages.companyName.required],
    ["companyName", "Rapport & Co.", undefined],
    ["phoneNumber", "", demoMessages.phoneNumber.required],
    ["phoneNumber", "12345", demoMessages.phoneNumber.invalid],
    ["phoneNumber", "call me", demoMessages.phoneNumber.invalid],
    ["phoneNumber", "555-010", demoMessages.phoneNumber.invalid],
    ["phoneNumber", "555-0100", undefined],
    ["phoneNumber", "(555) 010-2000", undefined],
    ["phoneNumber", "+1 555 010 2000 ext. 12", undefined],
    ["phoneNumber", "020.7946.0958", undefined],
    ["country", "", demoMessages.country.required],
    ["country", "Select...", demoMessages.country.required],
    ["country", "Atlantis", demoMessages.country.required],
    ["country", "Canada", undefined],
    ["country", "Côte d'Ivoire", undefined],
    ["companySize", "", demoMessages.companySize.required],
    ["companySize", "Select...", demoMessages.companySize.required],
    ["companySize", "7", demoMessages.companySize.required],
    ["companySize", "100", demoMessages.companySize.required],
    ...companySizes.map((size) => ["companySize", size, undefined] as const),
  ] as Array<[keyof typeof valid, unknown, string | undefined]>)("%s = %p → %p", async (field, value, expected) => {
    await expect(messageFor(field, value)).resolves.toBe(expected)
  })
})

describe("validateDemoLead (the Function's check, with the same schema)", () => {
  test("answers the cleaned lead: trimmed, only the six fields", async () => {
    const result = await validateDemoLead({ ...valid, email: "  ada@lovelace.example ", fullName: " Ada Lovelace ", admin: true })
    expect(result).toEqual({ ok: true, lead: { ...valid } })
  })

  test("answers one message per invalid field", async () => {
    const result = await validateDemoLead({ email: "nope", fullName: "", phoneNumber: "12", country: "Select...", companySize: "100+" })
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        email: demoMessages.email.invalid,
        fullName: demoMessages.fullName.required,
        companyName: demoMessages.companyName.required,
        phoneNumber: demoMessages.phoneNumber.invalid,
        country: demoMessages.country.required,
      },
    })
  })

  test.each([null, "a string", 42, ["array"], { email: 42, fullName: { first: "Ada" } }])("a body like %p is invalid, never coerced", async (input) => {
    const result = await validateDemoLead(input)
    expect(result.ok).toBe(false)
  })
})

describe("the 'valid-looking email' of the started event", () => {
  test.each([
    ["ada@lovelace.example", true],
    [" ada@lovelace.example ", true],
    ["ada@lovelace", false],
    ["ada", false],
    ["", false],
  ])("%p → %s", (email, expected) => {
    expect(isValidLookingEmail(email)).toBe(expected)
  })
})

describe("the selects' options (SPEC 5)", () => {
  test("company sizes are 1, 2-5, 6-20, 21-100, 100+", () => {
    expect(companySizes).toEqual(["1", "2-5", "6-20", "21-100", "100+"])
  })

  test("countries: the five first, then about 190 others in alphabetical order, no duplicates", () => {
    expect(countries.slice(0, 5)).toEqual(["United States", "Canada", "United Kingdom", "Australia", "New Zealand"])
    const rest = countries.slice(5)
    expect(rest.length).toBeGreaterThanOrEqual(185)
    // Alphabetical as a reader expects it: accents and case do not move a name.
    const alphabetical = new Intl.Collator("en", { sensitivity: "base" })
    expect([...rest].sort(alphabetical.compare)).toEqual(rest)
    expect(new Set(countries).size).toBe(countries.length)
    for (const pinned of pinnedCountries) expect(rest).not.toContain(pinned)
    expect(rest).toEqual(expect.arrayContaining(["Germany", "France", "India", "Japan", "Brazil", "South Africa", "Mexico", "Ireland"]))
  })
})
