// The events a signed-in account co-hosts (accepted and not removed), upcoming soonest first, then past ones latest
// first: the organizer finds theirs in My bookings, a co-host here.
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { eventName } from '#shared/event-words.ts';
import type { CoHostedEvent } from '#shared/events.ts';
import type { Db } from '../../db/client.ts';
import { bookings, eventMembers } from '../../db/schema/index.ts';

const LISTED = 200;

export async function coHostedEvents(db: Db, userId: string, today: string): Promise<CoHostedEvent[]> {
  const rows = await db
    .select({ booking: bookings })
    .from(eventMembers)
    .innerJoin(bookings, eq(bookings.id, eventMembers.bookingId))
    .where(and(eq(eventMembers.userId, userId), isNotNull(eventMembers.acceptedAt), isNull(eventMembers.removedAt)))
    .orderBy(
      desc(sql`${bookings.eventDate} >= ${today}`),
      asc(sql`case when ${bookings.eventDate} >= ${today} then ${bookings.eventDate} end`),
      desc(bookings.eventDate),
    )
    .limit(LISTED);
  return rows.map(({ booking }) => ({
    id: booking.id,
    reference: booking.reference,
    eventName: eventName(booking.eventDetails),
    eventDate: booking.eventDate,
    organizerName: booking.contact.name,
  }));
}
