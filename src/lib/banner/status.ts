/**
 * When the web banner global counts as active (SPEC 2.2, 4.5): its status is 'true' or
 * 'active'. Craft stores the status as free text, so case and stray spaces are forgiven;
 * anything else (including no value) keeps the banner off.
 */
const ACTIVE_STATUSES = new Set(["true", "active"])

export function isBannerActive(status: string | null | undefined): boolean {
  return typeof status === "string" && ACTIVE_STATUSES.has(status.trim().toLowerCase())
}
