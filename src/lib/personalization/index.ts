export { isRecognisedUser, userStatusFromCookie, userStatuses, type UserStatus } from "./recognition"
export {
  noPersonalization,
  recognisedUserNavCta,
  selectPersonalization,
  type GlobalUserPersonalization,
  type PersonalizationSelection,
  type PersonalizedCta,
  type PersonalizedPricingCta,
} from "./selection"
export { PersonalizationProvider, usePersonalization, type PersonalizationProviderProps, type PersonalizationValue } from "./context"
