/**
 * The answer to a resource form sent without JavaScript (a plain POST of the form's fields,
 * issue 15): a small, complete HTML page that says the lead was kept (and gives the file it
 * unlocks) or says what to fix and links back to the form. With JavaScript the form posts
 * JSON and shows its answer in place; this page is never seen.
 */
import { site } from "../../../config/site"
import { escapeHtml, plainPageHtml } from "../../../lib/html/plain-page"

export interface AnswerPage {
  ok: boolean
  message: string
  download?: string | null
  /** The field messages, when the form needs fixing. */
  errors?: string[]
  /** The page the form is on. */
  backTo: string
}

const STYLE = `body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b3a}main{max-width:640px;margin:0 auto;padding:48px 20px}
h1{font-size:2rem;line-height:1.2}a{color:#c41f48}a:focus-visible{outline:3px solid #2457ff;outline-offset:2px}.button{display:inline-block;margin:8px 0;padding:12px 22px;border-radius:999px;background:#1b1b3a;color:#fff;font-weight:700;text-decoration:none}`

export function resourceAnswerHtml(answer: AnswerPage): string {
  const title = answer.ok ? "Thank you" : "Please check the form"
  const download = answer.download && /^https?:\/\//.test(answer.download) ? answer.download : null
  return plainPageHtml({
    title,
    robots: "noindex",
    style: STYLE,
    main: `<main>
<p><a href="/">${escapeHtml(site.name)}</a></p>
<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(answer.message)}</p>
${answer.errors?.length ? `<ul>${answer.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("")}</ul>` : ""}
${download ? `<p><a class="button" href="${escapeHtml(download)}" download>Download the PDF</a></p>` : ""}
<p><a href="${escapeHtml(answer.backTo)}">${answer.ok ? "Back to the page" : "Back to the form"}</a></p>
</main>`,
  })
}
