import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { PageBuilder } from "../blocks/page-builder/PageBuilder"
import { DeferredDemoBooking } from "../features/lead-capture/booking/DeferredDemoBooking"
import * as styles from "../features/lead-capture/forms/DemoPage.module.css"

/**
 * /demos/book (typeHandle demoBooking): the entry's hero copy above the next open demo calls,
 * cut from the entry's weekly availability, then the rest of its blocks (issue 16).
 */
export default function DemoBookingTemplate({ data, pageContext, location }: CmsPageProps<Queries.DemoBookingTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "DemoBookingTemplate")
  const blocks = entry.pageBuilder ?? []
  const first = blocks[0]
  const hero = first?.__typename === "CmsPageBuilderHeroBlock" ? first : null
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <section className={styles.hero}>
        <div className="container">
          <div className={styles.bookingIntro}>
            {(hero?.eyebrow ?? entry.eyebrow) ? <p className="eyebrow">{hero?.eyebrow ?? entry.eyebrow}</p> : null}
            <h1>{hero?.heading ?? entry.title}</h1>
            {(hero?.copy ?? entry.seoDescription) ? <p className="lede">{hero?.copy ?? entry.seoDescription}</p> : null}
          </div>
          <div data-demo-booking-host="">
            <DeferredDemoBooking entry={entry} builtAt={`${pageContext.builtOn ?? "1970-01-01"}T00:00:00.000Z`} search={location.search} />
          </div>
        </div>
      </section>
      <PageBuilder globals={data} blocks={hero ? blocks.slice(1) : blocks} firstIsTitle={false} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query DemoBookingTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesDemoBookingEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
      bookingTimeZone
      bookingSlotMinutes
      bookingDaysAhead
      bookingNoticeHours
      bookingAvailability {
        weekday
        startTime
        endTime
        hostName
        hostRole
      }
    }
  }
`
