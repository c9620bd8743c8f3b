// What every event route starts from: the viewer's access to the event in the path (a 404 when they are nothing to
// it).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EVENT_MESSAGES } from '#shared/events.ts';
import { AppError } from '#shared/errors.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { signedInViewer } from '../auth/index.ts';
import { eventAccess } from './event-access.ts';
import type { EventContext } from './event-context.ts';

export const EventParams = z.object({ id: z.uuid(EVENT_MESSAGES.notFound) });

export const eventErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
};

/** The signed-in viewer and their access to the event; a 404 when they are nothing to it. */
export async function accessOf(ctx: EventContext, request: FastifyRequest & { params: { id: string } }) {
  const viewer = await signedInViewer(request);
  const access = await eventAccess(ctx.db, request.params.id, viewer);
  if (!access) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound, 404);
  return { viewer, access };
}
