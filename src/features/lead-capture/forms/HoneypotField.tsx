import React from "react"
import { HONEYPOT_FIELD } from "../rules/honeypot"

/**
 * The field people never meet (../rules/honeypot.ts): off screen, out of the tab order and
 * hidden from screen readers, so only a bot that fills every input fills it. Its value goes
 * with the lead, and the Function drops a lead that has one.
 */
export function HoneypotField({ id }: { id: string }): React.JSX.Element {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** What the form's honeypot holds ("" for a person). */
export const honeypotValue = (form: HTMLFormElement | null): string => {
  const field = form?.elements.namedItem(HONEYPOT_FIELD)
  return field instanceof HTMLInputElement ? field.value : ""
}
