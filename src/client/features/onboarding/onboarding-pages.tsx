// Onboarding and profile completion pages (§2).
export {
  CompleteEntityProfilePage,
  CompleteListingPage,
  CompleteProfilePage,
  PartnerCompleteProfilePage,
  VendorProfileCompletePage,
  VenueProfileCompletePage,
} from './completion-pages.tsx';
export { OnboardingPage } from './onboarding-page.tsx';
