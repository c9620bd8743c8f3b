// /dev/mailbox: the mails the local transport kept. It holds reset and verification links, so it exists only outside
// production while mail stays in the database (no SMTP_URL), and answers only requests made on this machine (the
// connection's own address, never a forwarded header) unless DEV_MAILBOX=open.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { madeOnThisMachine } from '../../http/index.ts';
import { renderMailbox } from './render-mailbox.ts';

const MailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

export const MAILBOX_ERRORS = {
  notHere:
    'The dev mailbox answers only browsers on the machine the server runs on (set DEV_MAILBOX=open to read it from elsewhere).',
} as const;

/** Whether the app serves the mailbox at all. */
export const servesMailbox = (env: Env) => env.NODE_ENV !== 'production' && !env.SMTP_URL;

export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!servesMailbox(app.env)) return;
  if (app.env.DEV_MAILBOX === 'loopback') {
    app.addHook('onRequest', async (request, reply) => {
      if (!madeOnThisMachine(request))
        return reply.status(403).send({ error: { code: 'FORBIDDEN', message: MAILBOX_ERRORS.notHere } });
    });
  }

  const list = async (to?: string) => {
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(100);
    return rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    }));
  };

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail kept by the local transport (not in production; this machine only unless DEV_MAILBOX=open)',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.array(MailSchema) },
      },
    },
    async (request) => list(request.query.to),
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderMailbox(await list(request.query.to), request.query.to)),
  );
};
