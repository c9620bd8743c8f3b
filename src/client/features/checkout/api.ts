// Checkout's calls: the payment provider's config, placing the booking (with an idempotency key), reading a booking
// back, paying a balance with another card, answering a claim on a security deposit (and an admin deciding a
// disputed one), and a partner's quote: reading it and paying it. The cart's price quote is the cart's (cart/api.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BookingSchema,
  CheckoutAttemptSchema,
  IDEMPOTENCY_HEADER,
  type CheckoutRequest,
  type PayInstalmentRequest,
} from '#shared/checkout.ts';
import {
  DepositClaimSchema,
  DisputedClaimSchema,
  type AnswerClaimRequest,
  type DecideClaimRequest,
} from '#shared/deposit-claims.ts';
import { PlatformLedgerSchema } from '#shared/ledger.ts';
import { QuoteSchema, type QuoteCheckoutRequest } from '#shared/quotes.ts';
import { PaymentsConfigSchema } from '#shared/payments.ts';
import { api } from '../../lib/api.ts';
import { fetchVenue, listingKeys } from '../listings/index.ts';

export const checkoutKeys = {
  paymentsConfig: () => ['payments-config'] as const,
  attempt: (attemptId: string | null) => ['checkout-attempt', attemptId] as const,
  /** The viewer's bookings. */
  bookings: () => ['bookings'] as const,
  /** Every single booking read back. */
  allBookingDetails: () => ['booking'] as const,
  booking: (bookingId: string | null) => [...checkoutKeys.allBookingDetails(), bookingId] as const,
  quote: (quoteId: string | null) => ['quote', quoteId] as const,
};

/** The cart venue's page (its opening hours), shared with the venue page's query; undefined when a fallback answered. */
export function useCartVenue(venueId: string | undefined) {
  return useQuery({
    queryKey: listingKeys.venue(venueId ?? ''),
    queryFn: ({ signal }) => fetchVenue(venueId ?? '', signal),
    enabled: Boolean(venueId),
    select: (answer) => (answer.fallback === null ? answer.venue : undefined),
  });
}

/** Which provider takes payments (the sandbox or Stripe, with its publishable key). */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: checkoutKeys.paymentsConfig(),
    queryFn: ({ signal }) => api('/api/payments/config', { schema: PaymentsConfigSchema, signal }),
    staleTime: Infinity,
  });
}

const BookingAnswerSchema = z.object({ booking: BookingSchema, replayed: z.boolean().optional() });

export function usePlaceBooking() {
  return useMutation({
    mutationFn: ({ request, key }: { request: CheckoutRequest; key: string }) =>
      api('/api/checkout', { body: request, headers: { [IDEMPOTENCY_HEADER]: key }, schema: BookingAnswerSchema }),
  });
}

export function useBooking(bookingId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.booking(bookingId),
    queryFn: ({ signal }) =>
      api(`/api/bookings/${bookingId}`, { schema: z.object({ booking: BookingSchema }), signal }),
    enabled: bookingId !== null,
  });
}

/** The customer pays a balance now with another card. */
export function usePayInstalment(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instalmentId, paymentMethod }: { instalmentId: string; paymentMethod: string }) =>
      api(`/api/bookings/${bookingId}/instalments/${instalmentId}/pay`, {
        body: { paymentMethod } satisfies PayInstalmentRequest,
        schema: z.object({ status: z.literal('paid') }),
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.booking(bookingId) });
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.bookings() });
    },
  });
}

export function useCheckoutAttempt(attemptId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.attempt(attemptId),
    queryFn: ({ signal }) =>
      api(`/api/checkout/attempts/${attemptId}`, { schema: z.object({ attempt: CheckoutAttemptSchema }), signal }),
    enabled: attemptId !== null,
    retry: false,
  });
}

export function useMyBookings(enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.bookings(),
    queryFn: ({ signal }) => api('/api/bookings', { schema: z.object({ bookings: z.array(BookingSchema) }), signal }),
    enabled,
  });
}

export function useCancelPartnerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api(`/api/booking-items/${itemId}/cancel`, { method: 'POST', body: {} }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.bookings() });
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.allBookingDetails() });
    },
  });
}

export function useQuote(quoteId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.quote(quoteId),
    queryFn: ({ signal }) => api(`/api/quotes/${quoteId}`, { schema: z.object({ quote: QuoteSchema }), signal }),
    enabled: quoteId !== null,
  });
}

export function usePayQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: QuoteCheckoutRequest; key: string }) =>
      api(`/api/quotes/${quoteId}/checkout`, {
        body: request,
        headers: { [IDEMPOTENCY_HEADER]: key },
        schema: BookingAnswerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.quote(quoteId) }),
  });
}

/** The customer accepts or disputes a claim on a security deposit of the booking. */
export function useAnswerClaim(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, answer }: { claimId: string; answer: AnswerClaimRequest }) =>
      api(`/api/deposit-claims/${claimId}/answer`, { body: answer, schema: z.object({ claim: DepositClaimSchema }) }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.booking(bookingId) });
    },
  });
}

export const depositClaimKeys = { disputed: () => ['deposit-claims', 'disputed'] as const };

/** The platform's money month by month from the ledger, and its last reconciliation (admins). */
export function usePlatformLedger() {
  return useQuery({
    queryKey: ['admin', 'ledger'] as const,
    queryFn: ({ signal }) => api('/api/admin/ledger', { schema: z.object({ ledger: PlatformLedgerSchema }), signal }),
    select: (data) => data.ledger,
  });
}

/** The admins' queue of disputed claims, with both sides' evidence. */
export function useDisputedClaims() {
  return useQuery({
    queryKey: depositClaimKeys.disputed(),
    queryFn: ({ signal }) =>
      api('/api/admin/deposit-claims', { schema: z.object({ claims: z.array(DisputedClaimSchema) }), signal }),
  });
}

/** An admin decides a disputed claim: what stands is paid to the partner, the rest refunded. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision }: { claimId: string; decision: DecideClaimRequest }) =>
      api(`/api/admin/deposit-claims/${claimId}/decision`, {
        body: decision,
        schema: z.object({ claim: DepositClaimSchema }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositClaimKeys.disputed() }),
  });
}
