import React from "react"
import { allUserStatuses, usePersonalization, variableCopies, statusVariantAttributes } from "../../lib/personalization/personalization"
import * as styles from "./VariableText.module.css"

/**
 * One piece of copy in every user status's wording (`copies`, in allUserStatuses order), all
 * in the page, stacked in one grid cell, each marked with its status: the stylesheet shows
 * the visitor's from the first paint (lib/personalization/head-script.ts) and hides the
 * others from sight and from screen readers, and the box is as large as the largest, so
 * nothing moves (no layout shift). One wording for every status is plain text. `name` marks
 * the stack (data-variable-element) for tests and styles.
 */
export function StatusVariants({ name, copies }: { name: string; copies: readonly string[] }): React.JSX.Element {
  if (copies.every((copy) => copy === copies[0])) return <>{copies[0]}</>
  return (
    <span className={styles.stack} data-variable-element={name}>
      {allUserStatuses.map((status, index) => (
        <span key={status} {...statusVariantAttributes([status])}>
          {copies[index]}
        </span>
      ))}
    </span>
  )
}

/**
 * Copy a variable element of the personalisation global may replace (SPEC 3.8, 4.2, 6; the
 * element names are in docs/personalisation.md), every status's wording at once (StatusVariants).
 */
export function VariableText({ element, children }: { element: string; children: string }): React.JSX.Element {
  const { byStatus } = usePersonalization()
  return <StatusVariants name={element} copies={variableCopies(byStatus, allUserStatuses, element, children)} />
}
