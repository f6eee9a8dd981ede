import React, { useEffect, useId, useRef, useState } from "react"
import { useAttributionState } from "../../../lib/attribution/live-state"
import { leadTrackingOf } from "../rules/lead-payload"
import { fieldsOf, validateResourceFields, type ResourceField, type ResourceFieldErrors } from "../rules/resource-schema"
import { RESOURCE_LEAD_ENDPOINT, postResourceLead } from "../browser/resource-client"
import { HoneypotField, honeypotValue } from "./HoneypotField"
import { HONEYPOT_FIELD } from "../rules/honeypot"
import { LAYOUT_DEFERRED_CLASS } from "../../../lib/loading/layout-deferred"
import * as styles from "./ResourceForm.module.css"

export type ResourceFormKind = "webinar" | "ebook" | "caseStudy" | "newsletter"

export interface ResourceFormProps {
  form: ResourceFormKind
  /** The page the form is on (its CMS entry's path), by default the page's own: the Function reads the form from it. */
  sourcePath?: string
  heading: string
  intro?: string | null
  submitLabel: string
  /** Small print under the button (the editor's `belowTheFormCopy`). */
  note?: string | null
  /** Called once the lead is kept (a webinar page then shows its recording). */
  onSent?: () => void
  headingLevel?: 2 | 3
  /** Below the first screen on every device (an article's newsletter block): laid out only near the viewport (LAYOUT_DEFERRED_CLASS). */
  deferLayout?: boolean
}

const LABELS: Record<ResourceField, string> = { email: "Work email", firstName: "First name", lastName: "Last name", companyName: "Company" }
const AUTOCOMPLETE: Record<ResourceField, string> = { email: "email", firstName: "given-name", lastName: "family-name", companyName: "organization" }

type State = { kind: "editing"; sending: boolean; error: string | null } | { kind: "sent"; message: string; download: string | null }

/**
 * A webinar registration, e-book download, customer-story PDF or newsletter sign-up
 * (issue 15), sent to /api/resource-lead: the same pipeline as the demo form. Checked with
 * the same rules as the server (features/lead-capture/rules/resource-schema.ts) when sent, every invalid
 * field said next to it and the first one focused; the server's own errors shown the same
 * way; a failure to send keeps everything typed and offers to send again. Once kept, the
 * form gives way to the entry's success message (focused, so it is read out) and the file
 * the form unlocks.
 */
export function ResourceForm({
  form,
  sourcePath,
  heading,
  intro,
  submitLabel,
  note,
  onSent,
  headingLevel = 2,
  deferLayout = false,
}: ResourceFormProps): React.JSX.Element {
  const id = useId()
  const fields = fieldsOf(form)
  const attribution = useAttributionState()
  const [values, setValues] = useState<Record<ResourceField, string>>({ email: "", firstName: "", lastName: "", companyName: "" })
  const [errors, setErrors] = useState<ResourceFieldErrors>({})
  const [state, setState] = useState<State>({ kind: "editing", sending: false, error: null })
  const formRef = useRef<HTMLFormElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const Heading = headingLevel === 3 ? "h3" : "h2"
  const fieldId = (field: ResourceField): string => `${id}-${field}`

  useEffect(() => {
    if (state.kind === "sent") successRef.current?.focus()
  }, [state.kind])

  const focusFirstInvalid = (fieldErrors: ResourceFieldErrors): void => {
    const first = fields.find((field) => fieldErrors[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault()
    if (state.kind !== "editing" || state.sending) return
    const checked = await validateResourceFields(form, values)
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      focusFirstInvalid(checked.fieldErrors)
      return
    }
    setErrors({})
    setState({ kind: "editing", sending: true, error: null })
    const result = await postResourceLead({
      ...checked.fields,
      [HONEYPOT_FIELD]: honeypotValue(formRef.current),
      sourcePath: sourcePath ?? window.location.pathname,
      form,
      currentUrl: window.location.href,
      tracking: leadTrackingOf(attribution),
    })
    if (result.ok) {
      setState({ kind: "sent", message: result.message, download: result.download })
      onSent?.()
      return
    }
    if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors)
      focusFirstInvalid(result.fieldErrors)
    }
    setState({
      kind: "editing",
      sending: false,
      error:
        result.status === null
          ? "We couldn't reach our server. Check your connection and send again: what you typed is still here."
          : result.fieldErrors
            ? null
            : `${result.error} Please send again.`,
    })
  }

  if (state.kind === "sent") {
    return (
      <div className={styles.card}>
        <div ref={successRef} tabIndex={-1} className={styles.success} role="status">
          <Heading className={styles.heading}>{heading}</Heading>
          <p className={styles.successMessage}>{state.message}</p>
        </div>
        {state.download ? (
          <a className={styles.download} href={state.download} download target="_blank" rel="noopener noreferrer">
            Download the PDF<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    )
  }

  return (
    // The class on the card itself, whose shadow a waiting wrapper would clip.
    <div className={deferLayout ? `${styles.card} ${LAYOUT_DEFERRED_CLASS}` : styles.card}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {/* Without JavaScript the form still posts (urlencoded) and the Function answers a page (features/lead-capture/server/resource-answer-page.ts). */}
      <form
        ref={formRef}
        className={styles.form}
        aria-labelledby={`${id}-heading`}
        action={RESOURCE_LEAD_ENDPOINT}
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {sourcePath ? <input type="hidden" name="sourcePath" value={sourcePath} /> : null}
        <input type="hidden" name="form" value={form} />
        <HoneypotField id={`${id}-website`} />
        {fields.map((field) => (
          <div key={field} className={`${styles.field} ${field === "email" || fields.length < 3 ? styles.wide : ""}`}>
            <label className={styles.label} htmlFor={fieldId(field)}>
              {LABELS[field]}
              {field === "companyName" ? <span className={styles.optional}> (optional)</span> : null}
            </label>
            <input
              id={fieldId(field)}
              className={styles.input}
              name={field}
              type={field === "email" ? "email" : "text"}
              autoComplete={AUTOCOMPLETE[field]}
              required={field !== "companyName"}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={`${fieldId(field)}-error`}
              value={values[field]}
              onChange={(event) => setValues((before) => ({ ...before, [field]: event.target.value }))}
            />
            <p id={`${fieldId(field)}-error`} className={styles.error}>
              {errors[field] ?? ""}
            </p>
          </div>
        ))}
        <div className={styles.wide}>
          <button type="submit" className={styles.submit} aria-disabled={state.sending || undefined}>
            {state.sending ? "Sending…" : submitLabel}
          </button>
          {state.error ? (
            <p className={styles.formError} role="alert">
              {state.error}
            </p>
          ) : null}
          <p className="visually-hidden" role="status">
            {state.sending ? "Sending your details…" : ""}
          </p>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
      </form>
    </div>
  )
}
