// Partner onboarding over HTTP (§1): the wizard's draft is saved as the partner goes (GET/PUT
// /api/onboarding/{type}) and resumed where they left; submitting checks every step, makes the listing (waiting for
// approval and payouts) and sends the partner application in one go.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  checkDraft,
  DraftSchema,
  ONBOARDING_MESSAGES,
  OnboardingDraftDataSchema,
  SaveDraftRequestSchema,
} from '#shared/onboarding.ts';
import { OwnApplicationSchema } from '#shared/partners.ts';
import { uploadedPhotoUrl } from '#shared/uploads.ts';
import { PartnerTypeSchema } from '#shared/validation/auth.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { onboardingDrafts, partnerApplications, uploadedPhotos } from '../../db/schema/index.ts';
import { appUrl } from '../../env.ts';
import { forgetViewer, requireUser, signedInViewer } from '../auth/index.ts';
import { createListing } from '../listings/index.ts';
import { mailApplicant, submitApplication } from '../partners/index.ts';

const TypeParams = z.object({ type: PartnerTypeSchema });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 413: ApiErrorSchema };
/** A draft holds text and photo references, never files: this is plenty. */
const MAX_DRAFT_BYTES = 64 * 1024;

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailing = { db: app.db, mailer: app.mailer, appUrl: appUrl(app.env), log: app.log };
  const writer = { db: app.db, changes: app.listingChanges };

  app.get(
    '/api/onboarding/:type',
    {
      preHandler: requireUser,
      schema: {
        tags: ['onboarding'],
        summary: "The viewer's saved onboarding for this partner type, if any",
        params: TypeParams,
        response: { 200: z.object({ draft: DraftSchema.nullable() }), ...errors },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      const [row] = await app.db
        .select()
        .from(onboardingDrafts)
        .where(and(eq(onboardingDrafts.userId, viewer.id), eq(onboardingDrafts.partnerType, request.params.type)));
      if (!row) return { draft: null };
      const data = OnboardingDraftDataSchema.safeParse(row.data);
      return {
        draft: {
          step: DraftSchema.shape.step.catch('business').parse(row.step),
          data: data.success ? data.data : {},
          updatedAt: row.updatedAt.toISOString(),
        },
      };
    },
  );

  app.put(
    '/api/onboarding/:type',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['onboarding'],
        summary: 'Saves the onboarding draft (autosave)',
        params: TypeParams,
        body: SaveDraftRequestSchema,
        response: { 200: z.object({ updatedAt: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      if (JSON.stringify(request.body.data).length > MAX_DRAFT_BYTES)
        return reply
          .status(413)
          .send({ error: { code: 'DRAFT_TOO_LARGE', message: ONBOARDING_MESSAGES.draftTooLarge } });
      const values = {
        userId: viewer.id,
        partnerType: request.params.type,
        step: request.body.step,
        data: request.body.data,
        updatedAt: new Date(),
      };
      const [row] = await app.db
        .insert(onboardingDrafts)
        .values(values)
        .onConflictDoUpdate({
          target: [onboardingDrafts.userId, onboardingDrafts.partnerType],
          set: { step: values.step, data: values.data, updatedAt: values.updatedAt },
        })
        .returning({ updatedAt: onboardingDrafts.updatedAt });
      return { updatedAt: row!.updatedAt.toISOString() };
    },
  );

  app.post(
    '/api/onboarding/:type/submit',
    {
      preHandler: requireUser,
      config: routeLimit('hourly'),
      schema: {
        tags: ['onboarding'],
        summary: 'Submits the onboarding: the listing (pending approval and payouts) and the partner application',
        params: TypeParams,
        response: {
          201: z.object({
            application: OwnApplicationSchema.nullable(),
            listing: z.object({ id: z.string(), kind: PartnerTypeSchema }),
            message: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const { type } = request.params;
      const [row] = await app.db
        .select()
        .from(onboardingDrafts)
        .where(and(eq(onboardingDrafts.userId, viewer.id), eq(onboardingDrafts.partnerType, type)));
      const checked = checkDraft(type, OnboardingDraftDataSchema.catch({}).parse(row?.data ?? {}));
      if (!checked.ok)
        return reply
          .status(400)
          .send({ error: { code: 'INCOMPLETE', message: ONBOARDING_MESSAGES.incomplete, details: checked.problems } });
      // Only the viewer's own uploads may be shown on their listing.
      const photoIds = checked.value.photos.map((p) => p.id);
      const own = await app.db
        .select({ id: uploadedPhotos.id })
        .from(uploadedPhotos)
        .where(and(inArray(uploadedPhotos.id, photoIds), eq(uploadedPhotos.userId, viewer.id)));
      if (own.length !== new Set(photoIds).size)
        return reply.status(400).send({
          error: {
            code: 'INCOMPLETE',
            message: ONBOARDING_MESSAGES.incomplete,
            details: { photos: ['Upload these photos again.'] },
          },
        });
      // Each photo is shown from its upload's own address: the draft's URL is the client's word, not a record.
      const photos = checked.value.photos.map((photo) => ({ ...photo, url: uploadedPhotoUrl(photo.id) }));

      const [approved] = await app.db
        .select({ id: partnerApplications.id })
        .from(partnerApplications)
        .where(
          and(
            eq(partnerApplications.userId, viewer.id),
            eq(partnerApplications.partnerType, type),
            eq(partnerApplications.status, 'approved'),
          ),
        );
      // An approved partner's new listing needs no new application.
      const application = approved
        ? null
        : await submitApplication(app.db, viewer.id, { partnerType: type, ...checked.value.business });
      const listing = await createListing(writer, viewer, type, { ...checked.value, photos }, Boolean(approved));
      await app.db
        .delete(onboardingDrafts)
        .where(and(eq(onboardingDrafts.userId, viewer.id), eq(onboardingDrafts.partnerType, type)));
      forgetViewer(request);
      if (application) await mailApplicant(mailing, viewer.id, 'received', application.businessName, null);
      return reply
        .status(201)
        .send({ application, listing: { id: listing.id, kind: type }, message: ONBOARDING_MESSAGES.submitted });
    },
  );
};
