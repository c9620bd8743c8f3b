// Split payment without holds (issue 48, step 5 of ADR 030). The organizer splits a partner's balance not yet charged
// among co-hosts: each share becomes an instalment of its own (`share_of` the balance) due at the deadline, and the
// organizer's part stays on the balance with its own day. A co-host pays through their link with their own card
// (checkout's payShareNow); a share still unpaid at its deadline is charged to the organizer's saved card by the
// balance job, as any balance; the co-host is reminded shortly before. The organizer may take a share back while it
// is open (removing its co-host does too): it returns to their part. The booking was confirmed before: no partner's
// calendar waits on a co-host, and the partner sees the balance as one (withSharesMerged).
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { eventName, shortDayInWords } from '#shared/event-words.ts';
import { allocateCents } from '#shared/fees.ts';
import { formatMoney } from '#shared/money.ts';
import {
  deadlineAt,
  deadlineRange,
  paidAlready,
  SHARE_RULES,
  SPLIT_WHAT,
  SPLIT_MESSAGES,
  splitSumProblem,
  type EventPayments,
  type ShareLink,
  type ShareState,
  type SplitRequest,
} from '#shared/event-payments.ts';
import { isBookedLine } from '#shared/events.ts';
import { AppError } from '#shared/errors.ts';
import { sharePaidMail, shareRequestMail, shareTakenBackMail } from '../../adapters/mail/index.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, eventMembers, eventPaymentShares, paymentInstalments } from '../../db/schema/index.ts';
import { eventInWords, payShareNow, shareOpen, type CheckoutContext } from '../checkout/index.ts';
import type { EventAccess } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import { findLink, issueLink, revokeLinks } from './event-links.ts';

type InstalmentRow = typeof paymentInstalments.$inferSelect;

const refuse = (status: number, code: string, message: string) => new AppError(code, message, status);

/** Where a share stands, as the event page and its link say it. */
function shareState(row: InstalmentRow, now: Date): ShareState {
  switch (row.status) {
    case 'paid':
      return row.cardId ? 'paid' : 'charged-to-organizer';
    case 'processing':
      return row.cardId ? 'paying' : 'charged-to-organizer';
    case 'scheduled':
      return shareOpen(row, now) ? 'open' : 'charged-to-organizer';
    case 'failed':
      return 'unpaid';
    case 'cancelled':
      return 'cancelled';
  }
}

/** Co-hosts who accepted and are still on the event: those a balance can be split with. */
const activeCoHosts = (db: Db, bookingId: string) =>
  db
    .select()
    .from(eventMembers)
    .where(
      and(eq(eventMembers.bookingId, bookingId), isNotNull(eventMembers.acceptedAt), isNull(eventMembers.removedAt)),
    )
    .orderBy(asc(eventMembers.invitedAt));

/** The event's balances not yet charged and payments already made, and how each is split, for those who see its
 *  money. */
