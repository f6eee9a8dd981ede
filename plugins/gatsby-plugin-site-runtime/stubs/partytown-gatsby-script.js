// Stands in for gatsby-script where the partytown plugin's browser side requires it, in the
// production browser bundle (production-dead-code.ts): that side reads collectedScriptsByPage
// only in `gatsby develop`. The site's own <Script> (components/consent) still gets gatsby-script.
"use strict"
exports.collectedScriptsByPage = new Map()
