/** @jest-environment jsdom */
import { typedDemoValues } from "../../../src/lib/demo-form/typed-values"

function serverForm(): HTMLFormElement {
  const form = document.createElement("form")
  form.innerHTML = `
    <input name="email" type="email" value="">
    <input name="fullName" type="text" value="">
    <input name="companyName" type="text" value="">
    <input name="phoneNumber" type="tel" value="">
    <select name="country"><option value="" disabled selected>Select...</option><option>Canada</option></select>
    <select name="companySize"><option value="" disabled selected>Select...</option><option>21-100</option></select>
    <input name="unrelated" value="kept out">`
  document.body.append(form)
  return form
}

test("an untouched form gives nothing", () => {
  expect(typedDemoValues(serverForm())).toEqual({})
})

test("what the visitor typed and chose is read by field name; empty fields are left out", () => {
  const form = serverForm()
  form.querySelector<HTMLInputElement>('[name="email"]')!.value = "kay@example.com"
  form.querySelector<HTMLInputElement>('[name="fullName"]')!.value = "Kay Board"
  form.querySelector<HTMLSelectElement>('[name="country"]')!.value = "Canada"
  expect(typedDemoValues(form)).toEqual({ email: "kay@example.com", fullName: "Kay Board", country: "Canada" })
})

test("no form on the page gives nothing", () => {
  expect(typedDemoValues(null)).toEqual({})
  expect(typedDemoValues(document.createElement("div"))).toEqual({})
})
