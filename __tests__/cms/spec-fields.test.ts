// Every entity and field of SPEC §3.1–3.13 must exist in the content contract (cms/schema.graphql),
// under the names Craft CMS 4 gives them (see CRAFT.md), AND be read by a document the site sends
// (the source plugin's sourcing queries, the named operations, the Functions' queries): a field that
// is in the contract but that nothing asks the CMS for is not covered. §3.14–3.16 are static data
// and cookies: not here.
//
// A row is [specRef, typeNames, fieldPath]. The field path must resolve on EACH of typeNames.
// Path syntax: segments joined by ".", each `field` or `field<Type>`:
//   - `featuredImage<blog_Asset>.altText`: field featuredImage, whose named type must be blog_Asset or
//     have blog_Asset as a possible type; altText is then looked up on blog_Asset.
//   - `<pageBuilder_hero_BlockType>.formId`: a segment without a field refines the current type itself
//     (used to start from a Matrix union whose owning entry type the spec does not name).
//   - a field reached through an interface or union without `<Type>` passes if the interface itself or
//     any of its possible types resolves the rest of the path.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import {
  TypeInfo,
  buildSchema,
  getNamedType,
  parse,
  visit,
  visitWithTypeInfo,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql"
import { allSiteDocuments } from "../support/site-documents"

// Read the file itself rather than through cms/content-store, so the test survives that module's rewrite.
const SCHEMA_PATH = join(__dirname, "../../cms/schema.graphql")

let cached: GraphQLSchema | undefined
/** Built lazily so a schema that does not parse fails each test with the reason, not the whole file at import. */
function contract(): GraphQLSchema {
  cached ??= buildSchema(readFileSync(SCHEMA_PATH, "utf8"))
  return cached
}

/** What the documents the site sends read: `Type.field` for every field selected on Type (an interface or a concrete type), and every type a fragment enters. */
interface Reads {
  fields: ReadonlySet<string>
  types: ReadonlySet<string>
}

let cachedReads: Reads | undefined
function reads(): Reads {
  if (cachedReads) return cachedReads
  const schema = contract()
  const documents = allSiteDocuments().map(([, document]) => document)
  const fields = new Set<string>()
  const types = new Set<string>()
  for (const document of documents) {
    const typeInfo = new TypeInfo(schema)
    visit(
      parse(document),
      visitWithTypeInfo(typeInfo, {
        Field() {
          const parent = typeInfo.getParentType()
          const field = typeInfo.getFieldDef()
          if (parent && field) fields.add(`${parent.name}.${field.name}`)
        },
        InlineFragment() {
          const type = typeInfo.getType()
          if (type) types.add(getNamedType(type).name)
        },
        FragmentDefinition() {
          const type = typeInfo.getType()
          if (type) types.add(getNamedType(type).name)
        },
      }),
    )
  }
  cachedReads = { fields, types }
  return cachedReads
}

/** Whether a document reads `field` of `type`: on the type itself, or on an interface it implements (a selection on the interface reads it for every implementer). */
function isRead(type: GraphQLNamedType, field: string): boolean {
  const { fields } = reads()
  if (fields.has(`${type.name}.${field}`)) return true
  return isObjectType(type) && type.getInterfaces().some((iface) => fields.has(`${iface.name}.${field}`))
}

/**
 * SPEC §3 fields that are in the contract but that no document reads, each with the reason; a
 * field listed here that a document starts to read fails the test, so the list only shrinks.
 */
const NOT_READ_WITH_REASON: ReadonlyMap<string, string> = new Map([
  ["seomatic", "SEOmatic's containers: the site builds each page's head from the SEO fields of SPEC 3.2 (lib/seo), which editors fill on every entry"],
])

type Row = readonly [specRef: string, typeNames: readonly string[], fieldPath: string]
type Step = { readonly field: string; readonly refinement: string | undefined }