export async function eventPaymentsOf(db: Db, access: EventAccess, now = new Date()): Promise<EventPayments> {
  if (!access.can.seeMoney) throw refuse(403, 'FORBIDDEN', SPLIT_MESSAGES.onlyHosts);
  const lines = await db.select().from(bookingItems).where(eq(bookingItems.bookingId, access.booking.id));
  const booked = lines.filter(isBookedLine);
  const rows = booked.length
    ? await db
        .select()
        .from(paymentInstalments)
        .where(
          inArray(
            paymentInstalments.bookingItemId,
            booked.map((line) => line.id),
          ),
        )
    : [];
  const shares = await db
    .select({ share: eventPaymentShares, member: eventMembers })
    .from(eventPaymentShares)
    .innerJoin(eventMembers, eq(eventMembers.id, eventPaymentShares.memberId))
    .where(eq(eventPaymentShares.bookingId, access.booking.id))
    .orderBy(asc(eventPaymentShares.createdAt), asc(eventMembers.name));
  const coHosts = await activeCoHosts(db, access.booking.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const balances = rows
    .filter((row) => row.shareOf === null)
    .map((parent) => {
      const line = booked.find((item) => item.id === parent.bookingItemId)!;
      const own = shares.filter(({ share }) => byId.get(share.instalmentId)?.shareOf === parent.id);
      const parts = own.map(({ share }) => byId.get(share.instalmentId)!);
      const paid = paidAlready(parent.kind);
      const limit = paid ? line.startsAt : parent.dueAt!;
      const range = deadlineRange(now, limit);
      // A balance gave its shares' amounts away when it was split; a payment already made gives away what co-hosts pay.
      const chargeCents = parent.chargeCents + sumOf(paid ? parts.filter((part) => part.status === 'paid') : parts);
      return {
        instalmentId: parent.id,
        kind: parent.kind,
        lineName: line.name,
        chargeCents,
        dueAt: limit.toISOString(),
        organizerCents: paid ? chargeCents - sumOf(parts) : parent.status === 'cancelled' ? 0 : parent.chargeCents,
        splittable:
          own.length === 0 &&
          line.status === 'confirmed' &&
          range.first <= range.last &&
          (paid
            ? parent.status === 'paid' && parent.refundedCents === 0
            : parent.status === 'scheduled' && parent.attempts === 0),
        refused:
          access.role === 'organizer'
            ? [parent, ...parts]
                .filter((part) => part.lastError && ['scheduled', 'failed'].includes(part.status))
                .filter((part) => part.shareOf === null || !shareOpen(part, now))
                .map((part) => ({ instalmentId: part.id, cents: part.chargeCents, reason: part.lastError! }))
            : [],
        shares: own.map(({ share, member }) => {
          const row = byId.get(share.instalmentId)!;
          return {
            id: share.id,
            name: member.name,
            cents: row.chargeCents,
            deadline: row.dueAt!.toISOString(),
            state: shareState(row, now),
            mine: access.member?.id === member.id,
          };
        }),
      };
    })
    // Each shows here while it can be split, and once it is; by line, what was paid before what is due.
    .filter((balance) => balance.splittable || balance.shares.length > 0)
    .sort(
      (a, b) => a.lineName.localeCompare(b.lineName) || Number(a.kind === 'balance') - Number(b.kind === 'balance'),
    );
  return {
    balances,
    coHosts: coHosts.map((member) => ({ memberId: member.id, name: member.name })),
    maySplit: access.role === 'organizer',
  };
}

const sumOf = (rows: readonly InstalmentRow[]) => rows.reduce((total, row) => total + row.chargeCents, 0);

/**
 * Splits a balance or a payment already made. A balance: the organizer's part stays on it (cancelled when nothing is
 * left of it), each co-host's share is an instalment of its own due at the deadline, its payout the same proportion
 * of the balance's (to the cent, by largest remainder). A payment already made stays as it is; each share is an
 * instalment of its kind with no payout, which gives its amount back to the organizer's card once its co-host pays it
 * (checkout's pay-back-shares.ts). Each co-host is mailed their link. Answers the shares' ids.
 */
export async function splitBalance(
  ctx: EventContext,
  access: EventAccess,
  actor: { id: string; name: string },
  request: SplitRequest,
  now = new Date(),
): Promise<string[]> {
  if (access.role !== 'organizer') throw refuse(403, 'FORBIDDEN', SPLIT_MESSAGES.onlyOrganizer);
  const coHostParts = request.parts.filter((part) => part.memberId !== null);
  const organizerParts = request.parts.filter((part) => part.memberId === null);
  if (coHostParts.length === 0) throw refuse(400, 'INVALID_SPLIT', SPLIT_MESSAGES.noCoHost);
  if (organizerParts.length > 1) throw refuse(400, 'INVALID_SPLIT', SPLIT_MESSAGES.oneOrganizerPart);
  if (coHostParts.some((part) => part.cents < 1)) throw refuse(400, 'INVALID_SPLIT', SPLIT_MESSAGES.positive);
  const memberIds = coHostParts.map((part) => part.memberId!);
  const coHosts = await activeCoHosts(ctx.db, access.booking.id);
  const members = memberIds.map((id) => coHosts.find((member) => member.id === id));
  if (new Set(memberIds).size !== memberIds.length || members.some((member) => !member))
    throw refuse(400, 'INVALID_SPLIT', SPLIT_MESSAGES.coHost);
  const organizerCents = organizerParts[0]?.cents ?? 0;

  const created = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ balance: paymentInstalments, line: bookingItems })
      .from(paymentInstalments)
      .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
      .where(and(eq(paymentInstalments.id, request.instalmentId), eq(bookingItems.bookingId, access.booking.id)))
      .for('update', { of: paymentInstalments });
    if (!found) throw refuse(404, 'NOT_FOUND', SPLIT_MESSAGES.balanceNotFound);
    const { balance, line } = found;
    const [shared] = await tx
      .select({ id: paymentInstalments.id })
      .from(paymentInstalments)
      .where(eq(paymentInstalments.shareOf, balance.id))
      .limit(1);
    if (shared) throw refuse(409, 'ALREADY_SPLIT', SPLIT_MESSAGES.alreadySplit);
    const paid = paidAlready(balance.kind);
    if (
      balance.shareOf !== null ||
      line.status !== 'confirmed' ||
      (paid
        ? balance.status !== 'paid' || balance.refundedCents > 0
        : balance.status !== 'scheduled' || balance.attempts > 0)
    )
      throw refuse(409, 'NOT_SPLITTABLE', SPLIT_MESSAGES.notSplittable);
    const limit = paid ? line.startsAt : balance.dueAt!;
    const range = deadlineRange(now, limit);
    if (request.deadline < range.first || request.deadline > range.last)
      throw refuse(400, 'INVALID_SPLIT', paid ? SPLIT_MESSAGES.deadlineBeforeEvent : SPLIT_MESSAGES.deadline);
    const sumProblem = splitSumProblem(request.parts, balance.chargeCents);
    if (sumProblem) throw refuse(400, 'INVALID_SPLIT', sumProblem);

    const deadline = deadlineAt(request.deadline, limit);
    const charges = [organizerCents, ...coHostParts.map((part) => part.cents)];
    const [organizerPayout, ...payouts] = paid
      ? [balance.payoutCents, ...coHostParts.map(() => 0)]
      : allocateCents(balance.payoutCents, charges);
    if (!paid)
      await tx
        .update(paymentInstalments)
        .set(
          organizerCents === 0
            ? { chargeCents: 0, payoutCents: 0, status: 'cancelled', nextAttemptAt: null }
            : { chargeCents: organizerCents, payoutCents: organizerPayout! },
        )
        .where(eq(paymentInstalments.id, balance.id));
    const parts = await tx
      .insert(paymentInstalments)
      .values(
        coHostParts.map((part, index) => ({
          bookingItemId: balance.bookingItemId,
          kind: balance.kind,
          shareOf: balance.id,
          chargeCents: part.cents,
          payoutCents: payouts[index]!,
          dueAt: deadline,
          // A share of a payment already made is never charged to the organizer: nothing picks it up at its deadline.
          nextAttemptAt: paid ? null : deadline,
        })),
      )
      .returning({ id: paymentInstalments.id });
    const shares = await tx
      .insert(eventPaymentShares)
      .values(
        parts.map((part, index) => ({
          bookingId: access.booking.id,
          instalmentId: part.id,
          memberId: members[index]!.id,
          createdBy: actor.id,
        })),
      )
      .returning();
    const tokens = await Promise.all(
      shares.map((share) =>
        issueLink(tx, {
          purpose: 'payment-share',
          bookingId: access.booking.id,
          subjectId: share.id,
          expiresAt: deadline,
        }),
      ),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'event.payment_split',
      subjectType: 'event',
      subjectId: access.booking.id,
      details: {
        lineName: line.name,
        kind: balance.kind,
        deadline: request.deadline,
        organizerCents,
        shares: coHostParts.map((part, index) => ({ name: members[index]!.name, cents: part.cents })),
      },
    });
    return shares.map((share, index) => ({ shareId: share.id, token: tokens[index]! }));
  });

  for (const { shareId, token } of created) await mailShare(ctx, shareId, token);
  return created.map(({ shareId }) => shareId);
}

