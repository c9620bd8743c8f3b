// Partner applications over HTTP: the applicant submits and follows theirs; admins review the queue and decide
// (admin role only, §6). Each decision mails the applicant.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  ApplicationDecisionSchema,
  ApplicationDetailSchema,
  ApplicationListQuerySchema,
  ApplicationSummarySchema,
  OwnApplicationSchema,
  PARTNER_MESSAGES,
  PartnerApplicationRequestSchema,
} from '#shared/partners.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { appUrl } from '../../env.ts';
import { forgetViewer, requireRole, requireUser, signedInViewer } from '../auth/index.ts';
import { mailApplicant } from './applicant-mail.ts';
import {
  applicationDetail,
  decideApplication,
  listApplications,
  ownApplications,
  submitApplication,
} from './applications.ts';
import { partnerListingRoutes } from './listing-routes.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { partnerSettingsRoutes } from './settings-routes.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const IdParams = z.object({ id: z.uuid(PARTNER_MESSAGES.notFound) });

export const partnerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = { db: app.db, changes: app.listingChanges };
  const mailing = { db: app.db, mailer: app.mailer, appUrl: appUrl(app.env), log: app.log };

  app.post(
    '/api/partner/applications',
    {
      preHandler: requireUser,
      config: routeLimit('hourly'),
      schema: {
        tags: ['partners'],
        summary: 'Submits the viewer’s partner application (or sends it again after a request for more)',
        body: PartnerApplicationRequestSchema,
        response: { 201: z.object({ application: OwnApplicationSchema, message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const application = await submitApplication(app.db, viewer.id, request.body);
      forgetViewer(request);
      await mailApplicant(mailing, viewer.id, 'received', application.businessName, null);
      return reply.status(201).send({ application, message: PARTNER_MESSAGES.submitted });
    },
  );

  app.get(
    '/api/partner/applications',
    {
      preHandler: requireUser,
      schema: {
        tags: ['partners'],
        summary: 'The viewer’s partner applications, newest first',
        response: { 200: z.object({ applications: z.array(OwnApplicationSchema) }), ...errors },
      },
    },
    async (request) => ({ applications: await ownApplications(app.db, (await signedInViewer(request)).id) }),
  );

  app.get(
    '/api/admin/applications',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The review queue (20 a page): open ones oldest first',
        querystring: ApplicationListQuerySchema,
        response: {
          200: z.object({
            applications: z.array(ApplicationSummarySchema),
            total: z.number().int(),
            nextPage: z.number().int().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => listApplications(app.db, request.query),
  );

  app.get(
    '/api/admin/applications/:id',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'One application with its listings, payouts and history',
        params: IdParams,
        response: { 200: z.object({ application: ApplicationDetailSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const application = await applicationDetail(app.db, request.params.id);
      if (!application)
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: PARTNER_MESSAGES.notFound } });
      return { application };
    },
  );

  app.post(
    '/api/admin/applications/:id/decision',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Approves, rejects (with a reason) or asks for more information; audit-logged and mailed',
        params: IdParams,
        body: ApplicationDecisionSchema,
        response: { 200: z.object({ application: ApplicationDetailSchema }), ...errors },
      },
    },
    async (request) => {
      const admin = await signedInViewer(request);
      const decided = await decideApplication(writer, admin.id, request.params.id, request.body);
      await mailApplicant(
        mailing,
        decided.userId,
        decided.status as 'approved' | 'rejected' | 'needs_info',
        decided.businessName,
        decided.reviewNotes,
      );
      return { application: (await applicationDetail(app.db, decided.id))! };
    },
  );
};

/** The partners feature: applications, the partner's listings and settings, and the admins' moderation. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(partnerApplicationRoutes);
  await app.register(partnerListingRoutes);
  await app.register(moderationRoutes);
  await app.register(partnerSettingsRoutes);
};
