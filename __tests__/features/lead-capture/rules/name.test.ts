import { splitFullName, UNKNOWN_LAST_NAME } from "../../../../src/features/lead-capture/rules/name"

describe("splitFullName (SPEC 5: at the first space; 'UNKNOWN' when there is no rest)", () => {
  test.each([
    ["Ada Lovelace", "Ada", "Lovelace"],
    ["Ada", "Ada", "UNKNOWN"],
    ["Mary Ann Smith", "Mary", "Ann Smith"],
    ["Jean-Luc Picard", "Jean-Luc", "Picard"],
    ["  Ada   Lovelace  ", "Ada", "Lovelace"],
    ["Ada\tLovelace", "Ada", "Lovelace"],
    ["Ludwig van Beethoven", "Ludwig", "van Beethoven"],
    ["Ada ", "Ada", "UNKNOWN"],
    ["Zoë O'Brien-Smith", "Zoë", "O'Brien-Smith"],
    ["", "", "UNKNOWN"],
  ])("%p → %p / %p", (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName })
  })

  test("the placeholder last name is the literal 'UNKNOWN'", () => {
    expect(UNKNOWN_LAST_NAME).toBe("UNKNOWN")
  })
})
