// The product's mails: plain text first, with a simple HTML twin.
import { PAYOUT_MESSAGES } from '#shared/payouts.ts';
import type { OutgoingMail } from './types.ts';

/** The HTML twin of a mail: its title, body, one button, and a last line (what to do if the mail is unexpected). */
function layout(
  title: string,
  body: string,
  action: { label: string; url: string },
  note?: string,
  list: readonly string[] = [],
): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const items = list.length
    ? `<ul style="line-height:1.5;padding-left:20px">${list.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f7f5fb;padding:24px;color:#1f1630">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1><p style="line-height:1.5">${esc(body)}</p>${items}
<p><a href="${esc(action.url)}" style="display:inline-block;background:#d81b60;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${esc(action.label)}</a></p>
<p style="font-size:12px;color:#6b6478;overflow-wrap:anywhere">If the button does not work, open this link: ${esc(action.url)}</p>${note ? `<p style="font-size:12px;color:#6b6478">${esc(note)}</p>` : ''}</div></body></html>`;
}

export function verificationMail(to: string, name: string, url: string): OutgoingMail {
  const body = `Hi ${name}, confirm your email address to finish setting up your Eventide account. The link works once and expires in 24 hours.`;
  return {
    to,
    subject: 'Verify your email for Eventide',
    text: `${body}\n\nVerify your email: ${url}\n\nIf you did not create an account, ignore this mail.`,
    html: layout(
      'Verify your email',
      body,
      { label: 'Verify email', url },
      'If you did not create an account, ignore this mail.',
    ),
  };
}

