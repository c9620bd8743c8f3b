// The partner's calendar: GET /api/partner/calendar over a range, blocking a day or hours of a venue or vendor and
// removing a block, reading their own calendars into a listing's blocks (adding one, reading it now, removing it), the
// private feed address (and a new one), and the feed itself at /api/calendar/{token}.ics for calendar apps.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BlockRequestSchema,
  CALENDAR_MESSAGES,
  CalendarFeedSchema,
  CalendarRangeSchema,
  PartnerCalendarSchema,
} from '#shared/partner-calendar.ts';
import {
  CALENDAR_IMPORT_MESSAGES,
  CalendarImportRequestSchema,
  CalendarImportSchema,
} from '#shared/calendar-imports.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { appUrl } from '../../env.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { blockTime, unblock } from '../listings/index.ts';
import {
  addCalendarImport,
  calendarImportsOf,
  ownsCalendarImport,
  removeCalendarImport,
  syncCalendarImport,
} from './calendar-sync.ts';
import { feedCalendar, feedToken, partnerCalendar } from './partner-calendar.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const ListingParams = z.object({ kind: z.enum(['venues', 'vendors']), id: z.uuid(CALENDAR_MESSAGES.notFound) });
const BlockParams = z.object({ id: z.uuid(CALENDAR_MESSAGES.blockNotFound) });
const ImportParams = z.object({ id: z.uuid(CALENDAR_IMPORT_MESSAGES.notFound) });
const partnerOnly = requireRole('venue', 'vendor');
const refuse = (code: string, message: string) => ({ error: { code, message } });
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The origin the request was sent to, so a feed's address and its links work from where the partner opened the site
 * (localhost or 127.0.0.1, a LAN name). Fastify reads X-Forwarded-Host and -Proto only from TRUST_PROXY's proxies.
 * APP_URL when the request names no usable host.
 */
