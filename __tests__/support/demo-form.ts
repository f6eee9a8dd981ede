import { screen } from "@testing-library/react"
import type userEvent from "@testing-library/user-event"
import { demoLead } from "./lead-fixture"

/** Fills the demo form's six fields as a visitor does (the lead fixture's Ada Lovelace, of a team of `size`). */
export async function fillValidDemoForm(user: ReturnType<typeof userEvent.setup>, size = "21-100"): Promise<void> {
  const lead = { ...demoLead(), companySize: size }
  await user.type(screen.getByLabelText("Work email"), lead.email)
  await user.type(screen.getByLabelText("Full name"), lead.fullName)
  await user.type(screen.getByLabelText("Company name"), lead.companyName)
  await user.type(screen.getByLabelText("Phone number"), lead.phoneNumber)
  await user.selectOptions(screen.getByLabelText("Country"), lead.country)
  await user.selectOptions(screen.getByLabelText("Company size"), lead.companySize)
}
