// Mail goes through nodemailer. Local default: the "database" transport keeps every message in mail_outbox with what
// became of it (nothing leaves the machine; /dev/mailbox shows it outside production). Real: SMTP by SMTP_URL, which
// keeps nothing: a stored mail holds reset and verification links, and a configured site has no mailbox to read them.
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { databaseMailer } from './database.ts';
import { smtpMailer } from './smtp.ts';
import type { Mailer } from './types.ts';

export type { Mailer, OutgoingMail } from './types.ts';
export {
  applicationMail,
  coHostInvitationMail,
  guestInvitationMail,
  passwordResetMail,
  receiptMail,
  sharePaidMail,
  shareRequestMail,
  shareTakenBackMail,
  supportInboxMail,
  timelineChangedMail,
  verificationMail,
} from './templates.ts';

export function createMailer(env: Env, db: Db): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : databaseMailer(db, env.MAIL_FROM);
}
