// The local default: the "database" transport keeps every message in mail_outbox with what became of it (nothing
// leaves the machine; /dev/mailbox shows it outside production).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mailer } from './types.ts';

async function jsonTransporter() {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({ jsonTransport: true });
}
type JsonTransporter = Awaited<ReturnType<typeof jsonTransporter>>;

export function databaseMailer(db: Db, from: string): Mailer {
  // jsonTransport builds the whole message (headers, encoding) without sending it anywhere. nodemailer (about 14 MB
  // of memory) is imported at the first mail.
  let transporter: Promise<JsonTransporter> | undefined;
  const transport = () => (transporter ??= jsonTransporter());
  return {
    transport: 'database',
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, from, transport: 'database' })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      try {
        const info = await (await transport()).sendMail({ from, ...mail });
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
