/**
 * The Craft project the website expects, written the way Craft itself is configured: custom
 * fields once each by handle, sections with their entry types and field layouts, Matrix
 * fields with their block types, Super Table fields with their columns, asset volumes,
 * category groups and global sets. `craft-schema.ts` turns it into the GraphQL schema Craft 4
 * generates for such a project (../../../shared/CRAFT.md), written to cms/schema.graphql by
 * `npm run contract`; a test fails when that file and this model disagree.
 *
 * A Craft install that serves the site must have these handles (docs/craft.md, "What the
 * Craft install must have"). Only what the site reads is modelled.
 */

export type FieldType =
  | { kind: "text" }
  | { kind: "richText" }
  | { kind: "bool" }
  | { kind: "int" }
  | { kind: "float" }
  | { kind: "date" }
  /** Checkboxes / multi-select: a list of option values. */
  | { kind: "checkboxes" }
  | { kind: "assets" }
  | { kind: "entries" }
  | { kind: "categories" }
  | { kind: "users" }
  /** Typed Link Field plugin: one link (`linkField_Link`). */
  | { kind: "link" }
  | { kind: "matrix"; blocks: Readonly<Record<string, Fields>> }
  /** Super Table: rows of the same columns. */
  | { kind: "superTable"; columns: Fields }

export interface Field {
  type: FieldType
  description?: string
}

export type Fields = Readonly<Record<string, Field>>

const field =
  <T extends FieldType>(type: T) =>
  (description?: string): Field => ({ type, description })

export const text = field({ kind: "text" })
export const richText = field({ kind: "richText" })
export const bool = field({ kind: "bool" })
export const int = field({ kind: "int" })
export const float = field({ kind: "float" })
export const date = field({ kind: "date" })
export const checkboxes = field({ kind: "checkboxes" })
export const assets = field({ kind: "assets" })
export const entries = field({ kind: "entries" })
export const categories = field({ kind: "categories" })
export const users = field({ kind: "users" })
export const link = field({ kind: "link" })
export const matrix = (blocks: Record<string, Fields>, description?: string): Field => ({ type: { kind: "matrix", blocks }, description })
export const superTable = (columns: Fields, description?: string): Field => ({ type: { kind: "superTable", columns }, description })

/** A personalisation row's statuses: categories of the userStatus group. */
const userStatusCategories = (): Field => categories("Categories of the userStatus group: the row applies to visitors whose status is one of their slugs.")

// ---------------------------------------------------------------------------------------
// Matrix and Super Table fields
// ---------------------------------------------------------------------------------------

/** A block's calls to action: a list of CTA items (SPEC 3.6), or the older pair of plain links, used when the list is empty. */
const ctaLinks = {
  ctas: entries("CTA items (SPEC 3.6): entries of the ctas section, in order; when given, they replace primaryCta and secondaryCta."),
  primaryCta: link(),
  secondaryCta: link(),
}

