// Stands in for gatsby/cache-dir/register-service-worker.js in the production browser bundle
// (production-dead-code.ts): no plugin of this site registers a service worker. Loud if one does.
throw new Error("Stubbed service-worker registration (plugins/gatsby-plugin-site-runtime/production-dead-code.ts)")
