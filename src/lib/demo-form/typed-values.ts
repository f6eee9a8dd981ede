import { demoFieldOrder, type DemoField } from "./fields"

/**
 * What a visitor has already typed or chosen in a demo form's server HTML, by field name:
 * the form is on the page before its code is (it hydrates when it nears the viewport, see
 * DemoPanel), and when the code arrives the live form starts from these values instead of
 * empty ones, so nothing typed in the meantime is lost. Empty fields are left out.
 */
export function typedDemoValues(form: ParentNode | null | undefined): Partial<Record<DemoField, string>> {
  if (!form) return {}
  const typed: Partial<Record<DemoField, string>> = {}
  for (const field of demoFieldOrder) {
    const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(`input[name="${field}"], select[name="${field}"]`)
    if (control && control.value !== "") typed[field] = control.value
  }
  return typed
}
