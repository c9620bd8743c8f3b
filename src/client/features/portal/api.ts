// The partner portal's calls: the overview, the payout account (its status, read from the provider again on each
// visit, and the provider's onboarding link, with the local sandbox's own form), bookings to answer, the calendar
// and its feed, reviews and replies, earnings, pausing a listing, the business settings, the analytics and how
// complete each listing is.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LISTING_STATES, PartnerOverviewSchema } from '#shared/account.ts';
import { PartnerBookingRowSchema } from '#shared/checkout.ts';
import { DepositClaimSchema, type FileClaimRequest } from '#shared/deposit-claims.ts';
import { PartnerStatementSchema } from '#shared/ledger.ts';
import { PartnerAnalyticsSchema } from '#shared/partner-analytics.ts';
import {
  EditableListingSchema,
  ListingCompletenessSchema,
  type EditableListing,
  type ListingEditData,
} from '#shared/listing-edit.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import {
  CalendarFeedSchema,
  PartnerCalendarSchema,
  type BlockRequestSchema,
  type CalendarListing,
} from '#shared/partner-calendar.ts';
import { CalendarImportSchema, type CalendarImport } from '#shared/calendar-imports.ts';
import { PartnerSettingsSchema, type PartnerSettingsRequestSchema } from '#shared/partners.ts';
import {
  EarningsSchema,
  PayoutStatusSchema,
  SandboxAccountSchema,
  type SandboxConnectRequest,
} from '#shared/payouts.ts';
import { LineReviewsSchema, PartnerReviewsSchema, type WriteReview } from '#shared/reviews.ts';
import { monthWeeks } from '../../components/ui/calendar-dates.ts';
import { api } from '../../lib/api.ts';

export const portalKeys = {
  all: ['portal'] as const,
  overview: () => [...portalKeys.all, 'overview'] as const,
  payouts: () => [...portalKeys.all, 'payouts'] as const,
  bookings: () => [...portalKeys.all, 'bookings'] as const,
  /** Every month of the calendar. */
  calendar: () => [...portalKeys.all, 'calendar'] as const,
  calendarMonth: (month: string) => [...portalKeys.calendar(), month] as const,
  calendarFeed: () => [...portalKeys.all, 'calendar-feed'] as const,
  reviews: () => [...portalKeys.all, 'reviews'] as const,
  customerReviews: () => [...portalKeys.all, 'customer-reviews'] as const,
  earnings: () => [...portalKeys.all, 'earnings'] as const,
  statement: (month: string) => [...portalKeys.all, 'statement', month] as const,
  sandboxAccount: (accountId: string) => ['sandbox', 'account', accountId] as const,
  // The settings, analytics and completeness keep the keys they had when the partner feature read them.
  settings: () => ['partner', 'settings'] as const,
  /** A listing as the editor edits it; the calendar's hours card reads and saves it too. */
  listing: (kind: string, id: string) => ['partner', 'listing', kind, id] as const,
  analytics: (days: number) => ['partner', 'analytics', days] as const,
  listingCompleteness: () => ['partner', 'listings', 'completeness'] as const,
};

interface Callbacks<T = unknown> {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
}

export function usePartnerOverview(enabled = true) {
  return useQuery({
    queryKey: portalKeys.overview(),
    queryFn: ({ signal }) => api('/api/portal/overview', { schema: PartnerOverviewSchema, signal }),
    enabled,
  });
}

/** PATCH a listing's `active`: paused listings are hidden from Discover. */
export function useSetListingActive(
  listing: { kind: string; id: string },
  callbacks: Callbacks<{ state: (typeof LISTING_STATES)[number] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      api(`/api/partner/listings/${listing.kind}/${listing.id}`, {
        method: 'PATCH',
        body: { active },
        schema: z.object({ state: z.enum(LISTING_STATES) }),
      }),
    onSuccess: (answer) => {
      callbacks.onSuccess?.(answer);
      void queryClient.invalidateQueries({ queryKey: portalKeys.overview() });
    },
    onError: callbacks.onError,
  });
}

export function usePayoutStatus() {
  return useQuery({
    queryKey: portalKeys.payouts(),
    queryFn: ({ signal }) => api('/api/partner/payouts', { schema: PayoutStatusSchema, signal }),
  });
}

