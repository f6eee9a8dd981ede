/**
 * The menus' state (SPEC 4.3): the open desktop dropdown is 'nomenu' or a menu tag; the
 * mobile hamburger is open or closed, with at most one expanded section. Toggling the
 * hamburger resets both dropdown states; choosing the item for the current page closes
 * everything.
 */
import { samePath } from "../links/link-target"

export const NO_MENU = "nomenu"

export interface MenuState {
  openMenu: string
  mobileOpen: boolean
  mobileSection: string
}

export type MenuAction =
  | { type: "toggleMenu"; tag: string }
  | { type: "closeMenus" }
  | { type: "toggleHamburger" }
  | { type: "toggleMobileSection"; tag: string }
  | { type: "itemChosen"; url: string; currentPath: string }

export const initialMenuState: MenuState = { openMenu: NO_MENU, mobileOpen: false, mobileSection: NO_MENU }

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case "toggleMenu":
      return { ...state, openMenu: state.openMenu === action.tag ? NO_MENU : action.tag }
    case "closeMenus":
      return state.openMenu === NO_MENU ? state : { ...state, openMenu: NO_MENU }
    case "toggleHamburger":
      return { openMenu: NO_MENU, mobileSection: NO_MENU, mobileOpen: !state.mobileOpen }
    case "toggleMobileSection":
      return { ...state, mobileSection: state.mobileSection === action.tag ? NO_MENU : action.tag }
    case "itemChosen":
      return samePath(action.url, action.currentPath) ? initialMenuState : { ...state, openMenu: NO_MENU }
  }
}
