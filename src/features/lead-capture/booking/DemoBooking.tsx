import React, { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { site } from "../../../config/site"
import { confirmationSize } from "../rules/confirmation"
import { fetchTakenSlots, postBooking } from "../browser/booking-client"
import { rememberedBookingVisitor } from "../browser/booking-visitor"
import { bookingFieldOrder, validateBookingFields, type BookingField, type BookingFieldErrors } from "../rules/booking-fields"
import { bookingIcs, icsFileName } from "../rules/ics"
import {
  bookingSettingsOf,
  groupSlotsByDay,
  slotKey,
  slotSentence,
  timeIn,
  upcomingSlots,
  visitorTimeZone,
  zoneName,
  type BookingEntryFields,
  type Slot,
} from "../rules/slots"
import { track } from "../../../lib/analytics/track"
import { HoneypotField, honeypotValue } from "../forms/HoneypotField"
import { useHydrated } from "../../../hooks/useHydrated"
import { ButtonLink } from "../../../components/ui/Button"
import * as styles from "./DemoBooking.module.css"

export const demoBookingCopy = {
  pickHeading: "1. Choose a time",
  detailsHeading: "2. Your details",
  fullName: "Full name",
  email: "Work email",
  submit: "Confirm booking",
  sending: "Booking…",
  booked: "(booked)",
  noSlots: `No times are open in the next few days. Email demos@rapport.example and we'll find one that suits you.`,
  failed: "We could not book your call just now. Nothing was booked: please try again in a moment.",
  bookedHeading: "You're booked!",
  addToCalendar: "Add to your calendar (.ics)",
  explore: "While you wait: see pricing",
} as const

/** Times as the page first shows them (the server's HTML): in the hosts' zone. After hydration: in the visitor's. */
const zoneNote = (timeZone: string, at: Date, visitors: boolean): string =>
  `${visitors ? "Times are in your time zone" : "Times are in our hosts' time zone"}: ${zoneName(timeZone, at)}.`

interface Booked {
  slot: Slot
  email: string
  icsUrl: string | null
}

/**
 * /demos/book: the next open demo calls, from the CMS's weekly pattern, grouped by day in the
 * visitor's time zone; choosing one and confirming books it through /api/demo-booking. The
 * server HTML is a complete form (a radio per slot), which posts without JavaScript; the
 * first render in the browser repeats it exactly (the build's clock, the hosts' zone), then
 * the list is recomputed with the visitor's clock and zone and the slots already booked.
 */
export interface DemoBookingProps {
  /** The demoBooking entry's fields (its weekly pattern). */
  entry: BookingEntryFields
  /** When the site was built: the server HTML's clock. */
  builtAt: string
  search: string
  /** What the visitor already typed or chose in the server's copy of the form before this code arrived. */
  initial?: { slot: string; fullName: string; email: string }
}

export function DemoBooking({ entry, builtAt, search, initial }: DemoBookingProps): React.JSX.Element {
  const settings = useMemo(() => bookingSettingsOf(entry), [entry])
  const hydrated = useHydrated()
  const [clientNow] = useState(() => new Date())
  const now = hydrated ? clientNow : new Date(builtAt)
  const timeZone = hydrated ? visitorTimeZone(settings.timeZone) : settings.timeZone
  const slots = useMemo(() => upcomingSlots(settings, now), [settings, now.getTime()]) // eslint-disable-line react-hooks/exhaustive-deps
  const days = useMemo(() => groupSlotsByDay(slots, timeZone), [slots, timeZone])
  const companySize = hydrated ? (confirmationSize(search) ?? "") : ""

  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set())
  const [selected, setSelected] = useState(initial?.slot ?? "")
  const [values, setValues] = useState({ fullName: initial?.fullName ?? "", email: initial?.email ?? "" })
  const [errors, setErrors] = useState<BookingFieldErrors>({})
  const [formError, setFormError] = useState("")
  const [sending, setSending] = useState(false)
  const [booked, setBooked] = useState<Booked | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const formErrorRef = useRef<HTMLParagraphElement>(null)
  const bookedRef = useRef<HTMLHeadingElement>(null)

  const refreshTaken = useCallback(async (): Promise<void> => {
    const keys = await fetchTakenSlots()
    if (keys) setTaken(new Set(keys))
  }, [])

  useEffect(() => {
    void refreshTaken()
    // The demo form just took the name and email (this tab only): no need to type them twice.
    const visitor = rememberedBookingVisitor()
    if (visitor) setValues((current) => ({ fullName: current.fullName || visitor.fullName, email: current.email || visitor.email }))
  }, [refreshTaken])

  useEffect(() => {
    if (booked) bookedRef.current?.focus()
  }, [booked])
  useEffect(() => () => (booked?.icsUrl ? URL.revokeObjectURL(booked.icsUrl) : undefined), [booked])

  const focusField = (field: BookingField): void => {
    const form = formRef.current
    if (!form) return
    const target =
      field === "slot"
        ? form.querySelector<HTMLInputElement>('input[name="slot"]:checked, input[name="slot"]:not(:disabled)')
        : form.querySelector<HTMLInputElement>(`[name="${field}"]`)
    target?.focus()
  }

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    if (sending) return
    setFormError("")
    const input = { slot: selected, fullName: values.fullName, email: values.email, companySize }
    const validation = validateBookingFields(input)
    if (!validation.ok) {
      setErrors(validation.fieldErrors)
      const first = bookingFieldOrder.find((field) => validation.fieldErrors[field])
      if (first) focusField(first)
      return
    }
    setErrors({})
    setSending(true)
    const answer = await postBooking({ ...validation.fields, currentUrl: window.location.href, website: honeypotValue(formRef.current) })
    setSending(false)
    if (answer.ok) {
      const slot = answer.body.booking as Slot | undefined
      const bookedSlot = slot ?? slots.find((s) => slotKey(s) === validation.fields.slot)!
      const icsUrl =
        typeof URL.createObjectURL === "function" ? URL.createObjectURL(new Blob([bookingIcs(bookedSlot, new Date())], { type: "text/calendar" })) : null
      track({ eventCategory: "demos", eventAction: "demo_booked", eventLabel: companySize || "unknown" })
      setBooked({ slot: bookedSlot, email: validation.fields.email, icsUrl })
      return
    }
    if (answer.status === 409) {
      // Someone else took it (or it passed): the list is read again, the choice cleared, the message focused.
      setSelected("")
      await refreshTaken()
    }
    if (answer.fieldErrors && Object.keys(answer.fieldErrors).length > 0 && answer.status === 400) {
      setErrors(answer.fieldErrors)
      const first = bookingFieldOrder.find((field) => answer.fieldErrors?.[field])
      if (first) focusField(first)
      return
    }
    setFormError(answer.status === null ? demoBookingCopy.failed : answer.error)
    requestAnimationFrame(() => formErrorRef.current?.focus())
  }

  if (booked) {
    return (
      <section className={styles.card} aria-labelledby="booking-done">
        <h2 id="booking-done" ref={bookedRef} tabIndex={-1} className={styles.doneHeading}>
          {demoBookingCopy.bookedHeading}
        </h2>
        <p className={styles.doneSlot}>
          {slotSentence(booked.slot, timeZone)} with {booked.slot.hostName}
          {booked.slot.hostRole ? `, ${booked.slot.hostRole}` : ""}.
        </p>
        <p>A calendar invitation with the video link is on its way to {booked.email}.</p>
        <p className={styles.doneActions}>
          {booked.icsUrl ? (
            <a className={styles.submit} href={booked.icsUrl} download={icsFileName}>
              {demoBookingCopy.addToCalendar}
            </a>
          ) : null}
          <ButtonLink href="/pricing" variant="secondary" placement="Demo booking / booked">
            {demoBookingCopy.explore}
          </ButtonLink>
        </p>
      </section>
    )
  }

  const describedBy = (field: BookingField): string | undefined => (errors[field] ? `booking-${field}-error` : undefined)
  return (
    <form
      ref={formRef}
      className={styles.card}
      method="post"
      action="/api/demo-booking"
      noValidate
      onSubmit={handleSubmit}
      aria-label={`Book your ${site.name} demo`}
    >
      <fieldset className={styles.slots} aria-describedby={["booking-zone", describedBy("slot")].filter(Boolean).join(" ")}>
        <legend className={styles.stepHeading}>{demoBookingCopy.pickHeading}</legend>
        <p id="booking-zone" className={styles.zone}>
          {zoneNote(timeZone, now, hydrated)}
        </p>
        {errors.slot ? (
          <p id="booking-slot-error" className={styles.error}>
            {errors.slot}
          </p>
        ) : null}
        {days.length === 0 ? <p className={styles.empty}>{demoBookingCopy.noSlots}</p> : null}
        <div className={styles.days}>
          {days.map((day) => (
            <fieldset key={day.key} className={styles.day}>
              <legend className={styles.dayLabel}>{day.label}</legend>
              <ul className={styles.times}>
                {day.slots.map(({ slot, key, time }) => {
                  const isTaken = taken.has(key)
                  const id = `slot-${slot.start.replace(/\W/g, "")}-${slot.hostName.replace(/\W/g, "")}`
                  return (
                    <li key={key}>
                      <input
                        id={id}
                        className={styles.radio}
                        type="radio"
                        name="slot"
                        value={key}
                        checked={selected === key}
                        disabled={isTaken}
                        onChange={() => {
                          setSelected(key)
                          setErrors((current) => ({ ...current, slot: undefined }))
                        }}
                      />
                      <label htmlFor={id} className={styles.time}>
                        <span className={styles.clock}>{time}</span>
                        <span className="visually-hidden"> to {timeIn(slot.end, timeZone)}</span>
                        <span className={styles.host}> with {slot.hostName}</span>
                        {isTaken ? <span className={styles.taken}> {demoBookingCopy.booked}</span> : null}
                      </label>
                    </li>
                  )
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.details}>
        <legend className={styles.stepHeading}>{demoBookingCopy.detailsHeading}</legend>
        <div className={styles.fields}>
          {(["fullName", "email"] as const).map((field) => (
            <div key={field} className={styles.field}>
              <label htmlFor={`booking-${field}`} className={styles.label}>
                {demoBookingCopy[field]}
              </label>
              <input
                id={`booking-${field}`}
                className={styles.input}
                name={field}
                type={field === "email" ? "email" : "text"}
                autoComplete={field === "email" ? "email" : "name"}
                required
                value={values[field]}
                onChange={(event) => {
                  const value = event.target.value
                  setValues((current) => ({ ...current, [field]: value }))
                }}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={describedBy(field)}
              />
              <p id={`booking-${field}-error`} className={styles.error}>
                {errors[field] ?? ""}
              </p>
            </div>
          ))}
        </div>
        <input type="hidden" name="companySize" value={companySize} />
        <HoneypotField id="booking-website" />
        <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
          {sending ? demoBookingCopy.sending : demoBookingCopy.submit}
        </button>
        <p ref={formErrorRef} tabIndex={-1} role="alert" className={styles.formError}>
          {formError}
        </p>
      </fieldset>
    </form>
  )
}
