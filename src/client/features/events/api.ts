// The event page's calls: the event as the viewer may see it, its activity, its co-hosts (invite, send again, change,
// remove or leave), a co-host invitation's link (read, accept), the guest list (add, import, remove, what the
// invitation asks, send the invitations), a guest's RSVP link (read, answer), the run of show (add, change,
// remove entries), split payment (the balances, splitting one, taking a share back, a share's link sent again, read
// and paid) and the organizer's reviews of the partners after the event.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CoHostedEventSchema,
  EventActivitySchema,
  EventInvitationSchema,
  EventSchema,
  type BookedEvent,
  type CoHostPermissionsChange,
  type InviteCoHostRequest,
} from '#shared/events.ts';
import {
  EventGuestListSchema,
  RsvpPageSchema,
  type AddGuestRequest,
  type EventGuestList,
  type RsvpReplyRequest,
  type RsvpSettings,
} from '#shared/event-guests.ts';
import { EventTimelineSchema, type TimelineEntryRequest } from '#shared/event-timeline.ts';
import { EventPaymentsSchema, ShareLinkSchema, type SplitRequest } from '#shared/event-payments.ts';
import { LineReviewsSchema, type WriteReview } from '#shared/reviews.ts';
import { api } from '../../lib/api.ts';

export const eventKeys = {
  coHosted: ['events', 'co-hosted'] as const,
  event: (eventId: string | null) => ['event', eventId] as const,
  activity: (eventId: string) => ['event', eventId, 'activity'] as const,
  invitation: (token: string) => ['event-invitation', token] as const,
  guests: (eventId: string) => ['event', eventId, 'guests'] as const,
  rsvp: (token: string) => ['rsvp', token] as const,
  timeline: (eventId: string) => ['event', eventId, 'timeline'] as const,
  payments: (eventId: string) => ['event', eventId, 'payments'] as const,
  share: (token: string) => ['payment-share', token] as const,
  reviews: (eventId: string) => ['event', eventId, 'reviews'] as const,
};

const EventAnswer = z.object({ event: EventSchema });

export function useEvent(eventId: string | null) {
  return useQuery({
    queryKey: eventKeys.event(eventId),
    queryFn: ({ signal }) => api(`/api/events/${eventId}`, { schema: EventAnswer, signal }),
    enabled: eventId !== null,
  });
}

export function useCoHostedEvents(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.coHosted,
    queryFn: ({ signal }) => api('/api/events', { schema: z.object({ events: z.array(CoHostedEventSchema) }), signal }),
    enabled,
  });
}

export function useEventActivity(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.activity(eventId),
    queryFn: ({ signal }) =>
      api(`/api/events/${eventId}/activity`, {
        schema: z.object({ activity: z.array(EventActivitySchema) }),
        signal,
      }),
    enabled,
  });
}

/** The event as the server answered a change of its co-hosts, and its activity and the co-hosts a balance can be
 *  split with read again. */
async function changed(queryClient: QueryClient, eventId: string, event?: BookedEvent) {
  if (event) queryClient.setQueryData(eventKeys.event(eventId), { event });
  else await queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.activity(eventId) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.payments(eventId) }),
  ]);
}

export function useInviteCoHost(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InviteCoHostRequest) =>
      api(`/api/events/${eventId}/co-hosts`, { body: request, schema: EventAnswer }),
    onSuccess: ({ event }) => changed(queryClient, eventId, event),
  });
}

export function useResendInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api(`/api/events/${eventId}/co-hosts/${memberId}/invitation`, { method: 'POST', body: {}, schema: EventAnswer }),
    onSuccess: ({ event }) => changed(queryClient, eventId, event),
  });
}

export function useChangeCoHost(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...permissions }: CoHostPermissionsChange & { memberId: string }) =>
      api(`/api/events/${eventId}/co-hosts/${memberId}`, { method: 'PATCH', body: permissions, schema: EventAnswer }),
    onSuccess: ({ event }) => changed(queryClient, eventId, event),
  });
}

/** The organizer removes a co-host, or a co-host leaves (and the event is no longer theirs to read). */
export function useRemoveCoHost(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId }: { memberId: string; leaving: boolean }) =>
      api(`/api/events/${eventId}/co-hosts/${memberId}`, { method: 'DELETE' }),
    onSuccess: async (_answer, { leaving }) => {
      if (!leaving) return changed(queryClient, eventId);
      queryClient.removeQueries({ queryKey: eventKeys.event(eventId) });
      await queryClient.invalidateQueries({ queryKey: eventKeys.coHosted });
    },
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: eventKeys.invitation(token),
    queryFn: ({ signal }) =>
      api(`/api/event-invitations?${new URLSearchParams({ token }).toString()}`, {
        schema: z.object({ invitation: EventInvitationSchema }),
        signal,
      }),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('/api/event-invitations/accept', { body: { token }, schema: z.object({ eventId: z.string() }) }),
    // Back on the link's page, it reads as used; the event joins those the viewer co-hosts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.invitation(token) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.coHosted }),
      ]),
  });
}

export function useGuestList(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.guests(eventId),
    queryFn: ({ signal }) => api(`/api/events/${eventId}/guests`, { schema: EventGuestListSchema, signal }),
    enabled,
  });
}

/** The guest list as the server answered a change; the event (its headcount) and the activity read again. */
function useGuestChange<Input, Answer extends EventGuestList>(
  eventId: string,
  call: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (list) => {
      queryClient.setQueryData(eventKeys.guests(eventId), {
        guests: list.guests,
        settings: list.settings,
        headcount: list.headcount,
      });
      await changed(queryClient, eventId);
    },
  });
}

export const useAddGuest = (eventId: string) =>
  useGuestChange(eventId, (guest: AddGuestRequest) =>
    api(`/api/events/${eventId}/guests`, { body: guest, schema: EventGuestListSchema }),
  );

