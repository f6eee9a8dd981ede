import React, { Suspense, lazy, useState } from "react"
import { createPortal } from "react-dom"
import { Button } from "../../../components/ui/Button"
import { trackCtaClick } from "../../../lib/analytics/track"
import type { DemoFormProps } from "./DemoForm"

// The navigation's demo modal, the same chunk wherever it opens: its code and the form's arrive on the first press.
const DemoRequestModal = lazy(() => import("./DemoRequestModal").then((module) => ({ default: module.DemoRequestModal })))

export interface ModalLeadFormProps {
  /** The button's label. */
  label: string
  /** Where the button sits, reported with its press as every CTA's is (SPEC 7.4). */
  placement: string
  /** The button's look: the brand button, or the outlined one beside another call to action. */
  variant?: "primary" | "secondary"
  /** The block's form: its id and thank-you (features/lead-capture/forms/DemoForm inPlace). */
  form: NonNullable<DemoFormProps["inPlace"]>
  className?: string
}

/**
 * A block's form behind a button (a hero's sign-up form of type 'modal', SPEC 3.9): the press
 * opens the demo dialog holding this block's form, which thanks the visitor inside the
 * dialog; closing it returns focus to the button.
 */
export function ModalLeadForm({ label, placement, variant = "primary", form, className }: ModalLeadFormProps): React.JSX.Element {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  return (
    <>
      <Button
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          trackCtaClick(label, placement)
          setMounted(true)
          setOpen(true)
        }}
      >
        {label}
      </Button>
      {mounted
        ? createPortal(
            <Suspense fallback={null}>
              <DemoRequestModal open={open} onClose={() => setOpen(false)} form={form} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  )
}
