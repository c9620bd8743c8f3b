// An event's guest list (issue 48, step 3 of ADR 030): its organizer and co-hosts add guests by hand or from a CSV
// file (all of it or nothing), take them off, and set what the RSVP asks; everyone on the event sees the headcount and
// whether it passes what a booked line holds. Every change is in the audit log, on the event.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  GUEST_MESSAGES,
  GUEST_RULES,
  type AddGuestRequest,
  type CsvLineError,
  type EventGuestList,
  type Headcount,
  type HeadcountWarning,
  type RsvpSettings,
} from '#shared/event-guests.ts';
import { AppError } from '#shared/errors.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/error-code.ts';
import { bookingItems, bookings, eventGuests, eventRsvpSettings, venues } from '../../db/schema/index.ts';
import type { EventAccess } from './event-access.ts';
import { revokeLinks } from './event-links.ts';
import { readGuestCsv } from './guest-csv.ts';

type ItemRow = typeof bookingItems.$inferSelect;
type Actor = { id: string };

export const DEFAULT_RSVP_SETTINGS: RsvpSettings = { question: '', maxPlusOnes: 1 };

/** The states of a line whose part of the event still happens; lines in others hold nobody. */
export const LINE_ON = ['requested', 'confirmed', 'completed'] as const;
const LINE_IS_ON = (item: Pick<ItemRow, 'status'>) => (LINE_ON as readonly string[]).includes(item.status);

const refuse = (status: number, code: string, message: string, details?: unknown) =>
  new AppError(code, message, status, details === undefined ? {} : { details });

export function mayEditGuests(access: EventAccess) {
  if (!access.can.editGuests) throw refuse(403, 'FORBIDDEN', GUEST_MESSAGES.hostsOnly);
}

const audit = (db: Db, actorId: string | null, action: string, bookingId: string, details: Record<string, unknown>) =>
  recordAudit(db, { actorId, action: `event.${action}`, subjectType: 'event', subjectId: bookingId, details });

export async function rsvpSettingsOf(db: Db, bookingId: string): Promise<RsvpSettings> {
  const [row] = await db
    .select({ question: eventRsvpSettings.question, maxPlusOnes: eventRsvpSettings.maxPlusOnes })
    .from(eventRsvpSettings)
    .where(eq(eventRsvpSettings.bookingId, bookingId));
  return row ?? DEFAULT_RSVP_SETTINGS;
}

/**
 * Who is coming, and every line the viewer sees that holds fewer: the venue by its capacity, a line priced per guest
 * by the number it is booked for.
 */
export async function headcountOf(db: Db, bookingId: string, lines: readonly ItemRow[]): Promise<Headcount> {
  const venueIds = lines.filter((line) => line.itemType === 'venue' && line.venueId).map((line) => line.venueId!);
  const [answers, capacities] = await Promise.all([
    db
      .select({
        rsvp: eventGuests.rsvp,
        guests: count(),
        plusOnes: sql<number>`coalesce(sum(${eventGuests.plusOnes}), 0)::int`,
      })
      .from(eventGuests)
      .where(eq(eventGuests.bookingId, bookingId))
      .groupBy(eventGuests.rsvp),
    venueIds.length === 0
      ? []
      : db.select({ id: venues.id, capacity: venues.maxCapacity }).from(venues).where(inArray(venues.id, venueIds)),
  ]);
  const of = (rsvp: string) => answers.find((row) => row.rsvp === rsvp);
  const yes = of('yes');
  const coming = (yes?.guests ?? 0) + (yes?.plusOnes ?? 0);
  const capacityOf = new Map(capacities.map((venue) => [venue.id, venue.capacity]));
  const warnings: HeadcountWarning[] = [];
  for (const line of lines.filter(LINE_IS_ON)) {
    const base = {
      lineId: line.id,
      type: line.itemType === 'venue' ? ('venue' as const) : ('vendor' as const),
      listingId: line.venueId ?? line.vendorId,
      name: line.name,
    };
    const capacity = line.venueId ? capacityOf.get(line.venueId) : undefined;
    if (line.itemType === 'venue' && capacity !== undefined && coming > capacity)
      warnings.push({ ...base, kind: 'capacity', limit: capacity });
    else if (line.priceUnit === 'guest' && coming > line.quantity)
      warnings.push({ ...base, kind: 'per-guest', limit: line.quantity });
  }
  return { coming, yes: yes?.guests ?? 0, no: of('no')?.guests ?? 0, awaiting: of('awaiting')?.guests ?? 0, warnings };
}

