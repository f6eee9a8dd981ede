import React from "react"

/** The first block's heading is the page's h1; later blocks use h2. */
export function BlockHeading({ isFirst, children, className }: { isFirst: boolean; children: React.ReactNode; className?: string }): React.JSX.Element {
  return isFirst ? <h1 className={className}>{children}</h1> : <h2 className={className}>{children}</h2>
}
