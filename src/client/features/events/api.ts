// The event page's calls: the event as the viewer may see it, its activity, its co-hosts (invite, send again, change,
// remove or leave), and a co-host invitation's link (read, accept).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  EventActivitySchema,
  EventInvitationSchema,
  EventSchema,
  type BookedEvent,
  type CoHostPermissionsChange,
  type InviteCoHostRequest,
} from '#shared/events.ts';
import { api } from '../../lib/api.ts';

export const eventKeys = {
  event: (eventId: string | null) => ['event', eventId] as const,
  activity: (eventId: string) => ['event', eventId, 'activity'] as const,
  invitation: (token: string) => ['event-invitation', token] as const,
};

const EventAnswer = z.object({ event: EventSchema });

export function useEvent(eventId: string | null) {
  return useQuery({
    queryKey: eventKeys.event(eventId),
    queryFn: ({ signal }) => api(`/api/events/${eventId}`, { schema: EventAnswer, signal }),
    enabled: eventId !== null,
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

/** The event as the server answered a change, and its activity read again. */
async function changed(queryClient: QueryClient, eventId: string, event?: BookedEvent) {
  if (event) queryClient.setQueryData(eventKeys.event(eventId), { event });
  else await queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true });
  await queryClient.invalidateQueries({ queryKey: eventKeys.activity(eventId) });
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
    onSuccess: (_answer, { leaving }) =>
      leaving ? queryClient.removeQueries({ queryKey: eventKeys.event(eventId) }) : changed(queryClient, eventId),
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
    // Back on the link's page, it reads as used.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.invitation(token) }),
  });
}
