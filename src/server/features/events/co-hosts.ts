// Co-hosts of an event (issue 48, ADR 030): the organizer invites by email with a link that works once for 7 days,
// the invited person accepts it signed in (binding the membership to that account), and the organizer changes what a
// co-host may do or removes them; a co-host may leave. Every change is in the audit log, on the event.
import { and, count, eq, exists, gte, inArray, isNull, notExists } from 'drizzle-orm';
import { CO_HOST_RULES } from '#shared/checkout.ts';
import { eventName } from '#shared/event-words.ts';
import {
  CO_HOST_INVITATION_DAYS,
  EVENT_MESSAGES,
  type CoHostPermissionsChange,
  type EventInvitation,
  type InviteCoHostRequest,
} from '#shared/events.ts';
import { AppError } from '#shared/errors.ts';
import { coHostInvitationMail } from '../../adapters/mail/index.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/error-code.ts';
import { bookingItems, bookings, eventLinks, eventMembers, user } from '../../db/schema/index.ts';
import { eventInWords } from '../checkout/index.ts';
import type { EventAccess } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import { findLink, isOpen, issueLink, revokeLinks, spendLink } from './event-links.ts';
import { returnSharesOf } from './payment-shares.ts';

type MemberRow = typeof eventMembers.$inferSelect;
type Actor = { id: string; name: string };

const DAY_MS = 86_400_000;
/** Invitations named at checkout, mailed per run of the job. */
const INVITATIONS_PER_RUN = 100;

const refuse = (status: number, code: string, message: string) => new AppError(code, message, status);

function mayManage(access: EventAccess) {
  if (!access.can.manageCoHosts) throw refuse(403, 'FORBIDDEN', EVENT_MESSAGES.onlyOrganizer);
}

async function activeMember(db: Db, access: EventAccess, memberId: string): Promise<MemberRow> {
  const [member] = await db
    .select()
    .from(eventMembers)
    .where(
      and(eq(eventMembers.id, memberId), eq(eventMembers.bookingId, access.booking.id), isNull(eventMembers.removedAt)),
    );
  if (!member) throw refuse(404, 'NOT_FOUND', EVENT_MESSAGES.coHostNotFound);
  return member;
}

const audit = (db: Db, actorId: string | null, action: string, member: MemberRow, details = {}) =>
  recordAudit(db, {
    actorId,
    action: `event.${action}`,
    subjectType: 'event',
    subjectId: member.bookingId,
    details: { memberId: member.id, name: member.name, email: member.email, ...details },
  });

/** A new invitation link for the member, every older one revoked: its token, for the mail. */
function newInvitationLink(db: Db, member: MemberRow, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await revokeLinks(tx, member.id);
    return issueLink(tx, {
      purpose: 'co-host',
      bookingId: member.bookingId,
      subjectId: member.id,
      expiresAt: new Date(now.getTime() + CO_HOST_INVITATION_DAYS * DAY_MS),
    });
  });
}

/** The invitation's mail; a failed send is logged (sending it again mends it). */
async function mailInvitation(ctx: EventContext, member: MemberRow, inviterName: string, token: string) {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, member.bookingId));
  const { when } = await eventInWords(ctx.db, member.bookingId);
  const mail = coHostInvitationMail(member.email, {
    name: member.name,
    // The name the invitation's page shows too: the booking's contact, who organizes.
    inviterName: booking!.contact.name || inviterName,
    eventName: eventName(booking!.eventDetails) ?? 'an event',
    when,
    url: `${ctx.appUrl}/events/invitations?token=${token}`,
    days: CO_HOST_INVITATION_DAYS,
  });
  await ctx.mailer
    .send(mail)
    .catch((error: unknown) => ctx.log.warn({ err: error, memberId: member.id }, 'co-host invitation mail failed'));
}

