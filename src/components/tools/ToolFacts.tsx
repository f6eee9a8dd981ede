import React from "react"
import type { ToolDetails } from "../../lib/tools/tool-details"

/** Who a tool is for and what it costs (SPEC 3.13 toolsDetails), as a description list; nothing when it says neither. */
export function ToolFacts({
  tool,
  className,
  label,
}: {
  tool: Pick<ToolDetails, "pricing" | "recommendedFor">
  className?: string
  label?: string
}): React.JSX.Element | null {
  if (!tool.pricing && !tool.recommendedFor) return null
  return (
    <dl className={className} aria-label={label}>
      {tool.recommendedFor ? (
        <div>
          <dt>Recommended for</dt>
          <dd>{tool.recommendedFor}</dd>
        </div>
      ) : null}
      {tool.pricing ? (
        <div>
          <dt>Pricing</dt>
          <dd>{tool.pricing}</dd>
        </div>
      ) : null}
    </dl>
  )
}