const ENTRY_TYPES = [
  "home_home_Entry",
  "pages_integrationsIndex_Entry",
  "pages_resourcesIndex_Entry",
  "pages_toolsIndex_Entry",
  "pages_pressIndex_Entry",
  "pages_comparisonIndex_Entry",
  "pages_comparison_Entry",
  "pages_landingPage_Entry",
  "pages_pricing_Entry",
  "pages_demo_Entry",
  "pages_signup_Entry",
  "pages_thankYouNoteGenerator_Entry",
  "pages_feature_Entry",
  "pages_industry_Entry",
  "pages_productPage_Entry",
  "pages_company_Entry",
  "pages_placeholder_Entry",
  "legal_cookies_Entry",
  "legal_privacy_Entry",
  "legal_tos_Entry",
  "legal_template_Entry",
  "tools_tools_Entry",
  "blog_blog_Entry",
  "blog_caseStudy_Entry",
  "webinars_webinars_Entry",
  "webinars_register_Entry",
  "webinars_webinarSpecial_Entry",
  "ebooks_eBook_Entry",
  "ebooks_newEBook_Entry",
  "ebooks_download_Entry",
  "integrations_integration_Entry",
  "press_article_Entry",
  "ctas_ctas_Entry",
  "ctas_imageCta_Entry",
  "ctas_link_Entry",
  "pricingPlans_pricingCapstone_Entry",
] as const

// Native fields are declared on EntryInterface and, as GraphQL requires, on every implementing type.
const ENTRY_INTERFACE_AND_TYPES = ["EntryInterface", ...ENTRY_TYPES] as const
const CTA_TYPES = ["ctas_ctas_Entry", "ctas_imageCta_Entry", "ctas_link_Entry"] as const
const BLOG = ["blog_blog_Entry"] as const
const WEBINAR = ["webinars_webinars_Entry"] as const

const GLOBAL_SETS = [
  "webBanner_GlobalSet",
  "g2crowdRating_GlobalSet",
  "globalUserPersonalization_GlobalSet",
  "googleOptimize_GlobalSet",
  "marketoConfigurations_GlobalSet",
  "promotedBlogPosts_GlobalSet",
  "resourcesList_GlobalSet",
  "defaultAuthors_GlobalSet",
  "siteSettings_GlobalSet",
] as const

/** Other element types the rows below refine into, with the interface Craft gives them. */
const ELEMENT_TYPES: ReadonlyArray<readonly [typeName: string, interfaceName: string]> = [
  ["blog_Asset", "AssetInterface"],
  ["pages_Asset", "AssetInterface"],
  ["blogCategories_Category", "CategoryInterface"],
  ["thankYouNoteCategories_Category", "CategoryInterface"],
  ["integrationCategories_Category", "CategoryInterface"],
  ["buttonColors_Category", "CategoryInterface"],
  ["userStatus_Category", "CategoryInterface"],
  ["User", "UserInterface"],
  ...GLOBAL_SETS.map((name) => [name, "GlobalSetInterface"] as const),
]

/** One row per field of `fields`, all on the same types. */
const rowsFor = (specRef: string, typeNames: readonly string[], fields: readonly string[]): Row[] =>
  fields.map((field) => [specRef, typeNames, field] as const)

const TIERS = ["starter", "basic", "professional", "business"] as const
const tierFields = TIERS.flatMap((tier) => [`${tier}Checkmark`, `${tier}CheckmarkMonthly`, `${tier}Text`, `${tier}TextMonthly`])

