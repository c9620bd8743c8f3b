// The event mails that go out by themselves: invitations of co-hosts named at checkout, and guests' RSVP reminders.
import { sendWaitingInvitations } from './co-hosts.ts';
import type { EventContext } from './event-context.ts';
import { sendRsvpReminders } from './rsvp.ts';

export async function sendEventMails(ctx: EventContext, now = new Date()): Promise<void> {
  await sendWaitingInvitations(ctx, now);
  await sendRsvpReminders(ctx, now);
}
