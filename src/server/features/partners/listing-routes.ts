// A partner pauses and resumes their own listings (issue 7 portal listings): a paused listing leaves Discover and
// takes no bookings until resumed. Someone else's listing is not found, as if it did not exist.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { LISTING_STATES, listingState } from '#shared/account.ts';
import { PartnerTypeSchema } from '#shared/validation/auth.ts';
import { ApiErrorSchema } from '../../api-error.ts';
import { auditLog, vendors, venues } from '../../db/schema/index.ts';
import { requireRole, signedInViewer } from '../auth/viewer.ts';
import { pollListingChanges } from '../search/search-context.ts';

const SUSPENDED_MESSAGE = 'Our team suspended this listing: reply to their mail to have it reinstated.';

export const partnerListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/partner/listings/:kind/:id',
    {
      preHandler: requireRole('venue', 'vendor'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['partners'],
        summary: 'Pauses or resumes one of the viewer’s listings',
        params: z.object({ kind: PartnerTypeSchema, id: z.uuid('This listing was not found.') }),
        body: z.object({ active: z.boolean() }),
        response: { 200: z.object({ state: z.enum(LISTING_STATES) }), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const table = request.params.kind === 'venue' ? venues : vendors;
      const [row] = await app.db
        .update(table)
        .set({ isActive: request.body.active })
        // A suspended listing stays off until an admin reinstates it.
        .where(and(eq(table.id, request.params.id), eq(table.userId, viewer.id), ne(table.status, 'suspended')))
        .returning({ isActive: table.isActive, approvalStatus: table.approvalStatus, status: table.status });
      if (!row) {
        const [held] = await app.db.select({ id: table.id }).from(table).where(and(eq(table.id, request.params.id), eq(table.userId, viewer.id), eq(table.status, 'suspended')));
        if (held) return reply.status(409).send({ error: { code: 'SUSPENDED', message: SUSPENDED_MESSAGE } });
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'This listing was not found.' } });
      }
      await app.db.insert(auditLog).values({ actorId: viewer.id, action: request.body.active ? 'listing.resumed' : 'listing.paused', subjectType: request.params.kind, subjectId: request.params.id });
      await pollListingChanges(app.listingSearch);
      return { state: listingState(row) };
    },
  );
};
