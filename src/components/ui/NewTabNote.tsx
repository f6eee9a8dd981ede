import React from "react"
import { NEW_TAB_NOTE } from "../../lib/links/link-target"

/** Tells screen-reader users that the link it ends opens a new tab (sighted users see the tab open; WCAG G201). */
export function NewTabNote(): React.JSX.Element {
  return <span className="visually-hidden"> {NEW_TAB_NOTE}</span>
}
