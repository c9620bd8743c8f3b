// An event's run of show (issue 48, step 4 of ADR 030): timed entries, each done by a booked partner, a co-host or
// the organizer, written on the venue's clock. Everyone on the event reads it, a partner once a line of theirs is
// booked; the organizer and co-hosts change it, each change audit-logged and marking the run of show changed for the
// job that tells booked partners (timeline-notices.ts).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { eventWindow } from '#shared/event-window.ts';
import { shortTimeInWords } from '#shared/event-words.ts';
import {
  timelineClosedTo,
  TIMELINE_MESSAGES,
  TIMELINE_RULES,
  type EventTimeline,
  type NamedAssignee,
  type TimelineEntry,
  type TimelineEntryRequest,
} from '#shared/event-timeline.ts';
import { AppError } from '#shared/errors.ts';
import { isBookedLine } from '#shared/events.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  eventMembers,
  eventTimelineChanges,
  eventTimelineEntries,
} from '../../db/schema/index.ts';
import type { EventAccess } from './event-access.ts';
import { LINE_ON } from './guests.ts';

type BookingRow = typeof bookings.$inferSelect;
type ItemRow = typeof bookingItems.$inferSelect;
type MemberRow = typeof eventMembers.$inferSelect;
type EntryRow = typeof eventTimelineEntries.$inferSelect;
type Actor = { id: string };

const HOUR_MS = 3_600_000;

const refuse = (status: number, code: string, message: string) => new AppError(code, message, status);

/** The event's lines and co-hosts (removed ones too: an entry may still name them). */
export interface TimelineFacts {
  booking: BookingRow;
  lines: ItemRow[];
  members: MemberRow[];
  /** The venue's clock, or the first line's when there is no venue. */
  timeZone: string;
}

export async function timelineFactsOf(db: Db, booking: BookingRow): Promise<TimelineFacts> {
  const [lines, members] = await Promise.all([
    db
      .select()
      .from(bookingItems)
      .where(eq(bookingItems.bookingId, booking.id))
      .orderBy(asc(bookingItems.createdAt), asc(bookingItems.id)),
    db.select().from(eventMembers).where(eq(eventMembers.bookingId, booking.id)),
  ]);
  const venue = lines.find((line) => line.itemType === 'venue');
  return { booking, lines, members, timeZone: (venue ?? lines[0])?.timeZone ?? 'UTC' };
}

/** Whom an entry may be given to: the organizer, every co-host still on the event, every booked partner. */
function assigneesOf({ booking, lines, members }: TimelineFacts): NamedAssignee[] {
  return [
    { kind: 'organizer', id: null, name: booking.contact.name || 'The organizer' },
    ...members.filter((m) => !m.removedAt).map((m) => ({ kind: 'co-host' as const, id: m.id, name: m.name })),
    ...lines.filter(isBookedLine).map((line) => ({ kind: 'partner' as const, id: line.id, name: line.name })),
  ];
}

/**
 * The run of show as `viewerId` reads it: each entry with who does it, and whether it is theirs. Only those who change
 * it get the ids of lines and memberships, which name who an entry may be given to.
 */
export function entriesAsSeenBy(
  facts: TimelineFacts,
  rows: readonly EntryRow[],
  viewer: { id: string; editor: boolean },
): TimelineEntry[] {
  const member = new Map(facts.members.map((m) => [m.id, m]));
  const line = new Map(facts.lines.map((l) => [l.id, l]));
  return rows.map((row) => {
    const doer =
      row.assignee === 'co-host'
        ? { name: member.get(row.memberId!)?.name ?? 'A co-host', userId: member.get(row.memberId!)?.userId }
        : row.assignee === 'partner'
          ? {
              name: line.get(row.bookingItemId!)?.name ?? 'A partner',
              userId: line.get(row.bookingItemId!)?.partnerUserId,
            }
          : { name: facts.booking.contact.name || 'The organizer', userId: facts.booking.customerId };
    return {
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      minutes: row.minutes,
      title: row.title,
      notes: row.notes,
      assignee: {
        kind: row.assignee,
        id: viewer.editor ? (row.bookingItemId ?? row.memberId) : null,
        name: doer.name,
      },
      mine: doer.userId === viewer.id,
    };
  });
}

export const timelineRowsOf = (db: Db, bookingId: string) =>
  db
    .select()
    .from(eventTimelineEntries)
    .where(eq(eventTimelineEntries.bookingId, bookingId))
    .orderBy(asc(eventTimelineEntries.startsAt), asc(eventTimelineEntries.createdAt));

/** A partner reads the run of show while a line of theirs is booked; everyone else on the event always. */
function maySee(access: EventAccess, lines: readonly ItemRow[]) {
  if (access.role !== 'partner') return;
  const theirs = lines.filter((line) => line.partnerUserId === access.linesOf);
  if (theirs.some(isBookedLine)) return;
  throw refuse(403, 'FORBIDDEN', timelineClosedTo(theirs));
}

