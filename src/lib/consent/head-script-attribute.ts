/** The attribute the consent head script (head-script.ts) sets on `<html>` when the banner has nothing to ask; the banner's stylesheet hides it then. */
export const CONSENT_DECIDED_ATTRIBUTE = "data-consent-decided"
