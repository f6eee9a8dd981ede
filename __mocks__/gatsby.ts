/**
 * Jest's manual mock of the `gatsby` package, for component tests (Gatsby's unit-testing
 * guide): there is no Gatsby runtime in jest. Link renders a plain <a href={to}>, graphql
 * is a no-op tag (queries are compiled by Gatsby at build time, not run), useStaticQuery
 * is a jest.fn() each test feeds with mockReturnValue, Script is gatsby-script's mock (a
 * jest.fn() that renders nothing) and Slice a
 * <gatsby-slice data-alias> marker.
 * Picked up automatically because jest.config.js lists __mocks__ among its roots.
 */
import React from "react"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: React.CSSProperties
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
  getProps?: unknown
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    partiallyActive: _partiallyActive,
    replace: _replace,
    state: _state,
    getProps: _getProps,
    ...rest
  },
  ref,
) {
  return React.createElement("a", { ...rest, href: to, ref })
})

export const graphql = (..._args: unknown[]): string => ""
export const useStaticQuery = jest.fn()
export const StaticQuery = jest.fn()
export { Script } from "./gatsby-script"
// A slice renders as a marker naming its alias, so tests see where a page places it (the build stitches the slice's HTML there).
export const Slice = ({ alias }: { alias: string }): React.ReactElement => React.createElement("gatsby-slice", { "data-alias": alias })
export const navigate = jest.fn()
export const withPrefix = (path: string): string => path
export const withAssetPrefix = (path: string): string => path
