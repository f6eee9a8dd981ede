/** What the site's components use of analytics (SPEC 4.5): one module to import. The events themselves are track.ts. */
export { analyticsEventName, blockPlacement, ctaPlacement, track, trackCtaClick, trackDemoFormEvent, trackSignupClick, type AnalyticsEvent } from "./track"
