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
export { allUserStatuses, PersonalizationProvider, usePersonalization, type PersonalizationProviderProps, type PersonalizationValue } from "./context"
