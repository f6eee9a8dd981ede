import React, { Suspense, lazy, useCallback, useEffect, useId, useReducer, useRef, useState } from "react"
import { Logo } from "../../ui/Logo"
import { ButtonLink } from "../../ui/Button"
import { SmartLink } from "../../ui/SmartLink"
import { industriesMenu, productMenu, resourcesMenu, type Menu, type MenuItem } from "../../../config/navigation"
import { plainLinks } from "../../../config/navigation-links"
import { allUserStatuses, usePersonalization, userStatuses, statusVariantAttributes } from "../../../lib/personalization/personalization"
import { initialMenuState, menuReducer, NO_MENU } from "../../../lib/navigation/menu-state"
import { navButtons } from "../../../lib/navigation/nav-buttons"
import { Chevron } from "./Chevron"
import { useWindowScroll } from "../../../hooks/useWindowScroll"
import { useNavigationData, type NavigationPosts } from "./useNavigationData"
import * as styles from "./DefaultNavigation.module.css"

// The demo modal's code arrives the first time it opens, not with every page.
const DemoRequestModal = lazy(() => import("../../../features/lead-capture/forms/DemoRequestModal").then((module) => ({ default: module.DemoRequestModal })))
/**
 * The desktop dropdowns' contents are their own chunk: no page needs them before a menu
 * opens, and phones (whose menu lists the same links plainly) never do. The chunk is
 * fetched as soon as a pointer or the keyboard reaches the menu bar, well before a click.
 */
const loadDropdownPanel = () => import("./DropdownPanel")
const DropdownPanel = lazy(() => loadDropdownPanel().then((module) => ({ default: module.DropdownPanel })))
const preloadDropdownPanel = (): void => void loadDropdownPanel()

/** The dropdowns. companyMenu is defined in config but not rendered (SPEC 2.4). */
const dropdowns: Menu[] = [productMenu, industriesMenu, resourcesMenu]

/** The bar in the spec's order: Features, Industries, Pricing, Google Workspace CRM, Resources. */
const barItems: Array<Menu | MenuItem> = [productMenu, industriesMenu, ...plainLinks, resourcesMenu]

/**
 * The default full-screen navigation (SPEC 2.4): dropdowns on desktop (one open at a
 * time; the same trigger, a click outside or Escape closes it), a hamburger with
 * expandable sections on phones, and buttons that depend on the visitor (SPEC 6).
 */