export async function timelineOf(db: Db, access: EventAccess, viewer: Actor): Promise<EventTimeline> {
  const facts = await timelineFactsOf(db, access.booking);
  maySee(access, facts.lines);
  return {
    timeZone: facts.timeZone,
    entries: entriesAsSeenBy(facts, await timelineRowsOf(db, access.booking.id), {
      id: viewer.id,
      editor: access.can.editTimeline,
    }),
    assignees: access.can.editTimeline ? assigneesOf(facts) : [],
  };
}

/** The row an entry request becomes, or the reason it is refused. */
function entryValues(facts: TimelineFacts, request: TimelineEntryRequest) {
  const on = facts.lines.filter((line) => (LINE_ON as readonly string[]).includes(line.status));
  if (on.length === 0) throw refuse(409, 'CONFLICT', TIMELINE_MESSAGES.nothingBooked);
  const start = eventWindow({ date: request.date, startTime: request.time, hours: 1, timeZone: facts.timeZone });
  if (!start.ok) throw refuse(400, 'VALIDATION_ERROR', start.error);
  const margin = TIMELINE_RULES.marginHours * HOUR_MS;
  const from = new Date(Math.min(...on.map((line) => line.startsAt.getTime())) - margin);
  const to = new Date(Math.max(...on.map((line) => line.endsAt.getTime())) + margin);
  const startsAt = start.window.startsAt;
  if (startsAt < from || startsAt > to) {
    const shown = (at: Date) => shortTimeInWords(at, facts.timeZone);
    throw refuse(400, 'VALIDATION_ERROR', TIMELINE_MESSAGES.outsideEvent(shown(from), shown(to)));
  }
  const { kind, id } = request.assignee;
  const given = assigneesOf(facts).find((option) => option.kind === kind && (kind === 'organizer' || option.id === id));
  if (!given) throw refuse(400, 'VALIDATION_ERROR', TIMELINE_MESSAGES.assignee);
  return {
    startsAt,
    minutes: request.minutes,
    title: request.title,
    notes: request.notes,
    assignee: kind,
    bookingItemId: kind === 'partner' ? given.id : null,
    memberId: kind === 'co-host' ? given.id : null,
  };
}

function mayEdit(access: EventAccess) {
  if (!access.can.editTimeline) throw refuse(403, 'FORBIDDEN', TIMELINE_MESSAGES.hostsOnly);
}

/** Audit-logs the change and marks the run of show changed, for the job that tells booked partners. */
async function recordChange(tx: Db, actor: Actor, bookingId: string, action: string, title: string) {
  await recordAudit(tx, {
    actorId: actor.id,
    action: `event.${action}`,
    subjectType: 'event',
    subjectId: bookingId,
    details: { title },
  });
  // The clock's time, not the transaction's start: of two edits at once, the later commit must not be the earlier.
  await tx
    .insert(eventTimelineChanges)
    .values({ bookingId, changedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: eventTimelineChanges.bookingId,
      set: { changedAt: sql`greatest(${eventTimelineChanges.changedAt}, clock_timestamp())` },
    });
}

export async function addTimelineEntry(db: Db, access: EventAccess, actor: Actor, request: TimelineEntryRequest) {
  mayEdit(access);
  const values = entryValues(await timelineFactsOf(db, access.booking), request);
  const bookingId = access.booking.id;
  await db.transaction(async (tx) => {
    // One at a time per event, so two adds cannot both pass the limit.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const [held] = await tx
      .select({ entries: count() })
      .from(eventTimelineEntries)
      .where(eq(eventTimelineEntries.bookingId, bookingId));
    if ((held?.entries ?? 0) >= TIMELINE_RULES.maxEntries) throw refuse(409, 'CONFLICT', TIMELINE_MESSAGES.tooMany);
    await tx.insert(eventTimelineEntries).values({ ...values, bookingId, createdBy: actor.id });
    await recordChange(tx, actor, bookingId, 'timeline_added', values.title);
  });
}

export async function changeTimelineEntry(
  db: Db,
  access: EventAccess,
  actor: Actor,
  entryId: string,
  request: TimelineEntryRequest,
) {
  mayEdit(access);
  const values = entryValues(await timelineFactsOf(db, access.booking), request);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(eventTimelineEntries)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(eventTimelineEntries.id, entryId), eq(eventTimelineEntries.bookingId, access.booking.id)))
      .returning({ id: eventTimelineEntries.id });
    if (!changed) throw refuse(404, 'NOT_FOUND', TIMELINE_MESSAGES.entryNotFound);
    await recordChange(tx, actor, access.booking.id, 'timeline_changed', values.title);
  });
}

export async function removeTimelineEntry(db: Db, access: EventAccess, actor: Actor, entryId: string) {
  mayEdit(access);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(eventTimelineEntries)
      .where(and(eq(eventTimelineEntries.id, entryId), eq(eventTimelineEntries.bookingId, access.booking.id)))
      .returning({ title: eventTimelineEntries.title });
    if (!removed) throw refuse(404, 'NOT_FOUND', TIMELINE_MESSAGES.entryNotFound);
    await recordChange(tx, actor, access.booking.id, 'timeline_removed', removed.title);
  });
}
