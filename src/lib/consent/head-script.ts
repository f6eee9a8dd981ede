/**
 * The consent head script: an inline `<script>` at the top of every page's `<head>` (root
 * gatsby-ssr.tsx) that runs before any tag can. It
 *
 * 1. pushes Google Consent Mode v2's defaults to `dataLayer`, in gtag's shape
 *    (`gtag('consent', 'default', …)`: all four signals denied, or the deployment's
 *    GATSBY_CONSENT_DEFAULT=granted with the ad signals still denied under Global Privacy Control);
 * 2. when the visitor chose earlier (the consent cookie), pushes that choice at once as
 *    `gtag('consent', 'update', …)`, so a returning visitor's tags start with it;
 * 3. marks `<html data-consent-decided>` when nothing is left to ask, which hides the
 *    server-rendered banner before the first paint (ConsentBanner.module.css): a returning
 *    visitor never sees it flash, and nothing moves.
 *
 * Exported as a string so the Content-Security-Policy can hash exactly what is inlined
 * (CONSENT_HEAD_SCRIPT). Written by hand to stay a few hundred bytes; the rules are those of
 * record.ts, and __tests__/lib/consent/head-script.test.ts runs this source against them.
 */
import { CONSENT_COOKIE, parseConsentDefault, type ConsentDefault } from "./record"
import { CONSENT_DECIDED_ATTRIBUTE } from "./head-script-attribute"

export { CONSENT_DECIDED_ATTRIBUTE }

/** The `<script>` element's id, for tests and for the post-build checks. */
export const CONSENT_HEAD_SCRIPT_ID = "rapport-consent-defaults"

export function consentHeadScript(consentDefault: ConsentDefault): string {
  const granted = consentDefault === "granted"
  return [
    "(function(){try{",
    "var w=window,l=w.dataLayer=w.dataLayer||[];",
    "if(typeof w.gtag!=='function')w.gtag=function(){l.push(arguments)};",
    "var p=false;try{p=navigator.globalPrivacyControl===true}catch(e){}",
    "var G='granted',D='denied',s=function(a,m){return{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:a}};",
    `var d=${granted ? "true" : "false"};`,
    "w.gtag('consent','default',s(d?G:D,d&&!p?G:D));",
    `var c=/(?:^|; )${CONSENT_COOKIE}=([^;]*)/.exec(document.cookie),r=c&&/^v1\\.a([01])\\.m([01])\\.(\\d{1,12})$/.exec(c[1]);`,
    "if(r)w.gtag('consent','update',s(r[1]==='1'?G:D,r[2]==='1'&&!p?G:D));",
    `if(r||d)document.documentElement.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')`,
    "}catch(e){}})()",
  ].join("")
}

/** This build's consent head script (GATSBY_CONSENT_DEFAULT is read when the site is built). The CSP hashes this string. */
export const CONSENT_HEAD_SCRIPT: string = consentHeadScript(parseConsentDefault(process.env.GATSBY_CONSENT_DEFAULT))
