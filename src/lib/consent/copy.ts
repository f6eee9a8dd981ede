/** What each consent class is for, in the words the preferences dialog and /cookies use. */
import type { ConsentClass } from "./record"

export type ChoosableClass = Exclude<ConsentClass, "necessary">

export const consentClassCopy: Record<ConsentClass, { label: string; about: string }> = {
  necessary: {
    label: "Necessary",
    about: "Keep the site working and remember this choice. They record nothing about where you came from.",
  },
  analytics: {
    label: "Analytics",
    about:
      "Count visits and clicks through Google Tag Manager, and show you one version of a page we are testing, so we can see what helps people choose a CRM.",
  },
  marketing: {
    label: "Marketing",
    about:
      "Remember the ad, campaign or partner link that brought you here, so a free trial or demo you ask for is credited to it, and load Marketo's form service.",
  },
}
