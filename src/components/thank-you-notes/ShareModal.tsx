import React from "react"
import { Modal } from "../ui/Modal"
import { CopyButton } from "../ui/CopyButton"
import { shareLinks } from "../../lib/thank-you-notes/search"
import { NewTabNote } from "../ui/NewTabNote"
import * as styles from "./ShareModal.module.css"

interface ShareModalProps {
  open: boolean
  onClose: () => void
  /** The dialog's title: what is being shared. */
  title: string
  /** The link shared and copied, read when the dialog opens or the button is clicked. */
  url: () => string
  /** The words a microblogging share starts with. */
  text: string
}

/** Share links for three networks and 'Copy link' (SPEC 2.7): the page's Share, and each note's. */
export function ShareModal({ open, onClose, title, url, text }: ShareModalProps): React.JSX.Element {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {open && (
        <ul className={styles.shareList}>
          {shareLinks(url(), text).map((link) => (
            <li key={link.network}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.shareLink}>
                Share on {link.network}
                <NewTabNote />
              </a>
            </li>
          ))}
          <li>
            <CopyButton className={styles.shareLink} text={url} announcement="Link copied to the clipboard.">
              Copy link
            </CopyButton>
          </li>
        </ul>
      )}
    </Modal>
  )
}
