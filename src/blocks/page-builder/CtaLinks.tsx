import React from "react"
import { ButtonLink } from "../../components/ui/Button"
import type { CmsLinkData } from "../types"
import * as styles from "./blocks.module.css"

/** A block's primary and secondary calls to action, when the editor gave them. */
export function CtaLinks({ primary, secondary }: { primary?: CmsLinkData | null; secondary?: CmsLinkData | null }): React.JSX.Element | null {
  if (!primary?.url && !secondary?.url) return null
  return (
    <div className={styles.actions}>
      {primary?.url ? <ButtonLink href={primary.url}>{primary.label ?? "Learn more"}</ButtonLink> : null}
      {secondary?.url ? (
        <ButtonLink href={secondary.url} variant="secondary">
          {secondary.label ?? "Learn more"}
        </ButtonLink>
      ) : null}
    </div>
  )
}
