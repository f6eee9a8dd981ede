import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { deferHydration } from "../runtime/deferred-hydration"

/*
 * The list is complete in the server HTML; its code (and the constants it reads from the
 * attribution, banner, font and form modules) loads when it nears the viewport, so it does not
 * weigh on the page's first-load JavaScript (DESIGN 6), as page-builder blocks do.
 */
const CookieDeclaration = deferHydration<object>(() => import("../components/legal/CookieDeclaration").then((module) => module.CookieDeclaration))

/**
 * /cookies (legal `cookies`): the entry's blocks, with the list of cookies and storage keys
 * after the first one. The list comes from the code that writes them
 * (lib/cookies/cookie-declaration.ts), not from the CMS, so it cannot drift from what the site does.
 */
export default function CookiesTemplate({ data, pageContext, location }: CmsPageProps<Queries.CookiesTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "CookiesTemplate")
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry} globals={data}>
        <CookieDeclaration />
      </PageBuilderContent>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query CookiesTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsLegalCookiesEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
  }
`