/** A share with whom it is owed by, its instalment, its line and its booking. */
async function shareFacts(db: Db, shareId: string) {
  const [facts] = await db
    .select({
      share: eventPaymentShares,
      member: eventMembers,
      instalment: paymentInstalments,
      lineName: bookingItems.name,
      booking: bookings,
    })
    .from(eventPaymentShares)
    .innerJoin(eventMembers, eq(eventMembers.id, eventPaymentShares.memberId))
    .innerJoin(paymentInstalments, eq(paymentInstalments.id, eventPaymentShares.instalmentId))
    .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
    .innerJoin(bookings, eq(bookings.id, eventPaymentShares.bookingId))
    .where(eq(eventPaymentShares.id, shareId));
  return facts ?? null;
}

type ShareFacts = NonNullable<Awaited<ReturnType<typeof shareFacts>>>;

const eventNameOf = (facts: ShareFacts) => eventName(facts.booking.eventDetails) ?? 'the event';
const organizerOf = (facts: ShareFacts) => facts.booking.contact.name || 'The organizer';
/** How the mails name what was split, and whether the organizer paid it already. */
const whatOf = (facts: ShareFacts) => ({
  what: SPLIT_WHAT[facts.instalment.kind],
  paidBack: paidAlready(facts.instalment.kind),
});

