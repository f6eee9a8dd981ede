/**
 * The generator page's two live parts, its navigation (search, Share) and its notes, in one
 * chunk: both import() calls (layout/navigation/Navigation.tsx, ./index.ts) name it
 * "thank-you-note-generator-parts". Webpack makes a chunk per import() expression, and two
 * chunks of this code were measured: every chunk adds its id and hash to the webpack runtime
 * that every page loads first, which tipped three pages over their first-load ceilings
 * (DESIGN 6, scripts/perf/js-budget.ts). The page wakes both right after hydration anyway.
 */
export { ThankYouNavigation } from "../layout/navigation/ThankYouNavigation"
export { ThankYouNotes } from "./ThankYouNotes"
