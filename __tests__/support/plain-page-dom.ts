/**
 * A Function's plain HTML page (src/lib/html/plain-page.ts) as a browser would read it: parsed
 * by jsdom, with Testing Library's queries over its body, so a test asks for roles and labels
 * rather than for strings in the markup. No script runs (the pages have none).
 */
import { JSDOM } from "jsdom"
import { within, type BoundFunctions, type queries } from "@testing-library/react"

export interface PlainPageDom {
  document: Document
  page: BoundFunctions<typeof queries>
}

export function plainPageDom(html: string): PlainPageDom {
  const { document } = new JSDOM(html).window
  return { document, page: within(document.body) }
}
