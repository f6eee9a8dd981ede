import React from "react"
import { graphql } from "gatsby"
import { RelatedResources } from "../../components/cards/RelatedResources"

/** blogBuilder's relatedBlog block: the posts its editor chose, as relatedBlog cards (SPEC 2.12). */
export function RelatedBlog({ block, deferLayout }: { block: Queries.RelatedBlogBlockFragment; deferLayout: boolean }): React.JSX.Element | null {
  return (
    <RelatedResources
      heading={block.header ?? "Related articles"}
      entries={(block.entries ?? []).flatMap((entry) => (entry ? [entry] : []))}
      deferLayout={deferLayout}
    />
  )
}

export const fragment = graphql`
  fragment RelatedBlogBlock on CmsBlogBuilderRelatedBlogBlock {
    header
    entries {
      ...BlogCardFields
    }
  }
`
