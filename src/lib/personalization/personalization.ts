/**
 * What the site's components use of personalisation (SPEC 4.2, 6), one module to import:
 * recognising a visitor, choosing their CTAs and variable copy, and the provider. Named for the
 * folder (no index.ts: a search for that would return a dozen); webpack concatenates it with
 * the modules it re-exports, so importing through it costs no bytes.
 */
export { isRecognisedUser, userStatusFromCookie, userStatuses, type UserStatus } from "./recognition"
export {
  noPersonalization,
  recognisedUserNavCta,
  selectPersonalization,
  variableCopies,
  selectionsByStatus,
  type GlobalUserPersonalization,
  type PersonalizationSelection,
  type PersonalizedCta,
  type PersonalizedPricingCta,
} from "./selection"
export {
  allUserStatuses,
  PersonalizationProvider,
  STATUS_VARIANT_ATTRIBUTE,
  statusVariantAttributes,
  USER_STATUS_ATTRIBUTE,
  usePersonalization,
  type PersonalizationProviderProps,
  type PersonalizationValue,
} from "./context"