const pageBuilder = matrix(
  {
    hero: {
      eyebrow: text(),
      heading: text(),
      copy: text(),
      image: assets(),
      ...ctaLinks,
      displaySignupForm: bool(),
      signupFormType: text("'inline' or 'modal'."),
      heroMarketoId: text(),
      marketoThankYouMessage: text(),
    },
    syncedHero: {
      eyebrow: text(),
      heading: text(),
      copy: text(),
      image: assets(),
      formId: text(),
      successMessage: text(),
      successMessageSpecializations: superTable({
        variationLogic: text("The field whose value decides: 'companySize' or 'country'."),
        variationLogicComparison: text("'equals', 'notEquals' or 'in'."),
        variationLogicValue: text(),
        vSuccessMessage: text(),
      }),
    },
    simpleHero: { eyebrow: text(), heading: text(), copy: text() },
    twoColumn: {
      eyebrow: text(),
      heading: text(),
      copy: richText(),
      image: assets(),
      reverse: bool("Image on the left instead of the right."),
      ctas: entries("CTA items (SPEC 3.6): entries of the ctas section, in order; when given, they replace cta."),
      cta: link(),
      useForm: bool(),
      freeTrial: bool(),
      formCode: text(),
    },
    featureCards: {
      eyebrow: text(),
      heading: text(),
      copy: text(),
      // `title` and `url` are reserved handles in Craft (CRAFT.md): the card's columns say whose they are.
      cards: superTable({ cardTitle: text(), copy: text(), linkUrl: text(), image: assets(), comingSoon: bool() }),
    },
    testimonial: { quote: text(), author: text(), authorTitle: text(), company: text(), image: assets() },
    reviews: { heading: text(), reviews: superTable({ reviewRating: float(), reviewQuote: text(), reviewerName: text() }) },
    table: {
      heading: text(),
      competitorName: text(),
      features: superTable({ description: text(), productCheckmark: bool(), productText: text(), competitorCheckmark: bool(), competitorText: text() }),
    },
    pricingPlans: {
      heading: text(),
      plans: entries("Pricing plans: entries of type pricingCapstone."),
      pricingFeatures: superTable({
        featureTitle: text(),
        titleLink: text(),
        tagText: text(),
        featureDescription: text(),
        featureComingSoon: bool(),
        ...Object.fromEntries(
          ["starter", "basic", "professional", "business"].flatMap((tier) => [
            [`${tier}Checkmark`, bool()],
            [`${tier}CheckmarkMonthly`, bool()],
            [`${tier}Text`, text()],
            [`${tier}TextMonthly`, text()],
          ]),
        ),
      }),
    },
    faq: { heading: text(), faqs: superTable({ question: text(), answer: richText() }) },
    richText: { heading: text(), copy: richText() },
    ctaBanner: { heading: text(), copy: text(), ...ctaLinks },
  },
  "The blocks a page is built from (SPEC 3.9, 3.10, 3.13).",
)

const articleBlocks = {
  tldr: { copy: richText("The short summary, usually a list.") },
  copyEditor: { calloutSentence: text(), copy: richText(), copyEditorSectionId: text("Anchor id for the table of contents.") },
  media: { addMedia: assets(), mediaDescription: text() },
  callout: { copy: richText() },
  card: { eyebrow: text(), header: text(), copy: text() },
  quote: { quote: text(), author: text() },
  wistiaVideo: { wistiaVideoCode: text(), mediaDescription: text() },
} satisfies Record<string, Fields>

const blogBuilder = matrix(
  {
    ...articleBlocks,
    adA: { header: text(), copy: text() },
    adB: { header: text(), copy: text(), pinkPeriodAfterHeader: bool() },
    relatedBlog: { header: text(), entries: entries() },
    subscribeForm: { header: text(), copy: text(), formId: text("The marketing-forms id the sign-ups go to.") },
  },
  "A blog post's body (SPEC 3.3).",
)

const contentBuilder = matrix(articleBlocks, "A customer story's body (SPEC 3.13).")

// ---------------------------------------------------------------------------------------
// Custom fields, once each (Craft's fields are global: one handle, one type)
// ---------------------------------------------------------------------------------------

const seoFields = {
  seoTitle: text(),
  seoDescription: text(),
  seoImage: assets(),
  canonical: text(),
  index: bool("false: noindex,nofollow."),
  twitterimage: assets(),
  twittercreator: text(),
  darkHeroBackground: bool(),
  defaultSourceUtm: text(),
  defaultMediumUtm: text(),
  defaultCampaignUtm: text(),
  defaultFpRef: text(),
  defaultDubId: text(),
  defaultPartnerId: text(),
}

const commonFields = {
  eyebrow: text(),
  differentTryFreeCtaCopy: text(),
  landingPageNavigation: bool(),
  bentoTitle: text("The card used when the entry is shown in a bento grid."),
  bentoCopy: text(),
  bentoImage: assets(),
}

