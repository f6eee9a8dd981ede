import { deferHydration } from "../../runtime/deferred-hydration"
import type { ThankYouNotesProps } from "./ThankYouNotes"

export type { ThankYouNotesProps }

/**
 * The notes, loaded apart from the page (DESIGN 6: the page's first-load JavaScript stays
 * within its ceiling): complete in the server HTML, the code arrives right after hydration
 * (src/runtime/deferred-hydration.tsx), as the navigation's does,
 * and in the same chunk (generator-parts.ts says why).
 */
export const ThankYouNotes = deferHydration<ThankYouNotesProps>(
  () => import(/* webpackChunkName: "thank-you-note-generator-parts" */ "./generator-parts").then((module) => module.ThankYouNotes),
  { wake: "afterHydration" },
)