export function DefaultNavigation({ path, posts }: { path: string; posts: NavigationPosts }): React.JSX.Element {
  // `path` is what the server HTML marks as current: the page's path when it is one of the
  // navigation's own links, "" otherwise (it is rendered as a Slice, once per distinct
  // props: lib/navigation/nav-current.ts). What happens on a click or a new page reads the
  // browser's real path.
  const data = useNavigationData(posts)
  const { userStatus, byStatus } = usePersonalization()
  const [state, dispatch] = useReducer(menuReducer, initialMenuState)
  const [scrolled, setScrolled] = useState(false)
  const [demoOpen, setDemoOpen] = useState(false)
  // Mounted from the first opening on, so closing keeps the dialog (and its focus return) in place.
  const [demoMounted, setDemoMounted] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  const hamburgerRef = useRef<HTMLButtonElement>(null)
  const triggerRefs = useRef(new Map<string, HTMLButtonElement>())
  const baseId = useId()
  const panelId = (tag: string): string => `${baseId}-${tag}-panel`
  const mobileId = `${baseId}-mobile`

  // The bar's buttons for every status at once, the visitor's shown from the first paint (lib/personalization/head-script.ts).
  const buttonSets = allUserStatuses.map((status) => ({
    status,
    ...navButtons({
      option: data.settings?.navCtaOption,
      optionUrl: data.settings?.navCtaUrl,
      signupUrl: data.settings?.generalSignupUrl,
      signInUrl: data.settings?.productSignInUrl,
      currentPath: path,
      isRecognised: status === userStatuses.recognised,
      personalizedCta: byStatus[status]?.navCta ?? null,
    }),
  }))
  // The mobile menu opens only once the app runs, when the visitor's status is known: its set.
  const { login, ctas } = buttonSets.find((set) => set.status === userStatus) ?? buttonSets[0]!

  // A new page closes whatever was open. The slice's props are the same on most pages, so
  // the new page is noticed by the browser's path after each render (a navigation
  // re-renders the page, and this slice in it).
  const shownPath = useRef<string | null>(null)
  useEffect(() => {
    const now = window.location.pathname
    if (shownPath.current !== null && shownPath.current !== now) dispatch({ type: "itemChosen", url: now, currentPath: now })
    shownPath.current = now
  })

  // The bar's background changes once the page scrolls (SPEC 2.4).
  useWindowScroll(useCallback((scrollY: number) => setScrolled(scrollY > 8), []))

  // Outside click and Escape close the menus; Escape returns focus to what opened them.
  const anyOpen = state.openMenu !== NO_MENU || state.mobileOpen
  useEffect(() => {
    if (!anyOpen) return undefined
    const onPointerDown = (event: PointerEvent): void => {
      if (headerRef.current && event.target instanceof Node && !headerRef.current.contains(event.target)) dispatch({ type: "closeMenus" })
    }
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== "Escape") return
      if (state.openMenu !== NO_MENU) {
        triggerRefs.current.get(state.openMenu)?.focus()
        dispatch({ type: "closeMenus" })
      } else if (state.mobileOpen) {
        dispatch({ type: "toggleHamburger" })
        hamburgerRef.current?.focus()
      }
    }
    document.addEventListener("pointerdown", onPointerDown)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("pointerdown", onPointerDown)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [anyOpen, state.openMenu, state.mobileOpen])

  const choose = (url: string): void => dispatch({ type: "itemChosen", url, currentPath: window.location.pathname })
  const openDemo = (): void => {
    dispatch({ type: "closeMenus" })
    setDemoMounted(true)
    setDemoOpen(true)
  }

  return (
    <header ref={headerRef} className={styles.header} data-scrolled={scrolled} data-open={anyOpen}>
      <div className={`container ${styles.bar}`}>
        <Logo className={styles.logo} />
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.menu} onPointerEnter={preloadDropdownPanel} onFocus={preloadDropdownPanel}>
            {barItems.map((item) =>
              "tag" in item ? (
                <li key={item.tag}>
                  <button
                    ref={(el) => {
                      if (el) triggerRefs.current.set(item.tag, el)
                    }}
                    type="button"
                    className={styles.trigger}
                    aria-expanded={state.openMenu === item.tag}
                    aria-controls={panelId(item.tag)}
                    onClick={() => dispatch({ type: "toggleMenu", tag: item.tag })}
                  >
                    {item.label}
                    <Chevron className={styles.chevron} />
                  </button>
                  {/* The panel follows its trigger in the DOM, so Tab moves from the trigger into its items. */}
                  <div id={panelId(item.tag)} className={styles.panel} hidden={state.openMenu !== item.tag} role="region" aria-label={item.label}>
                    {state.openMenu === item.tag ? (
                      <Suspense fallback={null}>
                        <DropdownPanel menu={item} data={data} onChoose={choose} onRequestDemo={openDemo} />
                      </Suspense>
                    ) : null}
                  </div>
                </li>
              ) : (
                <li key={item.url}>
                  <SmartLink href={item.url} className={styles.plain} aria-current={path === item.url ? "page" : undefined}>
                    {item.label}
                  </SmartLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          {buttonSets.map((set) => (
            <div key={set.status} className={styles.actionSet} {...statusVariantAttributes([set.status])}>
              {set.login ? (
                <ButtonLink href={set.login.href} variant="ghost" size="small" target="_self">
                  {set.login.label}
                </ButtonLink>
              ) : null}
              {set.ctas.map((cta) => (
                <ButtonLink key={cta.label} href={cta.href} variant={cta.variant} size="small" target="_self" placement="Navigation">
                  {cta.label}
                </ButtonLink>
              ))}
            </div>
          ))}
        </div>
        <button
          ref={hamburgerRef}
          type="button"
          className={styles.hamburger}
          aria-expanded={state.mobileOpen}
          aria-controls={mobileId}
          onClick={() => dispatch({ type: "toggleHamburger" })}
        >
          <span className="visually-hidden">{state.mobileOpen ? "Close menu" : "Open menu"}</span>
          <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
            {state.mobileOpen ? (
              <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>

      <div id={mobileId} className={`container ${styles.mobile}`} hidden={!state.mobileOpen}>
        <nav aria-label="Main (mobile)">
          <ul className={styles.mobileList}>
            {dropdowns.map((menu) => {
              const sectionId = `${mobileId}-${menu.tag}`
              const expanded = state.mobileSection === menu.tag
              return (
                <li key={menu.tag}>
                  <button
                    type="button"
                    className={styles.mobileSection}
                    aria-expanded={expanded}
                    aria-controls={sectionId}
                    onClick={() => dispatch({ type: "toggleMobileSection", tag: menu.tag })}
                  >
                    {menu.heading ?? menu.label}
                    <Chevron className={styles.chevron} />
                  </button>
                  <ul id={sectionId} className={styles.mobileItems} hidden={!expanded}>
                    {menu.items.map((item) => (
                      <li key={item.url}>
                        <SmartLink href={item.url} onClick={() => choose(item.url)}>
                          {item.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
            {plainLinks.map((link) => (
              <li key={link.url}>
                <SmartLink href={link.url} className={styles.mobileLink} onClick={() => choose(link.url)} aria-current={path === link.url ? "page" : undefined}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.mobileActions}>
          {ctas.map((cta) => (
            <ButtonLink
              key={cta.label}
              href={cta.href}
              variant={cta.variant === "ghost" ? "secondary" : cta.variant}
              target="_self"
              placement="Navigation (mobile)"
            >
              {cta.label}
            </ButtonLink>
          ))}
          {login ? (
            <ButtonLink href={login.href} variant="secondary" target="_self">
              {login.label}
            </ButtonLink>
          ) : null}
          <button type="button" className={styles.linkButton} onClick={openDemo}>
            Request a demo
          </button>
        </div>
      </div>
      {demoMounted ? (
        <Suspense fallback={null}>
          <DemoRequestModal open={demoOpen} onClose={() => setDemoOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  )
}
