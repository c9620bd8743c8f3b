// Listing moderation (issue 7 admin): an admin suspends a listing (status 'suspended': out of Discover, no bookings,
// and its partner cannot resume it) with a reason the partner is mailed, or lifts the suspension. Audit-logged.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LISTING_STATES } from '#shared/account.ts';
import { PartnerTypeSchema } from '#shared/validation/auth.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { user } from '../../db/schema/index.ts';
import { recordAudit } from '../../db/audit.ts';
import { appUrl } from '../../env.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';
import { moderateListing } from '../listings/index.ts';

const ModerationSchema = z
  .object({ action: z.enum(['suspend', 'reinstate']), reason: z.string().trim().max(1000).optional() })
  .refine((m) => m.action === 'reinstate' || (m.reason?.length ?? 0) >= 5, {
    message: 'Say why, so the partner knows what to fix.',
    path: ['reason'],
  });

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = { db: app.db, changes: app.listingChanges };

  app.post(
    '/api/admin/listings/:kind/:id/moderation',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Suspends a listing (with a reason the partner is mailed) or reinstates it',
        params: z.object({ kind: PartnerTypeSchema, id: z.uuid('This listing was not found.') }),
        body: ModerationSchema,
        response: {
          200: z.object({ state: z.enum(LISTING_STATES) }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = await signedInViewer(request);
      const { kind, id } = request.params;
      const { action, reason } = request.body;
      const row = await moderateListing(writer, kind, id, action);
      if (!row) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'This listing was not found.' } });
      await recordAudit(app.db, {
        actorId: admin.id,
        action: `listing.${action === 'suspend' ? 'suspended' : 'reinstated'}`,
        subjectType: kind,
        subjectId: id,
        details: reason ? { reason } : {},
      });
      const [owner] = row.ownerId
        ? await app.db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, row.ownerId))
        : [];
      if (owner) {
        const text =
          action === 'suspend'
            ? `Hi ${owner.name}, we have taken ${row.name} off Eventide for now. Our reviewer wrote: "${reason}" Reply to this mail once it is addressed.`
            : `Hi ${owner.name}, ${row.name} is back on Eventide.`;
        await app.mailer
          .send({
            to: owner.email,
            subject: action === 'suspend' ? `${row.name} is suspended` : `${row.name} is back on Eventide`,
            text: `${text}\n\nYour listings: ${appUrl(app.env)}/partner/listings`,
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'a moderation mail failed'));
      }
      return { state: row.state };
    },
  );
};
