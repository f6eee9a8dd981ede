import React from "react"
import { ButtonLink } from "../../components/ui/Button"
import * as styles from "./blocks.module.css"

/** A block's primary and secondary calls to action, when the editor gave them. */
export function CtaLinks({ primary, secondary, placement }: { primary?: Queries.CmsLinkFieldsFragment | null; secondary?: Queries.CmsLinkFieldsFragment | null; placement?: string }): React.JSX.Element | null {
  if (!primary?.url && !secondary?.url) return null
  return (
    <div className={styles.actions}>
      {primary?.url ? <ButtonLink href={primary.url} placement={placement}>{primary.label ?? "Learn more"}</ButtonLink> : null}
      {secondary?.url ? (
        <ButtonLink href={secondary.url} variant="secondary" placement={placement}>
          {secondary.label ?? "Learn more"}
        </ButtonLink>
      ) : null}
    </div>
  )
}
