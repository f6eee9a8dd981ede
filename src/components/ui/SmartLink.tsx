import React from "react"
import { Link } from "gatsby"
import { NEW_TAB_NOTE, linkKind, normalizeInternalPath } from "../../lib/links/link-target"
import { isAttributedDestination, withAttribution, withOutgoingQuery } from "../../lib/attribution/outgoing"
import { useAttributionState } from "../../lib/attribution/live-state"
import type { AttributionState } from "../../lib/attribution/state"
import { trackCtaClick, trackSignupClick } from "../../lib/analytics/track"
import { site } from "../../config/site"
import { resolveSiteLink, useSiteSettings } from "../../lib/site-settings/site-settings"

export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string
  children: React.ReactNode
  /**
   * Where the link sits, for analytics (e.g. 'Hero / Be there for your clients'). A link
   * with a placement reports a CTA click; a link to sign-up always reports 'Free Trial'.
   */
  placement?: string
  /** false when the link's own content already tells screen readers it opens a new tab (in its own words). */
  newTabNote?: boolean
  /** What the click reports as the link's label when its content is not plain text (e.g. every status's wording stacked). */
  eventLabel?: string
}

const textOf = (children: React.ReactNode, fallback: string | undefined): string =>
  React.Children.toArray(children)
    .filter((c): c is string | number => typeof c === "string" || typeof c === "number")
    .join("")
    .trim() ||
  fallback ||
  ""

const isSignup = (href: string): boolean => {
  const path = href.split(/[?#]/)[0]
  return path === site.signupPath || path?.startsWith(`${site.signupPath}/`) === true
}

/**
 * Every link on the site: internal routes through Gatsby's Link (prefetching), URLs with
 * '://' in a new tab with rel="noopener noreferrer", which screen readers are told of (an
 * explicit target wins: '_self' keeps the application's sign-in in this tab). The canonical
 * sign-up and sign-in addresses (site.signupPath, site.signInUrl) go where the siteSettings
 * global says (generalSignupUrl, productSignInUrl: lib/site-settings). Sign-up, demo and sign-in links carry the
 * visitor's campaign parameters once attribution has started (SPEC 9.3), and calls to
 * action report their clicks; tracking never stops the navigation.
 */
export function SmartLink(props: SmartLinkProps): React.JSX.Element {
  const settings = useSiteSettings()
  const canonical = linkKind(props.href) === "internal" ? normalizeInternalPath(props.href) : props.href
  const href = resolveSiteLink(canonical, settings)
  // A sign-up link reports 'Free Trial' wherever the setting sends it.
  const signup = linkKind(props.href) === "internal" && isSignup(canonical)
  // Only links that carry campaigns follow the attribution state, so publishing it re-renders
  // the handful of sign-up, demo and sign-in links rather than every link on the page.
  return isAttributedDestination(href, settings.signInUrl) || signup ? (
    <AttributedLink {...props} href={href} signup={signup} signInUrl={settings.signInUrl} />
  ) : (
    <LinkWithAttribution attribution={null} {...props} href={href} signup={signup} signInUrl={settings.signInUrl} />
  )
}

interface ResolvedLinkProps extends SmartLinkProps {
  signup: boolean
  signInUrl: string
}

function AttributedLink(props: ResolvedLinkProps): React.JSX.Element {
  return <LinkWithAttribution attribution={useAttributionState()} {...props} />
}

function LinkWithAttribution({
  attribution,
  href,
  children,
  target,
  rel,
  placement,
  onClick,
  signup,
  signInUrl,
  newTabNote = true,
  eventLabel,
  ...rest
}: ResolvedLinkProps & { attribution: AttributionState | null }): React.JSX.Element {
  const kind = linkKind(href)
  const canonicalHref = kind === "internal" ? normalizeInternalPath(href) : href
  const destination = !attribution ? href : signup ? withOutgoingQuery(canonicalHref, attribution) : withAttribution(canonicalHref, attribution, signInUrl)
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>): void => {
    const text = eventLabel ?? textOf(children, rest["aria-label"])
    if (signup) trackSignupClick(text, placement)
    else if (placement) trackCtaClick(text, placement)
    onClick?.(event)
  }
  if (kind === "external") {
    // A new tab is said to screen readers, unless the link's own words already say it (WCAG G201).
    const note = (target ?? "_blank") === "_blank" && newTabNote ? ` ${NEW_TAB_NOTE}` : ""
    const ariaLabel = rest["aria-label"]
    return (
      <a
        href={destination}
        target={target ?? "_blank"}
        rel={rel ?? "noopener noreferrer"}
        onClick={handleClick}
        {...rest}
        aria-label={ariaLabel && ariaLabel + note}
      >
        {children}
        {note && !ariaLabel ? <span className="visually-hidden">{note}</span> : null}
      </a>
    )
  }
  if (kind === "protocol" || href.startsWith("#")) {
    return (
      <a href={href} target={target} rel={rel} onClick={handleClick} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={normalizeInternalPath(destination)} rel={rel} onClick={handleClick} {...rest}>
      {children}
    </Link>
  )
}
