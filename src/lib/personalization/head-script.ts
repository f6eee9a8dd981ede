/**
 * Personalisation from the first paint (SPEC 4.2, 6; issue 32). A static page cannot know its
 * visitor, so every place that differs by user status carries each status's variant in the
 * server HTML, marked with the statuses it is for (context.tsx: STATUS_VARIANT_ATTRIBUTE, a space-separated
 * list); this inline `<head>` script reads the logged-in cookie before anything in the body is
 * parsed and marks `<html>` with the visitor's status (USER_STATUS_ATTRIBUTE); a rule of the
 * site's stylesheet (src/styles/global.css, "Personalisation") hides every variant that is not
 * for that status. The first paint is the visitor's, with no swap at hydration and nothing
 * moving: hidden variants keep their box (visibility: hidden, which also takes them out of
 * the accessibility tree and the tab order). React never renders one status or the other for
 * these places, so hydration matches whoever the visitor is.
 *
 * An anonymous visitor's script does nothing: `<html>` without the attribute is anonymous.
 * PersonalizationProvider sets the attribute again when it reads the cookie after mount
 * (develop, a cookie set later in the visit), with the same rule (recognition.ts); the test
 * runs this very string against that rule.
 *
 * Hand-written ES5, a string, so the Content-Security-Policy can hash what is inlined
 * (src/runtime/inline-scripts.ts), as the consent head script is.
 */
import { site } from "../../config/site"
import { userStatuses } from "./recognition"
import { USER_STATUS_ATTRIBUTE } from "./context"

/** The `<script>` element's id. */
export const USER_STATUS_HEAD_SCRIPT_ID = "rapport-user-status"

const escapeForRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

export function userStatusHeadScript(): string {
  return [
    "(function(){try{",
    // The first cookie of that name wins, percent-decoded, quotes dropped, trimmed (lib/cookies/read.ts's decoding).
    `var m=/(?:^|; )${escapeForRegExp(site.loggedInCookie)}=([^;]*)/.exec(document.cookie);if(!m)return;`,
    "var v=m[1];if(v.length>1&&v.charAt(0)==='\"'&&v.charAt(v.length-1)==='\"')v=v.slice(1,-1);",
    "v=v.replace(/(%[0-9A-F]{2})+/gi,decodeURIComponent).replace(/^\\s+|\\s+$/g,'');",
    `if(${JSON.stringify(site.loggedInValues)}.indexOf(v)>=0)document.documentElement.setAttribute('${USER_STATUS_ATTRIBUTE}','${userStatuses.recognised}')`,
    "}catch(e){}})()",
  ].join("")
}
