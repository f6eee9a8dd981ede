export { analyticsEventName, ctaPlacement, track, trackCtaClick, trackDemoFormEvent, trackSignupClick, type AnalyticsEvent } from "./track"
