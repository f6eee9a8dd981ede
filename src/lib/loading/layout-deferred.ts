/**
 * The names the page's markup and the settling share (settle-layout.ts). A module of their
 * own: the components that mark their parts are in many chunks, and webpack copies a small
 * module into each chunk that uses it; the settling's code belongs in one.
 */

/**
 * Parts of a page below its first screen, whose layout the browser may skip while the page
 * loads, carry this class (`content-visibility: auto`, in styles/global.css): the home page's
 * sections after the hero, a page's blocks after its first two (PageBuilderContent), the site
 * footer's columns, the blog's cards and rails below its first screen. That keeps the first
 * layouts small (on /pricing, each one as the parser went was 50-110 ms on a 4x slower CPU)
 * and stops Chrome from requesting those parts' lazy pictures while the hero is still
 * loading.
 */
export const LAYOUT_DEFERRED_CLASS = "layout-deferred"

/**
 * Set on each of those parts, and finally on <html>, once the page has loaded and the
 * browser is idle: from then on the part is laid out for real, so a jump down the page (a
 * link to an anchor, the End key, a tap on a section that only just came into view) lands
 * on settled content instead of sections that resize as they come near.
 */
export const LAYOUT_SETTLED_ATTRIBUTE = "data-layout-settled"