export const fields = {
  ...commonFields,
  ...seoFields,
  pageBuilder,
  blogBuilder,
  contentBuilder,
  eBookbuilder: matrix({ chapter: { heading: text(), copy: richText() } }),
  integrationsBlocks: matrix({ section: { heading: text(), copy: richText(), image: assets() } }),
  thankYouNote: matrix({ note: { thankYouNoteTitle: text(), copy: text(), categories: categories() } }, "Thank-you notes (SPEC 3.12)."),
  // Landing pages (SPEC 2.5)
  navLink1: link(),
  navLink2: link(),
  navLink3: link(),
  navLink4: link(),
  navLink5: link(),
  utilityButton: text("tryFree (default), login, requestDemo, getDemo or freeTrial."),
  removeFreeTrial: bool(),
  // Listing pages
  listingSection: text("The section a listing page lists, e.g. 'blog'."),
  listingTypes: checkboxes("The entry types it lists."),
  demoThumbnail: superTable({ videoId: text(), comingSoon: bool() }),
  // The demo booking page (issue 16): a weekly pattern the site turns into the next open slots
  bookingTimeZone: text("The hosts' IANA time zone, e.g. 'America/New_York': the weekly pattern's times are read in it."),
  bookingSlotMinutes: int("The length of one call, in minutes (30 by default)."),
  bookingDaysAhead: int("How many days with open slots the page offers (5 by default)."),
  bookingNoticeHours: int("No slot starts sooner than this many hours from now (4 by default)."),
  bookingAvailability: superTable(
    {
      weekday: text("'monday' … 'sunday'."),
      startTime: text("'09:00' (24-hour, in bookingTimeZone): the first call starts then."),
      endTime: text("'12:00': the last call ends by then."),
      hostName: text("Who takes the calls of this window."),
      hostRole: text(),
    },
    "The weekly availability: one row per host and window; a host's slots are cut from each of their windows.",
  ),
  toolsDetails: superTable({ toolName: text(), summary: text(), description: text(), pricing: text(), recommendedFor: text() }),
  // Blog (SPEC 3.3)
  readingTime: int("Minutes, as shown in '{readingTime} READ'."),
  featuredImage: assets(),
  blogCategories: categories(),
  featuredArticle: bool(),
  consolidatedTitle: text(),
  blogSubtitle: text(),
  imageGradient: text("A CSS colour pair for the hero gradient, e.g. '#FDE7EF,#E3ECFF'."),
  richText: richText(),
  displayGeneralAdd: bool(),
  displayOnCaseStudyPage: bool(),
  externalAuthorName: text(),
  externalAuthorJobTitle: text(),
  externalAuthorPhoto: assets(),
  useExternalAuthor: bool(),
  // Case studies
  companyName: text(),
  companyLogo: assets(),
  industry: text(),
  results: superTable({ value: text(), label: text() }),
  caseStudyPdf: assets("A downloadable PDF of the story (SPEC 3.13)."),
  // Webinars (SPEC 3.7)
  duration: text("Running time, e.g. '45 min'. A webinar with a duration shows the eyebrow 'WATCH'."),
  releaseDate: date(),
  eventDate: date(),
  embeddedVideo: text("Video id at the video host."),
  description: text(),
  descriptionRichText: richText(),
  paragraph: text(),
  featuredAuthors: users(),
  relatedResource: entries(),
  formId: text("The marketing-forms id the entry's form sends its leads under (webinars, e-books, customer stories)."),
  formHeader: text(),
  formCopy: text(),
  belowTheFormCopy: text(),
  webinarBoilerplate: richText(),
  formSuccessMessage: text(),
  // E-books (SPEC 3.13)
  tableOfContent: superTable({ chapterTitle: text() }),
  download: assets(),
  // Integrations (SPEC 3.11)
  zapierIntegrationName: text(),
  logo: assets(),
  integrationCategory: categories(),
  shortDescription: text(),
  madeByPage: text(),
  supportLink: text(),
  isAvailableStarter: bool(),
  isAvailableBasic: bool(),
  isAvailableProfessional: bool(),
  isAvailableBusiness: bool(),
  availabilityOnOtherEndCategory: text(),
  // Press (SPEC 3.13)
  articleTitle: text(),
  articleUrl: text(),
  source: text(),
  // CTA items (SPEC 3.6)
  button: link(),
  buttonColor: categories("Category group buttonColors: the slug names the colour."),
  modalTrigger: bool("The button opens the demo form instead of following its link."),
  videoModal: bool("The button opens the video videoId in a modal."),
  videoId: text(),
  takeBackgroundColor: bool(),
  backgroundImage: assets(),
  ctaRemoveUnderline: bool(),
  // Pricing plans (SPEC 3.10: pricingCapstone)
  featured: bool(),
  planType: text("'starter', 'basic', 'professional' or 'business'."),
  planUpgradeStats: text(),
  ctas: entries("CTA items (entries of the ctas section)."),
  planFeatures: superTable({ feature: text() }),
  billedMonthly: float("Per user per month."),
  billedAnnually: float("Per user per month, billed annually."),
  // Global sets (SPEC 3.8)
  webBannerStatus: text("'true' or 'active' shows the banner."),
  webBannerColor: text(),
  webBannerLink: text(),
  webBannerTextDesktop: text(),
  webBannerTextMobile: text(),
  rating: float(),
  reviewCount: int(),
  applyPersonalizations: bool(),
  // SPEC 6's "user-status categories": each row relates to categories of the userStatus group, whose slugs are the statuses the site tells apart (lib/personalization/recognition.ts).
  heroPersonalisation: superTable({ userStatus: userStatusCategories(), copy: text() }),
  navPersonalizationCta: superTable({ userStatus: userStatusCategories(), ctaText: text(), ctaUrl: text() }),
  pricingPersonalizationCtas: superTable({ userStatus: userStatusCategories(), planType: text(), ctaText: text(), ctaUrl: text() }),
  variableElements: superTable({ userStatus: userStatusCategories(), element: text(), copy: text() }),
  googleOptimizeEntries: superTable(
    {
      experimentId: text("The experiment's id, as reported in analytics; rows with the same id are the variants of one experiment."),
      pageUri: text("The page's URI as Craft gives it ('pricing', '__home__' for the homepage); 'blog/*' runs on every page under blog/."),
      active: bool("Off: this variant is not shown and its share goes to the control."),
      element: text("What the experiment changes: an element name of the experiments table in docs/analytics-and-experiments.md (e.g. homeHeroHeading)."),
      variantName: text("The variant's name, as reported in analytics ('control' is the page as published)."),
      variantCopy: text("The copy the variant shows in place of the element's own."),
      variantWeight: int("The share of the page's visitors who see this variant, in percent; the control gets the rest."),
    },
    "Experiments (A/B tests): one row per variant; a visitor is assigned one variant per experiment, once, and keeps it (docs/analytics-and-experiments.md).",
  ),
  replaceMarketoForms: bool(),
  featuredBlogPost: entries(),
  featuredResources: entries(),
  ebook: entries(),
  video: entries(),
  caseStudy: entries(),
  tools: entries(),
  authors: users(),
  pageHeroSynced: entries("The entry whose syncedHero block landing pages sync to."),
  mainFormReference: text("The Marketo form id of the main demo form."),
  productSignInUrl: text("Overrides the application sign-in URL."),
  generalSignupUrl: text("Where sign-up CTAs lead; '/signup' by default."),
  navCtaOption: text("The navigation's option text; 'GET DEMO' shows the two-button variant (SPEC 2.4)."),
  navCtaUrl: text(),
  // Users
  authorTitle: text(),
} satisfies Record<string, Field>

