import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { CmsImage } from "../components/ui/CmsImage"
import { RichText } from "../components/ui/RichText"
import { ButtonLink } from "../components/ui/Button"
import { EmbeddedVideo } from "../components/ui/video/EmbeddedVideo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { formatDate } from "../lib/text/dates"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import * as styles from "../components/layout/Article.module.css"

/**
 * Webinars (SPEC 3.7): on-demand ('webinars', with a duration: WATCH), upcoming
 * ('register') and special events ('webinarSpecial'). Registration runs through the
 * marketing-forms service, which arrives with the forms work; until then the page
 * offers the recording or a demo.
 */
export default function WebinarTemplate({ data, pageContext, location }: CmsPageProps<Queries.WebinarTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "WebinarTemplate")
  // One section, three entry types (SPEC 3.7): each has its own fields.
  const onDemand = entry.__typename === "CmsWebinarsWebinarsEntry" ? entry : null
  const register = entry.__typename === "CmsWebinarsRegisterEntry" ? entry : null
  const special = entry.__typename === "CmsWebinarsWebinarSpecialEntry" ? entry : null
  const webinar = {
    title: entry.title,
    duration: onDemand?.duration ?? null,
    description: onDemand?.description ?? null,
    embeddedVideo: onDemand?.embeddedVideo ?? null,
    formHeader: onDemand?.formHeader ?? null,
    formCopy: onDemand?.formCopy ?? null,
    belowTheFormCopy: onDemand?.belowTheFormCopy ?? null,
    featuredAuthors: onDemand?.featuredAuthors ?? null,
    paragraph: register?.paragraph ?? null,
    descriptionRichText: special?.descriptionRichText ?? null,
    webinarBoilerplate: special?.webinarBoilerplate ?? null,
    featuredImage: (onDemand ?? register ?? special)?.featuredImage ?? null,
  }
  const date = special?.eventDate ?? onDemand?.releaseDate ?? register?.releaseDate ?? null
  // Decided by type, not by the clock, so the server HTML and the hydrated page always agree.
  const upcoming = !onDemand
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <article>
        <ArticleHeader
          section={{ label: "Webinars", href: "/webinars" }}
          detail={webinar.duration ? `WATCH · ${webinar.duration}` : null}
          title={webinar.title ?? ""}
          subtitle={
            date ? (
              <>
                {upcoming ? "Live on " : "Recorded "}
                <time dateTime={date}>{formatDate(date)}</time>
              </>
            ) : null
          }
        />
        <div className="container">
          {webinar.featuredImage ? (
            <div className={styles.cover}>
              <CmsImage image={webinar.featuredImage} eager />
            </div>
          ) : null}
          <div className={styles.body}>
            {webinar.description ? <p className="lede">{webinar.description}</p> : null}
            <RichText html={webinar.descriptionRichText} />
            {webinar.paragraph ? <p>{webinar.paragraph}</p> : null}
            {webinar.featuredAuthors?.length ? (
              <>
                <h2 style={{ fontSize: "1.4rem" }}>Speakers</h2>
                <ul>
                  {webinar.featuredAuthors.flatMap((author) => (!author ? [] : [
                    <li key={author.fullName ?? ""}>
                      <strong>{author.fullName}</strong>
                      {author.authorTitle ? `, ${author.authorTitle}` : null}
                    </li>,
                  ]))}
                </ul>
              </>
            ) : null}
            <div className={styles.aside}>
              <h2 style={{ fontSize: "1.4rem" }}>{webinar.formHeader ?? (webinar.embeddedVideo ? "Watch the recording" : "Save your seat")}</h2>
              {webinar.formCopy ? <p>{webinar.formCopy}</p> : null}
              {webinar.embeddedVideo ? (
                <EmbeddedVideo videoId={webinar.embeddedVideo} title={webinar.title} durationText={webinar.duration} />
              ) : (
                <ButtonLink href="/demos">Get a personal demo</ButtonLink>
              )}
              {webinar.belowTheFormCopy ? <p style={{ marginTop: 16, fontSize: "0.9375rem" }}>{webinar.belowTheFormCopy}</p> : null}
            </div>
            <RichText html={webinar.webinarBoilerplate} />
          </div>
        </div>
      </article>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query WebinarTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      __typename
      ...CmsSeoFields
      ... on CmsWebinarsWebinarsEntry {
        duration
        releaseDate
        description
        embeddedVideo
        formHeader
        formCopy
        belowTheFormCopy
        featuredImage {
          ...CmsImageLarge
        }
        featuredAuthors {
          fullName
          authorTitle
        }
      }
      ... on CmsWebinarsRegisterEntry {
        releaseDate
        paragraph
        featuredImage {
          ...CmsImageLarge
        }
      }
      ... on CmsWebinarsWebinarSpecialEntry {
        eventDate
        descriptionRichText
        webinarBoilerplate
        featuredImage {
          ...CmsImageLarge
        }
      }
    }
  }
`
