import React from "react"
import { ExitIntentModal } from "../../../components/ui/ExitIntentModal"
import { ButtonLink } from "../../../components/ui/Button"
import { site } from "../../../config/site"
import * as styles from "./HomeModals.module.css"

/**
 * The homepage's page-level modals. The exit-intent offer points a leaving visitor to
 * the free playbook and the trial; the video modals belong to the sections that open
 * them, and none of them opens on exit intent.
 */
export function HomeModals(): React.JSX.Element {
  return (
    <ExitIntentModal title="Before you go">
      <p className={styles.lead}>
        Get the free {site.name} CRM playbook: how small teams turn first emails into repeat clients, with the templates we use ourselves.
      </p>
      <div className={styles.actions}>
        <ButtonLink href={`/${site.slug}-crm-playbook`} placement="Exit intent / Before you go">
          Get the playbook
        </ButtonLink>
        <ButtonLink href={site.signupPath} variant="secondary" placement="Exit intent / Before you go">
          {`Try ${site.name} free`}
        </ButtonLink>
      </div>
    </ExitIntentModal>
  )
}
