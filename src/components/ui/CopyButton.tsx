import React, { useState } from "react"
import * as styles from "./CopyButton.module.css"

/** SPEC 2.7 quotes it with two spaces before the '!'. */
export const COPIED_LABEL = "Copied  !"

type Outcome = "idle" | "copied" | "failed"

interface CopyButtonProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "children"> {
  /** What goes on the clipboard, read at the click (a page URL can change after render). */
  text: () => string
  /** The label at rest ('Copy link', 'Copy'); may hold visually hidden words for a unique name. */
  children: React.ReactNode
  /** What a screen reader hears after a copy: the label change alone is not announced everywhere. */
  announcement: string
}

/**
 * The one 'Copied' feedback of the site (SPEC 2.7), for the page link and for each note:
 * one click copies; the label becomes 'Copied  !' and returns when the pointer leaves (or
 * focus does, for the keyboard); a polite live region beside the button announces it. If
 * the browser refuses the clipboard (an insecure origin, a denied permission), the region
 * says so, visibly, and the text stays on the page to select by hand.
 */
export function CopyButton({ text, children, announcement, onPointerLeave, onBlur, ...rest }: CopyButtonProps): React.JSX.Element {
  const [outcome, setOutcome] = useState<Outcome>("idle")

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text())
      setOutcome("copied")
    } catch (error) {
      console.error("Could not copy to the clipboard", error)
      setOutcome("failed")
    }
  }
  const reset = (): void => setOutcome((current) => (current === "copied" ? "idle" : current))

  return (
    <>
      <button
        type="button"
        {...rest}
        onClick={() => void copy()}
        onPointerLeave={(event) => {
          reset()
          onPointerLeave?.(event)
        }}
        onBlur={(event) => {
          reset()
          onBlur?.(event)
        }}
      >
        {outcome === "copied" ? COPIED_LABEL : children}
      </button>
      <span aria-live="polite" className={outcome === "failed" ? styles.failed : "visually-hidden"}>
        {outcome === "copied" ? announcement : outcome === "failed" ? "Your browser did not allow copying. Select the text and copy it instead." : ""}
      </span>
    </>
  )
}
