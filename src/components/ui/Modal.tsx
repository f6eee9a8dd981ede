import React, { useEffect, useId, useRef } from "react"
import * as styles from "./Modal.module.css"

interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  children: React.ReactNode
  className?: string
}

/**
 * A modal dialog on the native <dialog>: the browser makes the rest of the page inert
 * (focus stays inside), Escape closes it, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, children, className }: ModalProps): React.JSX.Element {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const returnFocusTo = useRef<HTMLElement | null>(null)
  // What had focus is read while the opening renders, not in the effect: effects run children
  // first, and content that moves focus into itself on mount (a video that starts playing)
  // would otherwise be taken for the opener, and closing would drop focus on the page.
  const wasOpen = useRef(false)
  if (open && !wasOpen.current && typeof document !== "undefined")
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  wasOpen.current = open

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal()
      else dialog.setAttribute("open", "")
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close()
      else dialog.removeAttribute("open")
      returnFocusTo.current?.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(" ")}
      // The title is rendered only while open: a closed dialog names no id that is not there.
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        // Escape: let React state close it, so focus return runs in one place.
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose()
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  )
}
