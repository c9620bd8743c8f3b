// The product's mails: plain text first, with a simple HTML twin.
import type { OutgoingMail } from './index.ts';

function layout(title: string, body: string, action: { label: string; url: string }): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f7f5fb;padding:24px;color:#1f1630">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1><p style="line-height:1.5">${esc(body)}</p>
<p><a href="${esc(action.url)}" style="display:inline-block;background:#d81b60;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${esc(action.label)}</a></p>
<p style="font-size:12px;color:#6b6478">If the button does not work, open this link: ${esc(action.url)}</p></div></body></html>`;
}

export function verificationMail(to: string, name: string, url: string): OutgoingMail {
  const body = `Hi ${name}, confirm your email address to finish setting up your Eventide account. The link works once and expires in 24 hours.`;
  return {
    to,
    subject: 'Verify your email for Eventide',
    text: `${body}\n\nVerify your email: ${url}\n\nIf you did not create an account, ignore this mail.`,
    html: layout('Verify your email', body, { label: 'Verify email', url }),
  };
}

export function passwordResetMail(to: string, name: string, url: string): OutgoingMail {
  const body = `Hi ${name}, someone asked to reset the password of your Eventide account. The link works once and expires in 1 hour.`;
  return {
    to,
    subject: 'Reset your Eventide password',
    text: `${body}\n\nChoose a new password: ${url}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
    html: layout('Reset your password', body, { label: 'Choose a new password', url }),
  };
}
