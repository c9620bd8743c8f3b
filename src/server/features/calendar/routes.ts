// The partner's calendar: GET /api/partner/calendar over a range, blocking and unblocking a venue's day, the private
// feed address (and a new one), and the feed itself at /api/calendar/{token}.ics for calendar apps.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { shownDate } from '#shared/event-date-schemas.ts';
import {
  BlockDayRequestSchema,
  CALENDAR_MESSAGES,
  CalendarFeedSchema,
  CalendarRangeSchema,
  PartnerCalendarSchema,
} from '#shared/partner-calendar.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { appUrl } from '../../env.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { blockDay, unblockDay } from '../listings/index.ts';
import { feedCalendar, feedToken, partnerCalendar } from './partner-calendar.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const VenueParams = z.object({ id: z.uuid(CALENDAR_MESSAGES.notFound) });
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

  app.get(
    '/api/partner/calendar',
    {
      preHandler: partnerOnly,
      schema: {
        tags: ['calendar'],
        summary: "The partner's bookings and blocked days from one date to another",
        querystring: CalendarRangeSchema,
        response: { 200: PartnerCalendarSchema, ...errors },
      },
    },
    async (request) => partnerCalendar(app.db, (await signedInViewer(request)).id, request.query),
  );

  app.post(
    '/api/partner/venues/:id/blocked-dates',
    {
      preHandler: partnerOnly,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary: 'Blocks a day of one of the partner’s venues: customers cannot book it',
        params: VenueParams,
        body: BlockDayRequestSchema,
        response: { 201: z.object({ date: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { date, reason } = request.body;
      const outcome = await blockDay(writer, (await signedInViewer(request)).id, request.params.id, date, reason);
      if (outcome === 'not-found') return reply.status(404).send(refuse('NOT_FOUND', CALENDAR_MESSAGES.notFound));
      if (outcome === 'booked') return reply.status(409).send(refuse('BOOKED', CALENDAR_MESSAGES.booked));
      if (outcome === 'already-blocked')
        return reply.status(409).send(refuse('ALREADY_BLOCKED', CALENDAR_MESSAGES.alreadyBlocked));
      return reply.status(201).send({ date });
    },
  );

  app.delete(
    '/api/partner/venues/:id/blocked-dates/:date',
    {
      preHandler: partnerOnly,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['calendar'],
        summary: 'Opens a blocked day again',
        params: VenueParams.extend({ date: shownDate() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await unblockDay(
        writer,
        (await signedInViewer(request)).id,
        request.params.id,
        request.params.date,
      );
      if (!removed) return reply.status(404).send(refuse('NOT_FOUND', CALENDAR_MESSAGES.notFound));
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
