// An event's run of show (issue 48, step 4): read by everyone on the event (a partner once a line of theirs is
// booked), changed by its organizer and co-hosts, and taken into a calendar as an .ics file.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { EventTimelineSchema, TIMELINE_MESSAGES, TimelineEntryRequestSchema } from '#shared/event-timeline.ts';
import { routeLimit } from '../../http/index.ts';
import { requireUser } from '../auth/index.ts';
import { eventContextOf } from './event-context.ts';
import { accessOf, eventErrors, EventParams } from './route-access.ts';
import { timelineCalendar } from './timeline-calendar.ts';
import { addTimelineEntry, changeTimelineEntry, removeTimelineEntry, timelineOf } from './timeline.ts';

const EntryParams = EventParams.extend({ entryId: z.uuid(TIMELINE_MESSAGES.entryNotFound) });
const TimelineAnswer = z.object({ timeline: EventTimelineSchema });

export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = eventContextOf(app);

  app.get(
    '/api/events/:id/timeline',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The run of show: timed entries and who does each, on the venue’s clock',
        params: EventParams,
        response: { 200: TimelineAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const { access, viewer } = await accessOf(ctx, request);
      return { timeline: await timelineOf(ctx.db, access, viewer) };
    },
  );

  app.get(
    '/api/events/:id/timeline.ics',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The run of show as an iCalendar file, the viewer’s own entries marked',
        params: EventParams,
        response: { 200: z.string(), ...eventErrors },
      },
    },
    async (request, reply) => {
      const { access, viewer } = await accessOf(ctx, request);
      const timeline = await timelineOf(ctx.db, access, viewer);
      const { reference, id } = access.booking;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="run-of-show-${reference}.ics"`)
        .send(timelineCalendar(timeline, reference, `${ctx.appUrl}/events/${id}`));
    },
  );

  app.post(
    '/api/events/:id/timeline',
    {
      preHandler: requireUser,
      config: routeLimit('moderate'),
      schema: {
        tags: ['events'],
        summary: 'The organizer or a co-host adds an entry to the run of show',
        params: EventParams,
        body: TimelineEntryRequestSchema,
        response: { 201: TimelineAnswer, ...eventErrors },
      },
    },
    async (request, reply) => {
      const { access, viewer } = await accessOf(ctx, request);
      await addTimelineEntry(ctx.db, access, viewer, request.body);
      return reply.status(201).send({ timeline: await timelineOf(ctx.db, access, viewer) });
    },
  );

  app.put(
    '/api/events/:id/timeline/:entryId',
    {
      preHandler: requireUser,
      config: routeLimit('moderate'),
      schema: {
        tags: ['events'],
        summary: 'The organizer or a co-host changes an entry of the run of show',
        params: EntryParams,
        body: TimelineEntryRequestSchema,
        response: { 200: TimelineAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const { access, viewer } = await accessOf(ctx, request);
      await changeTimelineEntry(ctx.db, access, viewer, request.params.entryId, request.body);
      return { timeline: await timelineOf(ctx.db, access, viewer) };
    },
  );

  app.delete(
    '/api/events/:id/timeline/:entryId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['events'],
        summary: 'The organizer or a co-host takes an entry off the run of show',
        params: EntryParams,
        response: { 200: TimelineAnswer, ...eventErrors },
      },
    },
    async (request) => {
      const { access, viewer } = await accessOf(ctx, request);
      await removeTimelineEntry(ctx.db, access, viewer, request.params.entryId);
      return { timeline: await timelineOf(ctx.db, access, viewer) };
    },
  );
};
