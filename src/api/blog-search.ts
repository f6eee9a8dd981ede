import { plainPageFunction } from "../lib/functions/plain-page-function"
import { handleResultsPage } from "../lib/blog-search/results-page"

/** GET /api/blog-search?q=…&category=…: the blog's search results as a plain HTML page, for visitors without JavaScript. */
export default plainPageFunction(handleResultsPage)