/** The guest list with every reply, for the organizer, co-hosts and admins. */
export async function guestListOf(db: Db, access: EventAccess): Promise<EventGuestList> {
  if (!access.can.seeGuests) throw refuse(403, 'FORBIDDEN', GUEST_MESSAGES.hostsOnly);
  const bookingId = access.booking.id;
  const [guests, settings, lines] = await Promise.all([
    db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.bookingId, bookingId))
      .orderBy(asc(sql`lower(${eventGuests.name})`), asc(eventGuests.createdAt)),
    rsvpSettingsOf(db, bookingId),
    db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)),
  ]);
  return {
    guests: guests.map((guest) => ({
      id: guest.id,
      name: guest.name,
      email: guest.email,
      rsvp: guest.rsvp,
      plusOnes: guest.plusOnes,
      dietary: guest.dietary,
      answer: guest.answer,
      invitedAt: guest.invitedAt?.toISOString() ?? null,
      respondedAt: guest.respondedAt?.toISOString() ?? null,
    })),
    settings,
    headcount: await headcountOf(db, bookingId, lines),
  };
}

/** Which of these guests' addresses are on the event's list already, in lower case. */
async function emailsOnList(db: Db, bookingId: string, guests: readonly AddGuestRequest[]): Promise<string[]> {
  if (guests.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${eventGuests.email})` })
    .from(eventGuests)
    .where(
      and(
        eq(eventGuests.bookingId, bookingId),
        inArray(
          sql`lower(${eventGuests.email})`,
          guests.map((guest) => guest.email.toLowerCase()),
        ),
      ),
    );
  return rows.map((row) => row.email);
}

/**
 * Adds guests in one transaction: the event's row is locked so two imports at once cannot pass the limit together,
 * and an email already on the list refuses the whole lot (the caller words it).
 */
async function insertGuests(
  db: Db,
  access: EventAccess,
  actor: Actor,
  guests: readonly AddGuestRequest[],
  onTaken: (emails: string[]) => AppError,
) {
  const bookingId = access.booking.id;
  await db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const [{ onList }] = (await tx
      .select({ onList: count() })
      .from(eventGuests)
      .where(eq(eventGuests.bookingId, bookingId))) as [{ onList: number }];
    if (onList + guests.length > GUEST_RULES.maxGuests)
      throw refuse(409, 'TOO_MANY_GUESTS', GUEST_MESSAGES.tooManyGuests);
    const taken = await emailsOnList(tx, bookingId, guests);
    if (taken.length > 0) throw onTaken(taken);
    await tx
      .insert(eventGuests)
      .values(guests.map((guest) => ({ bookingId, name: guest.name, email: guest.email, addedBy: actor.id })));
    await audit(
      tx,
      actor.id,
      guests.length === 1 ? 'guest_added' : 'guests_imported',
      bookingId,
      guests.length === 1 ? { name: guests[0]!.name, email: guests[0]!.email } : { count: guests.length },
    );
  });
}

export async function addGuest(db: Db, access: EventAccess, actor: Actor, guest: AddGuestRequest): Promise<void> {
  mayEditGuests(access);
  const taken = () => refuse(409, 'GUEST_TAKEN', GUEST_MESSAGES.guestTaken);
  await insertGuests(db, access, actor, [guest], taken).catch((error: unknown) => {
    // Two hosts adding one guest at once: the second meets the unique index.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw taken();
    throw error;
  });
}

/** Imports a CSV file's guests, all or none: any bad line refuses the file with every bad line named. */
export async function importGuests(db: Db, access: EventAccess, actor: Actor, csv: string): Promise<number> {
  mayEditGuests(access);
  const { guests, errors } = readGuestCsv(csv);
  const onListAlready = (taken: readonly string[]) =>
    guests
      .filter((guest) => taken.includes(guest.email.toLowerCase()))
      .map((guest) => ({ line: guest.line, message: `${guest.email} is already on the guest list.` }));
  const invalid = (lines: CsvLineError[]) =>
    refuse(400, 'CSV_INVALID', GUEST_MESSAGES.csvInvalid, { lines: lines.sort((a, b) => a.line - b.line) });
  // Every bad line at once, those already on the list included (checked again when they are added).
  const already = onListAlready(await emailsOnList(db, access.booking.id, guests));
  if (errors.length > 0 || already.length > 0) throw invalid([...errors, ...already]);
  await insertGuests(db, access, actor, guests, (taken) => invalid(onListAlready(taken)));
  return guests.length;
}

export async function removeGuest(db: Db, access: EventAccess, actor: Actor, guestId: string): Promise<void> {
  mayEditGuests(access);
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .delete(eventGuests)
      .where(and(eq(eventGuests.id, guestId), eq(eventGuests.bookingId, access.booking.id)))
      .returning();
    if (!guest) throw refuse(404, 'NOT_FOUND', GUEST_MESSAGES.guestNotFound);
    await revokeLinks(tx, guest.id);
    await audit(tx, actor.id, 'guest_removed', access.booking.id, { name: guest.name, email: guest.email });
  });
}

export async function changeRsvpSettings(
  db: Db,
  access: EventAccess,
  actor: Actor,
  settings: RsvpSettings,
): Promise<void> {
  mayEditGuests(access);
  await db.transaction(async (tx) => {
    await tx
      .insert(eventRsvpSettings)
      .values({ bookingId: access.booking.id, ...settings })
      .onConflictDoUpdate({ target: eventRsvpSettings.bookingId, set: settings });
    await audit(tx, actor.id, 'rsvp_settings', access.booking.id, settings);
  });
}
