// Profile, settings, role switch, partner signup and §7 add_partner_role_to_user; the customer and partner overviews.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CustomerOverviewSchema,
  PartnerOverviewSchema,
  PartnerSignUpResponseSchema,
  ProfileSchema,
  SwitchRoleSchema,
  UpdateProfileSchema,
} from '#shared/account.ts';
import { AUTH_ERRORS } from '#shared/errors.ts';
import { ROLE_ERRORS, switchRole, isPartnerRole } from '#shared/roles.ts';
import { safeRedirectPath } from '#shared/safe-redirect.ts';
import { MeSchema } from '#shared/session.ts';
import { EmailSchema } from '#shared/validation/fields.ts';
import {
  BusinessNameSchema,
  FirstNameSchema,
  LastNameSchema,
  PartnerTypeSchema,
  PasswordSchema,
} from '#shared/validation/auth.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { profiles } from '../../db/schema/index.ts';
import { appUrl } from '../../env.ts';
import {
  authLimitFor,
  checkAuthLimit,
  recordAuthAttempt,
  routedUrl,
  getMe,
  forgetViewer,
  requireRole,
  requireUser,
  signedInViewer,
} from '../auth/index.ts';
import { addPartnerRole } from '../partners/index.ts';
import { customerOverview, partnerOverview } from './overviews.ts';
import { partnerSignUp } from './partner-sign-up.ts';
import { getProfile, toProfile, updateProfile } from './profile.ts';

/** A path on this site, whichever origin it is read from: '/%2e%2e//evil.example' is not one. */
const sameSitePath = z
  .string()
  .refine(
    (p) => p.startsWith('/') && safeRedirectPath(p, 'https://site.invalid', null) !== null,
    'Must be a path on this site',
  );

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user’s profile',
        response: { 200: ProfileSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await getProfile(app.db, (await signedInViewer(request)).id);
      if (!row)
        return reply.status(401).send({ error: { code: 'UNAUTHENTICATED', message: AUTH_ERRORS.notAuthenticated } });
      return toProfile(row);
    },
  );

  app.patch(
    '/api/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Edit name, phone and notification and haptics settings',
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const row = await updateProfile(app.db, viewer.id, request.body);
      if (!row)
        return reply.status(401).send({ error: { code: 'UNAUTHENTICATED', message: AUTH_ERRORS.notAuthenticated } });
      if (request.body.fullName)
        await app.auth.api.updateUser({
          body: { name: request.body.fullName },
          headers: fromNodeHeaders(request.headers),
        });
      return toProfile(row);
    },
  );

  app.put(
    '/api/me/active-role',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Switch the active role (spec §4, §5 Roles)',
        body: SwitchRoleSchema,
        response: { 200: MeSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const result = switchRole(request.body.role, viewer.roles);
      if (!result.ok)
        return reply.status(403).send({ error: { code: 'ROLE_NOT_HELD', message: ROLE_ERRORS.cannotSwitch } });
      await app.db.update(profiles).set({ activeRole: result.role }).where(eq(profiles.id, viewer.id));
      forgetViewer(request);
      return getMe(request);
    },
  );

  app.post(
    '/api/partners/sign-up',
    {
      schema: {
        tags: ['account'],
        summary: 'Create a partner account and its partner role in one step',
        body: z.object({
          firstName: FirstNameSchema,
          lastName: LastNameSchema,
          businessName: BusinessNameSchema,
          partnerType: PartnerTypeSchema,
          email: EmailSchema,
          password: PasswordSchema,
          callbackURL: sameSitePath.optional(),
        }),
        response: { 201: PartnerSignUpResponseSchema, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const limit = authLimitFor(request, routedUrl(request, appUrl(app.env)));
      const blocked = limit && (await checkAuthLimit(request, limit));
      if (blocked) return reply.status(429).header('retry-after', String(blocked.retryAfterSeconds)).send(blocked.body);
      const result = await partnerSignUp(request, request.body);
      if (limit) await recordAuthAttempt(request, limit, result.ok ? 201 : result.status);
      if (!result.ok)
        return reply.status(result.status).send({ error: { code: result.code, message: result.message } });
      return reply.status(201).send({
        userId: result.userId,
        email: result.email,
        partnerType: request.body.partnerType,
        emailVerified: result.emailVerified,
      });
    },
  );

  app.post(
    '/api/rpc/add_partner_role_to_user',
    {
      preHandler: requireUser,
      schema: {
        tags: ['rpc'],
        summary: '§7 add_partner_role_to_user: add a venue or vendor partner role to the signed-in user',
        body: z.object({ user_id: z.string(), partner_type: z.string(), business_name: BusinessNameSchema }),
        response: {
          200: z.object({ success: z.literal(true), data: MeSchema }),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const { user_id, partner_type, business_name } = request.body;
      if (user_id !== viewer.id)
        return reply.status(403).send({ error: { code: 'FORBIDDEN', message: AUTH_ERRORS.notAuthenticated } });
      if (!isPartnerRole(partner_type))
        return reply
          .status(400)
          .send({ error: { code: 'INVALID_PARTNER_TYPE', message: AUTH_ERRORS.partnerTypeNotFound } });
      await addPartnerRole(app.db, viewer.id, partner_type, business_name.trim());
      forgetViewer(request);
      return { success: true as const, data: await getMe(request) };
    },
  );

  app.get(
    '/api/dashboard/overview',
    {
      preHandler: requireRole('customer'),
      schema: { tags: ['dashboard'], summary: 'Customer dashboard numbers', response: { 200: CustomerOverviewSchema } },
    },
    async (request) => customerOverview(app.db, (await signedInViewer(request)).id),
  );

  app.get(
    '/api/portal/overview',
    {
      preHandler: requireRole('venue', 'vendor'),
      schema: { tags: ['portal'], summary: 'Partner portal overview', response: { 200: PartnerOverviewSchema } },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      return partnerOverview(app.db, viewer.id, viewer.roles.filter(isPartnerRole));
    },
  );
};