export async function inviteCoHost(
  ctx: EventContext,
  access: EventAccess,
  actor: Actor & { email: string },
  request: InviteCoHostRequest,
  now = new Date(),
): Promise<void> {
  mayManage(access);
  const email = request.email.toLowerCase();
  if (email === actor.email.toLowerCase() || email === access.booking.contact.email.toLowerCase())
    throw refuse(400, 'ORGANIZER_IS_NO_CO_HOST', EVENT_MESSAGES.organizerIsNoCoHost);
  const { member, token } = await ctx.db
    .transaction(async (tx) => {
      // One invitation at a time per event, so two at once cannot pass the limit together.
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, access.booking.id)).for('update');
      const [{ active }] = (await tx
        .select({ active: count() })
        .from(eventMembers)
        .where(and(eq(eventMembers.bookingId, access.booking.id), isNull(eventMembers.removedAt)))) as [
        { active: number },
      ];
      if (active >= CO_HOST_RULES.max) throw refuse(409, 'TOO_MANY_CO_HOSTS', EVENT_MESSAGES.tooManyCoHosts);
      const [row] = await tx
        .insert(eventMembers)
        .values({
          bookingId: access.booking.id,
          email: request.email,
          name: request.name || request.email,
          mayPay: request.mayPay,
          mayCancel: request.mayCancel,
          invitedBy: actor.id,
          invitedAt: now,
        })
        .returning();
      await audit(tx, actor.id, 'co_host_invited', row!, { mayPay: request.mayPay, mayCancel: request.mayCancel });
      // The link with the row, so the background job never takes this invitation for one still to mail.
      return { member: row!, token: await newInvitationLink(tx, row!, now) };
    })
    .catch((error: unknown) => {
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw refuse(409, 'CO_HOST_TAKEN', EVENT_MESSAGES.coHostTaken);
      throw error;
    });
  await mailInvitation(ctx, member, actor.name, token);
}

/** A new link for a co-host who has not accepted yet; the old one stops working. */
export async function resendInvitation(
  ctx: EventContext,
  access: EventAccess,
  actor: Actor,
  memberId: string,
  now = new Date(),
): Promise<void> {
  mayManage(access);
  const member = await activeMember(ctx.db, access, memberId);
  if (member.acceptedAt) throw refuse(409, 'ALREADY_ACCEPTED', EVENT_MESSAGES.alreadyAccepted);
  const token = await ctx.db.transaction(async (tx) => {
    await audit(tx, actor.id, 'co_host_reinvited', member);
    return newInvitationLink(tx, member, now);
  });
  await mailInvitation(ctx, member, actor.name, token);
}

export async function changeCoHostPermissions(
  db: Db,
  access: EventAccess,
  actor: Actor,
  memberId: string,
  change: CoHostPermissionsChange,
): Promise<void> {
  mayManage(access);
  const member = await activeMember(db, access, memberId);
  const permissions = { mayPay: change.mayPay ?? member.mayPay, mayCancel: change.mayCancel ?? member.mayCancel };
  await db.transaction(async (tx) => {
    await tx.update(eventMembers).set(permissions).where(eq(eventMembers.id, member.id));
    await audit(tx, actor.id, 'co_host_permissions', member, permissions);
  });
}

/** The organizer removes a co-host, or a co-host leaves; their links stop working and their open shares are the
 *  organizer's again. */
export async function removeCoHost(
  db: Db,
  access: EventAccess,
  actor: Actor,
  memberId: string,
  now = new Date(),
): Promise<void> {
  const leaving = access.member?.id === memberId;
  if (!leaving) mayManage(access);
  const member = await activeMember(db, access, memberId);
  await db.transaction(async (tx) => {
    await tx.update(eventMembers).set({ removedAt: now }).where(eq(eventMembers.id, member.id));
    await revokeLinks(tx, member.id);
    await audit(tx, actor.id, leaving ? 'co_host_left' : 'co_host_removed', member);
    await returnSharesOf(tx, actor.id, member, now);
  });
}

async function invitationRow(db: Db, token: string) {
  const link = await findLink(db, 'co-host', token);
  if (!link) return null;
  const [row] = await db
    .select({ member: eventMembers, booking: bookings })
    .from(eventMembers)
    .innerJoin(bookings, eq(bookings.id, eventMembers.bookingId))
    .where(eq(eventMembers.id, link.subjectId));
  return row ? { link, ...row } : null;
}

/** What an invitation's link shows anyone holding it; null for a link that never was (or was revoked). */
export async function invitationOf(db: Db, token: string, now = new Date()): Promise<EventInvitation | null> {
  const found = await invitationRow(db, token);
  if (!found || found.member.removedAt) return null;
  const { link, member, booking } = found;
  // A used or expired link tells its holder only that (and, used, where the event is for whoever accepted it).
  if (link.usedAt) return { status: 'used', eventId: booking.id };
  if (!isOpen(link, now)) return { status: 'expired' };
  return {
    status: 'open',
    eventId: booking.id,
    eventName: eventName(booking.eventDetails),
    eventDate: booking.eventDate,
    organizerName: booking.contact.name,
    invitedName: member.name,
    invitedEmail: member.email,
  };
}

