import React, { useEffect, useMemo, useRef } from "react"
import { site } from "../../../config/site"
import { demoBooking } from "../rules/booking-config"
import { offersBooking } from "../rules/confirmation"
import type { CompanySize } from "../rules/company-sizes"
import { bookingStep } from "../rules/booking-step"
import { rememberedBookingVisitor } from "../browser/booking-visitor"
import { ButtonLink } from "../../../components/ui/Button"
import * as styles from "./DemoPage.module.css"

export const demoConfirmationCopy = {
  heading: "Thank you! Your demo request is in.",
  lede: `A ${site.name} product specialist will email you within one business day to find a time that suits you.`,
  nextHeading: "What happens next",
  steps: [
    "We read your request and match you with a specialist who knows teams like yours.",
    "They email you to agree a time for a 20-minute video call.",
    "On the call we set up your pipeline live and answer every question.",
  ],
  bookHeading: "Teams your size get a dedicated specialist",
  bookCopy: "Skip the back-and-forth: pick a time for your call now.",
  bookCta: "Choose a time",
  externalNote: "Our scheduling page opens in a new tab.",
  trialCopy: "Can't wait for the call?",
  trialCta: `Try ${site.name} free`,
} as const

/**
 * What /demos?companySize={size} shows after a demo request. Its heading takes focus when it
 * appears, so screen-reader users hear the thank-you rather than the form's disappearance.
 */
export function DemoConfirmation({ size, bookingPagePath }: { size: CompanySize; bookingPagePath: string | null }): React.JSX.Element {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true })
  }, [])
  // Shown only after hydration (the query decides it), so storage can be read while rendering.
  const book = useMemo(
    () =>
      offersBooking(size)
        ? bookingStep({ externalUrl: demoBooking.externalUrl, bookingPagePath, size, visitor: demoBooking.externalUrl ? rememberedBookingVisitor() : null })
        : null,
    [size, bookingPagePath],
  )
  return (
    <div className={styles.confirmation} data-company-size={size}>
      <svg className={styles.check} width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="24" fill="currentColor" />
        <path d="M14 24.5l7 7 13-14" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 ref={headingRef} tabIndex={-1} className={styles.confirmationHeading}>
        {demoConfirmationCopy.heading}
      </h2>
      <p className={styles.confirmationLede}>{demoConfirmationCopy.lede}</p>
      <h3 className={styles.nextHeading}>{demoConfirmationCopy.nextHeading}</h3>
      <ol className={styles.steps}>
        {demoConfirmationCopy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {book ? (
        <div className={styles.book}>
          <p>
            <strong>{demoConfirmationCopy.bookHeading}.</strong> {demoConfirmationCopy.bookCopy}
          </p>
          <ButtonLink href={book.href} placement={`Demo confirmation / ${size}`}>
            {demoConfirmationCopy.bookCta}
            {book.kind === "external" ? <span aria-hidden="true"> ↗</span> : null}
          </ButtonLink>
          {book.kind === "external" ? (
            <p className={styles.bookNote} aria-hidden="true">
              {demoConfirmationCopy.externalNote}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={styles.trial}>
          {demoConfirmationCopy.trialCopy}{" "}
          <ButtonLink href={site.signupPath} variant="secondary" size="small" placement={`Demo confirmation / ${size}`}>
            {demoConfirmationCopy.trialCta}
          </ButtonLink>
        </p>
      )}
    </div>
  )
}
