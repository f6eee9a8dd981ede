import React from "react"
import { graphql } from "gatsby"
import { RichText } from "../../components/ui/RichText"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"

export function RichTextBlock({ block, isFirst }: PageBlockProps<Queries.RichTextBlockFragment>): React.JSX.Element {
  return (
    <section className="section">
      <div className="container">
        {block.heading ? <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading> : null}
        <RichText html={block.copy} />
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment RichTextBlock on CmsPageBuilderRichTextBlock {
    heading
    copy
  }
`
