/**
 * The generator page's two live parts, its navigation (search, Share) and its notes, as one
 * module so they are one chunk: the page wakes both right after hydration, and every chunk
 * adds its id and hash to the webpack runtime that every page loads first (DESIGN 6: the
 * first-load ceilings are ratchets, a second chunk here tipped three other pages over).
 */
export { ThankYouNavigation } from "../layout/navigation/ThankYouNavigation"
export { ThankYouNotes } from "./ThankYouNotes"
