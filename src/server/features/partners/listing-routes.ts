// A partner's own listings (issue 7 portal listings): pause and resume (a paused listing leaves Discover and takes
// no bookings until resumed), read and save in the editor, and duplicate. Someone else's listing is not found, as if
// it did not exist.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { LISTING_STATES } from '#shared/account.ts';
import { listingCompleteness } from '#shared/completeness.ts';
import {
  checkListingEdit,
  EditableListingSchema,
  LISTING_EDIT_MESSAGES,
  ListingCompletenessSchema,
  ListingEditDataSchema,
} from '#shared/listing-edit.ts';
import { PartnerTypeSchema } from '#shared/validation/auth.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { recordAudit } from '../../db/audit.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import {
  duplicateListing,
  readEditableListing,
  readOwnEditableListings,
  saveListingEdit,
  setListingActive,
  storedPhotos,
} from '../listings/index.ts';

const ListingParams = z.object({ kind: PartnerTypeSchema, id: z.uuid(LISTING_EDIT_MESSAGES.notFound) });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const notFound = { error: { code: 'NOT_FOUND', message: LISTING_EDIT_MESSAGES.notFound } };
const suspended = { error: { code: 'SUSPENDED', message: LISTING_EDIT_MESSAGES.suspended } };

export const partnerListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = { db: app.db, changes: app.listingChanges };

  app.patch(
    '/api/partner/listings/:kind/:id',
    {
      preHandler: requireRole('venue', 'vendor'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['partners'],
        summary: 'Pauses or resumes one of the viewer’s listings',
        params: ListingParams,
        body: z.object({ active: z.boolean() }),
        response: { 200: z.object({ state: z.enum(LISTING_STATES) }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const state = await setListingActive(
        writer,
        request.params.kind,
        request.params.id,
        viewer.id,
        request.body.active,
      );
      if (state === 'suspended') return reply.status(409).send(suspended);
      if (state === 'not-found') return reply.status(404).send(notFound);
      await recordAudit(app.db, {
        actorId: viewer.id,
        action: request.body.active ? 'listing.resumed' : 'listing.paused',
        subjectType: request.params.kind,
        subjectId: request.params.id,
      });
      return { state };
    },
  );

  app.get(
    '/api/partner/listings/completeness',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: {
        tags: ['partners'],
        summary: 'How complete each of the viewer’s listings is, least complete first',
        response: { 200: z.object({ listings: z.array(ListingCompletenessSchema) }), ...errors },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      const listings = await readOwnEditableListings(app.db, viewer.id);
      return {
        listings: listings
          .map((listing) => {
            const { percent, checks } = listingCompleteness(listing);
            const missing = checks
              .filter((c) => !c.done)
              .map(({ key, label, required, section }) => ({ key, label, required, section }));
            return {
              kind: listing.kind,
              id: listing.id,
              name: String(listing.data.listing.name ?? ''),
              state: listing.state,
              percent,
              missing,
            };
          })
          .sort((a, b) => a.percent - b.percent || a.name.localeCompare(b.name)),
      };
    },
  );

  app.get(
    '/api/partner/listings/:kind/:id',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: {
        tags: ['partners'],
        summary: 'One of the viewer’s listings, as the editor shows it',
        params: ListingParams,
        response: { 200: EditableListingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const listing = await readEditableListing(
        app.db,
        request.params.kind,
        request.params.id,
        (await signedInViewer(request)).id,
      );
      return listing ?? reply.status(404).send(notFound);
    },
  );

  app.put(
    '/api/partner/listings/:kind/:id',
    {
      preHandler: requireRole('venue', 'vendor'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['partners'],
        summary: 'Saves the viewer’s listing from the editor; it keeps its approval and whether it is live',
        params: ListingParams,
        body: ListingEditDataSchema,
        response: { 200: EditableListingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const { kind, id } = request.params;
      const current = await readEditableListing(app.db, kind, id, viewer.id);
      if (!current) return reply.status(404).send(notFound);
      if (current.state === 'suspended') return reply.status(409).send(suspended);
      const checked = checkListingEdit(kind, request.body);
      if (!checked.ok)
        return reply.status(400).send({
          error: { code: 'INVALID_LISTING', message: LISTING_EDIT_MESSAGES.invalid, details: checked.problems },
        });
      const photos = await storedPhotos(app.db, current, checked.value.photos, viewer.id);
      if (!photos)
        return reply.status(400).send({
          error: {
            code: 'INVALID_LISTING',
            message: LISTING_EDIT_MESSAGES.invalid,
            details: { photos: [LISTING_EDIT_MESSAGES.foreignPhoto] },
          },
        });
      await saveListingEdit(writer, kind, id, { ...checked.value, photos });
      await recordAudit(app.db, { actorId: viewer.id, action: 'listing.edited', subjectType: kind, subjectId: id });
      return (await readEditableListing(app.db, kind, id, viewer.id))!;
    },
  );

  app.post(
    '/api/partner/listings/:kind/:id/duplicate',
    {
      preHandler: requireRole('venue', 'vendor'),
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['partners'],
        summary: 'Copies one of the viewer’s listings, paused, to edit into another',
        params: ListingParams,
        body: z.object({}).nullish(),
        response: { 201: z.object({ id: z.string(), kind: PartnerTypeSchema, message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const { kind, id } = request.params;
      const copy = await duplicateListing(writer, kind, id, viewer.id);
      if (copy === null) return reply.status(404).send(notFound);
      if (copy === 'suspended') return reply.status(409).send(suspended);
      await recordAudit(app.db, {
        actorId: viewer.id,
        action: 'listing.duplicated',
        subjectType: kind,
        subjectId: copy.id,
        details: { from: id },
      });
      return reply.status(201).send({ id: copy.id, kind, message: LISTING_EDIT_MESSAGES.duplicated });
    },
  );
};
