import React from "react"

/**
 * Renders CMS rich text. The HTML was sanitised once when it was sourced
 * (plugins/gatsby-source-cms/sanitize.ts), which is what makes this safe.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }): React.JSX.Element | null {
  if (!html) return null
  return <div className={["rich-text", className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: html }} />
}
