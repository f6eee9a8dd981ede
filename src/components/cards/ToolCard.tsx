import React from "react"
import { graphql, Link } from "gatsby"
import type { ToolCardItem } from "../../lib/tools/tool-details"
import { ToolFacts } from "../tools/ToolFacts"
import * as styles from "./ResourceCard.module.css"

/** A tool on the tools index (SPEC 3.13 toolsDetails): its name linking to its page, the summary, who it is for and what it costs. */
export function ToolCard({ tool }: { tool: ToolCardItem }): React.JSX.Element {
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>
        <Link to={tool.path}>{tool.name}</Link>
      </h3>
      {tool.summary ? <p className={styles.summary}>{tool.summary}</p> : null}
      <ToolFacts tool={tool} className={styles.facts} />
    </article>
  )
}

export function ToolCardGrid({ tools }: { tools: readonly ToolCardItem[] }): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {tools.map((tool) => (
        <li key={tool.id} className={styles.item}>
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  )
}

/** What a tool card needs of a tool entry (lib/tools/tool-details.ts reads it). */
export const fragment = graphql`
  fragment ToolCardFields on CmsToolsToolsEntry {
    id
    title
    path
    toolsDetails {
      toolName
      summary
      pricing
      recommendedFor
    }
  }
`
