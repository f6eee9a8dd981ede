import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { PageBuilder } from "../blocks/page-builder/PageBuilder"
import { SmartLink } from "../components/ui/SmartLink"
import { normaliseCmsLink } from "../lib/links/cms-link"
import { DemoPanel } from "../features/lead-capture/forms/DemoPanel"
import { RecordedDemo } from "../components/demo-pages/RecordedDemo"
import { demoVideo } from "../lib/video/demo-video"
import * as styles from "../features/lead-capture/forms/DemoPage.module.css"

/**
 * /demos (typeHandle demo): the entry's hero copy beside the demo form, then the rest of its
 * blocks. After a request, /demos?companySize={size} shows the confirmation in the form's place
 * (with, for 21-100 and 100+, the booking step: GATSBY_DEMO_BOOKING_URL or the booking page).
 * Below the hero, the recorded demo its demoThumbnail names (lib/video/demo-video.ts): the
 * site's video facade and player, or a "coming soon" panel of the same 16:9 frame.
 */
export default function DemoTemplate({ data, pageContext, location }: CmsPageProps<Queries.DemoTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "DemoTemplate")
  const blocks = entry.pageBuilder ?? []
  const first = blocks[0]
  const hero = first?.__typename === "CmsPageBuilderHeroBlock" ? first : null
  const links = [hero?.primaryCta, hero?.secondaryCta].flatMap((field) => {
    const link = normaliseCmsLink(field)
    return link ? [{ ...link, label: link.label ?? link.href }] : []
  })
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <section className={styles.hero}>
        <div className={`container ${styles.grid}`}>
          <div className={styles.copy}>
            {(hero?.eyebrow ?? entry.eyebrow) ? <p className="eyebrow">{hero?.eyebrow ?? entry.eyebrow}</p> : null}
            <h1>{hero?.heading ?? entry.title}</h1>
            {(hero?.copy ?? entry.seoDescription) ? <p className="lede">{hero?.copy ?? entry.seoDescription}</p> : null}
            {links.length > 0 ? (
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
                      target={link.target ?? undefined}
                      aria-label={link.ariaLabel ?? undefined}
                      title={link.title ?? undefined}
                      placement={`Demo hero / ${hero?.heading ?? ""}`}
                    >
                      {link.label} →
                    </SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <DemoPanel search={location.search} bookingPagePath={data.bookingPage?.path ?? null} />
        </div>
      </section>
      <RecordedDemo video={demoVideo(entry.demoThumbnail)} />
      {/* Below the hero with its form and the recorded demo, on every device: each block's layout waits until it nears the viewport. */}
      <PageBuilder globals={data} blocks={hero ? blocks.slice(1) : blocks} firstIsTitle={false} deferLayoutFrom={0} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query DemoTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesDemoEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
      demoThumbnail {
        videoId
        comingSoon
      }
    }
    # The booking step larger teams are offered (issue 16), when the CMS has the page.
    bookingPage: cmsPagesDemoBookingEntry {
      path
    }
  }
`
