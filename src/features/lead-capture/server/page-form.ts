/**
 * The forms a content page's blocks carry (issue 16): a synced hero's form, a hero's sign-up
 * form (displaySignupForm) and a two-column block's form (useForm). The browser says only
 * which page and which block the form is in; the lead Function reads the block from the CMS
 * (never from the browser) for the form id the lead goes under and the message the visitor
 * gets, as the resources' forms do (features/lead-capture/server/resource-handler.ts). A server-side query, validated
 * against the contract by a test.
 */
import { resolveSyncedHero, type SyncedHeroFields } from "../rules/synced-hero"
import { defaultSuccessMessage, successMessageFor, type LandingAnswers } from "../rules/success-message"

/** Every entry type with the pageBuilder field (cms/contract/project.ts; a test keeps the two in step). */
export const pageBuilderEntryTypes = [
  "pages_feature_Entry",
  "pages_industry_Entry",
  "pages_productPage_Entry",
  "pages_company_Entry",
  "pages_pricing_Entry",
  "pages_demo_Entry",
  "pages_signup_Entry",
  "pages_landingPage_Entry",
  "pages_integrationsIndex_Entry",
  "pages_resourcesIndex_Entry",
  "pages_toolsIndex_Entry",
  "pages_pressIndex_Entry",
  "pages_comparisonIndex_Entry",
  "pages_comparison_Entry",
  "pages_thankYouNoteGenerator_Entry",
  "pages_placeholder_Entry",
  "pages_demoBooking_Entry",
  "legal_cookies_Entry",
  "legal_privacy_Entry",
  "legal_tos_Entry",
  "legal_template_Entry",
  "tools_tools_Entry",
] as const

const specializations =
  "successMessageSpecializations { ... on successMessageSpecializations_BlockType { variationLogic variationLogicComparison variationLogicValue vSuccessMessage } }"
const onEveryPage = (selection: string): string => pageBuilderEntryTypes.map((type) => `... on ${type} { ${selection} }`).join("\n    ")

export const pageFormEntryQuery = /* GraphQL */ `
query pageFormEntry($uri: [String]) {
  entry(uri: $uri) {
    id
    ${onEveryPage("pageBuilder { ...PageFormBlock }")}
  }
  globalSet(handle: "siteSettings") {
    ... on siteSettings_GlobalSet {
      mainFormReference
      pageHeroSynced {
        ${onEveryPage('pageBuilder(type: "syncedHero") { ...PageFormBlock }')}
      }
    }
  }
}
fragment PageFormBlock on pageBuilder_MatrixField {
  ... on pageBuilder_syncedHero_BlockType { id typeHandle formId successMessage ${specializations} }
  ... on pageBuilder_hero_BlockType { id typeHandle displaySignupForm heroMarketoId marketoThankYouMessage }
  ... on pageBuilder_twoColumn_BlockType { id typeHandle useForm formCode }
}
`

export interface PageFormBlock extends SyncedHeroFields {
  id?: string | null
  typeHandle?: string | null
  displaySignupForm?: boolean | null
  heroMarketoId?: string | null
  marketoThankYouMessage?: string | null
  useForm?: boolean | null
  formCode?: string | null
}

export interface PageFormData {
  entry?: { id?: string | null; pageBuilder?: ReadonlyArray<PageFormBlock | null> | null } | null
  globalSet?: {
    mainFormReference?: string | null
    pageHeroSynced?: ReadonlyArray<{ pageBuilder?: ReadonlyArray<PageFormBlock | null> | null } | null> | null
  } | null
}

export interface PageForm {
  formId: string
  /** What the visitor is told once the lead is kept. */
  message: string
}

const filled = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

/** The master syncedHero block named by the siteSettings global, if any. */
export function syncedMasterOf(data: PageFormData): PageFormBlock | null {
  const master = data.globalSet?.pageHeroSynced?.find((entry) => entry?.pageBuilder?.length)
  return master?.pageBuilder?.find((block) => block?.typeHandle === "syncedHero") ?? null
}

/**
 * The form in block `blockId` of the page, with the message for these answers; null when
 * the page has no such block or the block shows no form (the Function answers 400).
 */
export function pageFormOf(data: PageFormData, blockId: string, answers: LandingAnswers, fallbackFormId: string): PageForm | null {
  const block = data.entry?.pageBuilder?.find((candidate) => candidate?.id != null && String(candidate.id) === blockId)
  if (!block) return null
  const mainFormId = filled(data.globalSet?.mainFormReference) ?? fallbackFormId
  switch (block.typeHandle) {
    case "syncedHero": {
      const hero = resolveSyncedHero(block, syncedMasterOf(data), mainFormId)
      return { formId: hero.formId, message: successMessageFor(hero, answers) }
    }
    case "hero":
      return block.displaySignupForm
        ? { formId: filled(block.heroMarketoId) ?? mainFormId, message: filled(block.marketoThankYouMessage) ?? defaultSuccessMessage }
        : null
    case "twoColumn":
      return block.useForm ? { formId: filled(block.formCode) ?? mainFormId, message: defaultSuccessMessage } : null
    default:
      return null
  }
}
