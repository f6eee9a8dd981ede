/** Visitor recognition (SPEC 4.2, 6): a logged-in cookie holding a known value. */
import { site } from "../../config/site"

/**
 * The statuses the site can tell apart: the slugs of the CMS's userStatus categories. A
 * personalisation row applies to a visitor whose status is the slug of one of its userStatus
 * categories (status-categories.ts; compared case-insensitively).
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
