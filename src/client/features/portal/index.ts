// What other features use of the partner portal: its overview, listings table, settings and payouts.
export { ListingsTable } from './listings-table.tsx';
export { PartnerSettingsPanel, usePartnerSettings } from './partner-settings-form.tsx';
export { useConnectPayouts, usePayoutStatus } from './payouts-api.ts';
export { usePartnerOverview } from './use-partner-overview.ts';
