import React from "react"
import { SmartLink } from "../ui/SmartLink"
import type { PressArticleItem } from "../../lib/press/press-articles"
import * as styles from "./PressArticleList.module.css"

/** /press: each article's headline links to the publication (a new tab, said so to screen readers), with its source and date. */
export function PressArticleList({ articles, heading }: { articles: readonly PressArticleItem[]; heading: string }): React.JSX.Element {
  return (
    <section className="section" aria-labelledby="press-coverage">
      <div className="container">
        <h2 id="press-coverage">{heading}</h2>
        {articles.length === 0 ? (
          <p className="lede">No coverage to show yet.</p>
        ) : (
          <ul className={styles.list}>
            {articles.map((article) => (
              <li key={article.id} className={styles.item}>
                <article className={styles.article}>
                  <p className={styles.meta}>
                    {article.source ? <span className={styles.source}>{article.source}</span> : null}
                    {article.source && article.date ? <span aria-hidden="true"> · </span> : null}
                    {article.date ? <time dateTime={article.date}>{article.dateLabel}</time> : null}
                  </p>
                  <h3 className={styles.headline}>
                    {article.url ? (
                      <SmartLink href={article.url} newTabNote={false}>
                        {article.headline}
                        <span className={styles.external} aria-hidden="true">
                          {" ↗"}
                        </span>
                        <span className="visually-hidden">{` (${article.source ? `${article.source}, ` : ""}opens in a new tab)`}</span>
                      </SmartLink>
                    ) : (
                      article.headline
                    )}
                  </h3>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
