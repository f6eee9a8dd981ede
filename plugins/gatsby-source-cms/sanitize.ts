/**
 * CMS rich text is sanitised once, when it is sourced, so templates can render it with
 * dangerouslySetInnerHTML without each one having to remember (DESIGN 7).
 */
import sanitizeHtml from "sanitize-html"

const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "blockquote", "code", "pre", "hr", "span", "sup", "sub", "table", "thead", "tbody", "tr", "th", "td", "figure", "figcaption"],
  allowedAttributes: { a: ["href", "target", "rel", "title"], "*": ["id"], th: ["scope"], td: ["colspan"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => (attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs }),
    // Headings inside content never compete with the page's own h1.
    h1: "h2",
  },
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim()
}
