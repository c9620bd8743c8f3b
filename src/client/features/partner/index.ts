export { partnerKeys, useListingCompleteness, usePartnerSettings } from './api.ts';