const ROWS: readonly Row[] = [
  // 3.1 Common entry fields
  ...rowsFor("3.1", ENTRY_INTERFACE_AND_TYPES, ["id", "title", "slug", "typeHandle", "sectionHandle", "uri", "url", "postDate"]),
  ...rowsFor("3.1", ENTRY_TYPES, ["differentTryFreeCtaCopy", "eyebrow", "bentoTitle", "bentoCopy", "bentoImage", "landingPageNavigation", "seomatic"]),

  // 3.2 SEO fields (every entry), plus the defaults read alongside them
  ...rowsFor("3.2", ENTRY_TYPES, [
    "seoTitle",
    "seoDescription",
    "seoImage",
    "canonical",
    "index",
    "defaultSourceUtm",
    "defaultMediumUtm",
    "defaultCampaignUtm",
    "twitterimage",
    "twittercreator",
    "darkHeroBackground",
    "defaultFpRef",
    "defaultDubId",
    "defaultPartnerId",
  ]),

  // 3.3 Blog entry
  ...rowsFor("3.3", BLOG, ["id", "title", "slug", "typeHandle", "uri", "url", "postDate", "readingTime", "seoDescription"]),
  ...rowsFor("3.3", BLOG, ["url", "altText", "title", "width", "height"].map((f) => `featuredImage<blog_Asset>.${f}`)),
  ...rowsFor("3.3", BLOG, ["title", "slug"].map((f) => `blogCategories<blogCategories_Category>.${f}`)),
  // `author` is Craft's native field, typed UserInterface; authorTitle is a custom field of User.
  ...rowsFor("3.3", BLOG, ["firstName", "lastName", "username", "authorTitle", "photo", "photo.url"].map((f) => `author<User>.${f}`)),
  ...rowsFor("3.3", BLOG, [
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
    "blogBuilder<blogBuilder_MatrixField>",
  ]),
  // Block types with "not shown" fields: membership of the Matrix union only.
  ...rowsFor("3.3", BLOG, ["tldr", "callout", "adA", "relatedBlog", "subscribeForm"].map((b) => `blogBuilder<blogBuilder_${b}_BlockType>`)),
  ...rowsFor("3.3", BLOG, ["calloutSentence", "copy", "copyEditorSectionId"].map((f) => `blogBuilder<blogBuilder_copyEditor_BlockType>.${f}`)),
  ...rowsFor("3.3", BLOG, ["addMedia", "mediaDescription"].map((f) => `blogBuilder<blogBuilder_media_BlockType>.${f}`)),
  ...rowsFor("3.3", BLOG, ["eyebrow", "header", "copy"].map((f) => `blogBuilder<blogBuilder_card_BlockType>.${f}`)),
  ...rowsFor("3.3", BLOG, ["quote", "author"].map((f) => `blogBuilder<blogBuilder_quote_BlockType>.${f}`)),
  ["3.3", BLOG, "blogBuilder<blogBuilder_adB_BlockType>.pinkPeriodAfterHeader"],
  ["3.3", BLOG, "blogBuilder<blogBuilder_wistiaVideo_BlockType>.wistiaVideoCode"],

  // 3.4 Blog card: a card shows blog posts and webinars; the spec's category.title is blogCategories.
  ...rowsFor("3.4", BLOG, ["featuredImage", "blogCategories.title", "readingTime"]),
  ...rowsFor("3.4", WEBINAR, ["duration", "description"]),
  ...rowsFor("3.4", ["blog_blog_Entry", "webinars_webinars_Entry"], ["title", "uri"]),

  // 3.5 Resource slider item (the placeholder 'featured blog' item is static data, not a CMS entity)
  ...rowsFor("3.5", BLOG, ["url", "title", "seoDescription", "featuredImage"]),

  // 3.6 CTA item: entries of the ctas section, one type per entry type, each carrying every field.
  ...rowsFor("3.6", CTA_TYPES, [
    "id",
    "typeHandle",
    "button<linkField_Link>",
    // SPEC's two shapes, {value, href, target} and {label, type, url, text, target}, are the Typed Link
    // Field plugin's one type (CRAFT.md): value and href are its url, label its customText (text falls back to the element's title).
    ...["url", "customText", "text", "type", "target", "ariaLabel", "title", "element"].map((f) => `button<linkField_Link>.${f}`),
    "buttonColor<buttonColors_Category>.slug",
    "modalTrigger",
    "videoModal",
    "videoId",
    "takeBackgroundColor",
    "backgroundImage.url",
    "backgroundImage.title",
    "backgroundImage<pages_Asset>.altText",
    "ctaRemoveUnderline",
  ]),

  // 3.7 Webinar types
  ...rowsFor("3.7", WEBINAR, [
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
    "landingPageNavigation",
  ]),
  ...rowsFor("3.7", ["webinars_register_Entry"], ["releaseDate", "paragraph"]),
  ...rowsFor("3.7", ["webinars_webinarSpecial_Entry"], ["eventDate", "descriptionRichText", "webinarBoilerplate", "formSuccessMessage"]),

  // 3.8 Global sets
  ...rowsFor("3.8", ["webBanner_GlobalSet"], ["webBannerStatus", "webBannerColor", "webBannerLink", "webBannerTextDesktop", "webBannerTextMobile"]),
  ...rowsFor("3.8", ["g2crowdRating_GlobalSet"], ["rating", "reviewCount"]),
  ...rowsFor("3.8", ["globalUserPersonalization_GlobalSet"], [
    "applyPersonalizations",
    // SPEC 6's "user-status categories": each row's userStatus relates to categories of the userStatus group.
    ...["userStatus<userStatus_Category>.slug", "copy"].map((f) => `heroPersonalisation<heroPersonalisation_BlockType>.${f}`),
    ...["userStatus<userStatus_Category>.slug", "ctaText", "ctaUrl"].map((f) => `navPersonalizationCta<navPersonalizationCta_BlockType>.${f}`),
    ...["userStatus<userStatus_Category>.slug", "planType", "ctaText", "ctaUrl"].map((f) => `pricingPersonalizationCtas<pricingPersonalizationCtas_BlockType>.${f}`),
    ...["userStatus<userStatus_Category>.slug", "element", "copy"].map((f) => `variableElements<variableElements_BlockType>.${f}`),
  ]),
  ["3.8", ["googleOptimize_GlobalSet"], "googleOptimizeEntries<googleOptimizeEntries_BlockType>"],
  ["3.8", ["marketoConfigurations_GlobalSet"], "replaceMarketoForms"],
  ["3.8", ["promotedBlogPosts_GlobalSet"], "featuredBlogPost"],
  ...rowsFor("3.8", ["resourcesList_GlobalSet"], ["featuredResources", "ebook", "video", "caseStudy", "tools"]),
  ["3.8", ["defaultAuthors_GlobalSet"], "authors"],
  ...rowsFor("3.8", ["siteSettings_GlobalSet"], ["pageHeroSynced", "mainFormReference", "productSignInUrl", "generalSignupUrl"]),

  // 3.9 Landing blocks: the spec names no owning entry type, so start from the pageBuilder union.
  ...rowsFor("3.9", ["pageBuilder_MatrixField"], [
    ...["displaySignupForm", "signupFormType", "heroMarketoId", "marketoThankYouMessage"].map((f) => `<pageBuilder_hero_BlockType>.${f}`),
    "<pageBuilder_syncedHero_BlockType>.formId",
    "<pageBuilder_syncedHero_BlockType>.successMessage",
    ...["variationLogic", "variationLogicComparison", "variationLogicValue", "vSuccessMessage"].map(
      (f) => `<pageBuilder_syncedHero_BlockType>.successMessageSpecializations<successMessageSpecializations_BlockType>.${f}`,
    ),
    "<pageBuilder_simpleHero_BlockType>",
    ...["useForm", "freeTrial", "formCode"].map((f) => `<pageBuilder_twoColumn_BlockType>.${f}`),
    ...["description", "productCheckmark", "productText", "competitorCheckmark", "competitorText"].map(
      (f) => `<pageBuilder_table_BlockType>.features<features_BlockType>.${f}`,
    ),
    "<pageBuilder_pricingPlans_BlockType>",
  ]),

  // 3.10 Pricing: plans are entries related from the pricingPlans block; features are Super Table rows.
  ...rowsFor("3.10", ["pricingPlans_pricingCapstone_Entry"], [
    "title",
    "featured",
    "planType",
    "paragraph",
    "planUpgradeStats",
    "ctas",
    "planFeatures<planFeatures_BlockType>",
    "billedMonthly",
    "billedAnnually",
  ]),
  // SPEC's `title` column is featureTitle: `title` is a reserved handle in Craft (CRAFT.md).
  ...rowsFor("3.10", ["pricingFeatures_BlockType"], ["featureTitle", "titleLink", "tagText", "featureDescription", "featureComingSoon", ...tierFields]),
  ...rowsFor("3.10", ["pageBuilder_MatrixField"], [
    "<pageBuilder_pricingPlans_BlockType>.plans<pricingPlans_pricingCapstone_Entry>",
    "<pageBuilder_pricingPlans_BlockType>.pricingFeatures<pricingFeatures_BlockType>",
    "<pageBuilder_faq_BlockType>.faqs<faqs_BlockType>",
  ]),

  // 3.11 Integration
  ...rowsFor("3.11", ["integrations_integration_Entry"], [
    "title",
    "zapierIntegrationName",
    "logo",
    "integrationCategory<integrationCategories_Category>.title",
    "integrationCategory<integrationCategories_Category>.slug",
    "shortDescription",
    "madeByPage",
    "supportLink",
    "isAvailableStarter",
    "isAvailableBasic",
    "isAvailableProfessional",
    "isAvailableBusiness",
    "availabilityOnOtherEndCategory",
    "integrationsBlocks<integrationsBlocks_MatrixField>",
    "integrationsBlocks<integrationsBlocks_section_BlockType>",
  ]),

  // 3.12 Thank-you note generator entry
  ...rowsFor("3.12", ["pages_thankYouNoteGenerator_Entry"], [
    "thankYouNote<thankYouNote_MatrixField>",
    ...["id", "thankYouNoteTitle", "copy", "categories<thankYouNoteCategories_Category>.slug"].map((f) => `thankYouNote<thankYouNote_note_BlockType>.${f}`),
  ]),

  // 3.13 Other content types. download, newEBook and the legal types are checked by the entry-type tests.
  // "CRM comparison index" is pages_comparisonIndex_Entry, listing the pages_comparison_Entry pages;
  // "features" are pages of typeHandle feature: covered by the entry types existing.
  ...rowsFor("3.13", ["ebooks_eBook_Entry"], ["tableOfContent<tableOfContent_BlockType>", "eBookbuilder<eBookbuilder_MatrixField>", "eBookbuilder<eBookbuilder_chapter_BlockType>"]),
  ["3.13", ["blog_caseStudy_Entry"], "caseStudyPdf"],
  ...rowsFor("3.13", ["blog_caseStudy_Entry"], [
    "contentBuilder<contentBuilder_MatrixField>",
    ...["tldr", "copyEditor", "media", "callout", "card", "quote", "wistiaVideo"].map((b) => `contentBuilder<contentBuilder_${b}_BlockType>`),
  ]),
  ...rowsFor("3.13", ["tools_tools_Entry"], ["toolName", "summary", "description", "pricing", "recommendedFor"].map((f) => `toolsDetails<toolsDetails_BlockType>.${f}`)),
  ...rowsFor("3.13", ["press_article_Entry"], ["articleTitle", "articleUrl", "source"]),
  // Product page: hero, testimonials, columns, feature cards and reviews are pageBuilder blocks
  // (bentos are the common bento fields of 3.1).
  ...rowsFor("3.13", ["pageBuilder_MatrixField"], [
    "<pageBuilder_hero_BlockType>",
    "<pageBuilder_testimonial_BlockType>",
    "<pageBuilder_twoColumn_BlockType>",
    "<pageBuilder_featureCards_BlockType>",
    ...["reviewRating", "reviewQuote", "reviewerName"].map((f) => `<pageBuilder_reviews_BlockType>.reviews<reviews_BlockType>.${f}`),
  ]),
  ...rowsFor("3.13", ["pages_demo_Entry"], ["videoId", "comingSoon"].map((f) => `demoThumbnail<demoThumbnail_BlockType>.${f}`)),
]