/** The share's link by mail (again, before its deadline, as a reminder); a failed send is logged (sending it again
 *  mends it). */
async function mailShare(ctx: EventContext, shareId: string, token: string, { reminder = false } = {}) {
  const facts = await shareFacts(ctx.db, shareId);
  if (!facts) return;
  const { when } = await eventInWords(ctx.db, facts.booking.id);
  const mail = shareRequestMail(facts.member.email, {
    name: facts.member.name,
    organizerName: organizerOf(facts),
    eventName: eventNameOf(facts),
    when,
    lineName: facts.lineName,
    ...whatOf(facts),
    amount: formatMoney(facts.instalment.chargeCents, 'charge'),
    deadline: shortDayInWords(facts.instalment.dueAt!.toISOString().slice(0, 10)),
    url: `${ctx.appUrl}/events/pay?token=${token}`,
    reminder,
  });
  await ctx.mailer
    .send(mail)
    .catch((error: unknown) => ctx.log.warn({ err: error, shareId }, 'a payment share mail failed'));
}

/** A new link to a share, every older one revoked, until its deadline. */
async function renewLink(db: Db, facts: ShareFacts): Promise<string> {
  return db.transaction(async (tx) => {
    await revokeLinks(tx, facts.share.id);
    return issueLink(tx, {
      purpose: 'payment-share',
      bookingId: facts.booking.id,
      subjectId: facts.share.id,
      expiresAt: facts.instalment.dueAt!,
    });
  });
}

/** A new link for a share still open, every older one revoked, mailed to its co-host: by the organizer or them. */
export async function resendShareLink(
  ctx: EventContext,
  access: EventAccess,
  shareId: string,
  now = new Date(),
): Promise<void> {
  const facts = await shareFacts(ctx.db, shareId);
  if (!facts || facts.booking.id !== access.booking.id) throw refuse(404, 'NOT_FOUND', SPLIT_MESSAGES.shareNotFound);
  if (access.role !== 'organizer' && access.member?.id !== facts.member.id)
    throw refuse(403, 'FORBIDDEN', SPLIT_MESSAGES.notYours);
  if (shareState(facts.instalment, now) !== 'open' || facts.member.removedAt)
    throw refuse(409, 'SHARE_CLOSED', SPLIT_MESSAGES.shareClosed);
  await mailShare(ctx, shareId, await renewLink(ctx.db, facts));
}

/**
 * Reminds each co-host still owing a share, once, when its deadline is near (with a new link, as the old one's token
 * is not kept). A share split so close to its deadline that its first mail came within that time is not reminded.
 */
export async function remindShares(ctx: EventContext, now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + SHARE_RULES.remindBeforeMs);
  const due = await ctx.db
    .select({ shareId: eventPaymentShares.id })
    .from(eventPaymentShares)
    .innerJoin(paymentInstalments, eq(paymentInstalments.id, eventPaymentShares.instalmentId))
    .innerJoin(eventMembers, eq(eventMembers.id, eventPaymentShares.memberId))
    .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
    .where(
      and(
        eq(paymentInstalments.status, 'scheduled'),
        eq(paymentInstalments.attempts, paymentInstalments.coHostAttempts),
        isNull(paymentInstalments.remindedAt),
        gt(paymentInstalments.dueAt, now),
        lte(paymentInstalments.dueAt, soon),
        sql`${eventPaymentShares.createdAt} + ${`${SHARE_RULES.remindBeforeMs} milliseconds`}::interval < ${paymentInstalments.dueAt}`,
        isNull(eventMembers.removedAt),
        eq(bookingItems.status, 'confirmed'),
      ),
    );
  let reminded = 0;
  for (const { shareId } of due) {
    // Taken back meanwhile: nothing to remind.
    const facts = await shareFacts(ctx.db, shareId);
    if (!facts) continue;
    const [marked] = await ctx.db
      .update(paymentInstalments)
      .set({ remindedAt: now })
      .where(and(eq(paymentInstalments.id, facts.instalment.id), isNull(paymentInstalments.remindedAt)))
      .returning({ id: paymentInstalments.id });
    if (!marked) continue;
    await mailShare(ctx, shareId, await renewLink(ctx.db, facts), { reminder: true });
    reminded += 1;
  }
  return reminded;
}

