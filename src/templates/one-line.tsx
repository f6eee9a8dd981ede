import React from "react"
import type { CmsPageProps } from "../components/layout/page-types"

/** The build benchmark's floor (scripts/bench/build.ts): a page per entry, no query, one line of HTML. */
export default function OneLineTemplate({ pageContext }: CmsPageProps<object>): React.JSX.Element {
  return <p>{pageContext.id}</p>
}
