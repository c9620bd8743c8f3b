// What other features use of the partner portal: its query keys, overview, listings table, settings, payouts, how
// complete each listing is, and the availability fields its calendar and the listing editor share.
export {
  portalKeys,
  useConnectPayouts,
  useListingCompleteness,
  usePartnerOverview,
  usePartnerSettings,
  usePayoutStatus,
  useEditableListing,
  useSaveListing,
} from './api.ts';
export { ListingsTable } from './listings-table.tsx';
export { PartnerSettingsPanel } from './partner-settings-form.tsx';
export { AVAILABILITY_FIELD_MESSAGES, AvailabilityFields } from './availability-fields.tsx';