type TakeBack =
  | { outcome: 'returned'; cents: number; lineName: string; kind: InstalmentRow['kind'] }
  | { outcome: 'closed' }
  | { outcome: 'organizer-part-paid' };

/**
 * Takes an open share back into the organizer's part, in the caller's transaction: the share's instalment (and so the
 * share) and its links are deleted; a balance's share has its charge and payout added back to the balance, which is
 * charged on its own day again, so the line's charges and payouts add up as before. A share being paid, paid or past
 * its deadline stays, as does a balance's whose own part was paid early (there is nothing left to add it to).
 */
async function returnShare(tx: Db, shareId: string, now: Date): Promise<TakeBack> {
  const [found] = await tx
    .select({ share: paymentInstalments, line: bookingItems })
    .from(eventPaymentShares)
    .innerJoin(paymentInstalments, eq(paymentInstalments.id, eventPaymentShares.instalmentId))
    .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
    .where(eq(eventPaymentShares.id, shareId))
    .for('update', { of: paymentInstalments });
  if (!found || shareState(found.share, now) !== 'open' || found.line.status !== 'confirmed')
    return { outcome: 'closed' };
  const { share, line } = found;
  const returned = { outcome: 'returned', cents: share.chargeCents, lineName: line.name, kind: share.kind } as const;
  // A share of a payment already made took nothing from it: it just goes.
  if (paidAlready(share.kind)) {
    await revokeLinks(tx, shareId);
    await tx.delete(paymentInstalments).where(eq(paymentInstalments.id, share.id));
    return returned;
  }
  const [balance] = await tx
    .select()
    .from(paymentInstalments)
    .where(eq(paymentInstalments.id, share.shareOf!))
    .for('update');
  if (!balance || !['scheduled', 'cancelled'].includes(balance.status) || balance.attempts > 0)
    return { outcome: 'organizer-part-paid' };
  await tx
    .update(paymentInstalments)
    .set({
      chargeCents: balance.chargeCents + share.chargeCents,
      payoutCents: balance.payoutCents + share.payoutCents,
      status: 'scheduled',
      nextAttemptAt: balance.dueAt,
    })
    .where(eq(paymentInstalments.id, balance.id));
  await revokeLinks(tx, shareId);
  await tx.delete(paymentInstalments).where(eq(paymentInstalments.id, share.id));
  return returned;
}

const auditTakenBack = (
  tx: Db,
  actorId: string,
  bookingId: string,
  member: { name: string },
  taken: Extract<TakeBack, { outcome: 'returned' }>,
) =>
  recordAudit(tx, {
    actorId,
    action: 'event.share_taken_back',
    subjectType: 'event',
    subjectId: bookingId,
    details: { name: member.name, lineName: taken.lineName, cents: taken.cents, kind: taken.kind },
  });

/** The organizer takes a co-host's open share back into their own part; the co-host is told by mail. */
export async function takeBackShare(
  ctx: EventContext,
  access: EventAccess,
  actor: { id: string },
  shareId: string,
  now = new Date(),
): Promise<void> {
  if (access.role !== 'organizer') throw refuse(403, 'FORBIDDEN', SPLIT_MESSAGES.onlyOrganizerTakesBack);
  const facts = await shareFacts(ctx.db, shareId);
  if (!facts || facts.booking.id !== access.booking.id) throw refuse(404, 'NOT_FOUND', SPLIT_MESSAGES.shareNotFound);
  const taken = await ctx.db.transaction(async (tx) => {
    const taken = await returnShare(tx, shareId, now);
    if (taken.outcome === 'returned') await auditTakenBack(tx, actor.id, facts.booking.id, facts.member, taken);
    return taken;
  });
  if (taken.outcome === 'closed') throw refuse(409, 'SHARE_CLOSED', SPLIT_MESSAGES.shareClosed);
  if (taken.outcome === 'organizer-part-paid')
    throw refuse(409, 'ORGANIZER_PART_PAID', SPLIT_MESSAGES.organizerPartPaid);
  const mail = shareTakenBackMail(facts.member.email, {
    name: facts.member.name,
    organizerName: organizerOf(facts),
    eventName: eventNameOf(facts),
    lineName: facts.lineName,
    what: whatOf(facts).what,
    amount: formatMoney(taken.cents, 'charge'),
    url: `${ctx.appUrl}/events/${facts.booking.id}`,
  });
  await ctx.mailer
    .send(mail)
    .catch((error: unknown) => ctx.log.warn({ err: error, shareId }, 'a share taken back mail failed'));
}

