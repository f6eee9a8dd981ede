/**
 * Empty on purpose (modern-syntax.ts): Gatsby's babel-loader keeps the presets its loader
 * options name only when Babel loaded a configuration file; without one it puts
 * babel-preset-gatsby in their place. The browser bundle's loader options name this file and
 * the preset (babel/modern-syntax-preset.cjs).
 */
module.exports = {}
