/**
 * A booked call as an iCalendar file (RFC 5545), so the visitor can put it in their
 * calendar straight away: the confirmation offers it as a download, with and without
 * JavaScript. Times in UTC, so every calendar shows them in its own zone.
 */
import { site } from "../../../config/site"
import type { Slot } from "./slots"

const icsTime = (iso: string): string => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "")

/** Commas, semicolons, backslashes and newlines escaped as RFC 5545 says. */
const icsText = (text: string): string => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n")

export function bookingIcs(slot: Slot, stamp: Date): string {
  const host = slot.hostRole ? `${slot.hostName}, ${slot.hostRole}` : slot.hostName
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${site.name}//Demo booking//EN`,
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:demo-${icsTime(slot.start)}-${slot.hostName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@${new URL(site.siteUrl).hostname}`,
    `DTSTAMP:${icsTime(stamp.toISOString())}`,
    `DTSTART:${icsTime(slot.start)}`,
    `DTEND:${icsTime(slot.end)}`,
    `SUMMARY:${icsText(`${site.name} demo with ${slot.hostName}`)}`,
    `DESCRIPTION:${icsText(`Your ${site.name} demo with ${host}. The video link follows by email.`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n")
}

export const icsFileName = "rapport-demo.ics"

/** The file as a link's href (the no-JavaScript answer page; the page itself uses a Blob). */
export const icsDataUrl = (ics: string): string => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
