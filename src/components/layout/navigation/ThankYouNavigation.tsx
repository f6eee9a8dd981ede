import React, { useId, useRef, useState } from "react"
import { Logo } from "../../ui/Logo"
import { Button } from "../../ui/Button"
import { ShareModal } from "../../thank-you-notes/ShareModal"
import { useNoteSearch } from "./note-search"
import { NOTES_SEARCH_FALLBACK_PATH, NOTES_SEARCH_MAX_LENGTH, NOTES_SEARCH_PARAM } from "../../../lib/thank-you-notes/search"
import * as styles from "./ThankYouNavigation.module.css"

/**
 * The thank-you note generator's navigation (SPEC 2.7): logo, a search toggle and Share.
 * The search narrows the notes as the visitor types. Without scripts the toggle could not
 * open the panel, so the panel is shown and the toggle is not (@media (scripting: none)),
 * and the form is a plain GET form answered by the Function /api/thank-you-notes-search
 * (lib/thank-you-notes/results-page.ts: every note, the same matching rule).
 */
export function ThankYouNavigation(): React.JSX.Element {
  const { query, setQuery } = useNoteSearch()
  const [searchOpen, setSearchOpen] = useState(false)
  const [shareOpen, setShareOpen] = useState(false)
  const panelId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  const toggleSearch = (): void => {
    if (searchOpen) {
      // Closing the panel clears the search (SPEC 4.5).
      setQuery("")
      setSearchOpen(false)
    } else {
      setSearchOpen(true)
      requestAnimationFrame(() => inputRef.current?.focus())
    }
  }

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <div className={styles.actions}>
          <button ref={toggleRef} type="button" className={styles.iconButton} aria-expanded={searchOpen} aria-controls={panelId} onClick={toggleSearch}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{searchOpen ? "Close search" : "Search notes"}</span>
          </button>
          <Button size="small" onClick={() => setShareOpen(true)}>
            Share
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        className={styles.searchPanel}
        hidden={!searchOpen}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            toggleSearch()
            toggleRef.current?.focus()
          }
        }}
      >
        <div className="container">
          <h2 className={styles.searchTitle}>Looking for something special?</h2>
          <form
            role="search"
            aria-label="Thank-you notes"
            action={NOTES_SEARCH_FALLBACK_PATH}
            method="get"
            className={styles.searchForm}
            // The list below already follows the text: the page stays.
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={`${panelId}-input`} className="visually-hidden">
              Search thank-you notes
            </label>
            <input
              ref={inputRef}
              id={`${panelId}-input`}
              className={styles.searchInput}
              type="search"
              name={NOTES_SEARCH_PARAM}
              maxLength={NOTES_SEARCH_MAX_LENGTH}
              placeholder="Search here"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            {/*
              Out of sight while scripts narrow the list as the visitor types (nothing waits for
              it), but there for the keyboard and shown on focus; an ordinary visible button
              without scripts, where it is the only way to search.
            */}
            <Button type="submit" className="submit-when-scripts-off">
              Search
            </Button>
          </form>
        </div>
      </div>
      <ShareModal
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        title="Share the thank-you note generator"
        url={() => window.location.href}
        text={typeof document === "undefined" ? "" : document.title}
      />
    </header>
  )
}
