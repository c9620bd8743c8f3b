// Guests' invitations and replies (issue 48, step 3 of ADR 030): each guest gets a mail with a link of their own that
// works until the event; it opens their RSVP (yes or no, plus-ones, dietary needs, the host's question), which they
// may change until then. Guests who have not answered get one reminder a few days before. No page a link opens shows
// another guest.
import { and, eq, exists, gte, inArray, isNotNull, isNull, lte, max } from 'drizzle-orm';
import { eventName } from '#shared/event-words.ts';
import { GUEST_MESSAGES, GUEST_RULES, type RsvpPage, type RsvpReply } from '#shared/event-guests.ts';
import { AppError } from '#shared/errors.ts';
import { guestInvitationMail } from '../../adapters/mail/index.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, eventGuests } from '../../db/schema/index.ts';
import { eventInWords } from '../checkout/index.ts';
import type { EventAccess } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import { findLink, isOpen, issueLink } from './event-links.ts';
import { LINE_ON, mayEditGuests, rsvpSettingsOf } from './guests.ts';
import { placeOfEvent } from './read-event.ts';

type GuestRow = typeof eventGuests.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

const DAY_MS = 86_400_000;
/** Reminders mailed per run of the job. */
const REMINDERS_PER_RUN = 100;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * When the event ends: the end of its last line still on. Null when every line is off (declined, expired,
 * cancelled): there is no event to invite to. RSVP links work until then.
 */
async function eventEnd(db: Db, bookingId: string): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: max(bookingItems.endsAt) })
    .from(bookingItems)
    .where(and(eq(bookingItems.bookingId, bookingId), inArray(bookingItems.status, LINE_ON)));
  return row?.endsAt ?? null;
}

type EventWords = Awaited<ReturnType<typeof eventInWords>>;

async function mailGuest(
  ctx: EventContext,
  guest: GuestRow,
  booking: BookingRow,
  words: EventWords,
  token: string,
  reminder: boolean,
) {
  const { when, where } = words;
  const mail = guestInvitationMail(guest.email, {
    name: guest.name,
    hostName: booking.contact.name || 'Your host',
    eventName: eventName(booking.eventDetails) ?? 'an event',
    when,
    where,
    url: `${ctx.appUrl}/events/rsvp?token=${token}`,
    reminder,
  });
  await ctx.mailer
    .send(mail)
    .catch((error: unknown) => ctx.log.warn({ err: error, guestId: guest.id }, 'guest invitation mail failed'));
}

/** Mails every guest not yet invited their link; answers how many were mailed. */
export async function sendGuestInvitations(
  ctx: EventContext,
  access: EventAccess,
  actor: { id: string },
  now = new Date(),
): Promise<number> {
  mayEditGuests(access);
  const { booking } = access;
  const endsAt = await eventEnd(ctx.db, booking.id);
  if (!endsAt || endsAt <= now) throw new AppError('EVENT_PASSED', GUEST_MESSAGES.eventPassed, 409);
  const claimed = await ctx.db.transaction(async (tx) => {
    // Claimed by setting invitedAt, so two hosts pressing at once never mail one guest twice.
    const guests = await tx
      .update(eventGuests)
      .set({ invitedAt: now })
      .where(and(eq(eventGuests.bookingId, booking.id), isNull(eventGuests.invitedAt)))
      .returning();
    const links: { guest: GuestRow; token: string }[] = [];
    for (const guest of guests) links.push({ guest, token: await issueRsvpLink(tx, guest, endsAt) });
    if (guests.length > 0)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'event.guests_invited',
        subjectType: 'event',
        subjectId: booking.id,
        details: { count: guests.length },
      });
    return links;
  });
  if (claimed.length === 0) return 0;
  const words = await eventInWords(ctx.db, booking.id);
  for (const { guest, token } of claimed) await mailGuest(ctx, guest, booking, words, token, false);
  return claimed.length;
}

const issueRsvpLink = (db: Db, guest: GuestRow, endsAt: Date) =>
  issueLink(db, { purpose: 'rsvp', bookingId: guest.bookingId, subjectId: guest.id, expiresAt: endsAt });

async function rsvpRow(db: Db, token: string) {
  const link = await findLink(db, 'rsvp', token);
  if (!link) return null;
  const [row] = await db
    .select({ guest: eventGuests, booking: bookings })
    .from(eventGuests)
    .innerJoin(bookings, eq(bookings.id, eventGuests.bookingId))
    .where(eq(eventGuests.id, link.subjectId));
  return row ? { link, ...row } : null;
}

