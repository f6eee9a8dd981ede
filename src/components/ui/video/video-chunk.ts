/**
 * The one lazy chunk of video code: the browser's player (VideoPlayer, which the video
 * modals open) and the facade of videos in the content (VideoFacade, which EmbeddedVideo
 * wakes near the viewport). One chunk rather than two because every chunk is an entry in
 * the webpack runtime that every page loads first, and pages sit at their first-load
 * ceilings (scripts/perf/js-budget.ts); the modal pays ~2 KB more when it first opens.
 */
export { default as VideoPlayer } from "./VideoPlayer"
export { VideoFacade } from "./VideoFacade"
