/**
 * The HTML renderer's build-time `process.env`: Gatsby's own keys and the GATSBY_ ones, as in
 * the browser bundle, not every variable of the build's environment.
 *
 * For its Node stages Gatsby defines `process.env.<NAME>` for every variable the build runs
 * with (node_modules/gatsby/dist/utils/webpack.config.js, `processEnv`). Webpack's DefinePlugin
 * makes every module it parses depend on the set of defined names (its `webpack/DefinePlugin_hash`
 * value dependency): a build whose environment has one name more or less than the last one's
 * compiles the whole renderer again from its cache. The publisher's first build after a cold
 * start sets CMS_FULL_SOURCE and the next one did not: 4.5-5.3 s of "Building HTML renderer"
 * instead of 1.0 s, on every publisher's first save.
 *
 * The site's code that the renderer bundles reads `NODE_ENV` and GATSBY_ variables only (the
 * rest of the environment is the build's business: src/config/env.ts is read in gatsby-node);
 * the names kept here are those. A module that reads another variable reads it from `({})`, as
 * the browser bundle's modules do, and gets undefined.
 */
/** The names Gatsby itself defines for every stage (`processEnv`), besides the GATSBY_ ones. */
export const GATSBY_OWN_ENV = ["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT", "GATSBY_QUERY_ON_DEMAND"] as const

const ENV_PREFIX = "process.env."

const keptInRenderer = (key: string): boolean => {
  if (!key.startsWith(ENV_PREFIX)) return true
  const name = key.slice(ENV_PREFIX.length)
  return name.startsWith("GATSBY_") || (GATSBY_OWN_ENV as readonly string[]).includes(name)
}

interface DefinePluginLike {
  definitions: Record<string, unknown>
}

const isGatsbyEnvDefinition = (plugin: unknown): plugin is DefinePluginLike =>
  plugin instanceof Object &&
  (plugin as { constructor?: { name?: string } }).constructor?.name === "DefinePlugin" &&
  typeof (plugin as DefinePluginLike).definitions === "object" &&
  (plugin as DefinePluginLike).definitions["process.env"] === "({})"

/**
 * Narrows Gatsby's `process.env` definitions in a Node stage's plugins to the names above, in
 * place. Returns how many such DefinePlugins it found (Gatsby adds one): 0 means Gatsby's config
 * changed shape, and the caller stops the build.
 */
export function narrowRendererEnv(plugins: readonly unknown[] | undefined): number {
  let found = 0
  for (const plugin of plugins ?? []) {
    if (!isGatsbyEnvDefinition(plugin)) continue
    found++
    plugin.definitions = Object.fromEntries(Object.entries(plugin.definitions).filter(([key]) => keptInRenderer(key)))
  }
  return found
}
