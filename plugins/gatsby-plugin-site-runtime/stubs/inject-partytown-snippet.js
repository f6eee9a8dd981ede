// Stands in for gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet.js in the
// production browser bundle (production-dead-code.ts): only `gatsby develop` calls it.
"use strict"
exports.injectPartytownSnippet = function injectPartytownSnippet() {}
