import React from "react"
import { Link } from "gatsby"
import { site } from "../../config/site"

/** The wordmark; always links home (SPEC 2.1). */
export function Logo({ className }: { className?: string }): React.JSX.Element {
  return (
    <Link to="/" className={className} style={{ display: "inline-flex" }} aria-label={`${site.name} home`}>
      <svg width="132" height="32" viewBox="0 0 132 32" role="img" aria-hidden="true" focusable="false">
        <rect x="0" y="2" width="28" height="28" rx="9" fill="#E8365F" />
        <path
          d="M9 22V10h6.2c2.9 0 4.6 1.5 4.6 3.9 0 1.8-1 3.1-2.7 3.6l3 4.5h-3.3l-2.6-4.1H12V22H9Zm3-6.6h3c1.2 0 1.9-.6 1.9-1.5 0-1-.7-1.5-1.9-1.5h-3v3Z"
          fill="#fff"
        />
        <text x="36" y="23" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontWeight="800" fontSize="20" fill="#1B1B3A" letterSpacing="-0.5">
          {site.name}
        </text>
      </svg>
    </Link>
  )
}
