// Booked partners hear of a changed run of show (issue 48, step 4): by mail and web push, once it has not changed
// for a few minutes, so a host's run of edits is one notice. The minute job claims changed events with
// `FOR UPDATE SKIP LOCKED` and records the change it told of, so two servers never tell one change twice.
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { eventName } from '#shared/event-words.ts';
import { isBookedLine } from '#shared/events.ts';
import { entryInWords, TIMELINE_RULES } from '#shared/event-timeline.ts';
import { timelineChangedMail } from '../../adapters/mail/index.ts';
import { bookings, eventTimelineChanges, user } from '../../db/schema/index.ts';
import { eventInWords } from '../checkout/index.ts';
import type { EventContext } from './event-context.ts';
import { entriesAsSeenBy, timelineFactsOf, timelineRowsOf } from './timeline.ts';

/** Events told of per run of the job. */
const EVENTS_PER_RUN = 50;

/** Claims the events whose run of show changed and has been quiet since, marking each change as told. */
async function claimChanged(ctx: EventContext, now: Date): Promise<string[]> {
  const quietSince = new Date(now.getTime() - TIMELINE_RULES.quietMinutes * 60_000);
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ bookingId: eventTimelineChanges.bookingId })
      .from(eventTimelineChanges)
      .where(
        and(
          lte(eventTimelineChanges.changedAt, quietSince),
          or(
            isNull(eventTimelineChanges.notifiedAt),
            lt(eventTimelineChanges.notifiedAt, eventTimelineChanges.changedAt),
          ),
        ),
      )
      .limit(EVENTS_PER_RUN)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.bookingId);
    if (ids.length > 0)
      await tx
        .update(eventTimelineChanges)
        .set({ notifiedAt: sql`${eventTimelineChanges.changedAt}` })
        .where(inArray(eventTimelineChanges.bookingId, ids));
    return ids;
  });
}

/**
 * Mails and pushes every booked partner of the event the run of show as it stands, their own entries marked; returns
 * how many were told. A mail that fails is logged, not tried again: the next change tells them.
 */
async function tellPartners(ctx: EventContext, bookingId: string, now: Date): Promise<number> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return 0;
  const facts = await timelineFactsOf(ctx.db, booking);
  const booked = facts.lines.filter(isBookedLine);
  // Nothing to tell once the event is over.
  if (booked.length === 0 || booked.every((line) => line.endsAt <= now)) return 0;
  const partnerIds = [...new Set(booked.flatMap((line) => (line.partnerUserId ? [line.partnerUserId] : [])))];
  if (partnerIds.length === 0) return 0;
  const [partners, rows, words] = await Promise.all([
    ctx.db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, partnerIds)),
    timelineRowsOf(ctx.db, bookingId),
    eventInWords(ctx.db, bookingId),
  ]);
  const name = eventName(booking.eventDetails) ?? `Booking ${booking.reference}`;
  const url = `${ctx.appUrl}/events/${bookingId}`;
  let told = 0;
  for (const partner of partners) {
    const entries = entriesAsSeenBy(facts, rows, { id: partner.id, editor: false }).map((entry) =>
      entryInWords(entry, facts.timeZone, booking.eventDate),
    );
    // One partner's failed mail does not keep the others from theirs.
    try {
      await ctx.mailer.send(
        timelineChangedMail(partner.email, { name: partner.name, eventName: name, when: words.when, entries, url }),
      );
    } catch (error) {
      ctx.log.error({ err: error, bookingId }, 'mailing a partner a changed run of show failed');
      continue;
    }
    ctx.notify(partner.id, {
      title: 'The run of show changed',
      body: `${name}: ${entries.length === 1 ? '1 entry' : `${entries.length} entries`}. Open the event to see it.`,
      url: `/events/${bookingId}`,
      tag: `timeline-${bookingId}`,
    });
    told += 1;
  }
  return told;
}

/** Tells booked partners of every quiet, changed run of show; returns how many partners were told. */
export async function sendTimelineNotices(ctx: EventContext, now = new Date()): Promise<number> {
  let told = 0;
  for (const bookingId of await claimChanged(ctx, now)) {
    told += await tellPartners(ctx, bookingId, now).catch((error: unknown) => {
      ctx.log.error({ err: error, bookingId }, 'telling partners of a changed run of show failed');
      return 0;
    });
  }
  return told;
}
