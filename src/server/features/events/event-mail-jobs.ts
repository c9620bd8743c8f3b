// The event mails that go out by themselves: invitations of co-hosts named at checkout, and guests' RSVP reminders.
import { sendWaitingInvitations } from './co-hosts.ts';
import type { EventContext } from './event-context.ts';
import { sendRsvpReminders } from './rsvp.ts';

/** Runs both; one failing does not keep the other from its turn. */
export async function sendEventMails(ctx: EventContext, now = new Date()): Promise<void> {
  await sendWaitingInvitations(ctx, now).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'mailing co-host invitations failed'),
  );
  await sendRsvpReminders(ctx, now).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'mailing RSVP reminders failed'),
  );
}