/** Opens the provider's onboarding; it sends the partner back to /portal/onboarding/complete, or to `returnTo`. */
export function useConnectPayouts() {
  return useMutation({
    mutationFn: (options: { returnTo?: string } | void) =>
      api('/api/partner/payouts/connect', {
        method: 'POST',
        body: options ?? {},
        schema: z.object({ url: z.string() }),
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The local sandbox provider's account being onboarded (no retry: a wrong address stays wrong). */
export function useSandboxAccount(accountId: string) {
  return useQuery({
    queryKey: portalKeys.sandboxAccount(accountId),
    queryFn: ({ signal }) => api(`/api/sandbox/connect/${accountId}`, { schema: SandboxAccountSchema, signal }),
    retry: false,
  });
}

export function useCompleteSandboxAccount(accountId: string, callbacks: Callbacks) {
  return useMutation({
    mutationFn: (request: SandboxConnectRequest) =>
      api(`/api/sandbox/connect/${accountId}`, {
        body: request,
        schema: z.object({ payoutsEnabled: z.literal(true) }),
      }),
    onSuccess: callbacks.onSuccess,
  });
}

export function usePartnerBookings() {
  return useQuery({
    queryKey: portalKeys.bookings(),
    queryFn: ({ signal }) =>
      api('/api/partner/booking-items', { schema: z.object({ items: z.array(PartnerBookingRowSchema) }), signal }),
    refetchInterval: 60_000,
  });
}

export type BookingAnswer = 'confirm' | 'decline' | 'complete';

export function useAnswerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: BookingAnswer }) =>
      api(`/api/partner/booking-items/${id}/${answer}`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.bookings() }),
  });
}

/** The month's grid runs from its first to its last day. */
function monthRange(month: string) {
  const days = monthWeeks(month)
    .flat()
    .filter((d): d is string => Boolean(d));
  return { from: days[0]!, to: days.at(-1)! };
}

/** A month of bookings and blocked times. */
export function useCalendar(month: string) {
  const { from, to } = monthRange(month);
  return useQuery({
    queryKey: portalKeys.calendarMonth(month),
    queryFn: ({ signal }) =>
      api(`/api/partner/calendar?from=${from}&to=${to}`, { schema: PartnerCalendarSchema, signal }),
    placeholderData: (previous) => previous,
  });
}

/** Blocks a day, or some hours of it, of the listing the mutation is called with, with the partner's note. */
export function useBlockTime(callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listing, ...block }: { listing: CalendarListing } & z.input<typeof BlockRequestSchema>) =>
      api(`/api/partner/${listing.kind}s/${listing.id}/blocks`, {
        method: 'POST',
        body: block,
        schema: z.object({ id: z.string() }),
      }),
    onSuccess: (answer) => {
      callbacks.onSuccess?.(answer);
      void queryClient.invalidateQueries({ queryKey: portalKeys.calendar() });
    },
    onError: callbacks.onError,
  });
}

/** Removes the block the mutation is called with. */
export function useUnblock(callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) => api(`/api/partner/blocks/${blockId}`, { method: 'DELETE' }),
    onSuccess: (answer) => {
      callbacks.onSuccess?.(answer);
      void queryClient.invalidateQueries({ queryKey: portalKeys.calendar() });
    },
    onError: callbacks.onError,
  });
}

/** Reads the partner's own calendar at `url` into the listing's blocks (kept only if the first read succeeds). */
export function useAddCalendarImport(callbacks: Callbacks<CalendarImport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listing, url }: { listing: CalendarListing; url: string }) =>
      api(`/api/partner/${listing.kind}s/${listing.id}/calendar-imports`, {
        method: 'POST',
        body: { url },
        schema: CalendarImportSchema,
      }),
    onSuccess: (answer) => {
      callbacks.onSuccess?.(answer);
      void queryClient.invalidateQueries({ queryKey: portalKeys.calendar() });
    },
    onError: callbacks.onError,
  });
}

/** Reads one of the partner's calendars again now. */
export function useSyncCalendarImport(callbacks: Callbacks<CalendarImport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) =>
      api(`/api/partner/calendar-imports/${importId}/sync`, { method: 'POST', body: {}, schema: CalendarImportSchema }),
    onSuccess: (answer) => {
      callbacks.onSuccess?.(answer);
      void queryClient.invalidateQueries({ queryKey: portalKeys.calendar() });
    },
    onError: callbacks.onError,
  });
}

/** Stops reading one of the partner's calendars; its blocks go. */
export function useRemoveCalendarImport(callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => api(`/api/partner/calendar-imports/${importId}`, { method: 'DELETE' }),
    onSuccess: (answer) => {
      callbacks.onSuccess?.(answer);
      void queryClient.invalidateQueries({ queryKey: portalKeys.calendar() });
    },
    onError: callbacks.onError,
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: portalKeys.calendarFeed(),
    queryFn: ({ signal }) => api('/api/partner/calendar/feed', { schema: CalendarFeedSchema, signal }),
  });
}

/** A new private feed address; the old one stops working. */
export function useResetCalendarFeed(callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/partner/calendar/feed/reset', { method: 'POST', body: {}, schema: CalendarFeedSchema }),
    onSuccess: (data) => {
      queryClient.setQueryData(portalKeys.calendarFeed(), data);
      callbacks.onSuccess?.(data);
    },
    onError: callbacks.onError,
  });
}

