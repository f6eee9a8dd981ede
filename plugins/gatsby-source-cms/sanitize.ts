/**
 * CMS rich text is sanitised once, when it is sourced, so templates can render it with
 * dangerouslySetInnerHTML without each one having to remember (DESIGN 7).
 */
import sanitizeHtml from "sanitize-html"
import { NEW_TAB_NOTE, linkTargetAttributes } from "../../src/lib/links/link-target"

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "hr",
    "span",
    "sup",
    "sub",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption",
  ],
  allowedAttributes: { a: ["href", "target", "rel", "title"], "*": ["id"], th: ["scope"], td: ["colspan"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // The two-up rule, site-wide (lib/links/link-target.ts): a URL with '://' opens in a new
    // tab unless the editor chose otherwise, and a link that opens a new tab must not hand
    // the opener to the other site.
    a: (tagName, attribs) => {
      const opens = linkTargetAttributes(attribs.href ?? "", attribs.target)
      const { target: _target, rel: _rel, ...rest } = attribs
      return { tagName, attribs: { ...rest, ...(opens.target ? { target: opens.target } : {}), ...(opens.rel ? { rel: opens.rel } : {}) } }
    },
    // Headings inside content never compete with the page's own h1.
    h1: "h2",
  },
}

/** The out-of-sight note a new-tab link ends with (components/ui/NewTabNote, as HTML: global.css styles .visually-hidden). */
const NEW_TAB_NOTE_HTML = `<span class="visually-hidden"> ${NEW_TAB_NOTE}</span>`

export function sanitizeRichText(html: string): string {
  // sanitize-html cannot add children, so the note is added to its output, whose anchors are
  // well-formed and never nested; editors' own classes never survive the sanitiser.
  return sanitizeHtml(html, options)
    .replace(/(<a\b[^>]*\btarget="_blank"[^>]*>)([\s\S]*?)<\/a>/g, (_match, open: string, inner: string) => `${open}${inner}${NEW_TAB_NOTE_HTML}</a>`)
    .trim()
}