export function passwordResetMail(to: string, name: string, url: string): OutgoingMail {
  const body = `Hi ${name}, someone asked to reset the password of your Eventide account. The link works once and expires in 1 hour.`;
  return {
    to,
    subject: 'Reset your Eventide password',
    text: `${body}\n\nChoose a new password: ${url}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
    html: layout(
      'Reset your password',
      body,
      { label: 'Choose a new password', url },
      'If it was not you, ignore this mail; your password stays as it is.',
    ),
  };
}

/** §8: the applicant hears that the application arrived, and how each decision on it went. */
export function applicationMail(
  to: string,
  name: string,
  event: 'received' | 'approved' | 'rejected' | 'needs_info',
  context: { businessName: string; reason: string | null; appUrl: string },
): OutgoingMail {
  const status = `${context.appUrl}/partner/pending-approval`;
  const content = {
    received: {
      subject: `We received the application for ${context.businessName}`,
      body: `Hi ${name}, thanks for applying to list ${context.businessName} on Eventide. We review applications within two business days. Meanwhile, finish your listing and connect payouts so you are paid as soon as you earn.`,
      action: { label: 'See your application', url: status },
    },
    approved: {
      subject: `${context.businessName} is approved on Eventide`,
      body: `Hi ${name}, good news: ${context.businessName} is approved. Your listings are live in Discover. ${PAYOUT_MESSAGES.whenBookable}`,
      action: { label: 'Open your portal', url: `${context.appUrl}/portal/dashboard` },
    },
    rejected: {
      subject: `About your application for ${context.businessName}`,
      body: `Hi ${name}, we could not approve ${context.businessName} this time. Our reviewer wrote: "${context.reason ?? ''}" You are welcome to apply again once this is addressed.`,
      action: { label: 'See your application', url: status },
    },
    needs_info: {
      subject: `We need a little more about ${context.businessName}`,
      body: `Hi ${name}, before we can approve ${context.businessName}, our reviewer asks: "${context.reason ?? ''}" Update your application and send it again.`,
      action: { label: 'Update your application', url: status },
    },
  }[event];
  return {
    to,
    subject: content.subject,
    text: `${content.body}\n\n${content.action.label}: ${content.action.url}`,
    html: layout(content.subject, content.body, content.action),
  };
}

/** A visitor's message (contact form, sponsorship enquiry) for the support inbox; replying answers the visitor. */
export function supportInboxMail(
  to: string,
  from: { name: string; email: string },
  subject: string,
  message: string,
): OutgoingMail {
  return {
    to,
    subject: `[Eventide] ${subject} (from ${from.name})`,
    text: `From: ${from.name} <${from.email}>\nSubject: ${subject}\n\n${message}`,
  };
}

/** The visitor's receipt for what they sent us. */
export function receiptMail(
  to: string,
  name: string | null,
  subject: string,
  body: string,
  action: { label: string; url: string },
): OutgoingMail {
  const text = `Hi${name ? ` ${name}` : ''}, ${body}`;
  return { to, subject, text: `${text}\n\n${action.label}: ${action.url}`, html: layout(subject, text, action) };
}

/** A co-host's invitation to an event (issue 48): who invites, to what, and a link that works once for `days` days. */
export function coHostInvitationMail(
  to: string,
  invitation: { name: string; inviterName: string; eventName: string; when: string; url: string; days: number },
): OutgoingMail {
  const subject = `${invitation.inviterName} invites you to co-host ${invitation.eventName}`;
  const body = `Hi ${invitation.name}, ${invitation.inviterName} is planning ${invitation.eventName} (${invitation.when}) on Eventide and invites you to co-host: you will see the venue, the vendors and the plan, and can message the partners. The link works once and expires in ${invitation.days} days.`;
  const action = { label: 'Accept the invitation', url: invitation.url };
  const note = `If you do not know ${invitation.inviterName}, ignore this mail.`;
  return {
    to,
    subject,
    text: `${body}\n\n${action.label}: ${action.url}\n\n${note}`,
    html: layout(subject, body, action, note),
  };
}

/**
 * A guest's invitation to an event, or its reminder when they have not answered (issue 48): what, when and where, and
 * their own link to answer.
 */
export function guestInvitationMail(
  to: string,
  invitation: {
    name: string;
    hostName: string;
    eventName: string;
    when: string;
    where: string | null;
    url: string;
    reminder: boolean;
  },
): OutgoingMail {
  const { name, hostName, eventName, when, where, url } = invitation;
  const subject = invitation.reminder
    ? `Reminder: will you come to ${eventName}?`
    : `${hostName} invites you to ${eventName}`;
  const place = where ? ` at ${where}` : '';
  const body = invitation.reminder
    ? `Hi ${name}, ${hostName} would like to know whether you are coming to ${eventName} (${when}${place}). Answer in a few seconds with your own link.`
    : `Hi ${name}, ${hostName} invites you to ${eventName} (${when}${place}). Let them know whether you are coming, whom you bring and anything about food they should know.`;
  const action = { label: 'Answer the invitation', url };
  const note = 'The link is yours alone; it works until the event.';
  return {
    to,
    subject,
    text: `${body}\n\n${action.label}: ${action.url}\n\n${note}`,
    html: layout(subject, body, action, note),
  };
}

/** A booked partner's copy of an event's run of show after it changed. */
export function timelineChangedMail(
  to: string,
  change: { name: string; eventName: string; when: string; entries: readonly string[]; url: string },
): OutgoingMail {
  const { name, eventName, when, entries, url } = change;
  const subject = `The run of show for ${eventName} changed`;
  const body = entries.length
    ? `Hi ${name}, the hosts of ${eventName} (${when}) changed its run of show. This is how it stands now, on the venue's clock:`
    : `Hi ${name}, the hosts of ${eventName} (${when}) cleared its run of show: it has no entries now.`;
  const action = { label: 'Open the event', url };
  const note = 'Entries marked "you" are yours. You can add the run of show to your calendar from the event page.';
  return {
    to,
    subject,
    text: `${body}\n\n${entries.map((entry) => `- ${entry}`).join('\n')}\n\n${action.label}: ${action.url}\n\n${note}`,
    html: layout(subject, body, action, note, entries),
  };
}

/** A co-host's share of a balance the organizer split: how much, for what, by when, and their link to pay it. */
export function shareRequestMail(
  to: string,
  share: {
    name: string;
    organizerName: string;
    eventName: string;
    when: string;
    lineName: string;
    /** What was split: the balance, the deposit, the payment. */
    what: string;
    /** The organizer paid it already: the share goes back to their card. */
    paidBack: boolean;
    amount: string;
    deadline: string;
    url: string;
    /** Sent again shortly before the deadline. */
    reminder?: boolean;
  },
): OutgoingMail {
  const subject = `${share.reminder ? 'Reminder: your' : 'Your'} share for ${share.eventName}: ${share.amount} by ${share.deadline}`;
  const afterwards = share.paidBack
    ? `it goes back to ${share.organizerName}, who paid it from their card when the booking was confirmed.`
    : `if it is not paid by then, it is charged to ${share.organizerName}'s card.`;
  const body = share.reminder
    ? `Hi ${share.name}, a reminder: your share of the ${share.what} for ${share.lineName} at ${share.eventName} (${share.when}), ${share.amount}, is still to pay. Pay it with your card by ${share.deadline}; ${afterwards}`
    : `Hi ${share.name}, ${share.organizerName} split the ${share.what} for ${share.lineName} at ${share.eventName} (${share.when}) with you: your share is ${share.amount}. Pay it with your card by ${share.deadline}; ${afterwards}`;
  const action = { label: `Pay ${share.amount}`, url: share.url };
  const note = 'The link is yours alone and works until the deadline.';
  return {
    to,
    subject,
    text: `${body}\n\n${action.label}: ${action.url}\n\n${note}`,
    html: layout(subject, body, action, note),
  };
}

/** The organizer took a co-host's share back: they owe nothing of it now. */
export function shareTakenBackMail(
  to: string,
  share: {
    name: string;
    organizerName: string;
    eventName: string;
    lineName: string;
    what: string;
    amount: string;
    url: string;
  },
): OutgoingMail {
  const subject = `You no longer owe a share for ${share.eventName}`;
  const body = `Hi ${share.name}, ${share.organizerName} took back your share of the ${share.what} for ${share.lineName} at ${share.eventName}: you no longer owe ${share.amount}, and its payment link does not work any more.`;
  const action = { label: 'Open the event', url: share.url };
  return { to, subject, text: `${body}\n\n${action.label}: ${action.url}`, html: layout(subject, body, action) };
}

/** A share paid: the organizer is told, and the co-host who paid it gets a receipt. */
export function sharePaidMail(
  to: string,
  paid: {
    coHostName: string;
    lineName: string;
    amount: string;
    eventName: string;
    what: string;
    /** The organizer paid it already: the share went back to their card. */
    paidBack: boolean;
    url: string;
    to: 'organizer' | 'co-host';
  },
): OutgoingMail {
  const subject =
    paid.to === 'organizer'
      ? `${paid.coHostName} paid their share: ${paid.amount}`
      : `Receipt: your share for ${paid.eventName}, ${paid.amount}`;
  const body =
    paid.to === 'organizer'
      ? `${paid.coHostName} paid their share of the ${paid.what} for ${paid.lineName} at ${paid.eventName}: ${paid.amount}. ${paid.paidBack ? 'It is refunded to your card.' : 'It will not be charged to your card.'}`
      : `Thank you, ${paid.coHostName}: your share of the ${paid.what} for ${paid.lineName} at ${paid.eventName}, ${paid.amount}, is paid.`;
  const action = { label: 'Open the event', url: paid.url };
  return { to, subject, text: `${body}\n\n${action.label}: ${action.url}`, html: layout(subject, body, action) };
}