export type FieldHandle = keyof typeof fields

// ---------------------------------------------------------------------------------------
// Sections, entry types and their field layouts
// ---------------------------------------------------------------------------------------

/** Every entry type has the common entry fields (SPEC 3.1) and the SEO fields (SPEC 3.2). */
const entryBase = [...Object.keys(commonFields), ...Object.keys(seoFields)] as FieldHandle[]
const layout = (...handles: FieldHandle[]): FieldHandle[] => [...entryBase, ...handles]

const pageLayout = layout("pageBuilder")
const legalLayout = layout("pageBuilder")
const ctaLayout = layout("button", "buttonColor", "modalTrigger", "videoModal", "videoId", "takeBackgroundColor", "backgroundImage", "ctaRemoveUnderline")
const eBookLayout = layout("featuredImage", "description", "tableOfContent", "eBookbuilder", "download", "formId")

export interface EntryTypeModel {
  fields: FieldHandle[]
  description?: string
}

/** section handle → entry type handle → field layout. */
export const sections: Record<string, Record<string, EntryTypeModel>> = {
  home: { home: { fields: layout(), description: "/ : the homepage. Its sections are static data in the site (SPEC 3.14)." } },
  pages: {
    feature: { fields: pageLayout },
    industry: { fields: pageLayout },
    productPage: { fields: pageLayout },
    company: { fields: pageLayout },
    pricing: { fields: pageLayout },
    demo: { fields: layout("pageBuilder", "demoThumbnail") },
    demoBooking: {
      fields: layout("pageBuilder", "bookingTimeZone", "bookingSlotMinutes", "bookingDaysAhead", "bookingNoticeHours", "bookingAvailability"),
      description: "/demos/book: the next open demo calls, from the weekly availability; the /demos confirmation offers it to larger teams.",
    },
    signup: { fields: pageLayout },
    landingPage: { fields: layout("pageBuilder", "navLink1", "navLink2", "navLink3", "navLink4", "navLink5", "utilityButton", "removeFreeTrial") },
    integrationsIndex: { fields: pageLayout },
    resourcesIndex: { fields: layout("pageBuilder", "listingSection", "listingTypes") },
    toolsIndex: { fields: pageLayout, description: "/resources/tools: its blocks and a card for every entry of the tools section." },
    pressIndex: { fields: pageLayout, description: "/press: its blocks and every press article, newest first." },
    comparisonIndex: { fields: pageLayout, description: "The CRM comparison index (SPEC 3.13), /compare: its blocks and a card for every comparison page." },
    comparison: { fields: pageLayout, description: "A comparison with a competing CRM (SPEC 1), /compare/{slug}: its blocks, a table block among them." },
    thankYouNoteGenerator: { fields: layout("pageBuilder", "thankYouNote") },
    placeholder: { fields: pageLayout, description: "A page the site has no template for: its blocks, with no navigation (SPEC 2.3)." },
  },
  legal: { cookies: { fields: legalLayout }, privacy: { fields: legalLayout }, tos: { fields: legalLayout }, template: { fields: legalLayout } },
  tools: {
    tools: {
      fields: layout("pageBuilder", "toolsDetails"),
      description: "Tools (SPEC 3.13), /resources/tools/{slug}: toolsDetails' first row, then the blocks.",
    },
  },
  blog: {
    blog: {
      fields: layout(
        "readingTime",
        "featuredImage",
        "blogCategories",
        "featuredArticle",
        "consolidatedTitle",
        "blogSubtitle",
        "imageGradient",
        "richText",
        "displayGeneralAdd",
        "displayOnCaseStudyPage",
        "externalAuthorName",
        "externalAuthorJobTitle",
        "externalAuthorPhoto",
        "useExternalAuthor",
        "blogBuilder",
      ),
      description: "Blog posts, /resources/{slug} (SPEC 3.3).",
    },
    caseStudy: {
      fields: layout(
        "readingTime",
        "featuredImage",
        "blogCategories",
        "companyName",
        "companyLogo",
        "industry",
        "results",
        "caseStudyPdf",
        "formId",
        "richText",
        "displayOnCaseStudyPage",
        "contentBuilder",
      ),
      description: "Customer stories, /resources/{slug}.",
    },
  },
  webinars: {
    webinars: {
      fields: layout(
        "featuredImage",
        "duration",
        "releaseDate",
        "embeddedVideo",
        "description",
        "featuredAuthors",
        "relatedResource",
        "formId",
        "formHeader",
        "formCopy",
        "belowTheFormCopy",
      ),
      description: "On-demand webinars (SPEC 3.7).",
    },
    register: { fields: layout("featuredImage", "releaseDate", "paragraph", "formId"), description: "Upcoming webinars." },
    webinarSpecial: {
      fields: layout("featuredImage", "eventDate", "descriptionRichText", "webinarBoilerplate", "formSuccessMessage", "formId"),
      description: "Special events.",
    },
  },
  ebooks: {
    eBook: { fields: eBookLayout },
    newEBook: { fields: eBookLayout },
    download: { fields: layout("featuredImage", "description", "download", "formId") },
  },
  integrations: {
    integration: {
      fields: layout(
        "zapierIntegrationName",
        "logo",
        "integrationCategory",
        "shortDescription",
        "madeByPage",
        "supportLink",
        "isAvailableStarter",
        "isAvailableBasic",
        "isAvailableProfessional",
        "isAvailableBusiness",
        "availabilityOnOtherEndCategory",
        "integrationsBlocks",
      ),
      description: "/integrations/{slug} (SPEC 3.11).",
    },
  },
  press: { article: { fields: layout("articleTitle", "articleUrl", "source"), description: "Press articles: no page of their own, listed on /press." } },
  ctas: {
    ctas: { fields: ctaLayout, description: "A button CTA item (SPEC 3.6)." },
    imageCta: { fields: ctaLayout, description: "A CTA item on a background image." },
    link: { fields: ctaLayout, description: "A text-link CTA item." },
  },
  pricingPlans: {
    pricingCapstone: {
      fields: layout("featured", "planType", "paragraph", "planUpgradeStats", "ctas", "planFeatures", "billedMonthly", "billedAnnually"),
      description: "A pricing plan (SPEC 3.10).",
    },
  },
}

