/**
 * Personalisation for React. The server HTML and the first client render are the anonymous
 * visitor's (a static page cannot know the visitor, and a different first render would break
 * hydration); the logged-in cookie is read after mount and the value switches then. What a
 * visitor sees from the first paint does not wait for that: places that differ by status lay
 * out every status's variant, and the head script's mark on <html> picks one (head-script.ts).
 * The value here serves what only the app does (a link's target once hydrated, analytics).
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import { site } from "../../config/site"
import { readBrowserCookies } from "../cookies/read"
import { userStatusFromCookie, userStatuses, type UserStatus } from "./recognition"
import { noPersonalization, selectionsByStatus, type GlobalUserPersonalization, type PersonalizationSelection } from "./selection"

// The two marks of personalisation from the first paint (head-script.ts says how they work
// together). Here, in the module every page's app chunk has anyway: a module of their own,
// shared by the app, the navigation slice and the blocks, cost webpack's module wrapper (~0.1 KB) on every page.

/** On `<html>`: the visitor's user status (userStatuses); absent for an anonymous visitor until the app reads the cookie. */
export const USER_STATUS_ATTRIBUTE = "data-user-status"

/** On an element that is one status's variant: the statuses it is for, space-separated. */
export const STATUS_VARIANT_ATTRIBUTE = "data-for-status"

/** The attribute an element gets to be shown only to visitors of these statuses (none: a box kept for a status the site cannot tell apart). */
export const statusVariantAttributes = (statuses: readonly string[]): Record<typeof STATUS_VARIANT_ATTRIBUTE, string> => ({
  [STATUS_VARIANT_ATTRIBUTE]: statuses.join(" "),
})

/** Every status the site tells apart, anonymous first: the order VariableText stacks its copies in. */
export const allUserStatuses: readonly UserStatus[] = [userStatuses.anonymous, userStatuses.recognised]

export interface PersonalizationValue extends PersonalizationSelection {
  userStatus: UserStatus
  isRecognised: boolean
  /** Each status's selection, for rendering every variant at once (no layout shift on the switch). */
  byStatus: Readonly<Record<string, PersonalizationSelection>>
  /** The globalUserPersonalization global itself, for a part that lays out rows of statuses beyond the site's two (the pricing plans: lib/pricing/plan-ctas.ts). */
  global: GlobalUserPersonalization | null
}

function valueFor(
  userStatus: UserStatus,
  byStatus: Readonly<Record<string, PersonalizationSelection>>,
  global: GlobalUserPersonalization | null,
): PersonalizationValue {
  return {
    ...(byStatus[userStatus] ?? noPersonalization()),
    userStatus,
    isRecognised: userStatus === userStatuses.recognised,
    byStatus,
    global,
  }
}

const anonymousValue: PersonalizationValue = {
  ...noPersonalization(),
  userStatus: userStatuses.anonymous,
  isRecognised: false,
  byStatus: {},
  global: null,
}

const PersonalizationContext = createContext<PersonalizationValue>(anonymousValue)

export interface PersonalizationProviderProps {
  global: GlobalUserPersonalization | null | undefined
  children?: ReactNode
  /** Reads the logged-in cookie; the browser cookie by default. */
  readLoggedInCookie?: () => string | undefined
}

const readLoggedInCookieFromBrowser = () => readBrowserCookies()[site.loggedInCookie]

export function PersonalizationProvider({ global, children, readLoggedInCookie = readLoggedInCookieFromBrowser }: PersonalizationProviderProps) {
  const [userStatus, setUserStatus] = useState<UserStatus>(userStatuses.anonymous)

  useEffect(() => {
    try {
      const status = userStatusFromCookie(readLoggedInCookie())
      // The same mark the head script sets, in the same effect as the value, so the two never disagree for a frame.
      document.documentElement.setAttribute(USER_STATUS_ATTRIBUTE, status)
      setUserStatus(status)
    } catch (error) {
      console.warn("[personalization] could not read the logged-in cookie", error)
    }
  }, [readLoggedInCookie])

  const byStatus = useMemo(() => selectionsByStatus(global, allUserStatuses), [global])
  const value = useMemo(() => valueFor(userStatus, byStatus, global ?? null), [userStatus, byStatus, global])
  return <PersonalizationContext.Provider value={value}>{children}</PersonalizationContext.Provider>
}

/** The personalisation in force; the anonymous variant outside a provider. */
export function usePersonalization(): PersonalizationValue {
  return useContext(PersonalizationContext)
}
