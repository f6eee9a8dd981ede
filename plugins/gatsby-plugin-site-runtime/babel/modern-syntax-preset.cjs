/**
 * babel-preset-gatsby for the browser bundle, without the four transforms it adds as plugins
 * whatever the browsers: object and array spread, classes, optional chaining and `??`
 * (modern-syntax.ts says why, and how this preset is put in place).
 *
 * babel-preset-gatsby compiles the browser bundle for the site's browserslist with
 * @babel/preset-env, but excludes three of those transforms from preset-env and adds all four
 * back as plugins of its own, for every browser. Here they are left to preset-env, which
 * compiles each only if a browser in the list lacks it (for Gatsby's default browserslist,
 * none). gatsby-plugin-typescript adds optional chaining and `??` once more, through
 * .cache/babelState.json, which Gatsby's loader reads back: modern-syntax.ts takes them out
 * of that file.
 *
 * Throws when babel-preset-gatsby no longer adds one of them, so a Gatsby upgrade that changes
 * the preset stops the build instead of silently compiling something else.
 */
"use strict"

const gatsbyPreset = require("babel-preset-gatsby").default

/** The plugins babel-preset-gatsby adds for the browser whatever the targets, and the names its preset-env `exclude` gives those it keeps from preset-env. */
const FORCED = [
  { plugin: "@babel/plugin-transform-spread", excluded: "transform-spread" },
  { plugin: "@babel/plugin-transform-classes", excluded: null },
  { plugin: "@babel/plugin-proposal-nullish-coalescing-operator", excluded: "proposal-nullish-coalescing-operator" },
  { plugin: "@babel/plugin-proposal-optional-chaining", excluded: "proposal-optional-chaining" },
]

const pathOf = (item) => (Array.isArray(item) ? item[0] : item)
const isPackage = (item, name) => typeof pathOf(item) === "string" && pathOf(item).replace(/\\/g, "/").includes(`/${name}/`)

module.exports = function modernSyntaxPreset(api, options) {
  // presetDigest is only there to key the loaders' caches (modern-syntax.ts); Gatsby's preset ignores options it does not know.
  const config = gatsbyPreset(api, options)
  for (const { plugin } of FORCED) {
    if (!config.plugins.some((item) => isPackage(item, plugin))) {
      throw new Error(
        `modern-syntax-preset (plugins/gatsby-plugin-site-runtime/README.md): babel-preset-gatsby no longer adds ${plugin} for the browser; check this preset against the installed babel-preset-gatsby`,
      )
    }
  }
  const excluded = new Set(FORCED.map(({ excluded }) => excluded).filter(Boolean))
  return {
    ...config,
    presets: config.presets.map((item) =>
      isPackage(item, "@babel/preset-env") && Array.isArray(item)
        ? [item[0], { ...item[1], exclude: item[1].exclude.filter((name) => !excluded.has(name)) }]
        : item,
    ),
    plugins: config.plugins.filter((item) => !FORCED.some(({ plugin }) => isPackage(item, plugin))),
  }
}
