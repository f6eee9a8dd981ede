import React from "react"
import { graphql } from "gatsby"
import { BlogCardGrid } from "../../components/cards/BlogCard"
import * as styles from "./blog.module.css"

/** blogBuilder's relatedBlog block: the posts its editor chose, as relatedBlog cards (SPEC 2.12). */
export function RelatedBlog({ block }: { block: Queries.RelatedBlogBlockFragment }): React.JSX.Element | null {
  const entries = (block.entries ?? []).flatMap((entry) => (entry?.path ? [entry] : []))
  if (entries.length === 0) return null
  const heading = block.header ?? "Related articles"
  return (
    <section className={styles.block} aria-label={heading}>
      <h2 style={{ fontSize: "1.4rem" }}>{heading}</h2>
      <BlogCardGrid entries={entries} layout="relatedBlog" />
    </section>
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
