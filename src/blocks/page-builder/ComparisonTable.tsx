import React from "react"
import { graphql } from "gatsby"
import { site } from "../../config/site"
import type { PageBlockProps } from "./block-props"
import { present } from "../../lib/lists/present"
import { BlockHeading } from "./Heading"
import * as styles from "./blocks.module.css"

function Cell({ check, text }: { check: boolean | null; text: string | null }): React.JSX.Element {
  if (text) return <>{text}</>
  return check ? (
    <span className={styles.yes}>
      ✓<span className="visually-hidden"> Included</span>
    </span>
  ) : (
    <span className={styles.no}>
      —<span className="visually-hidden"> Not included</span>
    </span>
  )
}

/** The landing-page comparison table (SPEC 3.9: table). */
export function ComparisonTable({ block, isFirst }: PageBlockProps<Queries.ComparisonTableBlockFragment>): React.JSX.Element {
  const competitor = block.competitorName ?? "Other CRMs"
  return (
    <section className="section">
      <div className="container">
        {block.heading ? (
          <div className={`${styles.sectionHead} ${styles.center}`}>
            <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
          </div>
        ) : null}
        <div className={styles.tableWrap} role="region" aria-label={`${site.name} compared with ${competitor}`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">{site.name}</th>
                <th scope="col">{competitor}</th>
              </tr>
            </thead>
            <tbody>
              {present(block.features).map((row) => (
                <tr key={row.description}>
                  <th scope="row">{row.description}</th>
                  <td>
                    <Cell check={row.productCheckmark} text={row.productText} />
                  </td>
                  <td>
                    <Cell check={row.competitorCheckmark} text={row.competitorText} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment ComparisonTableBlock on CmsPageBuilderTableBlock {
    heading
    competitorName
    features {
      description
      productCheckmark
      productText
      competitorCheckmark
      competitorText
    }
  }
`
