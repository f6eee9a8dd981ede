import React from "react"
import { cookieDeclaration, type StorageKind } from "../../lib/cookies/cookie-declaration"
import { consentClassCopy } from "../../lib/consent/copy"
import { Button } from "../ui/Button"
import * as styles from "./CookieDeclaration.module.css"

const storageName: Record<StorageKind, string> = { cookie: "Cookie", sessionStorage: "Session storage", localStorage: "Local storage" }

/**
 * The cookies policy's list of cookies and storage keys (lib/cookies/cookie-declaration.ts): one
 * card per row, readable at any width, each with its consent class; and the same control as
 * the banner and the footer's "Cookie settings".
 */
export function CookieDeclaration(): React.JSX.Element {
  return (
    <>
      <section className="section" aria-labelledby="cookies-your-choice">
        <div className="container">
          <h2 id="cookies-your-choice">Your choice</h2>
          <p className={styles.intro}>
            Necessary cookies are always on. Analytics and marketing cookies are written only after you allow them, and your browser&apos;s Global Privacy
            Control signal turns marketing cookies off. You can change your choice here at any time.
          </p>
          <Button className={styles.settings} aria-haspopup="dialog" data-consent-preferences="">
            Change cookie settings
          </Button>
        </div>
      </section>
      {cookieDeclaration().map((group) => (
        <section key={group.id} className="section" aria-labelledby={`cookies-${group.id}`}>
          <div className="container">
            <h2 id={`cookies-${group.id}`}>{group.heading}</h2>
            <p className={styles.intro}>{group.intro}</p>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.label} className={styles.item}>
                  <h3 className={styles.label}>{item.label}</h3>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{item.names.length === 1 ? "Name" : "Names"}</dt>
                      <dd>
                        <ul className={styles.nameList}>
                          {item.names.map((name) => (
                            <li key={name}>
                              <code>{name}</code>
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                    <div className={styles.purpose}>
                      <dt>Purpose</dt>
                      <dd>{item.purpose}</dd>
                    </div>
                    <div>
                      <dt>Kept for</dt>
                      <dd>{item.lifetime}</dd>
                    </div>
                    <div>
                      <dt>Stored as</dt>
                      <dd>{storageName[item.storage]}</dd>
                    </div>
                    <div className={styles.purpose}>
                      <dt>Class</dt>
                      <dd>
                        {consentClassCopy[item.consentClass].label}
                        {item.consentClass === "necessary" ? " (always on)" : " (only with your consent)"}
                        {item.classReason ? `. ${item.classReason}` : null}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  )
}
