import React from "react"
import { graphql } from "gatsby"
import { RichText } from "../../components/ui/RichText"
import type { BlockProps } from "../types"
import { BlockHeading } from "./Heading"

export function RichTextBlock({ block, isFirst }: BlockProps): React.JSX.Element {
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
  fragment RichTextBlock on CmsBlock {
    heading
    copy
  }
`
