import { plainPageFunction } from "../lib/functions/plain-page-function"
import { handleResultsPage } from "../lib/integrations/results-page"

/** GET /api/integrations?category=…&plan=…: the integrations index's filter as a plain HTML page, for visitors without JavaScript. */
export default plainPageFunction(handleResultsPage)
