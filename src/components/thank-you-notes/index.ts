import { deferHydration } from "../../../plugins/gatsby-plugin-site-runtime/deferred-hydration"
import type { ThankYouNotesProps } from "./ThankYouNotes"

export type { ThankYouNotesProps }

/**
 * The notes, loaded apart from the page (DESIGN 6: the page's first-load JavaScript stays
 * within its ceiling): complete in the server HTML, the code arrives right after hydration
 * (plugins/gatsby-plugin-site-runtime/deferred-hydration.tsx), in one chunk with the
 * navigation's (generator-parts.ts).
 */
export const ThankYouNotes = deferHydration<ThankYouNotesProps>(() => import("./generator-parts").then((module) => module.ThankYouNotes), { wake: "afterHydration" })
