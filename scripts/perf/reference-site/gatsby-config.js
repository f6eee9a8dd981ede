// The bare reference page of `npm run perf` (DESIGN 6): Gatsby 5 + React 18 with no plugins,
// built and measured in the same run as the site, so the homepage's scores read against
// what this machine gives an empty page.
module.exports = { jsxRuntime: "automatic" }
