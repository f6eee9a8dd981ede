/**
 * Lazy chunks split by what uses them (README.md beside this file). Gatsby's `shared`
 * splitChunks cache group names a split chunk by hashing the names of the chunks whose modules
 * it holds, so that each combination of templates gets its own shared chunk. Lazy chunks
 * (React.lazy, import()) have no name, so every module that two lazy chunks share, anywhere
 * in the site, hashed to the same name and landed in one chunk: Formik (the demo form) beside
 * Swiper (the carousels), 43 KB gzip that opening the demo form or waking a carousel both
 * fetched. Without a name (webpack's `name: false`), splitChunks makes one chunk per
 * combination of chunks that share modules, which is what the group means to do, and names
 * it by id and content hash as it names every other chunk.
 */

interface SplitChunksConfig {
  cacheGroups?: Record<string, unknown>
}

/**
 * Small modules of the site that many lazy parts use, each family put in one chunk of its own
 * that every part needing one of them shares. splitChunks makes no chunk under its minSize
 * (Gatsby's 20,000 bytes), so modules this small were copied into every lazy chunk that used
 * them: SmartLink and the outgoing-link attribution it applies in five chunks of the home page,
 * the navigation's menus in both the navigation's and the footer's (10.5 KB gzip of copies
 * eventually loaded on `/`). A family is a few kilobytes that the parts needing one of its
 * modules nearly always need whole.
 */
export const sharedFamilies: ReadonlyArray<{ name: string; modules: RegExp }> = [
  // Every link (components/ui/SmartLink.tsx), the campaign it carries and the click it reports (lib/).
  {
    name: "site-links",
    modules: /[\\/]src[\\/](components[\\/]ui[\\/]SmartLink\.tsx|lib[\\/](attribution[\\/]outgoing|analytics[\\/]track|links[\\/]link-target)\.ts)$/,
  },
  // What the navigation and the footer both list (config/).
  { name: "site-menus", modules: /[\\/]src[\\/]config[\\/](navigation|external-links)\.ts$/ },
]

/** A splitChunks cache group's test, as webpack calls it. */
type GroupTest = (module: { nameForCondition?: () => string | null }, context: unknown) => boolean

/**
 * A splitChunks cache group for a family: its modules, wherever two chunks share them, and
 * only those Gatsby's `shared` group would take (`sharedTest`: not in a chunk every page loads
 * first, not CSS), so the rule of what may leave the first load stays Gatsby's.
 */
function familyGroup(family: (typeof sharedFamilies)[number], sharedTest: GroupTest): Record<string, unknown> {
  return {
    name: family.name,
    test: (module: Parameters<GroupTest>[0], context: unknown): boolean =>
      family.modules.test(module.nameForCondition?.() ?? "") && sharedTest(module, context),
    chunks: "all",
    minChunks: 2,
    minSize: 0,
    // Above Gatsby's `shared` group (10), under its framework and styles groups (40).
    priority: 15,
    reuseExistingChunk: true,
  }
}

/**
 * Lets webpack split Gatsby's `shared` cache group by the chunks that use it, and adds a group
 * for each of sharedFamilies; false when the config has no such group, or one without its own
 * test (Gatsby changed how it splits chunks, so this no longer applies).
 */
export function splitSharedChunksByUse(optimization: { splitChunks?: unknown } | undefined): boolean {
  const splitChunks = optimization?.splitChunks as SplitChunksConfig | false | undefined
  const groups = splitChunks ? splitChunks.cacheGroups : undefined
  const shared = groups?.shared as { name?: unknown; test?: unknown } | null | undefined
  if (!groups || typeof shared !== "object" || shared === null || typeof shared.name !== "function" || typeof shared.test !== "function") return false
  shared.name = false
  for (const family of sharedFamilies) groups[family.name] = familyGroup(family, shared.test as GroupTest)
  return true
}