/**
 * Asset volumes: each has the custom field altText. Folder names under cms/content/assets.
 * `site` holds the site's own pictures (the homepage's sections, the default link preview):
 * in the CMS like every other picture, so the CMS transforms them and the build encodes none.
 */
export const volumes = ["blog", "caseStudies", "customerLogos", "ebooks", "integrations", "logos", "pages", "people", "site", "webinars"] as const
/** The alt text field of every volume (SPEC 3.3 featuredImage.altText). */
export const assetCustomFields: Fields = { altText: text("Text alternative for screen readers; empty for a decorative image.") }

export const categoryGroups = ["blogCategories", "thankYouNoteCategories", "integrationCategories", "buttonColors", "userStatus"] as const

/** Custom fields of users (blog authors). */
export const userFields: FieldHandle[] = ["authorTitle"]

/** Global sets (SPEC 3.8): handle → field layout. */
export const globalSets: Record<string, FieldHandle[]> = {
  webBanner: ["webBannerStatus", "webBannerColor", "webBannerLink", "webBannerTextDesktop", "webBannerTextMobile"],
  g2crowdRating: ["rating", "reviewCount"],
  globalUserPersonalization: ["applyPersonalizations", "heroPersonalisation", "navPersonalizationCta", "pricingPersonalizationCtas", "variableElements"],
  googleOptimize: ["googleOptimizeEntries"],
  marketoConfigurations: ["replaceMarketoForms"],
  promotedBlogPosts: ["featuredBlogPost"],
  resourcesList: ["featuredResources", "ebook", "video", "caseStudy", "tools"],
  defaultAuthors: ["authors"],
  siteSettings: ["pageHeroSynced", "mainFormReference", "productSignInUrl", "generalSignupUrl", "navCtaOption", "navCtaUrl"],
}
