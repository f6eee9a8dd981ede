import { plainPageFunction } from "../lib/functions/plain-page-function"
import { handleResultsPage } from "../lib/thank-you-notes/results-page"

/** GET /api/thank-you-notes-search?q=…: the thank-you note generator's search as a plain HTML page, for visitors without JavaScript. */
export default plainPageFunction(handleResultsPage)
