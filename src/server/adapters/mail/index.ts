// Mail goes through nodemailer. Local default: the "database" transport keeps every message in mail_outbox with what
// became of it (nothing leaves the machine; /dev/mailbox shows it outside production). Real: SMTP by SMTP_URL, which
// keeps nothing: a stored mail holds reset and verification links, and a configured site has no mailbox to read them.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
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
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : databaseMailer(db, env.MAIL_FROM);
}

function smtpMailer(url: string, from: string): Mailer {
  // An SMTP server that is down fails fast behind the breaker.
  const transporter = behindBreaker(nodemailer.createTransport(url));
  return {
    transport: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail });
      return { id: info.messageId };
    },
  };
}

function databaseMailer(db: Db, from: string): Mailer {
  // jsonTransport builds the whole message (headers, encoding) without sending it anywhere.
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    transport: 'database',
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, from, transport: 'database' })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      try {
        const info = await transporter.sendMail({ from, ...mail });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', providerMessageId: info.messageId, sentAt: new Date() })
          .where(eq(mailOutbox.id, id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String(error) })
          .where(eq(mailOutbox.id, id));
        throw error;
      }
      return { id };
    },
  };
}
