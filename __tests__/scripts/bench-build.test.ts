/** The build benchmark reads Gatsby's own log; these are lines a real `gatsby build` prints. */
import { gatsbyBuildSeconds, slowestSteps } from "../../scripts/bench/build"

const LOG = [
  "\u001b[32msuccess\u001b[39m compile gatsby files - 3.597s",
  "success Compiling Gatsby Functions - 0.994s",
  "success source CMS content from http://127.0.0.1:35425 - 0.176s - sourced 1 changed entries",
  "success extract queries from components - 1.988s",
  "info bootstrap finished - 11.747s",
  "success Building production JavaScript and CSS bundles - 3.118s",
  "info Done building in 17.691926032 sec",
].join("\n")

test("Gatsby's own build time is its 'Done building' figure, and missing when the build did not finish", () => {
  expect(gatsbyBuildSeconds(LOG)).toBeCloseTo(17.69, 2)
  expect(gatsbyBuildSeconds("success compile gatsby files - 3.597s\nERROR #85901")).toBeNull()
})

test("the slowest steps come first, colours stripped, the bootstrap total (an info line) left out", () => {
  expect(slowestSteps(LOG, 3)).toEqual(["compile gatsby files 3.6 s", "Building production JavaScript and CSS bundles 3.1 s", "extract queries from components 2.0 s"])
})
