import {
  defaultSuccessMessage,
  matchesVariation,
  specializationProblems,
  successMessageFor,
  variationOperators,
} from "../../../../src/features/lead-capture/rules/success-message"

const answers = {
  email: "ada@lovelace-agency.com",
  fullName: "Ada Lovelace",
  companyName: "Lovelace Agency",
  phoneNumber: "+44 20 7946 0000",
  country: "United Kingdom",
  companySize: "21-100",
}

describe("matchesVariation: every operator", () => {
  test.each([
    // field, operator, value, expected
    ["companySize", "equals", "21-100", true],
    ["companySize", "equals", " 21-100 ", true],
    ["country", "equals", "united kingdom", true],
    ["companySize", "equals", "100+", false],
    ["companySize", "notEquals", "100+", true],
    ["companySize", "notEquals", "21-100", false],
    ["companySize", "in", "21-100,100+", true],
    ["companySize", "in", "1, 2-5 ,6-20", false],
    ["country", "in", "Canada, United Kingdom", true],
    ["companySize", "notIn", "1,2-5", true],
    ["companySize", "notIn", "21-100,100+", false],
    ["email", "contains", "@lovelace-agency.com", true],
    ["email", "contains", "@example.org", false],
    ["email", "contains", "", false],
    ["companySize", "atLeast", "21-100", true],
    ["companySize", "atLeast", "6-20", true],
    ["companySize", "atLeast", "100+", false],
    ["companySize", "atMost", "21-100", true],
    ["companySize", "atMost", "6-20", false],
    ["companySize", "atLeast", "huge", false],
    ["country", "atLeast", "Canada", false],
    ["website", "equals", "x", false],
    ["companySize", "greaterThan", "1", false],
    ["", "", "", false],
  ])("%s %s '%s' → %s", (variationLogic, variationLogicComparison, variationLogicValue, expected) => {
    expect(matchesVariation({ variationLogic, variationLogicComparison, variationLogicValue, vSuccessMessage: "x" }, answers)).toBe(expected)
  })

  test("the table above covers every operator there is", () => {
    expect([...variationOperators].sort()).toEqual(["atLeast", "atMost", "contains", "equals", "in", "notEquals", "notIn"])
  })
})

describe("successMessageFor", () => {
  const hero = {
    successMessage: "Thank you! The playbook is on its way.",
    successMessageSpecializations: [
      null,
      { variationLogic: "companySize", variationLogicComparison: "equals", variationLogicValue: "1", vSuccessMessage: "Flying solo? Start with chapter 2." },
      {
        variationLogic: "companySize",
        variationLogicComparison: "in",
        variationLogicValue: "21-100,100+",
        vSuccessMessage: "A specialist will contact you within one business day.",
      },
      {
        variationLogic: "country",
        variationLogicComparison: "equals",
        variationLogicValue: "United Kingdom",
        vSuccessMessage: "Cheers! (never reached for a 21-100 team: the first match wins)",
      },
    ],
  }
  test("the first row that matches wins; none matching gives the entry's message", () => {
    expect(successMessageFor(hero, answers)).toBe("A specialist will contact you within one business day.")
    expect(successMessageFor(hero, { ...answers, companySize: "1" })).toBe("Flying solo? Start with chapter 2.")
    expect(successMessageFor(hero, { ...answers, companySize: "6-20" })).toBe("Cheers! (never reached for a 21-100 team: the first match wins)")
    expect(successMessageFor(hero, { ...answers, companySize: "6-20", country: "Canada" })).toBe("Thank you! The playbook is on its way.")
  })
  test("a matching row with no message is skipped; no message at all gives the default", () => {
    expect(
      successMessageFor(
        {
          successMessage: "",
          successMessageSpecializations: [
            { variationLogic: "companySize", variationLogicComparison: "equals", variationLogicValue: "21-100", vSuccessMessage: " " },
          ],
        },
        answers,
      ),
    ).toBe(defaultSuccessMessage)
    expect(successMessageFor({}, {})).toBe(defaultSuccessMessage)
  })
})

test("specializationProblems names what an editor got wrong, row by row", () => {
  expect(
    specializationProblems({
      successMessageSpecializations: [
        { variationLogic: "companySize", variationLogicComparison: "in", variationLogicValue: "1", vSuccessMessage: "ok" },
        { variationLogic: "size", variationLogicComparison: "is", variationLogicValue: "1", vSuccessMessage: "" },
        { variationLogic: "country", variationLogicComparison: "atLeast", variationLogicValue: "Canada", vSuccessMessage: "x" },
      ],
    }),
  ).toEqual([
    "row 2: variationLogic 'size' is not a form field (email, fullName, companyName, phoneNumber, country, companySize)",
    "row 2: variationLogicComparison 'is' is not one of equals, notEquals, in, notIn, contains, atLeast, atMost",
    "row 2: vSuccessMessage is empty",
    "row 3: atLeast compares company sizes only",
  ])
})
