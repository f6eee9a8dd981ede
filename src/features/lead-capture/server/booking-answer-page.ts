/**
 * The answer to the booking form sent without JavaScript (a plain urlencoded POST): a
 * small, complete HTML page saying the call is booked (with the calendar file) or what to
 * fix, linking back to the times. With JavaScript the page posts JSON and answers in place.
 * Without the visitor's time zone, the time is given in the hosts' zone, named; the
 * calendar file carries UTC, so a calendar shows it in the visitor's own.
 */
import { site } from "../../../config/site"
import { escapeHtml, plainPageHtml } from "../../../lib/html/plain-page"
import { bookingIcs, icsDataUrl, icsFileName } from "../rules/ics"
import { slotSentence, type Slot } from "../rules/slots"

export type BookingAnswerPage =
  { ok: true; slot: Slot; hostTimeZone: string; email: string; stamp: Date } | { ok: false; message: string; errors: string[]; backTo: string }

const STYLE = `body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b3a}main{max-width:640px;margin:0 auto;padding:48px 20px}
h1{font-size:2rem;line-height:1.2}a{color:#c41f48}a:focus-visible{outline:3px solid #2457ff;outline-offset:2px}.button{display:inline-block;margin:8px 0;padding:12px 22px;border-radius:999px;background:#1b1b3a;color:#fff;font-weight:700;text-decoration:none}`

export function bookingAnswerHtml(answer: BookingAnswerPage): string {
  const title = answer.ok ? "Your demo is booked" : "Please choose again"
  const body = answer.ok
    ? `<p role="status">${escapeHtml(`${slotSentence(answer.slot, answer.hostTimeZone)} with ${answer.slot.hostName}${answer.slot.hostRole ? `, ${answer.slot.hostRole}` : ""}.`)}</p>
<p>${escapeHtml(`A calendar invitation with the video link is on its way to ${answer.email}.`)}</p>
<p><a class="button" href="${escapeHtml(icsDataUrl(bookingIcs(answer.slot, answer.stamp)))}" download="${icsFileName}">Add to your calendar (.ics)</a></p>
<p><a href="/">Back to ${escapeHtml(site.name)}</a></p>`
    : `<p role="alert">${escapeHtml(answer.message)}</p>
${answer.errors.length ? `<ul>${answer.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("")}</ul>` : ""}
<p><a class="button" href="${escapeHtml(answer.backTo)}">Back to the times</a></p>`
  return plainPageHtml({
    title,
    robots: "noindex",
    style: STYLE,
    main: `<main>
<p><a href="/">${escapeHtml(site.name)}</a></p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>`,
  })
}
