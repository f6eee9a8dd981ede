import React from "react"
import { graphql } from "gatsby"
import { RichText } from "../../components/ui/RichText"
import type { PageBlockProps } from "./block-props"
import { present } from "../../lib/lists/present"
import { BlockHeading } from "./Heading"
import * as styles from "./blocks.module.css"

/** An FAQ accordion built on <details>, so it works without JavaScript and with a keyboard. */
export function Faq({ block, isFirst }: PageBlockProps<Queries.FaqBlockFragment>): React.JSX.Element {
  return (
    <section className="section section--alt">
      <div className={`container ${styles.faq}`}>
        {block.heading ? <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading> : null}
        {present(block.faqs).map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <RichText html={item.answer} />
          </details>
        ))}
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment FaqBlock on CmsPageBuilderFaqBlock {
    heading
    faqs {
      question
      answer
    }
  }
`