const STEP = /^(\w*)(?:<(\w+)>)?$/

/** Splits `a<T>.b` into steps; a malformed path is a bug in this table, so it throws. */
function parsePath(path: string): Step[] {
  return path.split(".").map((segment) => {
    const match = STEP.exec(segment)
    if (!match || (!match[1] && !match[2])) throw new Error(`malformed path segment "${segment}" in "${path}"`)
    return { field: match[1] ?? "", refinement: match[2] }
  })
}

function fieldOf(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined
}

/** Why `refinement` cannot stand for a value of `type`, or undefined if it can (same type, or a possible type). */
function refinementProblem(schema: GraphQLSchema, type: GraphQLNamedType, refinement: string, trail: string): string | undefined {
  const refined = schema.getType(refinement)
  if (!refined) return `${trail}: type ${refinement} does not exist`
  if (refined.name === type.name) return undefined
  if (isAbstractType(type) && (isObjectType(refined) || isInterfaceType(refined)) && schema.isSubType(type, refined)) return undefined
  return `${trail}: is ${type.name}, and ${refinement} is neither that type nor one of its possible types`
}

/** Why `steps` do not resolve from `type`, or undefined if they do. `trail` names where we are, for messages. */
function pathProblem(schema: GraphQLSchema, type: GraphQLNamedType, steps: readonly Step[], trail: string): string | undefined {
  const [step, ...rest] = steps
  if (!step) return undefined

  if (!step.field) {
    const problem = step.refinement ? refinementProblem(schema, type, step.refinement, trail) : undefined
    if (!problem && step.refinement && rest.length === 0 && !reads().types.has(step.refinement)) return `${trail}<${step.refinement}>: in the contract, but no document selects a ${step.refinement}`
    const next = step.refinement ? schema.getType(step.refinement) : type
    return problem ?? (next ? pathProblem(schema, next, rest, `${trail}<${next.name}>`) : undefined)
  }

  const field = fieldOf(type, step.field)
  if (!field) {
    // Craft puts custom fields on concrete types only: through an interface or union, any possible type will do.
    if (isAbstractType(type)) {
      const candidates = schema.getPossibleTypes(type).filter((candidate) => fieldOf(candidate, step.field))
      const problems = candidates.map((candidate) => pathProblem(schema, candidate, steps, `${trail}<${candidate.name}>`))
      if (problems.some((problem) => problem === undefined)) return undefined
      return problems[0] ?? `${trail}: neither ${type.name} nor any of its possible types has a field ${step.field}`
    }
    return `${trail}: ${type.name} has no field ${step.field}`
  }

  const here = `${trail}.${step.field}`
  if (!NOT_READ_WITH_REASON.has(step.field) && !isRead(type, step.field)) return `${here}: in the contract, but no sourcing query, operation or Function query reads ${type.name}.${step.field}`
  const named = getNamedType(field.type)
  if (step.refinement) {
    const problem = refinementProblem(schema, named, step.refinement, here)
    if (problem) return problem
  }
  const next = step.refinement ? schema.getType(step.refinement) : named
  if (!next) return `${here}: type ${step.refinement ?? named.name} does not exist`
  if (rest.length > 0 && !isCompositeType(next)) return `${here}: ${next.name} has no fields (asked for ${rest.map((s) => s.field).join(".")})`
  return pathProblem(schema, next, rest, step.refinement ? `${here}<${next.name}>` : here)
}

