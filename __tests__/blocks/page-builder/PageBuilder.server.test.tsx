/** The server side (node environment, as Gatsby renders pages): every block is in the HTML, complete. */
import React, { Suspense } from "react"
import { renderOnServer } from "../../support/render-on-server"
import { PageBuilder, type PageBuilderBlock } from "../../../src/blocks/page-builder/PageBuilder"

test("the server HTML holds the hero and every deferred block, complete, each in its hydration wrapper", async () => {
  const blocks = [
    { __typename: "CmsPageBuilderSimpleHeroBlock", typeHandle: "simpleHero", cmsId: "1", eyebrow: "Pricing", heading: "Plans for every team", copy: null },
    { __typename: "CmsPageBuilderRichTextBlock", typeHandle: "richText", cmsId: "faq", heading: "Questions", copy: "<p>Ask us anything.</p>" },
  ] as PageBuilderBlock[]
  const html = await renderOnServer(
    <Suspense fallback={null}>
      <PageBuilder globals={null} blocks={blocks} />
    </Suspense>,
  )
  expect(html).toContain("<h1>Plans for every team</h1>")
  expect(html).toMatch(/<div id="faq"><div data-hydration="server"><!--\$--><section[^>]*>.*Questions.*Ask us anything\./s)
})
