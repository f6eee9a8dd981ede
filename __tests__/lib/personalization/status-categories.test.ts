import { readFileSync } from "node:fs"
import { join } from "node:path"
import { rowAppliesTo, rowStatuses } from "../../../src/lib/personalization/status-categories"
import { userStatuses } from "../../../src/lib/personalization/recognition"

describe("user-status categories (SPEC 6)", () => {
  test("a row applies to each status one of its categories names, case and spaces aside", () => {
    const row = [{ slug: "loggedIn" }, null, { slug: " Trial " }, { slug: "" }, { slug: null }]
    expect(rowStatuses(row)).toEqual(["loggedin", "trial"])
    expect(rowAppliesTo(row, "loggedIn")).toBe(true)
    expect(rowAppliesTo(row, "TRIAL")).toBe(true)
    expect(rowAppliesTo(row, "anonymous")).toBe(false)
  })

  test("a row with no categories applies to nobody", () => {
    expect(rowAppliesTo(null, "anonymous")).toBe(false)
    expect(rowAppliesTo([], "")).toBe(false)
  })

  test("the sample CMS's userStatus group has exactly the statuses the site tells apart", () => {
    const categories = JSON.parse(readFileSync(join(__dirname, "../../../cms/content/categories.json"), "utf8")) as Array<{ slug: string; groupHandle: string }>
    const slugs = categories.filter((category) => category.groupHandle === "userStatus").map((category) => category.slug)
    expect(slugs.sort()).toEqual(Object.values(userStatuses).sort())
  })
})
