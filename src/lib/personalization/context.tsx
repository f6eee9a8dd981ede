/**
 * Personalisation for React. The server HTML and the first client render always show the
 * anonymous variant (a static page cannot know the visitor, and a different first render
 * would break hydration); the logged-in cookie is read after mount and the variant switches then.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import { site } from "../../config/site"
import { readBrowserCookies } from "../cookies/read"
import { userStatusFromCookie, userStatuses, type UserStatus } from "./recognition"
import { noPersonalization, selectPersonalization, variableElementVariants, type GlobalUserPersonalization, type PersonalizationSelection } from "./selection"

/** Every status the site tells apart, anonymous first: the order VariableText stacks its copies in. */
export const allUserStatuses: readonly UserStatus[] = [userStatuses.anonymous, userStatuses.recognised]

export interface PersonalizationValue extends PersonalizationSelection {
  userStatus: UserStatus
  isRecognised: boolean
  /** Each status's variable elements, for rendering every variant at once (no layout shift on the switch). */
  variableElementsByStatus: Record<string, Record<string, string>>
}

function valueFor(global: GlobalUserPersonalization | null | undefined, userStatus: UserStatus, byStatus: Record<string, Record<string, string>>): PersonalizationValue {
  return {
    ...selectPersonalization(global, userStatus),
    userStatus,
    isRecognised: userStatus === userStatuses.recognised,
    variableElementsByStatus: byStatus,
  }
}

const anonymousValue: PersonalizationValue = {
  ...noPersonalization(),
  userStatus: userStatuses.anonymous,
  isRecognised: false,
  variableElementsByStatus: {},
}

const PersonalizationContext = createContext<PersonalizationValue>(anonymousValue)

export interface PersonalizationProviderProps {
  global: GlobalUserPersonalization | null | undefined
  children?: ReactNode
  /** Reads the logged-in cookie; the browser cookie by default. */
  readLoggedInCookie?: () => string | undefined
}

const readLoggedInCookieFromBrowser = () => readBrowserCookies()[site.loggedInCookie]

export function PersonalizationProvider({
  global,
  children,
  readLoggedInCookie = readLoggedInCookieFromBrowser,
}: PersonalizationProviderProps) {
  const [userStatus, setUserStatus] = useState<UserStatus>(userStatuses.anonymous)

  useEffect(() => {
    try {
      setUserStatus(userStatusFromCookie(readLoggedInCookie()))
    } catch (error) {
      console.warn("[personalization] could not read the logged-in cookie", error)
    }
  }, [readLoggedInCookie])

  const byStatus = useMemo(() => variableElementVariants(global, allUserStatuses), [global])
  const value = useMemo(() => valueFor(global, userStatus, byStatus), [global, userStatus, byStatus])
  return <PersonalizationContext.Provider value={value}>{children}</PersonalizationContext.Provider>
}

/** The personalisation in force; the anonymous variant outside a provider. */
export function usePersonalization(): PersonalizationValue {
  return useContext(PersonalizationContext)
}
