// One event as its viewer may see it: a partner their own lines, the venue and the organizer once booked; the
// organizer, co-hosts and admins every line and what is due.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { eventBookingStatus } from '#shared/bookings.ts';
import { isBookedLine, type BookedEvent, type EventContact, type EventLine } from '#shared/events.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, eventMembers, profiles, user, venues } from '../../db/schema/index.ts';
import { lineMoney, toPartnerBooking } from '../checkout/index.ts';
import type { EventAccess } from './event-access.ts';
import { headcountOf } from './guests.ts';

async function partnerContacts(db: Db, userIds: string[]): Promise<Map<string, EventContact>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      businessName: profiles.businessName,
      phone: profiles.phone,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, userIds));
  return new Map(rows.map((r) => [r.id, { name: r.businessName || r.name, email: r.email, phone: r.phone }]));
}

async function placeOf(db: Db, venueId: string | null): Promise<BookedEvent['place']> {
  if (!venueId) return null;
  const [venue] = await db
    .select({ name: venues.name, address: venues.address, location: venues.location })
    .from(venues)
    .where(eq(venues.id, venueId));
  if (!venue) return null;
  return { name: venue.name, address: [venue.address, venue.location].filter(Boolean).join(', ') };
}

/** The event's venue, for those told where it is. */
export async function placeOfEvent(db: Db, bookingId: string): Promise<BookedEvent['place']> {
  const [venueLine] = await db
    .select({ venueId: bookingItems.venueId })
    .from(bookingItems)
    .where(
      and(
        eq(bookingItems.bookingId, bookingId),
        eq(bookingItems.itemType, 'venue'),
        ne(bookingItems.status, 'declined'),
      ),
    );
  return placeOf(db, venueLine?.venueId ?? null);
}

export async function readEvent(db: Db, access: EventAccess): Promise<BookedEvent> {
  const { booking, can, linesOf } = access;
  const [allItems, members] = await Promise.all([
    db
      .select()
      .from(bookingItems)
      .where(eq(bookingItems.bookingId, booking.id))
      .orderBy(bookingItems.createdAt, bookingItems.itemType),
    linesOf
      ? []
      : db
          .select({ member: eventMembers, account: { name: user.name, email: user.email } })
          .from(eventMembers)
          .leftJoin(user, eq(user.id, eventMembers.userId))
          .where(and(eq(eventMembers.bookingId, booking.id), isNull(eventMembers.removedAt)))
          .orderBy(asc(eventMembers.invitedAt), sql`lower(${eventMembers.name})`),
  ]);
  // The venue first, then the vendors in the order they were booked.
  const items = (linesOf ? allItems.filter((item) => item.partnerUserId === linesOf) : allItems).sort(
    (a, b) => Number(a.itemType !== 'venue') - Number(b.itemType !== 'venue'),
  );
  // A partner learns where and for whom once one of their lines is booked.
  const knowsTheEvent = !linesOf || items.some(isBookedLine);
  const bookedPartners = items.filter(isBookedLine).flatMap((item) => (item.partnerUserId ? [item.partnerUserId] : []));
  const venueLine = allItems.find((item) => item.itemType === 'venue' && item.status !== 'declined');
  const [money, contacts, place, headcount] = await Promise.all([
    can.seeMoney
      ? lineMoney(
          db,
          items.map((item) => item.id),
        )
      : null,
    partnerContacts(db, [...new Set(bookedPartners)]),
    knowsTheEvent ? placeOf(db, venueLine?.venueId ?? null) : null,
    headcountOf(db, booking.id, items),
  ]);
  const lines = items.map((item): EventLine => {
    const booked = toPartnerBooking(item, money ?? { instalments: new Map(), deposits: new Map() });
    return {
      id: booked.id,
      type: booked.type,
      listingId: booked.listingId,
      name: booked.name,
      quantity: booked.quantity,
      hours: booked.hours,
      status: booked.status,
      startsAt: booked.startsAt,
      endsAt: booked.endsAt,
      timeZone: booked.timeZone,
      partner: isBookedLine(item) && item.partnerUserId ? (contacts.get(item.partnerUserId) ?? null) : null,
      money: money
        ? { chargeCents: booked.chargeCents, refundedCents: booked.refundedCents, instalments: booked.instalments }
        : null,
    };
  });
  return {
    id: booking.id,
    reference: booking.reference,
    eventDate: booking.eventDate,
    status: eventBookingStatus(items.map((item) => item.status)),
    eventDetails: booking.eventDetails,
    role: access.role,
    can,
    memberId: access.member?.id ?? null,
    place,
    organizer: knowsTheEvent
      ? { name: booking.contact.name, email: booking.contact.email, phone: booking.contact.phone ?? null }
      : null,
    lines,
    coHosts: members.map(({ member, account }) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      status: member.acceptedAt ? 'accepted' : 'invited',
      acceptedBy: member.acceptedAt && account ? account : null,
      mayPay: member.mayPay,
      mayCancel: member.mayCancel,
    })),
    headcount,
    totalCents: can.seeMoney ? booking.customerTotalCents : null,
  };
}