/** Every problem resolving `fieldPath` on each of `typeNames`; empty when the row holds. */
function rowProblems(typeNames: readonly string[], fieldPath: string): string[] {
  const schema = contract()
  const steps = parsePath(fieldPath)
  return typeNames.flatMap((typeName) => {
    const type = schema.getType(typeName)
    const problem = type ? pathProblem(schema, type, steps, typeName) : `type ${typeName} does not exist`
    return problem ? [problem] : []
  })
}

/** Short test-name label for a row's types: shared groups by name, a single type by itself. */
function typesLabel(typeNames: readonly string[]): string {
  if (typeNames === ENTRY_TYPES) return "{every entry type}"
  if (typeNames === ENTRY_INTERFACE_AND_TYPES) return "{EntryInterface and every entry type}"
  return typeNames.length === 1 ? (typeNames[0] ?? "") : `{${typeNames.join(", ")}}`
}

/** Whether `typeName` exists as an object type implementing `interfaceName`, else why not. */
function implementationProblem(typeName: string, interfaceName: string): string | undefined {
  const type = contract().getType(typeName)
  if (!type) return `type ${typeName} does not exist`
  if (!isObjectType(type)) return `${typeName} is not an object type`
  if (!type.getInterfaces().some((i) => i.name === interfaceName)) return `${typeName} does not implement ${interfaceName}`
  return undefined
}

