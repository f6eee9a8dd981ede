/**
 * The few pages a Function answers in HTML (the blog's search results, the integrations'
 * filter, the thank-you notes' search and a resource form's answer, all for visitors without
 * JavaScript): a complete, self-contained
 * document with the site's name linking home, no script, and text escaped once, here.
 */
import { site } from "../../config/site"

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Text and attribute values as HTML: nothing a visitor typed can become markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)

export interface PlainPage {
  /** The page's title (the site's suffix is added). */
  title: string
  /** The `robots` meta: these pages answer one visitor, never a search engine. */
  robots: string
  /** The page's own CSS (inline: the page has no other file). */
  style: string
  /** The <main>'s markup, already escaped where it holds text. */
  main: string
  /** Markup between </main> and </body>. */
  after?: string
}

export function plainPageHtml(page: PlainPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${escapeHtml(page.robots)}">
<title>${escapeHtml(`${page.title} | ${site.titleSuffix}`)}</title>
<style>${page.style}</style>
</head>
<body>
${page.main}
${page.after ?? ""}
</body>
</html>
`
}
