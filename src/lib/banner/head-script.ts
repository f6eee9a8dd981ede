/**
 * A web banner the visitor closed earlier in this session stays closed from the first paint
 * (SPEC 2.2): the banner's code arrives after hydration (components/layout/PageShell.tsx), so
 * without this the banner would show, then vanish and move the page up 70 px when it does.
 * This inline `<head>` script reads the session's flag (dismissal.ts: a cookie the consent
 * head script has already read, so no call into the browser) before the body is parsed and
 * marks `<html>`; a rule of the site's stylesheet (src/styles/global.css, "Web
 * banner") hides the banner while the mark is there. The banner's own code, once it runs,
 * renders nothing for a closed banner, as it does on a page reached by client-side navigation.
 *
 * Hand-written ES5, a string, so the Content-Security-Policy can hash what is inlined
 * (src/runtime/inline-scripts.ts), as the other head scripts are.
 */
import { BANNER_DISMISSED_KEY } from "./dismissal"
import { flagCookiePattern } from "../cookies/flag-cookie"

/** The `<script>` element's id. */
export const BANNER_HEAD_SCRIPT_ID = "rapport-web-banner"

/** The attribute the script sets on `<html>`, with the value "dismissed". */
export const BANNER_STATE_ATTRIBUTE = "data-web-banner"

export function bannerDismissedHeadScript(): string {
  return `(function(){try{if(${flagCookiePattern(BANNER_DISMISSED_KEY)}.test(document.cookie))document.documentElement.setAttribute('${BANNER_STATE_ATTRIBUTE}','dismissed')}catch(e){}})()`
}