export const useImportGuests = (eventId: string) =>
  useGuestChange(eventId, (csv: string) =>
    api(`/api/events/${eventId}/guests/import`, {
      body: { csv },
      schema: EventGuestListSchema.extend({ imported: z.number() }),
    }),
  );

export const useRemoveGuest = (eventId: string) =>
  useGuestChange(eventId, (guestId: string) =>
    api(`/api/events/${eventId}/guests/${guestId}`, { method: 'DELETE', schema: EventGuestListSchema }),
  );

export const useRsvpSettings = (eventId: string) =>
  useGuestChange(eventId, (settings: RsvpSettings) =>
    api(`/api/events/${eventId}/rsvp-settings`, { method: 'PUT', body: settings, schema: EventGuestListSchema }),
  );

export const useSendGuestInvitations = (eventId: string) =>
  useGuestChange(eventId, () =>
    api(`/api/events/${eventId}/guests/invitations`, {
      method: 'POST',
      body: {},
      schema: EventGuestListSchema.extend({ sent: z.number() }),
    }),
  );

const RsvpAnswer = z.object({ rsvp: RsvpPageSchema });

export function useRsvp(token: string) {
  return useQuery({
    queryKey: eventKeys.rsvp(token),
    queryFn: ({ signal }) =>
      api(`/api/rsvp?${new URLSearchParams({ token }).toString()}`, { schema: RsvpAnswer, signal }),
    retry: false,
  });
}

export function useReplyRsvp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: Omit<RsvpReplyRequest, 'token'>) =>
      api('/api/rsvp', { body: { ...reply, token }, schema: RsvpAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(eventKeys.rsvp(token), answer),
  });
}

const TimelineAnswer = z.object({ timeline: EventTimelineSchema });

export function useTimeline(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.timeline(eventId),
    queryFn: ({ signal }) => api(`/api/events/${eventId}/timeline`, { schema: TimelineAnswer, signal }),
    enabled,
  });
}

/** The run of show as the server answered a change, and the activity read again. */
function useTimelineChange<Input>(eventId: string, call: (input: Input) => Promise<z.infer<typeof TimelineAnswer>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      queryClient.setQueryData(eventKeys.timeline(eventId), answer);
      await queryClient.invalidateQueries({ queryKey: eventKeys.activity(eventId) });
    },
  });
}

export const useAddTimelineEntry = (eventId: string) =>
  useTimelineChange(eventId, (entry: TimelineEntryRequest) =>
    api(`/api/events/${eventId}/timeline`, { body: entry, schema: TimelineAnswer }),
  );

export const useChangeTimelineEntry = (eventId: string) =>
  useTimelineChange(eventId, ({ entryId, ...entry }: TimelineEntryRequest & { entryId: string }) =>
    api(`/api/events/${eventId}/timeline/${entryId}`, { method: 'PUT', body: entry, schema: TimelineAnswer }),
  );

export const useRemoveTimelineEntry = (eventId: string) =>
  useTimelineChange(eventId, (entryId: string) =>
    api(`/api/events/${eventId}/timeline/${entryId}`, { method: 'DELETE', schema: TimelineAnswer }),
  );

const PaymentsAnswer = z.object({ payments: EventPaymentsSchema });

export function useEventPayments(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.payments(eventId),
    queryFn: ({ signal }) => api(`/api/events/${eventId}/payments`, { schema: PaymentsAnswer, signal }),
    enabled,
  });
}

/** Splits a balance; the balances as the server answered, and the event (its money) and activity read again. */
export function useSplitBalance(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SplitRequest) =>
      api(`/api/events/${eventId}/payments/split`, { body: request, schema: PaymentsAnswer }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(eventKeys.payments(eventId), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true }),
        queryClient.invalidateQueries({ queryKey: eventKeys.activity(eventId) }),
      ]);
    },
  });
}

/** Takes a co-host's open share back into the organizer's part; the balances as the server answered. */
export function useTakeBackShare(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      api(`/api/events/${eventId}/payments/shares/${shareId}`, { method: 'DELETE', schema: PaymentsAnswer }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(eventKeys.payments(eventId), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true }),
        queryClient.invalidateQueries({ queryKey: eventKeys.activity(eventId) }),
      ]);
    },
  });
}

export const useResendShareLink = (eventId: string) =>
  useMutation({
    mutationFn: (shareId: string) =>
      api(`/api/events/${eventId}/payments/shares/${shareId}/resend`, { method: 'POST', body: {} }),
  });

const ShareAnswer = z.object({ share: ShareLinkSchema });

export function useShareLink(token: string) {
  return useQuery({
    queryKey: eventKeys.share(token),
    queryFn: ({ signal }) =>
      api(`/api/payment-shares?${new URLSearchParams({ token }).toString()}`, { schema: ShareAnswer, signal }),
    retry: false,
  });
}

export function usePayShare(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethod: string) =>
      api('/api/payment-shares/pay', { body: { token, paymentMethod }, schema: ShareAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(eventKeys.share(token), answer),
  });
}

/** The event's booked lines and the organizer's reviews of their partners (and theirs, once shown). */
export function useEventReviews(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.reviews(eventId),
    queryFn: ({ signal }) => api(`/api/events/${eventId}/reviews`, { schema: LineReviewsSchema, signal }),
    enabled,
  });
}

/** The organizer reviews a line's partner; the reviews as the server answered. */
export function useReviewPartner(eventId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: WriteReview) =>
      api(`/api/events/${eventId}/reviews/${itemId}`, { body: review, schema: LineReviewsSchema }),
    onSuccess: (answer) => queryClient.setQueryData(eventKeys.reviews(eventId), answer),
  });
}