/** What a guest's link shows them; null for a link that never was (or whose guest was taken off the list). */
export async function rsvpOf(db: Db, token: string, now = new Date()): Promise<RsvpPage | null> {
  const found = await rsvpRow(db, token);
  if (!found) return null;
  const { link, guest, booking } = found;
  if (!isOpen(link, now) || !(await eventEnd(db, booking.id))) return { status: 'closed' };
  const [{ when }, place, settings] = await Promise.all([
    eventInWords(db, booking.id),
    placeOfEvent(db, booking.id),
    rsvpSettingsOf(db, booking.id),
  ]);
  return {
    status: 'open',
    eventName: eventName(booking.eventDetails),
    eventDate: booking.eventDate,
    when,
    place,
    hostName: booking.contact.name || 'Your host',
    guestName: guest.name,
    question: settings.question,
    maxPlusOnes: settings.maxPlusOnes,
    reply: { rsvp: guest.rsvp, plusOnes: guest.plusOnes, dietary: guest.dietary, answer: guest.answer },
  };
}

/** A guest answers, or changes their answer, until the event. Answers the page as it now stands. */
export async function replyToRsvp(db: Db, reply: RsvpReply, now = new Date()): Promise<RsvpPage> {
  const found = await rsvpRow(db, reply.token);
  if (!found || !isOpen(found.link, now) || !(await eventEnd(db, found.booking.id)))
    throw new AppError('RSVP_GONE', GUEST_MESSAGES.rsvpGone, 410);
  const { guest, booking } = found;
  const settings = await rsvpSettingsOf(db, booking.id);
  if (reply.plusOnes > settings.maxPlusOnes)
    throw new AppError(
      'TOO_MANY_PLUS_ONES',
      settings.maxPlusOnes === 0
        ? 'This invitation is for you alone.'
        : `You may bring at most ${settings.maxPlusOnes} ${settings.maxPlusOnes === 1 ? 'person' : 'people'}.`,
      400,
    );
  const rsvp = reply.attending ? 'yes' : 'no';
  await db.transaction(async (tx) => {
    await tx
      .update(eventGuests)
      .set({ rsvp, plusOnes: reply.plusOnes, dietary: reply.dietary, answer: reply.answer, respondedAt: now })
      .where(eq(eventGuests.id, guest.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'event.guest_replied',
      subjectType: 'event',
      subjectId: booking.id,
      details: { name: guest.name, rsvp, plusOnes: reply.plusOnes },
    });
  });
  return (await rsvpOf(db, reply.token, now))!;
}

/**
 * Reminds, once, every invited guest who has not answered, from a few days before the event, for events with a line
 * still on. Claimed with `FOR UPDATE SKIP LOCKED`, so two servers never remind one guest twice.
 */
export async function sendRsvpReminders(ctx: EventContext, now = new Date()): Promise<number> {
  const today = isoDay(now);
  const latest = isoDay(new Date(now.getTime() + GUEST_RULES.reminderDaysBefore * DAY_MS));
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ guest: eventGuests, booking: bookings })
      .from(eventGuests)
      .innerJoin(bookings, eq(bookings.id, eventGuests.bookingId))
      .where(
        and(
          eq(eventGuests.rsvp, 'awaiting'),
          isNotNull(eventGuests.invitedAt),
          lte(eventGuests.invitedAt, new Date(now.getTime() - DAY_MS)),
          isNull(eventGuests.remindedAt),
          gte(bookings.eventDate, today),
          lte(bookings.eventDate, latest),
          exists(
            tx
              .select({ id: bookingItems.id })
              .from(bookingItems)
              .where(and(eq(bookingItems.bookingId, bookings.id), inArray(bookingItems.status, LINE_ON))),
          ),
        ),
      )
      .limit(REMINDERS_PER_RUN)
      .for('update', { of: eventGuests, skipLocked: true });
    const links: { guest: GuestRow; booking: BookingRow; token: string }[] = [];
    for (const { guest, booking } of due) {
      const endsAt = await eventEnd(tx, booking.id);
      if (!endsAt || endsAt <= now) continue;
      await tx.update(eventGuests).set({ remindedAt: now }).where(eq(eventGuests.id, guest.id));
      links.push({ guest, booking, token: await issueRsvpLink(tx, guest, endsAt) });
    }
    return links;
  });
  for (const { guest, booking, token } of claimed)
    await mailGuest(ctx, guest, booking, await eventInWords(ctx.db, booking.id), token, true);
  return claimed.length;
}
