import React from "react"
import { Modal } from "./Modal"
import { useExitIntent } from "../../hooks/useExitIntent"

/**
 * A modal that opens once when a desktop visitor's pointer leaves the window (SPEC 2.11).
 * Its close control and Escape close it; the native dialog traps focus and returns it.
 */
export function ExitIntentModal({ title, children, className }: { title: string; children: React.ReactNode; className?: string }): React.JSX.Element {
  const { open, close } = useExitIntent()
  return (
    <Modal open={open} onClose={close} title={title} className={className}>
      {children}
    </Modal>
  )
}
