/**
 * The professional-network page status check (SPEC 2.8, 7.3): the footer asks a Gatsby
 * Function whether the /{network}-crm page is indexed, and hides its link when it is not.
 * Names come from site.ts, so the Function's file name (src/api/check-linkedin-crm-status.ts)
 * must follow site.network; a test checks that it does.
 */
import { networkCrmPath } from "../../config/navigation-links"
import { site } from "../../config/site"

/** The Function's route. */
export const networkPageStatusPath = `/api/check-${site.network}-crm-status`

/** The CMS uri of the network page ('linkedin-crm'). */
export const networkPageUri = networkCrmPath.replace(/^\//, "")

/** What the Function answers. */
export interface NetworkPageStatus {
  index: boolean
}
