import { screenEmulationMetrics } from "lighthouse/core/config/constants.js"

const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile

/**
 * The phone mobile Lighthouse emulates (its own screen metrics: 412 × 823 at 1.75), as a
 * Playwright context, for the rig's loads outside Lighthouse (the edge cache's warm loads in
 * lighthouse.mts, perf:main-thread's traces): the same viewport, so the same pictures and the
 * same parts near it, as Lighthouse's runs see.
 */
export const LIGHTHOUSE_PHONE = { viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true } as const
