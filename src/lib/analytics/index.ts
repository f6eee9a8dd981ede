export { analyticsEventName, blockPlacement, ctaPlacement, track, trackCtaClick, trackDemoFormEvent, trackSignupClick, type AnalyticsEvent } from "./track"
