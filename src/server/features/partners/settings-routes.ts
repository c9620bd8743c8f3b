// /partner/settings: the partner's business details (name, phone, address, licence, tax id) and whether they are
// mailed about bookings and messages. Saved whole; a change of business details is audit-logged.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import { PartnerSettingsRequestSchema, PartnerSettingsSchema, type PartnerSettings } from '#shared/partners.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { profiles } from '../../db/schema/index.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { requireRole, signedInViewer } from '../auth/index.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

async function readSettings(db: Db, userId: string): Promise<PartnerSettings> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return {
    businessName: row?.businessName ?? '',
    phone: row?.phone ?? '',
    businessAddress: row?.businessAddress ?? '',
    businessLicense: row?.businessLicense ?? '',
    taxId: row?.taxId ?? '',
    portalNotificationsEnabled: row?.portalNotificationsEnabled ?? true,
  };
}

export const partnerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const partnerOnly = requireRole('venue', 'vendor');

  app.get(
    '/api/partner/settings',
    {
      preHandler: partnerOnly,
      schema: {
        tags: ['partners'],
        summary: "The partner's business details and notification choice",
        response: { 200: PartnerSettingsSchema, ...errors },
      },
    },
    async (request) => readSettings(app.db, (await signedInViewer(request)).id),
  );

  app.put(
    '/api/partner/settings',
    {
      preHandler: partnerOnly,
      config: routeLimit('standard'),
      schema: {
        tags: ['partners'],
        summary: 'Saves the partner’s business details and notification choice',
        body: PartnerSettingsRequestSchema,
        response: { 200: PartnerSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      const before = await readSettings(app.db, viewer.id);
      const next = request.body;
      await app.db
        .update(profiles)
        .set({
          businessName: next.businessName,
          phone: next.phone,
          businessAddress: next.businessAddress,
          businessLicense: next.businessLicense ?? null,
          taxId: next.taxId ?? null,
          portalNotificationsEnabled: next.portalNotificationsEnabled,
        })
        .where(eq(profiles.id, viewer.id));
      const changed = (['businessName', 'phone', 'businessAddress', 'businessLicense', 'taxId'] as const).filter(
        (key) => before[key] !== (next[key] ?? ''),
      );
      if (changed.length)
        await recordAudit(app.db, {
          actorId: viewer.id,
          action: 'partner.business_updated',
          subjectType: 'profile',
          subjectId: viewer.id,
          details: { changed },
        });
      return readSettings(app.db, viewer.id);
    },
  );
};
