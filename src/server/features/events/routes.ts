// GET /api/events/:id: a booking as a shared event (issue 48). Every event route asks eventAccess first.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { EVENT_MESSAGES, EventSchema } from '#shared/events.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireUser, signedInViewer } from '../auth/index.ts';
import { eventAccess } from './event-access.ts';
import { readEvent } from './read-event.ts';

const Params = z.object({ id: z.uuid(EVENT_MESSAGES.notFound) });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const notFound = { error: { code: 'NOT_FOUND', message: EVENT_MESSAGES.notFound } };

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'A booking as a shared event: its organizer, co-hosts and admins see it all, a partner their lines',
        params: Params,
        response: { 200: z.object({ event: EventSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const access = await eventAccess(app.db, request.params.id, await signedInViewer(request));
      if (!access) return reply.status(404).send(notFound);
      return { event: await readEvent(app.db, access) };
    },
  );
};
