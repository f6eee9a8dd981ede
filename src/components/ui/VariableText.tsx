import React from "react"
import { allUserStatuses, usePersonalization, variableCopies } from "../../lib/personalization"
import * as styles from "./VariableText.module.css"

/**
 * Copy a variable element of the personalisation global may replace (SPEC 3.8, 4.2, 6; the
 * element names are in the README). Every status's copy is in the page, stacked in one grid
 * cell, and only the visitor's is visible (the others are hidden from sight and from screen
 * readers): the box is as large as the largest from the first paint, so the switch after
 * the cookie is read moves nothing (no layout shift). With no variant, plain text.
 */
export function VariableText({ element, children }: { element: string; children: string }): React.JSX.Element {
  const { userStatus, variableElementsByStatus } = usePersonalization()
  const copies = variableCopies(variableElementsByStatus, allUserStatuses, element, children)
  if (copies.every((copy) => copy === copies[0])) return <>{copies[0]}</>
  return (
    <span className={styles.stack} data-variable-element={element}>
      {allUserStatuses.map((status, index) => (
        <span key={status} className={status === userStatus ? undefined : styles.inactive} aria-hidden={status === userStatus ? undefined : true}>
          {copies[index]}
        </span>
      ))}
    </span>
  )
}
