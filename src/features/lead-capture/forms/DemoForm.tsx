import React, { useEffect, useId, useRef, useState } from "react"
import { useFormik } from "formik"
import { navigate } from "gatsby"
import { site } from "../../../config/site"
import { track, trackDemoFormEvent } from "../../../lib/analytics/track"
import { useAttributionState } from "../../../lib/attribution/live-state"
import { postDemoLead, type PageFormLocation } from "../browser/demo-request-client"
import { companySizes } from "../rules/company-sizes"
import { countries } from "../rules/countries"
import { leadTrackingOf, trackedParamsOf } from "../rules/lead-payload"
import type { MarketoFormValues, MarketoHost, MarketoOutcome, Timers } from "../browser/marketo"
import { isMarketoConfigured, marketoScriptStatus, type MarketoConfig } from "../browser/marketo-loader"
import { marketingConsent } from "../../../lib/analytics/consent-gate"
import { demoFieldLabels, demoFieldOrder, type DemoField } from "../rules/demo-fields"
import { demoLeadSchema, emptyDemoLead, isValidLookingEmail, type DemoFieldErrors, type DemoLead } from "../rules/demo-schema"
import { markDemoFormSubmitted } from "../browser/submitted-flag"
import { rememberBookingVisitor } from "../browser/booking-visitor"
import { demoSubmitFailedMessage, submitDemoRequest } from "../browser/submit"
import { SmartLink } from "../../../components/ui/SmartLink"
import { MarketoFormsScript } from "./MarketoFormsScript"
import { HoneypotField, honeypotValue } from "./HoneypotField"
import { useNearViewport } from "../../../hooks/useNearViewport"
import { useSiteSettings } from "../../../lib/site-settings/site-settings"
import { successMessageFor, type SuccessMessageSource } from "../rules/success-message"
import * as styles from "./DemoForm.module.css"

export const demoFormCopy = {
  heading: "It's demo time",
  intro: `See how easy it is to build lasting relationships with ${site.name}.`,
  submit: "Go to demo",
  sending: "Sending your request…",
  placeholder: "Select...",
} as const

export interface DemoFormProps {
  /** The heading's level; "none" where a surrounding dialog already shows 'It's demo time' as its title. */
  heading?: "h1" | "h2" | "h3" | "none"
  /** Called just before the redirect to the confirmation (the navigation's modal closes itself). */
  onSent?: () => void
  /** The Marketo instance; the site's by default. The form id is the block's (inPlace) or mainFormReference. */
  marketo?: MarketoConfig
  className?: string
  /** False while the form only keeps its place on the page (under the /demos confirmation): no script is loaded for it. */
  loadScripts?: boolean
  /** Values to start from (what a visitor typed into the server HTML before the form's code arrived). */
  initialValues?: Partial<Record<DemoField, string>>
  /**
   * A content page's form (a synced hero, a hero's sign-up form, a two-column block's form):
   * the lead goes under that block's form id, and the visitor is thanked in place (focus
   * moves to the message) instead of going to /demos.
   */
  inPlace?: Pick<PageFormLocation, "block"> & {
    /** The marketing-forms id the hidden Marketo form is loaded with. */
    formId: string
    /** The block's thank-you and its specialisations, for when the Function could not say it (it was down, but Marketo took the lead). */
    success: SuccessMessageSource
  }
}

const windowTimers: Timers = {
  // Looked up at call time, so jest's fake timers apply in tests.
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
}

const allTouched = Object.fromEntries(demoFieldOrder.map((field) => [field, true])) as Record<DemoField, boolean>

const autoComplete: Partial<Record<DemoField, string>> = {
  email: "email",
  fullName: "name",
  companyName: "organization",
  phoneNumber: "tel",
  country: "country-name",
}

/**
 * The demo form (SPEC 2.10, 4.1, 5): six required fields validated by the module-level Yup
 * schema, errors next to their fields and announced, focus to the first invalid field on
 * submit, the 'form started' event once, then src/features/lead-capture/browser/submit.ts sends the lead
 * to /api/demo-request and Marketo and redirects. Used on /demos and in the navigation's modal.
 */