export function usePartnerReviews() {
  return useQuery({
    queryKey: portalKeys.reviews(),
    queryFn: ({ signal }) => api('/api/partner/reviews', { schema: PartnerReviewsSchema, signal }),
  });
}

/** Posts the public reply to a review, once: it cannot be changed afterwards. */
export function useSaveReply(reviewId: string, body: string, callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/partner/reviews/${reviewId}/reply`, { method: 'PUT', body: { body } }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: portalKeys.reviews() });
      callbacks.onSuccess?.(answer);
    },
    onError: (error) => {
      // Replied already (another tab): the list shows that reply once read again.
      void queryClient.invalidateQueries({ queryKey: portalKeys.reviews() });
      callbacks.onError?.(error);
    },
  });
}

/** The partner's completed bookings and their reviews of the customers. */
export function useCustomerReviews() {
  return useQuery({
    queryKey: portalKeys.customerReviews(),
    queryFn: ({ signal }) => api('/api/partner/customer-reviews', { schema: LineReviewsSchema, signal }),
  });
}

/** Reviews a booking's customer; the list as the server answered, and the reviews of the listings read again (the
 *  customer's may show now). */
export function useReviewCustomer(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: WriteReview) =>
      api(`/api/partner/booking-items/${itemId}/review`, { body: review, schema: LineReviewsSchema }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(portalKeys.customerReviews(), answer);
      await queryClient.invalidateQueries({ queryKey: portalKeys.reviews() });
    },
  });
}

export function usePartnerEarnings() {
  return useQuery({
    queryKey: portalKeys.earnings(),
    queryFn: ({ signal }) => api('/api/partner/earnings', { schema: EarningsSchema, signal }),
  });
}

/** The money that moved for the partner's lines in a month (YYYY-MM), from the ledger. */
export function usePartnerStatement(month: string) {
  return useQuery({
    queryKey: portalKeys.statement(month),
    queryFn: ({ signal }) =>
      api(`/api/partner/statements/${month}/entries`, {
        schema: z.object({ statement: PartnerStatementSchema }),
        signal,
      }),
    select: (data) => data.statement,
  });
}

export function usePartnerSettings() {
  return useQuery({
    queryKey: portalKeys.settings(),
    queryFn: ({ signal }) => api('/api/partner/settings', { schema: PartnerSettingsSchema, signal }),
  });
}

/** PUT /api/partner/settings; the answer replaces the cached settings. */
export function useSavePartnerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof PartnerSettingsRequestSchema>) =>
      api('/api/partner/settings', { method: 'PUT', body, schema: PartnerSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(portalKeys.settings(), saved),
  });
}

/** The previous period's figures stay on screen while another period loads. */
export function usePartnerAnalytics(days: number) {
  return useQuery({
    queryKey: portalKeys.analytics(days),
    queryFn: ({ signal }) => api(`/api/partner/analytics?days=${days}`, { schema: PartnerAnalyticsSchema, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useListingCompleteness(enabled = true) {
  return useQuery({
    queryKey: portalKeys.listingCompleteness(),
    queryFn: ({ signal }) =>
      api('/api/partner/listings/completeness', {
        schema: z.object({ listings: z.array(ListingCompletenessSchema) }),
        signal,
      }),
    enabled,
  });
}

/** The partner claims overtime or damage from a booking line's held security deposit. */
export function useFileClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, claim }: { itemId: string; claim: FileClaimRequest }) =>
      api(`/api/partner/booking-items/${itemId}/claim`, {
        body: claim,
        schema: z.object({ claim: DepositClaimSchema }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.bookings() }),
  });
}

/** One of the partner's listings as the editor edits it, in parts; read once, then kept by the saves. */
export function useEditableListing(kind: PartnerType, id: string, enabled: boolean) {
  return useQuery({
    queryKey: portalKeys.listing(kind, id),
    queryFn: ({ signal }) => api(`/api/partner/listings/${kind}/${id}`, { schema: EditableListingSchema, signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** PUT the listing; the answer replaces the cached one and the portal's overview is read again. */
export function useSaveListing(listing: { kind: PartnerType; id: string }, callbacks: Callbacks<EditableListing>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingEditData) =>
      api(`/api/partner/listings/${listing.kind}/${listing.id}`, {
        method: 'PUT',
        body,
        schema: EditableListingSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(portalKeys.listing(listing.kind, listing.id), saved);
      callbacks.onSuccess?.(saved);
      void queryClient.invalidateQueries({ queryKey: portalKeys.overview() });
    },
    onError: callbacks.onError,
  });
}
