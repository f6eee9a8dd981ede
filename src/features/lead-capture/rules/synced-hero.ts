/**
 * The synced hero (SPEC 3.8 pageHeroSynced, 3.9): the siteSettings global names one entry
 * whose syncedHero block is the master copy. Every syncedHero block takes each field it
 * leaves empty from that master (the copy, the image, the form id, the success message and
 * its specialisations), so editors change the form of every landing page in one place and
 * override only what a page needs. The form id falls back further to mainFormReference.
 */
import type { SuccessMessageSource, SuccessMessageSpecialization } from "./success-message"

/** The anchor of a synced hero's form: the landing navigation's 'Get Demo' opens it (SPEC 2.5, 2.11). */
export const HERO_FORM_ANCHOR = "hero-form"

/** The synced hero block's type in the data layer. */
export const SYNCED_HERO_BLOCK_TYPE = "CmsPageBuilderSyncedHeroBlock"

/** Whether an entry's blocks include a synced hero: its page reads the master (page-builder-globals.tsx) and its landing navigation opens the hero's form. */
export function hasSyncedHeroBlock(blocks: ReadonlyArray<{ __typename?: string } | null> | null | undefined): boolean {
  return (blocks ?? []).some((block) => block?.__typename === SYNCED_HERO_BLOCK_TYPE)
}

export interface SyncedHeroFields<Image = unknown> extends SuccessMessageSource {
  eyebrow?: string | null
  heading?: string | null
  copy?: string | null
  image?: Image | null
  formId?: string | null
  successMessageSpecializations?: ReadonlyArray<SuccessMessageSpecialization | null> | null
}

export interface ResolvedSyncedHero<Image = unknown> {
  eyebrow: string | null
  heading: string | null
  copy: string | null
  image: Image | null
  /** The marketing-forms id the hero's leads go under: the block's, the master's, then mainFormReference. */
  formId: string
  successMessage: string | null
  successMessageSpecializations: SuccessMessageSpecialization[]
}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null)
const hasImage = (image: unknown): boolean => (Array.isArray(image) ? image.some(Boolean) : image != null)
const rows = (value: ReadonlyArray<SuccessMessageSpecialization | null> | null | undefined): SuccessMessageSpecialization[] =>
  (value ?? []).filter((row): row is SuccessMessageSpecialization => row != null)

export function resolveSyncedHero<Image>(
  block: SyncedHeroFields<Image>,
  master: SyncedHeroFields<Image> | null | undefined,
  mainFormId: string,
): ResolvedSyncedHero<Image> {
  const own = rows(block.successMessageSpecializations)
  return {
    eyebrow: text(block.eyebrow) ?? text(master?.eyebrow),
    heading: text(block.heading) ?? text(master?.heading),
    copy: text(block.copy) ?? text(master?.copy),
    image: hasImage(block.image) ? (block.image ?? null) : hasImage(master?.image) ? (master?.image ?? null) : null,
    formId: text(block.formId)?.trim() ?? text(master?.formId)?.trim() ?? mainFormId,
    successMessage: text(block.successMessage) ?? text(master?.successMessage),
    successMessageSpecializations: own.length > 0 ? own : rows(master?.successMessageSpecializations),
  }
}
