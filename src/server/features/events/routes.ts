// The event's routes (issue 48): the event as its viewer may see it, its activity, its co-hosts (invite, send again,
// change what they may do, remove or leave) and the invitation's link (shown to anyone holding it, accepted signed in;
// its token travels in the query and the body, never in a path).
// Every route about an event asks eventAccess first; an event the viewer is nothing to is a 404.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  CoHostedEventSchema,
  CoHostPermissionsChangeSchema,
  EVENT_MESSAGES,
  EventActivitySchema,
  EventInvitationSchema,
  EventSchema,
  InvitationTokenSchema,
  InviteCoHostRequestSchema,
} from '#shared/events.ts';
import { routeLimit } from '../../http/index.ts';
import { requireUser, signedInViewer, type Viewer } from '../auth/index.ts';
import { eventActivity } from './activity.ts';
import { coHostedEvents } from './co-hosted-events.ts';
import {
  acceptInvitation,
  changeCoHostPermissions,
  invitationOf,
  inviteCoHost,
  removeCoHost,
  resendInvitation,
} from './co-hosts.ts';
import { eventAccess } from './event-access.ts';
import { readEvent } from './read-event.ts';
import { eventContextOf } from './event-context.ts';
import { accessOf, eventErrors, EventParams } from './route-access.ts';

const MemberParams = EventParams.extend({ memberId: z.uuid(EVENT_MESSAGES.coHostNotFound) });
const EventAnswer = z.object({ event: EventSchema });

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = eventContextOf(app);

  /** The event again, as the viewer now sees it, after a change. */
  const eventNow = async (viewer: Viewer, id: string) => {
    const access = await eventAccess(ctx.db, id, viewer);
    return { event: await readEvent(ctx.db, access!) };
  };

  app.get(
    '/api/events',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The events the viewer co-hosts, upcoming soonest first, then past ones',
        response: { 200: z.object({ events: z.array(CoHostedEventSchema) }), ...eventErrors },
      },
    },
    async (request) => ({
      events: await coHostedEvents(ctx.db, (await signedInViewer(request)).id, new Date().toISOString().slice(0, 10)),
    }),
  );

  app.get(
    '/api/events/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'A booking as a shared event: its organizer, co-hosts and admins see it all, a partner their lines',
        params: EventParams,
        response: { 200: EventAnswer, ...eventErrors },
      },
    },
    async (request) => ({ event: await readEvent(ctx.db, (await accessOf(ctx, request)).access) }),
  );

  app.get(
    '/api/events/:id/activity',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'Who changed what on the event, newest first: for its organizer, co-hosts and admins',
        params: EventParams,
        response: { 200: z.object({ activity: z.array(EventActivitySchema) }), ...eventErrors },
      },
    },
    async (request, reply) => {
      const seen = await accessOf(ctx, request);
      if (!seen.access.can.seeActivity)
        return reply.status(403).send({ error: { code: 'FORBIDDEN', message: EVENT_MESSAGES.hostsOnly } });
      return { activity: await eventActivity(ctx.db, seen.access.booking.id) };
    },
  );

  app.post(
    '/api/events/:id/co-hosts',
    {
      preHandler: requireUser,
      config: routeLimit('moderate'),
      schema: {
        tags: ['events'],
        summary: 'The organizer invites a co-host by email: a link that works once for 7 days',
        params: EventParams,
        body: InviteCoHostRequestSchema,
        response: { 201: EventAnswer, ...eventErrors },
      },
    },
    async (request, reply) => {
      const seen = await accessOf(ctx, request);
      await inviteCoHost(ctx, seen.access, seen.viewer, request.body);
      return reply.status(201).send(await eventNow(seen.viewer, request.params.id));
    },
  );

  app.post(
    '/api/events/:id/co-hosts/:memberId/invitation',
    {
      preHandler: requireUser,
      config: routeLimit('moderate'),
      schema: {
        tags: ['events'],
        summary: 'Sends a co-host who has not accepted a new invitation; the old link stops working',
        params: MemberParams,
        response: { 200: EventAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const seen = await accessOf(ctx, request);
      await resendInvitation(ctx, seen.access, seen.viewer, request.params.memberId);
      return eventNow(seen.viewer, request.params.id);
    },
  );

  app.patch(
    '/api/events/:id/co-hosts/:memberId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The organizer changes whether a co-host may pay and cancel',
        params: MemberParams,
        body: CoHostPermissionsChangeSchema,
        response: { 200: EventAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const seen = await accessOf(ctx, request);
      await changeCoHostPermissions(ctx.db, seen.access, seen.viewer, request.params.memberId, request.body);
      return eventNow(seen.viewer, request.params.id);
    },
  );

  app.delete(
    '/api/events/:id/co-hosts/:memberId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The organizer removes a co-host, or a co-host leaves; their invitation links stop working',
        params: MemberParams,
        response: { 204: z.null(), ...eventErrors },
      },
    },
    async (request, reply) => {
      const seen = await accessOf(ctx, request);
      await removeCoHost(ctx.db, seen.access, seen.viewer, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/event-invitations',
    {
      config: routeLimit('strict'),
      schema: {
        tags: ['events'],
        summary: 'A co-host invitation as its link shows it: the event, who invites and whom; nobody else on it',
        querystring: InvitationTokenSchema,
        response: { 200: z.object({ invitation: EventInvitationSchema }), ...eventErrors },
      },
    },
    async (request, reply) => {
      const invitation = await invitationOf(ctx.db, request.query.token);
      if (!invitation)
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: EVENT_MESSAGES.invitationGone } });
      return { invitation };
    },
  );

  app.post(
    '/api/event-invitations/accept',
    {
      preHandler: requireUser,
      config: routeLimit('strict'),
      schema: {
        tags: ['events'],
        summary: 'The signed-in viewer accepts a co-host invitation; it works once',
        body: InvitationTokenSchema,
        response: { 200: z.object({ eventId: z.string() }), ...eventErrors },
      },
    },
    async (request) => ({
      eventId: await acceptInvitation(ctx.db, await signedInViewer(request), request.body.token),
    }),
  );
};
