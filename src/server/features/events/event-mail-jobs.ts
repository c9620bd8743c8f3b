// The event mails that go out by themselves: invitations of co-hosts named at checkout, guests' RSVP reminders,
// booked partners' copies of a changed run of show, and co-hosts' reminders of a share to pay.
import { sendWaitingInvitations } from './co-hosts.ts';
import type { EventContext } from './event-context.ts';
import { remindShares } from './payment-shares.ts';
import { sendRsvpReminders } from './rsvp.ts';
import { sendTimelineNotices } from './timeline-notices.ts';

/** Runs each; one failing does not keep the others from their turn. */
export async function sendEventMails(ctx: EventContext, now = new Date()): Promise<void> {
  await sendWaitingInvitations(ctx, now).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'mailing co-host invitations failed'),
  );
  await sendRsvpReminders(ctx, now).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'mailing RSVP reminders failed'),
  );
  await sendTimelineNotices(ctx, now).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'telling partners of changed runs of show failed'),
  );
  await remindShares(ctx, now).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'reminding co-hosts of their shares failed'),
  );
}
