/**
 * The two changes the site runtime makes to Gatsby's HTML and webpack config for smaller
 * pages: the global stylesheet linked, not inlined, and short CSS-module class names.
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { linkGlobalStylesheet } from "../../plugins/gatsby-plugin-site-runtime/stylesheet-link"
import { PRODUCTION_LOCAL_IDENT_NAME, shortenCssModuleNames } from "../../plugins/gatsby-plugin-site-runtime/short-class-names"

describe("linkGlobalStylesheet", () => {
  // Gatsby's static-entry puts the site's CSS first in the head, inline.
  const gatsbyHead = [
    <style key="s" data-href="/styles.e6228b39b8fa50a73f6d.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: ".a{color:red}" }} />,
    <style key="other" dangerouslySetInnerHTML={{ __html: ".noscript{}" }} />,
    <meta key="m" name="generator" content="Gatsby 5" />,
  ]

  it("replaces Gatsby's inline global stylesheet with a link to the same file, in its place", () => {
    const { head, linked } = linkGlobalStylesheet(gatsbyHead)
    expect(linked).toBe(1)
    expect(renderToStaticMarkup(<>{head}</>)).toBe(
      '<link rel="stylesheet" href="/styles.e6228b39b8fa50a73f6d.css" data-identity="gatsby-global-css"/><style>.noscript{}</style><meta name="generator" content="Gatsby 5"/>',
    )
  })

  it("counts none when the head has no such stylesheet, so the renderer can refuse the page", () => {
    expect(linkGlobalStylesheet(gatsbyHead.slice(1)).linked).toBe(0)
    const foreign = <style key="x" data-href="https://cdn.example/styles.css" data-identity="gatsby-global-css" />
    expect(linkGlobalStylesheet([foreign]).linked).toBe(0)
  })
})

describe("shortenCssModuleNames", () => {
  // The shape Gatsby's build-javascript config has: oneOf rules with mini-css-extract, css-loader (modules for *.module.css), postcss.
  const config = () => ({
    module: {
      rules: [
        { test: /\.js$/, use: [{ loader: "/n/babel-loader/lib/index.js", options: {} }] },
        {
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [
                { loader: "/n/mini-css-extract-plugin/dist/loader.js", options: { modules: { namedExport: true } } },
                { loader: "/n/css-loader/dist/cjs.js", options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" } } },
              ],
            },
            { test: /\.css$/, use: [{ loader: "/n/css-loader/dist/cjs.js", options: { modules: false } }] },
          ],
        },
      ],
    },
  })

  it("sets the short name on CSS-module css-loaders only", () => {
    const webpack = config()
    expect(shortenCssModuleNames(webpack.module.rules)).toBe(1)
    const [moduleRule, plainRule] = (webpack.module.rules[1] as { oneOf: Array<{ use: Array<{ options: { modules: unknown } }> }> }).oneOf
    expect(moduleRule?.use[1]?.options.modules).toEqual({ namedExport: true, localIdentName: PRODUCTION_LOCAL_IDENT_NAME })
    expect(moduleRule?.use[0]?.options.modules).toEqual({ namedExport: true })
    expect(plainRule?.use[0]?.options.modules).toBe(false)
  })

  it("finds nothing in a config without CSS modules, which the build treats as a broken assumption", () => {
    expect(shortenCssModuleNames(config().module.rules.slice(0, 1))).toBe(0)
    expect(shortenCssModuleNames(undefined)).toBe(0)
  })
})
