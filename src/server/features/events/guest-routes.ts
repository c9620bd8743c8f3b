// An event's guest list and its RSVP links (issue 48, step 3): the list for its organizer, co-hosts and admins (the
// organizer and co-hosts change it), and the RSVP page a guest's link opens, without an account. The link's token
// travels in the query and the body, never in a path (paths go to telemetry).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  AddGuestRequestSchema,
  EventGuestListSchema,
  GUEST_MESSAGES,
  ImportGuestsRequestSchema,
  RsvpPageSchema,
  RsvpReplySchema,
  RsvpSettingsSchema,
} from '#shared/event-guests.ts';
import { InvitationTokenSchema } from '#shared/events.ts';
import { routeLimit } from '../../http/index.ts';
import { requireUser } from '../auth/index.ts';
import { addGuest, changeRsvpSettings, guestListOf, importGuests, removeGuest } from './guests.ts';
import { eventContextOf } from './event-context.ts';
import { accessOf, eventErrors, EventParams } from './route-access.ts';
import { replyToRsvp, rsvpOf, sendGuestInvitations } from './rsvp.ts';

const GuestParams = EventParams.extend({ guestId: z.uuid(GUEST_MESSAGES.guestNotFound) });
const GuestListAnswer = EventGuestListSchema;
const RsvpAnswer = z.object({ rsvp: RsvpPageSchema });

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = eventContextOf(app);

  app.get(
    '/api/events/:id/guests',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The guest list with every reply, what the invitation asks, and the headcount',
        params: EventParams,
        response: { 200: GuestListAnswer, ...eventErrors },
      },
    },
    async (request) => guestListOf(ctx.db, (await accessOf(ctx, request)).access),
  );

  app.post(
    '/api/events/:id/guests',
    {
      preHandler: requireUser,
      config: routeLimit('moderate'),
      schema: {
        tags: ['events'],
        summary: 'The organizer or a co-host adds a guest by hand',
        params: EventParams,
        body: AddGuestRequestSchema,
        response: { 201: GuestListAnswer, ...eventErrors },
      },
    },
    async (request, reply) => {
      const { access, viewer } = await accessOf(ctx, request);
      await addGuest(ctx.db, access, viewer, request.body);
      return reply.status(201).send(await guestListOf(ctx.db, access));
    },
  );

  app.post(
    '/api/events/:id/guests/import',
    {
      preHandler: requireUser,
      config: routeLimit('moderate'),
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['events'],
        summary: 'Imports guests from a CSV file (name and email columns): all of it, or nothing and every bad line',
        params: EventParams,
        body: ImportGuestsRequestSchema,
        response: { 201: GuestListAnswer.extend({ imported: z.number().int() }), ...eventErrors },
      },
    },
    async (request, reply) => {
      const { access, viewer } = await accessOf(ctx, request);
      const imported = await importGuests(ctx.db, access, viewer, request.body.csv);
      return reply.status(201).send({ imported, ...(await guestListOf(ctx.db, access)) });
    },
  );

  app.delete(
    '/api/events/:id/guests/:guestId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'Takes a guest off the list; their link stops working',
        params: GuestParams,
        response: { 200: GuestListAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const { access, viewer } = await accessOf(ctx, request);
      await removeGuest(ctx.db, access, viewer, request.params.guestId);
      return guestListOf(ctx.db, access);
    },
  );

  app.put(
    '/api/events/:id/rsvp-settings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'What the invitation asks every guest, and how many people each may bring',
        params: EventParams,
        body: RsvpSettingsSchema,
        response: { 200: GuestListAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const { access, viewer } = await accessOf(ctx, request);
      await changeRsvpSettings(ctx.db, access, viewer, request.body);
      return guestListOf(ctx.db, access);
    },
  );

  app.post(
    '/api/events/:id/guests/invitations',
    {
      preHandler: requireUser,
      config: routeLimit('moderate'),
      schema: {
        tags: ['events'],
        summary: 'Mails every guest not yet invited their own RSVP link',
        params: EventParams,
        response: { 200: GuestListAnswer.extend({ sent: z.number().int() }), ...eventErrors },
      },
    },
    async (request) => {
      const { access, viewer } = await accessOf(ctx, request);
      const sent = await sendGuestInvitations(ctx, access, viewer);
      return { sent, ...(await guestListOf(ctx.db, access)) };
    },
  );

  app.get(
    '/api/rsvp',
    {
      config: routeLimit('strict'),
      schema: {
        tags: ['events'],
        summary: 'A guest’s invitation as their link shows it: the event, the place, the question and their reply',
        querystring: InvitationTokenSchema,
        response: { 200: RsvpAnswer, ...eventErrors },
      },
    },
    async (request, reply) => {
      const rsvp = await rsvpOf(ctx.db, request.query.token);
      if (!rsvp) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: GUEST_MESSAGES.rsvpGone } });
      return { rsvp };
    },
  );

  app.post(
    '/api/rsvp',
    {
      config: routeLimit('strict'),
      schema: {
        tags: ['events'],
        summary: 'A guest answers (or changes their answer) through their link, until the event',
        body: RsvpReplySchema,
        response: { 200: RsvpAnswer, ...eventErrors },
      },
    },
    async (request) => ({ rsvp: await replyToRsvp(ctx.db, request.body) }),
  );
};
