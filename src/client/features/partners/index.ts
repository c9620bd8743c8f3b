// The listing-editing parts and business fields that onboarding shares with the partner pages, the partner's query
// keys, and the photo upload (listing photos, photos of damage in a claim).
export { partnerKeys } from './api.ts';
export { type BusinessDraft, BusinessFields, EMPTY_BUSINESS } from './business-fields.tsx';
export { CompletenessMeter } from './completeness-meter.tsx';
export { ListingEditorFrame } from './listing-editor-page.tsx';
export {
  AvailabilityStep,
  ListingStep,
  PhotosStep,
  PolicyStep,
  PricingStep,
  problemsOf,
  sectionErrors,
  StepErrors,
  type StepProps,
} from './steps.tsx';
