// Mails the applicant about their application (received, or an admin's decision); a failed mail is logged, never
// fails the request that caused it.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import { applicationMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';

/** What an applicant mail needs: where to find the applicant, how to send, the app's address for links. */
export interface ApplicantMailer {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export async function mailApplicant(
  { db, mailer, appUrl, log }: ApplicantMailer,
  userId: string,
  event: Parameters<typeof applicationMail>[2],
  businessName: string,
  reason: string | null,
): Promise<void> {
  const [to] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!to) return;
  await mailer
    .send(applicationMail(to.email, to.name, event, { businessName, reason, appUrl }))
    .catch((error: unknown) => log.warn({ err: error }, 'an application mail failed'));
}