describe("SPEC §3 entry types exist in the contract", () => {
  test.each(ENTRY_TYPES.map((name) => [name]))("%s exists and implements EntryInterface", (name) => {
    expect(implementationProblem(name, "EntryInterface")).toBeUndefined()
  })
})

describe("SPEC §3 other element types exist in the contract", () => {
  test.each(ELEMENT_TYPES)("%s exists and implements %s", (name, interfaceName) => {
    expect(implementationProblem(name, interfaceName)).toBeUndefined()
  })
})

describe("SPEC §3 fields exist in the contract", () => {
  const cases = ROWS.map(([specRef, typeNames, fieldPath]) => [`${specRef} ${typesLabel(typeNames)}${fieldPath.startsWith("<") ? "" : "."}${fieldPath}`, typeNames, fieldPath] as const)

  test("no two rows test the same thing", () => {
    const names = cases.map(([name]) => name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  })

  test.each(cases)("%s", (_name, typeNames, fieldPath) => {
    expect(rowProblems(typeNames, fieldPath)).toEqual([])
  })
})

describe("a SPEC field counts only when a document the site sends reads it", () => {
  test("a field in the contract that no document reads is not covered", () => {
    // SEOmatic's containers are in the contract (CRAFT.md) but the site asks for none of them.
    expect(rowProblems(["blog_blog_Entry"], "seomatic.metaTitleContainer")).toEqual([expect.stringContaining("no sourcing query, operation or Function query reads SeomaticInterface.metaTitleContainer")])
  })

  test("a field read through its interface is covered on every implementing type", () => {
    expect(isRead(contract().getType("blog_blog_Entry")!, "title")).toBe(true)
    expect(isRead(contract().getType("blog_blog_Entry")!, "seoTitle")).toBe(true)
    expect(isRead(contract().getType("SeomaticType")!, "metaTagContainer")).toBe(false)
  })

  test.each([...NOT_READ_WITH_REASON])("%s is still read by nothing (else take it off the list): %s", (field) => {
    expect([...reads().fields].filter((read) => read.endsWith(`.${field}`))).toEqual([])
  })
})
