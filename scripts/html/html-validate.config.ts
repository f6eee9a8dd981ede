/**
 * What "valid HTML" means for the built site (issue 14): the conformance requirements of the
 * HTML standard, the rules the W3C's Nu checker (validator.w3.org/nu) enforces, checked with
 * html-validate because it is JavaScript (no Java in the test path), fast enough for every
 * page on every CI run, and reports rule ids and lines we can name in a failure.
 *
 * Errors: `html-validate:standard`, html-validate's preset of the standard's own rules:
 * permitted content, parents, order and occurrences (e.g. a <div> in a <span>, a <style>
 * outside <head>), attribute values (e.g. a fractional `width`/`height`, which must be a
 * non-negative integer), required attributes and content, duplicate ids and attributes,
 * deprecated elements, invalid custom element names, void elements with content, bad character references,
 * `for`/`autocomplete`/`id` syntax. Added to it, because the Nu checker reports them as
 * errors too:
 * - missing-doctype: a document without `<!doctype html>` is in quirks mode;
 * - no-unknown-elements: an element the standard does not define (a custom element would
 *   need its metadata added here; the site has none);
 * - empty-title: `<title>` must not be empty;
 * - input-attributes: attributes an <input> of that type does not take;
 * - no-missing-references: an IDREF (`for`, `aria-labelledby`, `aria-describedby`, `list`, …)
 *   naming no element of the page;
 * - heading-level: a heading that skips a level below the one before it (h1 then h3). Only
 *   the skip, as the Nu checker has it: a page may start below h1 (a navigation's heading
 *   before the page's h1) and have more than one h1.
 *
 * Off: the stylistic rules of html-validate's recommended preset (quoting, attribute and
 * void-element style, self-closing tags, inline styles, implicit closing, trailing
 * whitespace, redundant roles and types), which are valid HTML, and its accessibility rules
 * (labels, landmarks, text content, WCAG techniques), which are axe's job in the browser tests
 * (e2e/accessibility.all.spec.ts), on the rendered page at both widths.
 *
 * What html-validate does not check that the Nu checker does: unknown attributes (its element
 * metadata lists only the attributes it constrains) and CSS. Cross-checked once with the Nu
 * checker on the whole build (issue 14): it found no unknown attribute; its CSS errors were
 * about properties newer than its CSS grammar (`@container`, `container-type`, `line-clamp`).
 */
import type { ConfigData } from "html-validate"

export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: ["html-validate:standard"],
  rules: {
    "missing-doctype": "error",
    "no-unknown-elements": "error",
    "empty-title": "error",
    "input-attributes": "error",
    "no-missing-references": "error",
    "heading-level": ["error", { minInitialRank: "any", allowMultipleH1: true }],
  },
}
