import React from "react"
import { BlogCardGrid, type BlogCardData } from "./BlogCard"

/**
 * "Related articles" under a post, "Related resources" under a webinar: the entries an
 * editor chose, as relatedBlog cards (SPEC 2.12). Always at a page's end, so its users
 * hydrate it near the viewport (its code off the first load).
 */
export function RelatedResources({
  heading,
  entries,
  deferLayout = false,
}: {
  heading: string
  entries: readonly BlogCardData[]
  /** Below the first screen on every device: each card laid out only near the viewport (BlogCardGrid). */
  deferLayout?: boolean
}): React.JSX.Element | null {
  const shown = entries.filter((entry) => entry.path)
  if (shown.length === 0) return null
  return (
    <section aria-label={heading} style={{ marginBlock: "2.5rem" }}>
      <h2 style={{ fontSize: "1.4rem" }}>{heading}</h2>
      <BlogCardGrid entries={shown} layout="relatedBlog" deferLayout={deferLayout} />
    </section>
  )
}
