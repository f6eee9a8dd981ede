import React from "react"
import type { SuccessMessageSource } from "../rules/success-message"
import { DeferredDemoForm } from "./DeferredDemoForm"
import * as styles from "./LandingForm.module.css"

export interface LandingFormProps {
  /** The CMS block the form belongs to: the lead Function reads the form id and the thank-you from it. */
  blockId: string
  /** The marketing-forms id (the hidden Marketo form, when the script is in use). */
  formId: string
  /** The thank-you and its specialisations, for when the Function could not say it. */
  success: SuccessMessageSource
  /** The card's id: the landing navigation's 'Get Demo' and in-page links go to it. */
  id?: string
  className?: string
}

/**
 * A content page's lead form (issue 16): the demo form's fields in a card, thanked in place
 * with the block's message (features/lead-capture/rules/success-message.ts, in the form's own chunk). Its code wakes as the
 * demo form's does (DeferredDemoForm); its server HTML is the complete form.
 */
export function LandingForm({ blockId, formId, success, id, className }: LandingFormProps): React.JSX.Element {
  return (
    <div id={id} className={[styles.card, className].filter(Boolean).join(" ")}>
      <DeferredDemoForm heading="h2" inPlace={{ block: blockId, formId, success }} />
    </div>
  )
}
