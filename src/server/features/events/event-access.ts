// Who the viewer is to an event and what they may do: the one question every event route asks (ADR 030).
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { capabilitiesOf, type EventCapabilities, type EventRole } from '#shared/events.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, eventMembers } from '../../db/schema/index.ts';

type BookingRow = typeof bookings.$inferSelect;
type MemberRow = typeof eventMembers.$inferSelect;

export interface EventAccess {
  role: EventRole;
  booking: BookingRow;
  /** The viewer's membership, when they co-host. */
  member: MemberRow | null;
  /** A partner sees only their own lines: the user whose lines they are; null: every line. */
  linesOf: string | null;
  can: EventCapabilities;
}

/** The viewer's access to the event, or null when they are nothing to it (the routes answer 404, not 403). */
export async function eventAccess(
  db: Db,
  bookingId: string,
  viewer: { id: string; roles: readonly string[] },
): Promise<EventAccess | null> {
  const [[booking], [member], [partnerLine]] = await Promise.all([
    db.select().from(bookings).where(eq(bookings.id, bookingId)),
    db
      .select()
      .from(eventMembers)
      .where(
        and(
          eq(eventMembers.bookingId, bookingId),
          eq(eventMembers.userId, viewer.id),
          isNotNull(eventMembers.acceptedAt),
          isNull(eventMembers.removedAt),
        ),
      ),
    db
      .select({ id: bookingItems.id })
      .from(bookingItems)
      .where(and(eq(bookingItems.bookingId, bookingId), eq(bookingItems.partnerUserId, viewer.id)))
      .limit(1),
  ]);
  if (!booking) return null;
  const access = (role: EventRole, linesOf: string | null = null): EventAccess => ({
    role,
    booking,
    member: role === 'co-host' ? member! : null,
    linesOf,
    can: capabilitiesOf(role, member ?? null),
  });
  if (booking.customerId === viewer.id) return access('organizer');
  if (member) return access('co-host');
  if (viewer.roles.includes('admin')) return access('admin');
  if (partnerLine) return access('partner', viewer.id);
  return null;
}
