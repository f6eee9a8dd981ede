/**
 * What a page's head tells crawlers and link previews beyond its title (SPEC 2.2): the Open
 * Graph and Twitter card tags and the JSON-LD. Decided at build time: gatsby-node computes
 * them for every page (build-hooks.ts `loadPageHeads`) and stores them by digest
 * (head-store.ts), the page's query reads them back as `head`, and the Head
 * (components/layout/Seo.tsx) only renders them. So these rules, and the
 * site-wide data they need (the section pages of the breadcrumbs, the default social card),
 * never reach the browser: 2.3 KB of script (gzip) less on every page's first load.
 */
import { canonicalUrl, titleText } from "./head-rules"
import { ORGANIZATION_LOGO_PATH } from "./logo"
import { socialMetaTags, type MetaTag, type SocialImage } from "./social"
import { pageStructuredData, serializeJsonLd, type ArticleFacts, type SectionPage } from "./structured-data"
import { videoObject, type PageVideo } from "./video-object"
import { faqPage, pricingPlanProducts, type FaqFacts, type PlanFacts } from "./pricing-structured-data"
import { PRICE_CURRENCY } from "../pricing/prices"
import { site as brand } from "../../config/site"

/** An entry's SEO fields as the data layer has them (the CmsSeoFields fragment); a page without an entry passes what it has. */
export type SeoEntry = Partial<Queries.CmsSeoFieldsFragment>

type SeoImage = Queries.CmsSeoImageFragment

/** What is the same for every page: the site's URL, the default social card, the pages that have pages below them. */
export interface HeadSite {
  siteUrl: string
  socialCard: SocialImage | null
  sectionPages: ReadonlyArray<SectionPage>
  /** The video provider's base URL (config/video-hosting.ts `videoProvider`), null for the site's own videos. */
  videoProviderBase?: string | null
}

/** A page's tags, ready to render: what the head store keeps and `Query.pageHead` answers (head-store.ts). */
export interface PageHead {
  meta: MetaTag[]
  /** The JSON-LD document, serialised so that nothing in it can close its script element. */
  jsonLd: string
}

/** A CMS asset as a social image: its SOCIAL transform (lib/images/profiles.ts), when it is a picture. */
export const socialImage = (asset: SeoImage | null | undefined): SocialImage | null =>
  asset?.social ? { url: asset.social.src, width: asset.social.width, height: asset.social.height, alt: asset.altText } : null

/** The video a page plays, for its VideoObject (an on-demand webinar's recording); the page's URL is filled in here. */
export type PageHeadVideo = Omit<PageVideo, "pageUrl">

/** What some pages' structured data says beyond their SEO fields. */
export interface PageFacts {
  /** Blog posts: their BlogPosting. */
  article?: ArticleFacts | null
  /** On-demand webinars: their recording's VideoObject. */
  video?: PageHeadVideo | null
  /** Pages with pricing plans blocks: the plans, each a Product with its Offers. */
  plans?: ReadonlyArray<PlanFacts>
  /** Pages with FAQ blocks: their questions, as one FAQPage. */
  faqs?: ReadonlyArray<FaqFacts>
}

export function pageHead(entry: SeoEntry | null | undefined, path: string, site: HeadSite, facts: PageFacts = {}): PageHead {
  const { video } = facts
  const pagePath = entry?.path ?? path
  const canonical = canonicalUrl({ canonical: entry?.canonical, url: entry?.url, siteUrl: site.siteUrl, path: pagePath })
  const meta = socialMetaTags({
    siteUrl: site.siteUrl,
    title: titleText({ seoTitle: entry?.seoTitle, title: entry?.title, path }),
    description: entry?.seoDescription,
    canonical,
    typeHandle: entry?.typeHandle,
    image: socialImage(entry?.seoImage),
    fallbackImage: site.socialCard,
    twitterImage: socialImage(entry?.twitterimage),
    twitterCreator: entry?.twittercreator,
    publishedTime: entry?.postDate,
    modifiedTime: entry?.dateUpdated,
  })
  const videoNode = video ? videoObject({ ...video, pageUrl: canonical }, { siteUrl: site.siteUrl, providerBase: site.videoProviderBase ?? null }) : null
  const products = facts.plans?.length
    ? pricingPlanProducts({ siteUrl: site.siteUrl, pageUrl: canonical, productName: brand.name, currency: PRICE_CURRENCY, plans: facts.plans })
    : []
  const faq = facts.faqs?.length ? faqPage({ pageUrl: canonical, faqs: facts.faqs }) : null
  const jsonLd = serializeJsonLd(
    pageStructuredData({
      siteUrl: site.siteUrl,
      logoUrl: ORGANIZATION_LOGO_PATH,
      path: pagePath,
      title: entry?.title,
      pages: site.sectionPages,
      indexable: entry?.index !== false,
      article: facts.article,
      content: [...(videoNode ? [videoNode] : []), ...products, ...(faq ? [faq] : [])],
    }),
  )
  return { meta, jsonLd }
}
