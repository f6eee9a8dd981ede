/** @jest-environment jsdom */
/**
 * The sanitiser over the hostile corpus (__tests__/fixtures/hostile-rich-text.ts): what comes
 * out, parsed as a browser parses it, holds nothing that can run, load, submit, restyle or
 * redirect, and keeps the text a reader should see. The same corpus is checked on a built page
 * in Chromium by `npm run test:faults` (e2e/hostile-rich-text.spec.ts).
 */
import { sanitizeRichText } from "../../plugins/gatsby-source-cms/sanitize"
import { HOSTILE_RICH_TEXT, hostileRichTextBody } from "../fixtures/hostile-rich-text"

const ACTIVE_ELEMENTS =
  "script, style, link, iframe, frame, object, embed, applet, form, input, button, select, textarea, base, meta, svg, math, template, noscript, title, img, video, audio, source, animate, set, use, foreignobject"
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "data", "srcdoc", "background", "poster", "srcset"]
/** Addresses a link may keep: the site's own paths, fragments, and ordinary web, mail and phone ones. */
const SAFE_URL = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/

/** The HTML parsed as a browser parses it, in a document with no browsing context: nothing in it runs. */
function parse(html: string): HTMLDivElement {
  const root = document.implementation.createHTMLDocument("").createElement("div")
  root.innerHTML = html
  return root
}

/** What a browser would find active in the HTML. */
function activeParts(html: string): string[] {
  const root = parse(html)
  const found: string[] = [...root.querySelectorAll(ACTIVE_ELEMENTS)].map((el) => `<${el.tagName.toLowerCase()}>`)
  for (const el of root.querySelectorAll("*")) {
    for (const attribute of el.attributes) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith("on")) found.push(`${el.tagName.toLowerCase()}[${name}]`)
      if (name === "style" || name === "class" || name === "srcdoc" || name === "tabindex" || name === "autofocus")
        found.push(`${el.tagName.toLowerCase()}[${name}]`)
      if (URL_ATTRIBUTES.includes(name) && !SAFE_URL.test(attribute.value.trim())) found.push(`${el.tagName.toLowerCase()}[${name}=${attribute.value}]`)
    }
  }
  return found
}

describe.each(HOSTILE_RICH_TEXT.map((item) => [item.name, item] as const))("hostile rich text: %s", (_name, item) => {
  const clean = sanitizeRichText(item.html)

  test("comes out inert", () => {
    expect(activeParts(clean)).toEqual([])
  })

  if (item.keeps) {
    test("keeps its readable text", () => {
      expect(parse(clean).textContent).toContain(item.keeps)
    })
  }
})

test("the check sees what it must refuse (it would fail on unsanitised input)", () => {
  const raw = activeParts(HOSTILE_RICH_TEXT.map((item) => item.html).join("\n"))
  for (const part of [
    "<script>",
    "<iframe>",
    "<svg>",
    "<form>",
    "<base>",
    "<meta>",
    "<object>",
    "<embed>",
    "<style>",
    "img[onerror]",
    "p[onclick]",
    "p[style]",
  ])
    expect(raw).toContain(part)
  expect(raw.some((part) => part.startsWith("a[href=javascript:"))).toBe(true)
  expect(raw.some((part) => part.startsWith("a[href=data:"))).toBe(true)
})

test("the whole corpus as one body (as the built post has it) is inert, and no case's markup leaks into the next", () => {
  const clean = sanitizeRichText(hostileRichTextBody())
  expect(activeParts(clean)).toEqual([])
  const root = parse(clean)
  // Every case's heading survives as a heading: nothing unclosed swallowed the cases after it.
  expect([...root.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(HOSTILE_RICH_TEXT.map((item) => `Case: ${item.name}`))
})

test("ordinary rich text passes unchanged", () => {
  const ordinary =
    '<h2 id="why">Why it works</h2><p>Send a <a href="/resources/follow-up">follow-up</a> within <strong>two days</strong>, or write to <a href="mailto:hello@rapport.example">us</a>.</p><ul><li>One</li><li>Two</li></ul>'
  expect(sanitizeRichText(ordinary)).toBe(ordinary)
})
