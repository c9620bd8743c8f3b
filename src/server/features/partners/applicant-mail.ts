// Mails the applicant about their application (received, or an admin's decision); a failed mail is logged, never
// fails the request that caused it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationMail } from '../../adapters/mail/index.ts';
import { user } from '../../db/schema/index.ts';
import { appUrl } from '../../env.ts';

export async function mailApplicant(
  app: FastifyInstance,
  userId: string,
  event: Parameters<typeof applicationMail>[2],
  businessName: string,
  reason: string | null,
): Promise<void> {
  const [to] = await app.db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!to) return;
  await app.mailer
    .send(applicationMail(to.email, to.name, event, { businessName, reason, appUrl: appUrl(app.env) }))
    .catch((error: unknown) => app.log.warn({ err: error }, 'an application mail failed'));
}
