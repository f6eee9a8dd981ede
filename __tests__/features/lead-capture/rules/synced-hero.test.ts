import { resolveSyncedHero } from "../../../../src/features/lead-capture/rules/synced-hero"

const master = {
  eyebrow: "Free playbook",
  heading: "The Lead Gen Playbook",
  copy: "Twelve proven ways to find clients.",
  image: { src: "cover.jpg" },
  formId: "1050",
  successMessage: "The playbook is on its way.",
  successMessageSpecializations: [
    { variationLogic: "companySize", variationLogicComparison: "equals", variationLogicValue: "1", vSuccessMessage: "Flying solo?" },
  ],
}

test("a block that fills every field keeps its own", () => {
  const own = {
    eyebrow: "Agencies",
    heading: "Win more retainers",
    copy: "Copy",
    image: { src: "agency.jpg" },
    formId: "3001",
    successMessage: "Thanks!",
    successMessageSpecializations: [
      { variationLogic: "country", variationLogicComparison: "equals", variationLogicValue: "Canada", vSuccessMessage: "Hi Canada" },
    ],
  }
  expect(resolveSyncedHero(own, master, "1050")).toEqual({ ...own })
})

test("each field a block leaves empty comes from the master named by pageHeroSynced", () => {
  const resolved = resolveSyncedHero({ heading: "Win more retainers", copy: "  ", formId: "", image: null, successMessageSpecializations: [] }, master, "2040")
  expect(resolved).toEqual({ ...master, heading: "Win more retainers" })
})

test("with no master and no form id, the form goes under mainFormReference", () => {
  expect(resolveSyncedHero({ heading: "Solo" }, null, "2040")).toMatchObject({
    heading: "Solo",
    formId: "2040",
    successMessage: null,
    successMessageSpecializations: [],
    image: null,
  })
  expect(resolveSyncedHero({ heading: "Solo" }, { formId: " " }, "2040").formId).toBe("2040")
})
