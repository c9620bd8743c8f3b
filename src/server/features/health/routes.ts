import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';

const ReadyHealthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), migration: z.string().nullable() }),
  uptimeSeconds: z.number(),
  /** Start-up work still under way: listing artwork rendered ahead of the first visitors. */
  artworkCache: z.enum(['cold', 'warming', 'warm']),
});

/** Listening, with the database still being prepared (ADR 020), or its preparation failed. */
const StartingHealthSchema = z.object({
  status: z.enum(['starting', 'failed']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']) }),
  uptimeSeconds: z.number(),
});

export const HealthSchema = z.discriminatedUnion('status', [ReadyHealthSchema, StartingHealthSchema]);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const uptimeSeconds = () => Math.round((Date.now() - app.startedAt) / 1000);
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Database kind, newest applied migration, uptime and whether start-up work is done',
        description: 'Answers 503 with status "starting" until the database is prepared ("failed" if it was not).',
        response: { 200: ReadyHealthSchema, 503: StartingHealthSchema },
      },
    },
    async (_request, reply) => {
      const { state } = app.readiness;
      if (state !== 'ready') {
        return reply
          .status(503)
          .header('retry-after', '1')
          .send({
            status: state === 'failed' ? ('failed' as const) : ('starting' as const),
            database: { kind: app.database.kind },
            uptimeSeconds: uptimeSeconds(),
          });
      }
      return {
        status: 'ok' as const,
        database: { kind: app.database.kind, migration: await app.database.migrationVersion() },
        uptimeSeconds: uptimeSeconds(),
        artworkCache: app.artworkWarmUp.state,
      };
    },
  );
};
