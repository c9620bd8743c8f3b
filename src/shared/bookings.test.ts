import { describe, expect, it } from 'vitest';
import {
  BOOKING_ERRORS,
  CANCELLATION_POLICY,
  cancellationOutcome,
  eventBookingStatus,
  isFinal,
  nextStatus,
  PARTNER_BOOKING_STATUSES,
  requestExpiresAt,
} from './bookings.ts';

const at = (iso: string) => new Date(iso);

describe('partner booking states', () => {
  it('a request is confirmed, declined, expired or cancelled', () => {
    expect(nextStatus('requested', 'confirm', 'partner')).toEqual({ ok: true, status: 'confirmed' });
    expect(nextStatus('requested', 'decline', 'partner')).toEqual({ ok: true, status: 'declined' });
    expect(nextStatus('requested', 'expire', 'system')).toEqual({ ok: true, status: 'expired' });
    expect(nextStatus('requested', 'cancel', 'customer')).toEqual({ ok: true, status: 'cancelled' });
  });

  it('a confirmed booking is cancelled or completed once the event has ended', () => {
    expect(nextStatus('confirmed', 'cancel', 'customer')).toEqual({ ok: true, status: 'cancelled' });
    const ends = at('2027-03-06T23:00:00Z');
    expect(nextStatus('confirmed', 'complete', 'partner', { now: at('2027-03-06T22:00:00Z'), endsAt: ends })).toEqual({
      ok: false,
      error: BOOKING_ERRORS.notYetEnded,
    });
    expect(nextStatus('confirmed', 'complete', 'partner', { now: at('2027-03-07T00:00:00Z'), endsAt: ends })).toEqual({
      ok: true,
      status: 'completed',
    });
  });

  it('refuses what the graph does not allow, with a message naming both', () => {
    expect(nextStatus('declined', 'confirm', 'partner')).toEqual({
      ok: false,
      error: 'A declined booking cannot be confirmed.',
    });
    expect(nextStatus('confirmed', 'confirm', 'partner')).toEqual({
      ok: false,
      error: 'A confirmed booking cannot be confirmed.',
    });
    expect(nextStatus('cancelled', 'cancel', 'customer').ok).toBe(false);
  });

  it('refuses an actor who may not cause the event', () => {
    expect(nextStatus('requested', 'confirm', 'customer')).toEqual({
      ok: false,
      error: 'You cannot confirm this booking.',
    });
    expect(nextStatus('requested', 'expire', 'partner').ok).toBe(false);
  });

  it('only declined, expired, cancelled and completed are final', () => {
    expect(PARTNER_BOOKING_STATUSES.filter(isFinal)).toEqual(['declined', 'expired', 'cancelled', 'completed']);
  });

  it('a request waits 48 hours, or until the event starts if that is sooner', () => {
    expect(requestExpiresAt(at('2027-03-01T10:00:00Z'), at('2027-03-06T18:00:00Z'))).toEqual(
      at('2027-03-03T10:00:00Z'),
    );
    expect(requestExpiresAt(at('2027-03-06T10:00:00Z'), at('2027-03-06T18:00:00Z'))).toEqual(
      at('2027-03-06T18:00:00Z'),
    );
  });
});

describe('cancellation by the default policy, the 24-hour rule', () => {
  const startsAt = at('2027-03-06T18:00:00Z');
  const base = { chargeCents: 54_321, startsAt, by: 'customer' as const, tier: 'very-flexible' as const };

  it('releases the hold of a request that was never charged', () => {
    expect(cancellationOutcome({ ...base, status: 'requested', now: at('2027-03-06T17:00:00Z') })).toEqual({
      refundCents: 0,
      releaseCents: 54_321,
      refundPercent: 100,
      free: true,
    });
  });

  it('refunds in full at 24 hours or more before the event, nothing inside 24 hours', () => {
    expect(cancellationOutcome({ ...base, status: 'confirmed', now: at('2027-03-05T18:00:00Z') })).toEqual({
      refundCents: 54_321,
      releaseCents: 0,
      refundPercent: 100,
      free: true,
    });
    expect(cancellationOutcome({ ...base, status: 'confirmed', now: at('2027-03-05T18:00:01Z') })).toEqual({
      refundCents: 0,
      releaseCents: 0,
      refundPercent: 0,
      free: false,
    });
  });

  it('is the rule the stated policy names: refunded in full up to the hours it says, nothing after', () => {
    const hours = Number(/up to (\d+) hours before the event/.exec(CANCELLATION_POLICY)?.[1]);
    const before = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
    expect(cancellationOutcome({ ...base, status: 'confirmed', now: before(hours) }).refundCents).toBe(54_321);
    expect(cancellationOutcome({ ...base, status: 'confirmed', now: before(hours - 0.01) }).refundCents).toBe(0);
  });

  it('refunds in full whenever the partner cancels, whatever the tier', () => {
    for (const tier of ['very-flexible', 'strict'] as const)
      expect(
        cancellationOutcome({ ...base, tier, status: 'confirmed', by: 'partner', now: at('2027-03-06T17:00:00Z') })
          .refundCents,
      ).toBe(54_321);
  });

  it('refunds a customer by the line’s tier: half of what was paid 10 days before under a moderate policy', () => {
    expect(
      cancellationOutcome({ ...base, tier: 'moderate', status: 'confirmed', now: at('2027-02-24T18:00:00Z') }),
    ).toEqual({ refundCents: 27_161, releaseCents: 0, refundPercent: 50, free: false });
  });
});

describe('the event status from its partner bookings', () => {
  it('waits while any partner has not answered', () => {
    expect(eventBookingStatus(['confirmed', 'requested'])).toBe('awaiting');
  });
  it('is confirmed when all are, partly confirmed when some are', () => {
    expect(eventBookingStatus(['confirmed', 'confirmed'])).toBe('confirmed');
    expect(eventBookingStatus(['confirmed', 'declined'])).toBe('partly-confirmed');
  });
  it('is declined, cancelled or completed when every partner booking ended that way', () => {
    expect(eventBookingStatus(['declined', 'expired'])).toBe('declined');
    expect(eventBookingStatus(['cancelled', 'declined'])).toBe('cancelled');
    expect(eventBookingStatus(['completed', 'completed'])).toBe('completed');
  });
});
