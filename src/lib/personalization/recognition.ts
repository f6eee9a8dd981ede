/** Visitor recognition (SPEC 4.2, 6): a logged-in cookie holding a known value. */
import { site } from "../../config/site"

/**
 * The userStatus values the site can tell apart. CMS personalisation items whose
 * userStatus is one of these are selected (compared case-insensitively).
 */
export const userStatuses = { anonymous: "anonymous", recognised: "loggedIn" } as const

export type UserStatus = (typeof userStatuses)[keyof typeof userStatuses]

export function isRecognisedUser(cookieValue: string | null | undefined): boolean {
  if (typeof cookieValue !== "string") return false
  return (site.loggedInValues as readonly string[]).includes(cookieValue.trim())
}

export function userStatusFromCookie(cookieValue: string | null | undefined): UserStatus {
  return isRecognisedUser(cookieValue) ? userStatuses.recognised : userStatuses.anonymous
}