/** The signed-in viewer accepts: the membership becomes theirs. Answers the event's id. */
export async function acceptInvitation(
  db: Db,
  viewer: { id: string },
  token: string,
  now = new Date(),
): Promise<string> {
  const found = await invitationRow(db, token);
  if (!found || found.member.removedAt || !isOpen(found.link, now))
    throw refuse(410, 'INVITATION_GONE', EVENT_MESSAGES.invitationGone);
  const { link, member, booking } = found;
  if (booking.customerId === viewer.id) throw refuse(409, 'ALREADY_ON_EVENT', EVENT_MESSAGES.alreadyOnEvent);
  const [already] = await db
    .select({ id: eventMembers.id })
    .from(eventMembers)
    .where(
      and(eq(eventMembers.bookingId, booking.id), eq(eventMembers.userId, viewer.id), isNull(eventMembers.removedAt)),
    );
  if (already) throw refuse(409, 'ALREADY_ON_EVENT', EVENT_MESSAGES.alreadyOnEvent);
  await db.transaction(async (tx) => {
    if (!(await spendLink(tx, link.id, now))) throw refuse(410, 'INVITATION_GONE', EVENT_MESSAGES.invitationGone);
    const accepted = await tx
      .update(eventMembers)
      .set({ userId: viewer.id, acceptedAt: now })
      .where(and(eq(eventMembers.id, member.id), isNull(eventMembers.acceptedAt), isNull(eventMembers.removedAt)))
      .returning({ id: eventMembers.id });
    if (accepted.length === 0) throw refuse(409, 'INVITATION_TAKEN', EVENT_MESSAGES.invitationTaken);
    await audit(tx, viewer.id, 'co_host_joined', member);
  });
  return booking.id;
}

/**
 * Mails the invitations of co-hosts named at checkout (the checkout stores them; this job sends their links), for
 * events still to come with a line still on. Runs with the background jobs; a co-host invited from the event page has theirs already.
 * Each is claimed with its link in one transaction, so two servers never mail the same one.
 */
export async function sendWaitingInvitations(ctx: EventContext, now = new Date()): Promise<number> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const waiting = await tx
      .select({ member: eventMembers, inviterName: user.name })
      .from(eventMembers)
      .innerJoin(bookings, eq(bookings.id, eventMembers.bookingId))
      .leftJoin(user, eq(user.id, eventMembers.invitedBy))
      .where(
        and(
          isNull(eventMembers.acceptedAt),
          isNull(eventMembers.removedAt),
          gte(bookings.eventDate, now.toISOString().slice(0, 10)),
          exists(
            tx
              .select({ id: bookingItems.id })
              .from(bookingItems)
              .where(
                and(
                  eq(bookingItems.bookingId, bookings.id),
                  inArray(bookingItems.status, ['requested', 'confirmed', 'completed']),
                ),
              ),
          ),
          notExists(tx.select({ id: eventLinks.id }).from(eventLinks).where(eq(eventLinks.subjectId, eventMembers.id))),
        ),
      )
      .limit(INVITATIONS_PER_RUN)
      .for('update', { of: eventMembers, skipLocked: true });
    // Read again now that the rows are locked: a server that claimed one just before had committed its link after
    // this statement's snapshot was taken.
    const ids = waiting.map(({ member }) => member.id);
    const linked = new Set(
      ids.length === 0
        ? []
        : (
            await tx.select({ id: eventLinks.subjectId }).from(eventLinks).where(inArray(eventLinks.subjectId, ids))
          ).map((row) => row.id),
    );
    const links: { member: MemberRow; inviterName: string | null; token: string }[] = [];
    for (const { member, inviterName } of waiting.filter(({ member }) => !linked.has(member.id))) {
      await audit(tx, member.invitedBy, 'co_host_invited', member, {
        mayPay: member.mayPay,
        mayCancel: member.mayCancel,
      });
      links.push({ member, inviterName, token: await newInvitationLink(tx, member, now) });
    }
    return links;
  });
  for (const { member, inviterName, token } of claimed)
    await mailInvitation(ctx, member, inviterName ?? 'The organizer', token);
  return claimed.length;
}
