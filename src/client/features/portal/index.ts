// What other features use of the partner portal: its query keys, overview, listings table, settings, payouts and
// how complete each listing is.
export {
  portalKeys,
  useConnectPayouts,
  useListingCompleteness,
  usePartnerOverview,
  usePartnerSettings,
  usePayoutStatus,
} from './api.ts';
export { ListingsTable } from './listings-table.tsx';
export { PartnerSettingsPanel } from './partner-settings-form.tsx';
