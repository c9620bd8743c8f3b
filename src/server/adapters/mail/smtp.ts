// Real mail: SMTP by SMTP_URL. Keeps nothing: a stored mail holds reset and verification links, and a configured
// site has no mailbox to read them.
import nodemailer from 'nodemailer';
import { behindBreaker } from '../behind-breaker.ts';
import type { Mailer } from './types.ts';

export function smtpMailer(url: string, from: string): Mailer {
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
