import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { CmsImage } from "../components/ui/CmsImage"
import { RichText } from "../components/ui/RichText"
import { ButtonLink } from "../components/ui/Button"
import { EmbeddedVideo } from "../components/ui/video/EmbeddedVideo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { LazyResourceForm } from "../features/lead-capture/forms/LazyResourceForm"
import { deferHydration } from "../runtime/deferred-hydration"
import type { BlogCardData } from "../components/cards/BlogCard"
import { useStillUpcoming } from "../hooks/useStillUpcoming"
import { formatDate } from "../lib/text/dates"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import * as styles from "../components/layout/Article.module.css"

// At the page's end: hydrated near the viewport, the card code off the first load.
const RelatedResources = deferHydration<{ heading: string; entries: readonly BlogCardData[] }>(() =>
  import("../components/cards/RelatedResources").then((module) => module.RelatedResources),
)

/** Where the landing navigation's button and the page's own links take the visitor: the form. */
const FORM_ANCHOR = "webinar-form"

/**
 * Webinars (SPEC 3.7): on-demand ('webinars': duration, the recording, a form for the
 * replay's slides), upcoming ('register': release date, a registration form) and special
 * events ('webinarSpecial': event date, boilerplate, a registration form answered with the
 * entry's success message). Whether one is still to come is its date's business, not its
 * type's: the build decides (page context) and the page checks the clock again once it
 * runs, so one that has taken place since stops offering registration.
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
  const upcoming = useStillUpcoming(date, pageContext.webinarUpcoming ?? false)
  const related = (onDemand?.relatedResource ?? []).flatMap((item) => (item?.path ? [item] : []))
  const formHeading = webinar.formHeader ?? (upcoming ? "Save your seat" : webinar.embeddedVideo ? "Get the slides and the checklist" : "Get the recording")
  const form = upcoming || onDemand
  return (
    <PageShell
      navigation={pageContext.navigation}
      path={location.pathname}
      landing={{
        links: [],
        action: form ? { label: entry.differentTryFreeCtaCopy || (upcoming ? "Save my seat" : "Get the replay"), href: `#${FORM_ANCHOR}` } : null,
      }}
    >
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
                  {webinar.featuredAuthors.flatMap((author) =>
                    !author
                      ? []
                      : [
                          <li key={author.fullName ?? ""}>
                            <strong>{author.fullName}</strong>
                            {author.authorTitle ? `, ${author.authorTitle}` : null}
                          </li>,
                        ],
                  )}
                </ul>
              </>
            ) : null}
            {webinar.embeddedVideo ? (
              <div className={styles.aside}>
                <h2 style={{ fontSize: "1.4rem" }}>Watch the recording</h2>
                <EmbeddedVideo videoId={webinar.embeddedVideo} title={webinar.title} durationText={webinar.duration} />
              </div>
            ) : null}
            <div id={FORM_ANCHOR} style={{ scrollMarginTop: 96 }}>
              {form ? (
                <LazyResourceForm
                  form="webinar"
                  sourcePath={entry.path ?? location.pathname}
                  heading={formHeading}
                  intro={
                    webinar.formCopy ?? (upcoming ? `Register for free and we'll email you the joining link${date ? ` for ${formatDate(date)}` : ""}.` : null)
                  }
                  submitLabel={upcoming ? "Register" : "Send it to me"}
                  note={webinar.belowTheFormCopy}
                />
              ) : (
                <div className={styles.aside}>
                  <h2 style={{ fontSize: "1.4rem" }}>This webinar has taken place</h2>
                  <p>Its recording will be on our webinars page. In the meantime, see Rapport for yourself.</p>
                  <ButtonLink href="/webinars" variant="secondary">
                    Browse webinars
                  </ButtonLink>{" "}
                  <ButtonLink href="/demos">Get a demo</ButtonLink>
                </div>
              )}
            </div>
            <RichText html={webinar.webinarBoilerplate} />
            {related.length ? <RelatedResources heading="Related resources" entries={related} /> : null}
          </div>
        </div>
      </article>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query WebinarTemplate($id: String!, $headDigest: String!) {
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry(id: { eq: $id }) {
      __typename
      ...CmsSeoFields
      path
      differentTryFreeCtaCopy
      ... on CmsWebinarsWebinarsEntry {
        relatedResource {
          ...BlogCardFields
        }
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
