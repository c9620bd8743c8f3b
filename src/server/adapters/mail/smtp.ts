// Real mail: SMTP by SMTP_URL. Keeps nothing: a stored mail holds reset and verification links, and a configured
// site has no mailbox to read them.
import type { SendMailOptions } from 'nodemailer';
import { behindBreaker } from '../behind-breaker.ts';
import type { Mailer } from './types.ts';

async function smtpTransporter(url: string) {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(url);
}

export function smtpMailer(url: string, from: string): Mailer {
  // nodemailer is imported at the first mail.
  let transporter: ReturnType<typeof smtpTransporter> | undefined;
  // An SMTP server that is down fails fast behind the breaker.
  const smtp = behindBreaker({
    sendMail: async (message: SendMailOptions) => (await (transporter ??= smtpTransporter(url))).sendMail(message),
  });
  return {
    transport: 'smtp',
    async send(mail) {
      const info = await smtp.sendMail({ from, ...mail });
      return { id: info.messageId };
    },
  };
}
