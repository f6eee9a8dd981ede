import { site } from "../../../config/site"

/** SPEC 2.9 item 3, 9.6: the claim is 30,000+ companies. */
export const logoStripCaption = `${site.name} is trusted by 30,000+ companies of all sizes`
