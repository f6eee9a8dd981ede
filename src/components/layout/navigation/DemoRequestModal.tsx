import React from "react"
import { Modal } from "../../ui/Modal"
import { ButtonLink } from "../../ui/Button"
import { site } from "../../../config/site"

/**
 * The navigation's demo/request modal (SPEC 2.4, 2.11). The demo form itself arrives with
 * the demo-request work; until then the modal explains what a demo is and leads to
 * /demos, where requests are taken.
 */
export function DemoRequestModal({ open, onClose }: { open: boolean; onClose: () => void }): React.JSX.Element {
  return (
    <Modal open={open} onClose={onClose} title="It's demo time">
      <p>See how easy it is to build lasting relationships with {site.name}. A product specialist walks you through your own workflow in 30 minutes: contacts, pipeline, projects and automations.</p>
      <ButtonLink href={site.demoPath} placement="Navigation / Demo modal" onClick={onClose}>
        Get a demo
      </ButtonLink>
    </Modal>
  )
}