/** A co-host leaves or is removed: their open shares go back to the organizer's part, in the caller's transaction. */
export async function returnSharesOf(
  tx: Db,
  actorId: string,
  member: { id: string; bookingId: string; name: string },
  now: Date,
): Promise<void> {
  const shares = await tx
    .select({ id: eventPaymentShares.id })
    .from(eventPaymentShares)
    .where(eq(eventPaymentShares.memberId, member.id));
  for (const { id } of shares) {
    const taken = await returnShare(tx, id, now);
    if (taken.outcome === 'returned') await auditTakenBack(tx, actorId, member.bookingId, member, taken);
  }
}

/** The share a link opens, used or expired or not; null for a token that opens none. */
async function shareOfToken(db: Db, token: string) {
  const link = await findLink(db, 'payment-share', token);
  return link ? shareFacts(db, link.subjectId) : null;
}

/** What a share's link shows: a co-host no longer on the event reads as gone, a share past its deadline as charged
 *  to the organizer. */
export async function shareLinkOf(db: Db, token: string, now = new Date()): Promise<ShareLink | null> {
  const facts = await shareOfToken(db, token);
  if (!facts) return null;
  const { when } = await eventInWords(db, facts.booking.id);
  return {
    state: facts.member.removedAt ? 'gone' : shareState(facts.instalment, now),
    kind: facts.instalment.kind,
    coHostName: facts.member.name,
    organizerName: organizerOf(facts),
    eventName: eventNameOf(facts),
    when,
    lineName: facts.lineName,
    cents: facts.instalment.chargeCents,
    deadline: facts.instalment.dueAt!.toISOString(),
  };
}

/**
 * The co-host pays their share through their link, with their own card. The organizer is told by mail and push, the
 * co-host gets a receipt, and the event's activity has it.
 */
export async function payShare(
  ctx: EventContext,
  checkout: CheckoutContext,
  input: { token: string; paymentMethod: string },
  now = new Date(),
): Promise<ShareLink> {
  const facts = await shareOfToken(ctx.db, input.token);
  if (!facts || facts.member.removedAt) throw refuse(404, 'NOT_FOUND', SPLIT_MESSAGES.linkGone);
  if (shareState(facts.instalment, now) !== 'open') throw refuse(409, 'SHARE_CLOSED', SPLIT_MESSAGES.shareClosed);
  await payShareNow(
    checkout,
    { instalmentId: facts.instalment.id, paymentMethod: input.paymentMethod, email: facts.member.email },
    now,
  );
  await tellSharePaid(ctx, facts);
  return (await shareLinkOf(ctx.db, input.token, now))!;
}

async function tellSharePaid(ctx: EventContext, facts: ShareFacts) {
  const amount = formatMoney(facts.instalment.chargeCents, 'charge');
  await recordAudit(ctx.db, {
    actorId: facts.member.userId,
    action: 'event.share_paid',
    subjectType: 'event',
    subjectId: facts.booking.id,
    details: { name: facts.member.name, lineName: facts.lineName, cents: facts.instalment.chargeCents },
  });
  const paid = {
    coHostName: facts.member.name,
    lineName: facts.lineName,
    ...whatOf(facts),
    amount,
    eventName: eventNameOf(facts),
  };
  const url = `${ctx.appUrl}/events/${facts.booking.id}#payments`;
  if (facts.booking.customerId)
    ctx.notify(facts.booking.customerId, {
      title: 'A share is paid',
      body: `${facts.member.name} paid ${amount} for ${facts.lineName}.`,
      url: `/events/${facts.booking.id}#payments`,
      tag: `share-${facts.share.id}`,
    });
  const mails = [
    sharePaidMail(facts.booking.contact.email, { ...paid, url, to: 'organizer' }),
    sharePaidMail(facts.member.email, { ...paid, url, to: 'co-host' }),
  ];
  for (const mail of mails)
    await ctx.mailer
      .send(mail)
      .catch((error: unknown) => ctx.log.warn({ err: error, shareId: facts.share.id }, 'a share receipt failed'));
}
