// Mail goes through nodemailer; every message is also kept in mail_outbox with what became of it.
// Local default: the "database" transport (nothing leaves the machine, /dev/mailbox shows it).
// Real: SMTP by SMTP_URL.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { behindBreaker } from '../behind-breaker.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly transport: 'database' | 'smtp';
  send(mail: OutgoingMail): Promise<{ id: string }>;
}

export function createMailer(env: Env, db: Db): Mailer {
  const transport = env.SMTP_URL ? 'smtp' : 'database';
  // jsonTransport builds the whole message (headers, encoding) without sending it anywhere.
  const built: Transporter = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : nodemailer.createTransport({ jsonTransport: true });
  // An SMTP server that is down fails fast behind the breaker; the mail stays in the outbox as failed.
  const transporter = env.SMTP_URL ? behindBreaker(built) : built;

  return {
    transport,
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, from: env.MAIL_FROM, transport })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      try {
        const info = await transporter.sendMail({ from: env.MAIL_FROM, ...mail });
        await db.update(mailOutbox).set({ status: 'sent', providerMessageId: info.messageId, sentAt: new Date() }).where(eq(mailOutbox.id, id));
      } catch (error) {
        await db.update(mailOutbox).set({ status: 'failed', error: String(error) }).where(eq(mailOutbox.id, id));
        throw error;
      }
      return { id };
    },
  };
}
