import React, { useId, useState } from "react"
import { Modal } from "../ui/Modal"
import { Button } from "../ui/Button"
import { cookieNamesOf } from "../../lib/cookies/cookie-declaration"
import { consentClassCopy, type ChoosableClass } from "../../lib/consent/copy"
import type { ConsentChoices, ConsentState } from "../../lib/consent/record"
import * as styles from "./ConsentPreferences.module.css"

interface ConsentPreferencesProps {
  open: boolean
  state: ConsentState
  onSave: (choices: ConsentChoices) => void
  onClose: () => void
}

function CookieNames({ names }: { names: readonly string[] }): React.JSX.Element {
  return (
    <details className={styles.names}>
      <summary>
        {names.length} {names.length === 1 ? "cookie" : "cookies"}
      </summary>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * The preferences dialog (a lazy chunk of ConsentControls): one switch per class, the names of
 * its cookies from the site's one cookie table (lib/cookies/cookie-declaration.ts). Opened
 * from the banner, the footer's "Cookie settings" and /cookies. A browser that sends Global
 * Privacy Control has marketing off and the switch says why.
 */
export function ConsentPreferences({ open, state, onSave, onClose }: ConsentPreferencesProps): React.JSX.Element {
  const [choices, setChoices] = useState<ConsentChoices>({ analytics: state.analytics, marketing: state.marketing && !state.gpc })
  const idPrefix = useId()
  const toggle = (consentClass: ChoosableClass): void => setChoices((current) => ({ ...current, [consentClass]: !current[consentClass] }))
  return (
    <Modal open={open} onClose={onClose} title="Cookie settings">
      <p className={styles.intro}>
        Choose which cookies the Rapport website may use. You can change this at any time from "Cookie settings" at the foot of every page.{" "}
        <a href="/cookies">Every cookie we use</a>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSave(choices)
        }}
      >
        <ul className={styles.classes}>
          <li className={styles.group}>
            <div className={styles.choice}>
              <input id={`${idPrefix}-necessary`} type="checkbox" checked disabled aria-describedby={`${idPrefix}-necessary-about`} />
              <label htmlFor={`${idPrefix}-necessary`}>{consentClassCopy.necessary.label}</label>
              <span className={styles.always}>Always on</span>
            </div>
            <p id={`${idPrefix}-necessary-about`} className={styles.about}>
              {consentClassCopy.necessary.about}
            </p>
            <CookieNames names={cookieNamesOf("necessary")} />
          </li>
          {(["analytics", "marketing"] as const).map((consentClass) => {
            const blockedByGpc = consentClass === "marketing" && state.gpc
            const id = `${idPrefix}-${consentClass}`
            return (
              <li key={consentClass} className={styles.group}>
                <div className={styles.choice}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={choices[consentClass]}
                    disabled={blockedByGpc}
                    onChange={() => toggle(consentClass)}
                    aria-describedby={`${id}-about${blockedByGpc ? ` ${id}-gpc` : ""}`}
                  />
                  <label htmlFor={id}>{consentClassCopy[consentClass].label}</label>
                </div>
                <p id={`${id}-about`} className={styles.about}>
                  {consentClassCopy[consentClass].about}
                </p>
                {blockedByGpc ? (
                  <p id={`${id}-gpc`} className={styles.gpc}>
                    Your browser sends Global Privacy Control, so marketing cookies stay off.
                  </p>
                ) : null}
                <CookieNames names={cookieNamesOf(consentClass)} />
              </li>
            )
          })}
        </ul>
        <div className={styles.actions}>
          <Button type="submit">Save choices</Button>
          <Button variant="secondary" onClick={() => onSave({ analytics: true, marketing: true })}>
            Accept all
          </Button>
          <Button variant="secondary" onClick={() => onSave({ analytics: false, marketing: false })}>
            Reject all
          </Button>
        </div>
      </form>
    </Modal>
  )
}
