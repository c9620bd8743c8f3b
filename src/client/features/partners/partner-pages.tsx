// The partner public area (§2) and the partner's own pages outside the portal.
export { PartnerApplyPage } from './apply-page.tsx';
export { PartnerLandingPage } from './partner-landing-page.tsx';
export { PartnerListingEditorPage } from './listing-editor-page.tsx';
export { PartnerListingsPage } from './listings-page.tsx';
export { PartnerPendingApprovalPage } from './pending-approval-page.tsx';
export { PartnerPricingPage } from './pricing-page.tsx';
export { PartnerSettingsPage } from './settings-page.tsx';
