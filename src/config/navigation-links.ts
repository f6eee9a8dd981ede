/**
 * The navigation's plain links and the two product paths other parts of the site link to.
 * Every page's shell reads them (lib/navigation/nav-current.ts), so they are kept apart from
 * the menus (navigation.ts), whose code loads only with the navigation itself.
 */
import { site } from "./site"
import type { MenuItem } from "./navigation"

export const officeSuiteCrmPath = `/${site.officeSuiteSlug}-crm`
export const networkCrmPath = `/${site.network}-crm`

/** Plain links between the dropdowns. */
export const plainLinks: MenuItem[] = [
  { label: "Pricing", url: "/pricing" },
  { label: `${site.officeSuite} CRM`, url: officeSuiteCrmPath },
]
