import { screen } from "@testing-library/react"
import type userEvent from "@testing-library/user-event"

/** Fills the demo form's six fields as a visitor does (Ada Lovelace, United Kingdom, `size`). */
export async function fillValidDemoForm(user: ReturnType<typeof userEvent.setup>, size = "21-100"): Promise<void> {
  await user.type(screen.getByLabelText("Work email"), "ada@lovelace.example")
  await user.type(screen.getByLabelText("Full name"), "Ada King Lovelace")
  await user.type(screen.getByLabelText("Company name"), "Analytical Engines")
  await user.type(screen.getByLabelText("Phone number"), "+44 20 7946 0958")
  await user.selectOptions(screen.getByLabelText("Country"), "United Kingdom")
  await user.selectOptions(screen.getByLabelText("Company size"), size)
}
