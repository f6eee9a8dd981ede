/**
 * The few pages a Function answers in HTML (the blog's search results, the integrations'
 * filter, the thank-you notes' search and a resource form's answer, all for visitors without
 * JavaScript): a complete, self-contained
 * document with the site's name linking home, no script, and text escaped once, here.
 * The three results pages share one frame (siteFramedPageHtml): the site's name, a heading,
 * their body and a footer, in one stylesheet of which each page adds only what is its own.
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

/**
 * The look the results pages share: the site's colours and type, a narrow column, a search or
 * filter form whose controls wrap, and a list of results as cards. About 1.3 KB, inline.
 */
const SITE_FRAME_STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b3a;background:#fff}
a{color:#c41f48}a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #2457ff;outline-offset:2px}
.wrap{max-width:760px;margin:0 auto;padding:0 20px}header{border-bottom:1px solid #e4e4ee;padding:16px 0}
header a{font-weight:800;font-size:1.25rem;color:#1b1b3a;text-decoration:none}h1{font-size:2rem;line-height:1.2;margin:32px 0 16px}
form{display:flex;flex-wrap:wrap;gap:12px 16px;align-items:flex-end;margin-bottom:24px}label{display:block;font-weight:600;margin-bottom:6px}
.field{flex:1 1 240px}input[type=search],select{width:100%;min-height:48px;padding:0 14px;font:inherit;color:inherit;background:#fff;border:1px solid #8b8ba3;border-radius:8px}
button{min-height:48px;padding:0 24px;font:inherit;font-weight:700;color:#fff;background:#c41f48;border:0;border-radius:999px;cursor:pointer}
main ol,main ul{list-style:none;margin:0;padding:0;display:grid;gap:12px}main li{border:1px solid #e4e4ee;border-radius:14px;padding:16px 20px}
li h2{font-size:1.125rem;margin:4px 0}li h2 a{color:#1b1b3a}li p{margin:0;color:#4a4a68}
.meta{font-size:.8125rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}.summary{font-weight:600}footer{margin:48px 0;color:#4a4a68}
`

export interface SiteFramedPage {
  /** The page's title and its heading. */
  title: string
  robots: string
  /** What follows the heading in <main>, already escaped where it holds text. */
  body: string
  /** CSS of the page's own, after the frame's. */
  style?: string
}

/** A results page in the site's frame: the site's name linking home, the heading, the body, the footer. */
export function siteFramedPageHtml(page: SiteFramedPage): string {
  return plainPageHtml({
    title: page.title,
    robots: page.robots,
    style: SITE_FRAME_STYLE + (page.style ?? ""),
    main: `<header><div class="wrap"><a href="/">${escapeHtml(site.name)}</a></div></header>
<main class="wrap">
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>`,
    after: `<footer class="wrap">© ${escapeHtml(site.name)}</footer>`,
  })
}
