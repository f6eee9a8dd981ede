import React from "react"
import { Link } from "gatsby"
import type { ToolDetails } from "../../lib/tools/tool-details"
import { ToolFacts } from "./ToolFacts"
import * as styles from "./ToolSummary.module.css"

interface ToolSummaryProps {
  tool: ToolDetails
  /** The tools index, when there is one: the eyebrow links back to it. */
  index: { path: string; title: string } | null
  eyebrow: string | null
}

/** The top of a tool's page: its name (the page's h1), summary, who it is for and what it costs, then the description. */
export function ToolSummary({ tool, index, eyebrow }: ToolSummaryProps): React.JSX.Element {
  const eyebrowText = eyebrow ?? index?.title ?? null
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.grid}`}>
          <div>
            {eyebrowText ? <p className="eyebrow">{index ? <Link to={index.path}>{eyebrowText}</Link> : eyebrowText}</p> : null}
            <h1>{tool.name}</h1>
            {tool.summary ? <p className="lede">{tool.summary}</p> : null}
          </div>
          <ToolFacts tool={tool} className={styles.facts} label={`${tool.name} at a glance`} />
        </div>
      </section>
      {tool.description.length > 0 ? (
        <section className="section" aria-labelledby="about-this-tool">
          <div className="container">
            <div className={styles.description}>
              <h2 id="about-this-tool">About this tool</h2>
              {tool.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}
