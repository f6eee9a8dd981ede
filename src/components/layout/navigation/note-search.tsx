import React, { createContext, useContext, useMemo, useState } from "react"

interface NoteSearch {
  query: string
  setQuery: (query: string) => void
}

const NoteSearchContext = createContext<NoteSearch>({ query: "", setQuery: () => undefined })

/** Shares the thank-you generator's search text between its navigation and its list. */
export function NoteSearchProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [query, setQuery] = useState("")
  const value = useMemo(() => ({ query, setQuery }), [query])
  return <NoteSearchContext.Provider value={value}>{children}</NoteSearchContext.Provider>
}

export const useNoteSearch = (): NoteSearch => useContext(NoteSearchContext)
