// The event page's calls: reading one event as the signed-in viewer may see it.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EventSchema } from '#shared/events.ts';
import { api } from '../../lib/api.ts';

export const eventKeys = {
  event: (eventId: string | null) => ['event', eventId] as const,
};

export function useEvent(eventId: string | null) {
  return useQuery({
    queryKey: eventKeys.event(eventId),
    queryFn: ({ signal }) => api(`/api/events/${eventId}`, { schema: z.object({ event: EventSchema }), signal }),
    enabled: eventId !== null,
  });
}