export function DemoForm({
  heading = "h2",
  onSent,
  marketo = site.marketo,
  className,
  loadScripts = true,
  initialValues,
  inPlace,
}: DemoFormProps): React.JSX.Element {
  const id = useId()
  const fieldId = (field: DemoField): string => `${id}-${field}`
  const headingId = `${id}-heading`
  const introId = `${id}-intro`
  const rootRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRefs = useRef<Partial<Record<DemoField, HTMLInputElement | HTMLSelectElement | null>>>({})
  const started = useRef(false)
  /** The thank-you the Function answered for a content page's form. */
  const thankedWith = useRef<string | null>(null)
  /** Set from the first press until the request is done: a double press or Enter sends once. */
  const busy = useRef(false)
  const attribution = useAttributionState()
  const [formError, setFormError] = useState<string | null>(null)
  const [thanks, setThanks] = useState<{ message: string; minHeight: number } | null>(null)
  const thanksRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (thanks) thanksRef.current?.focus()
  }, [thanks])
  // marketoConfigurations.replaceMarketoForms: no form loads Marketo's script; the lead pipeline alone takes leads.
  const settings = useSiteSettings()
  const marketoInUse: MarketoConfig = settings.replaceMarketoForms
    ? { ...marketo, baseUrl: "", munchkinId: "" }
    : { ...marketo, formId: inPlace?.formId ?? settings.mainFormId }
  // The Marketo script loads when the form is within 400 px of the viewport.
  const nearViewport = useNearViewport(rootRef, "400px")

  const focusFirstInvalid = (errors: DemoFieldErrors): void => {
    const first = demoFieldOrder.find((field) => errors[field])
    if (first) fieldRefs.current[first]?.focus()
  }

  const sendToMarketo = async (values: MarketoFormValues): Promise<MarketoOutcome> => {
    if (!isMarketoConfigured(marketoInUse)) return { outcome: "skipped", reason: "not-configured" }
    // Without marketing consent Marketo's script never loaded: the lead went to /api/demo-request alone.
    if (!marketingConsent.isGranted()) return { outcome: "skipped", reason: "no-consent" }
    if (marketoScriptStatus() === "failed") return { outcome: "skipped", reason: "script-failed" }
    // Only builds with a Marketo instance send through it: its code is a chunk of its own, so
    // the form's code stays within what /demos may add (issue 14: 30 KB gzip).
    const { sendThroughMarketo } = await import("../browser/marketo-send")
    return sendThroughMarketo(values, { host: window as unknown as MarketoHost, timers: windowTimers, formId: marketoInUse.formId })
  }

  const formik = useFormik<Record<DemoField, string>>({
    initialValues: { ...emptyDemoLead, ...initialValues },
    validationSchema: demoLeadSchema,
    onSubmit: async (values, helpers) => {
      const lead = demoLeadSchema.cast(values) as DemoLead
      thankedWith.current = null
      const result = await submitDemoRequest(
        {
          lead,
          context: { currentUrl: window.location.href, promoCode: attribution?.params.promo_code ?? "", tracking: leadTrackingOf(attribution) },
          trackedParams: trackedParamsOf(attribution),
        },
        {
          postLead: async (payload) => {
            const answer = await postDemoLead({
              ...payload,
              website: honeypotValue(formRef.current),
              ...(inPlace ? { sourcePath: window.location.pathname, block: inPlace.block } : {}),
            })
            if (answer.ok && answer.message) thankedWith.current = answer.message
            return answer
          },
          sendToMarketo,
          report: track,
          // The flag lets /demos show its confirmation; a form thanked in place has none.
          markSubmitted: () => {
            if (inPlace) return
            markDemoFormSubmitted()
            // For the booking step larger teams are offered next (features/lead-capture/rules/booking-step.ts).
            rememberBookingVisitor(lead)
          },
          redirect: async (to) => {
            onSent?.()
            if (!inPlace) return navigate(to)
            setThanks({ message: thankedWith.current ?? successMessageFor(inPlace.success, lead), minHeight: rootRef.current?.offsetHeight ?? 0 })
          },
        },
      )
      if (result.status === "invalid") {
        helpers.setErrors(result.fieldErrors)
        await helpers.setTouched(allTouched, false)
        focusFirstInvalid(result.fieldErrors)
      } else if (result.status === "failed") {
        // A rate-limited address is told when to try again (lib/rate-limit/limiter.ts); anything else is a failed send.
        setFormError(result.api.ok === false && result.api.status === 429 ? result.api.error : demoSubmitFailedMessage)
      }
    },
  })
  const sending = formik.isSubmitting

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    try {
      setFormError(null)
      const errors = await formik.validateForm()
      await formik.setTouched(allTouched, false)
      if (demoFieldOrder.some((field) => errors[field])) {
        focusFirstInvalid(errors)
        return
      }
      await formik.submitForm()
    } catch (error) {
      // submitDemoRequest never throws; this is a failed navigation after the lead was sent.
      console.error("[demo form] the request was sent but the page could not move on", error)
    } finally {
      busy.current = false
    }
  }

  const handleEmailBlur = (event: React.FocusEvent<HTMLInputElement>): void => {
    formik.handleBlur(event)
    // SPEC 4.1: once per form, when the email field loses focus holding a valid-looking email.
    if (!started.current && isValidLookingEmail(event.target.value)) {
      started.current = true
      trackDemoFormEvent("form started")
    }
  }

  const errorOf = (field: DemoField): string | undefined => (formik.touched[field] ? formik.errors[field] : undefined)

  const fieldProps = (field: DemoField) => {
    const error = errorOf(field)
    return {
      id: fieldId(field),
      name: field,
      value: formik.values[field],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": `${fieldId(field)}-error`,
      autoComplete: autoComplete[field] ?? "off",
    }
  }

  const errorSlot = (field: DemoField): React.JSX.Element => {
    const error = errorOf(field)
    return (
      // Always in the page, so screen readers announce an error when it appears (a live region that is added with its text is often missed).
      <p id={`${fieldId(field)}-error`} className={styles.error} aria-live="polite">
        {error ? (
          <>
            <svg className={styles.errorIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 4.2v4.6M8 11.1v.7" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            {error}
          </>
        ) : null}
      </p>
    )
  }

  const textField = (field: DemoField, type: "email" | "text" | "tel", extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}): React.JSX.Element => (
    <div className={`${styles.field} ${styles[field] ?? ""}`}>
      <label className={styles.label} htmlFor={fieldId(field)}>
        {demoFieldLabels[field]}
      </label>
      <input
        ref={(element) => {
          fieldRefs.current[field] = element
        }}
        className={styles.input}
        type={type}
        {...fieldProps(field)}
        {...extra}
      />
      {errorSlot(field)}
    </div>
  )

  const selectField = (field: "country" | "companySize", options: readonly string[]): React.JSX.Element => (
    <div className={`${styles.field} ${styles[field] ?? ""}`}>
      <label className={styles.label} htmlFor={fieldId(field)}>
        {demoFieldLabels[field]}
      </label>
      <select
        ref={(element) => {
          fieldRefs.current[field] = element
        }}
        className={`${styles.input} ${styles.select}`}
        {...fieldProps(field)}
      >
        {/* SPEC 5: the placeholder is shown but cannot be chosen. */}
        <option value="" disabled>
          {demoFormCopy.placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {errorSlot(field)}
    </div>
  )

  const Heading = heading === "none" ? null : heading

  if (thanks) {
    // In the form's place and at least its height, so nothing below moves.
    return (
      <div ref={rootRef} className={[styles.demoForm, styles.thanks, className].filter(Boolean).join(" ")} style={{ minHeight: thanks.minHeight || undefined }}>
        <div ref={thanksRef} tabIndex={-1} role="status" className={styles.thanksMessage}>
          <svg className={styles.thanksIcon} width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
            <circle cx="20" cy="20" r="19" fill="currentColor" />
            <path d="M12 20.5l5.5 5.5L28.5 15" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p>{thanks.message}</p>
        </div>
      </div>
    )
  }

  return (
    <div ref={rootRef} className={[styles.demoForm, className].filter(Boolean).join(" ")}>
      {Heading ? (
        <Heading id={headingId} className={styles.heading}>
          {demoFormCopy.heading}
        </Heading>
      ) : null}
      <p id={introId} className={styles.intro}>
        {demoFormCopy.intro}
      </p>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-labelledby={Heading ? headingId : undefined}
        aria-label={Heading ? undefined : "Demo request"}
        aria-describedby={introId}
        aria-busy={sending || undefined}
      >
        <HoneypotField id={`${headingId}-website`} />
        {textField("email", "email", { onBlur: handleEmailBlur, inputMode: "email", spellCheck: false, autoCapitalize: "none" })}
        {textField("fullName", "text")}
        {textField("companyName", "text")}
        {textField("phoneNumber", "tel", { inputMode: "tel" })}
        {selectField("country", countries)}
        {selectField("companySize", companySizes)}

        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}

        <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
          {sending ? <span className={styles.spinner} aria-hidden="true" data-testid="demo-form-spinner" /> : null}
          <span>{demoFormCopy.submit}</span>
        </button>
        <p className="visually-hidden" role="status">
          {sending ? demoFormCopy.sending : ""}
        </p>

        <p className={styles.consent}>
          By signing up, I agree to {site.name}&apos;s <SmartLink href="/privacy">privacy policy</SmartLink> &amp;{" "}
          <SmartLink href="/terms">terms of service</SmartLink>
        </p>
      </form>
      {nearViewport && loadScripts ? <MarketoFormsScript config={marketoInUse} /> : null}
    </div>
  )
}

export default DemoForm