function originOf(request: FastifyRequest, fallback: string): string {
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : fallback;
}

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = appUrl(app.env);
  const feedUrl = (request: FastifyRequest, token: string) => `${originOf(request, base)}/api/calendar/${token}.ics`;
  const writer = { db: app.db, changes: app.listingChanges };
  const importOf = async (ownerId: string, id: string) =>
    (await calendarImportsOf(app.db, ownerId)).find((found) => found.id === id)!;

  app.get(
    '/api/partner/calendar',
    {
      preHandler: partnerOnly,
      schema: {
        tags: ['calendar'],
        summary: "The partner's bookings and blocked times from one date to another",
        querystring: CalendarRangeSchema,
        response: { 200: PartnerCalendarSchema, ...errors },
      },
    },
    async (request) => partnerCalendar(app.db, (await signedInViewer(request)).id, request.query),
  );

  app.post(
    '/api/partner/:kind/:id/blocks',
    {
      preHandler: partnerOnly,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary:
          'Blocks a day, or some hours of it, of one of the partner’s venues or vendors: customers cannot book it',
        params: ListingParams,
        body: BlockRequestSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const listing = { kind: kind === 'venues' ? ('venue' as const) : ('vendor' as const), id };
      const result = await blockTime(writer, (await signedInViewer(request)).id, listing, request.body);
      switch (result.outcome) {
        case 'not-found':
          return reply.status(404).send(refuse('NOT_FOUND', CALENDAR_MESSAGES.notFound));
        case 'invalid':
          return reply.status(400).send(refuse('VALIDATION_ERROR', result.error));
        case 'booked':
          return reply.status(409).send(refuse('BOOKED', CALENDAR_MESSAGES.booked));
        case 'already-blocked':
          return reply.status(409).send(refuse('ALREADY_BLOCKED', CALENDAR_MESSAGES.alreadyBlocked));
        case 'blocked':
          return reply.status(201).send({ id: result.id });
      }
    },
  );

  app.delete(
    '/api/partner/blocks/:id',
    {
      preHandler: partnerOnly,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary: 'Opens a blocked time again',
        params: BlockParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await unblock(writer, (await signedInViewer(request)).id, request.params.id);
      if (removed === 'not-found') return reply.status(404).send(refuse('NOT_FOUND', CALENDAR_MESSAGES.blockNotFound));
      if (removed === 'from-calendar')
        return reply.status(409).send(refuse('FROM_CALENDAR', CALENDAR_MESSAGES.fromCalendar));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/partner/:kind/:id/calendar-imports',
    {
      preHandler: partnerOnly,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary:
          'Reads the partner’s own calendar (an iCalendar address) into a venue’s or vendor’s blocks, now and every 15 minutes',
        params: ListingParams,
        body: CalendarImportRequestSchema,
        response: { 201: CalendarImportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = (await signedInViewer(request)).id;
      const { kind, id } = request.params;
      const added = await addCalendarImport(
        app.calendarSync,
        ownerId,
        { kind: kind === 'venues' ? 'venue' : 'vendor', id },
        request.body.url,
      );
      switch (added.outcome) {
        case 'not-found':
          return reply.status(404).send(refuse('NOT_FOUND', CALENDAR_MESSAGES.notFound));
        case 'invalid':
          return reply.status(400).send(refuse('CALENDAR_UNREADABLE', added.error));
        case 'twice':
          return reply.status(409).send(refuse('ALREADY_IMPORTED', CALENDAR_IMPORT_MESSAGES.twice));
        case 'too-many':
          return reply.status(409).send(refuse('TOO_MANY_CALENDARS', CALENDAR_IMPORT_MESSAGES.tooMany));
        case 'added':
          return reply.status(201).send(await importOf(ownerId, added.id));
      }
    },
  );

  app.post(
    '/api/partner/calendar-imports/:id/sync',
    {
      preHandler: partnerOnly,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary: 'Reads one of the partner’s calendars again now; a failed read keeps the blocks of the last good one',
        params: ImportParams,
        body: z.object({}).nullish(),
        response: { 200: CalendarImportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = (await signedInViewer(request)).id;
      if (!(await ownsCalendarImport(app.db, ownerId, request.params.id)))
        return reply.status(404).send(refuse('NOT_FOUND', CALENDAR_IMPORT_MESSAGES.notFound));
      await syncCalendarImport(app.calendarSync, request.params.id);
      return importOf(ownerId, request.params.id);
    },
  );

  app.delete(
    '/api/partner/calendar-imports/:id',
    {
      preHandler: partnerOnly,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary: 'Stops reading one of the partner’s calendars; the blocks it gave are removed',
        params: ImportParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await removeCalendarImport(
        app.calendarSync,
        (await signedInViewer(request)).id,
        request.params.id,
      );
      if (removed === 'not-found')
        return reply.status(404).send(refuse('NOT_FOUND', CALENDAR_IMPORT_MESSAGES.notFound));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/partner/calendar/feed',
    {
      preHandler: partnerOnly,
      schema: {
        tags: ['calendar'],
        summary: "The partner's private calendar feed address",
        response: { 200: CalendarFeedSchema, ...errors },
      },
    },
    async (request) => ({ url: feedUrl(request, await feedToken(app.db, (await signedInViewer(request)).id)) }),
  );

  app.post(
    '/api/partner/calendar/feed/reset',
    {
      preHandler: partnerOnly,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary: 'Replaces the feed address; the old one stops working',
        body: z.object({}).nullish(),
        response: { 200: CalendarFeedSchema, ...errors },
      },
    },
    async (request) => ({
      url: feedUrl(request, await feedToken(app.db, (await signedInViewer(request)).id, true)),
    }),
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary: 'A partner’s calendar feed (iCalendar), for calendar apps',
        params: z.object({ token: z.string().min(20).max(64) }),
        response: { 200: z.string(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const ics = await feedCalendar(app.db, request.params.token, originOf(request, base));
      if (!ics)
        return reply
          .status(404)
          .send(refuse('NOT_FOUND', 'This calendar feed does not exist. Copy the address again from your portal.'));
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(ics);
    },
  );
};
