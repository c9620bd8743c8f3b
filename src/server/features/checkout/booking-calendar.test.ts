import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/checkout.ts';
import { foldLine, icsText } from '../calendar/index.ts';
import { bookingCalendar } from './booking-calendar.ts';

const item = (id: string, status: Booking['items'][number]['status'], name = 'Kiln Works') => ({
  id,
  type: 'venue' as const,
  listingId: 'l1',
  name,
  quantity: 1,
  hours: 4,
  unitPriceCents: 100,
  unit: 'hour' as const,
  extras: [],
  lineTotalCents: 400,
  chargeCents: 400,
  refundedCents: 0,
  partnerPayoutCents: 380,
  paymentTerms: { schedule: 'full' as const },
  cancellationTier: 'very-flexible' as const,
  confirmsAtOnce: false,
  securityDeposit: null,
  instalments: [],
  status,
  startsAt: '2027-03-17T18:00:00.000Z',
  endsAt: '2027-03-17T22:00:00.000Z',
  timeZone: 'UTC',
  expiresAt: null,
});

const booking = (items: Booking['items']): Booking => ({
  id: 'b1',
  reference: 'EV-ABC123',
  eventDate: '2027-03-17',
  status: 'awaiting',
  eventDetails: {},
  items,
  payment: null,
  cardLast4: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  breakdown: {
    servicesCost: 0,
    addOnsCost: 0,
    subtotal: 0,
    customerPlatformFee: 0,
    vendorPlatformFee: 0,
    processingFee: 0,
    taxAmount: 0,
    customerTotal: 0,
    vendorReceives: 0,
    platformRevenue: 0,
  },
});

describe('bookingCalendar', () => {
  it('has one event per partner booking still on, in UTC, with CRLF lines', () => {
    const ics = bookingCalendar(
      booking([item('a', 'confirmed'), item('b', 'requested', 'DJ Nova, Reyes; live'), item('c', 'declined')]),
      'https://eventide.test',
      new Date('2027-01-02T03:04:05Z'),
    );
    expect(ics.split('\r\n').at(0)).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:a@eventide');
    expect(ics).not.toContain('UID:c@eventide');
    expect(ics).toContain('DTSTART:20270317T180000Z');
    expect(ics).toContain('DTEND:20270317T220000Z');
    expect(ics).toContain('DTSTAMP:20270102T030405Z');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('SUMMARY:DJ Nova\\, Reyes\\; live · EV-ABC123');
    expect(ics).toContain('URL:https://eventide.test/booking/b1');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.split('\r\n ').join('')).toBe(long);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });
});
