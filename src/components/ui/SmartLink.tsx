import React from "react"
import { Link } from "gatsby"
import { linkKind, normalizeInternalPath } from "../../lib/links/link-target"

export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string
  children: React.ReactNode
}

/** Internal routes use Gatsby's Link (prefetching); '://' URLs open in a new tab. */
export function SmartLink({ href, children, target, rel, ...rest }: SmartLinkProps): React.JSX.Element {
  const kind = linkKind(href)
  if (kind === "external") {
    return (
      <a href={href} target={target ?? "_blank"} rel={rel ?? "noopener noreferrer"} {...rest}>
        {children}
      </a>
    )
  }
  if (kind === "protocol" || href.startsWith("#")) {
    return (
      <a href={href} target={target} rel={rel} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={normalizeInternalPath(href)} {...rest}>
      {children}
    </Link>
  )
}
