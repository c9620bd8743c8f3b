// /dev/mailbox: the mails the local transport kept, outside production only.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.ts';
import { renderMailbox } from './render-mailbox.ts';

const MailSchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(), status: z.string(), createdAt: z.string() });

export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (to?: string) => {
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(100);
    return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, status: m.status, createdAt: m.createdAt.toISOString() }));
  };

  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['development'], summary: 'Mail kept by the local transport (not in production)', querystring: z.object({ to: z.string().optional() }), response: { 200: z.array(MailSchema) } } },
    async (request) => list(request.query.to),
  );

  app.get('/dev/mailbox', { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailbox(await list(request.query.to), request.query.to)),
  );
};
