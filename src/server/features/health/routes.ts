import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), migration: z.string().nullable() }),
  uptimeSeconds: z.number(),
  /** Start-up work still under way: listing artwork rendered ahead of the first visitors. */
  artworkCache: z.enum(['cold', 'warming', 'warm']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Database kind, newest applied migration, uptime and whether start-up work is done',
        response: { 200: HealthSchema },
      },
    },
    async () => ({
      status: 'ok' as const,
      database: { kind: app.database.kind, migration: await app.database.migrationVersion() },
      uptimeSeconds: Math.round((Date.now() - app.startedAt) / 1000),
      artworkCache: app.artworkWarmUp.state,
    }),
  );
};
