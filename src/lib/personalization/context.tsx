/**
 * Personalisation for React. The server HTML and the first client render always show the
 * anonymous variant (a static page cannot know the visitor, and a different first render
 * would break hydration); the logged-in cookie is read after mount and the variant switches then.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import { site } from "../../config/site"
import { readBrowserCookies } from "../cookies/read"
import { userStatusFromCookie, userStatuses, type UserStatus } from "./recognition"
import { noPersonalization, selectionsByStatus, type GlobalUserPersonalization, type PersonalizationSelection } from "./selection"

/** Every status the site tells apart, anonymous first: the order VariableText stacks its copies in. */
export const allUserStatuses: readonly UserStatus[] = [userStatuses.anonymous, userStatuses.recognised]

export interface PersonalizationValue extends PersonalizationSelection {
  userStatus: UserStatus
  isRecognised: boolean
  /** Each status's selection, for rendering every variant at once (no layout shift on the switch). */
  byStatus: Readonly<Record<string, PersonalizationSelection>>
}

function valueFor(userStatus: UserStatus, byStatus: Readonly<Record<string, PersonalizationSelection>>): PersonalizationValue {
  return {
    ...(byStatus[userStatus] ?? noPersonalization()),
    userStatus,
    isRecognised: userStatus === userStatuses.recognised,
    byStatus,
  }
}

const anonymousValue: PersonalizationValue = {
  ...noPersonalization(),
  userStatus: userStatuses.anonymous,
  isRecognised: false,
  byStatus: {},
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
      setUserStatus(userStatusFromCookie(readLoggedInCookie()))
    } catch (error) {
      console.warn("[personalization] could not read the logged-in cookie", error)
    }
  }, [readLoggedInCookie])

  const byStatus = useMemo(() => selectionsByStatus(global, allUserStatuses), [global])
  const value = useMemo(() => valueFor(userStatus, byStatus), [userStatus, byStatus])
  return <PersonalizationContext.Provider value={value}>{children}</PersonalizationContext.Provider>
}

/** The personalisation in force; the anonymous variant outside a provider. */
export function usePersonalization(): PersonalizationValue {
  return useContext(PersonalizationContext)
}
