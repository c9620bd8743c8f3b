import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerBookingRow } from '#shared/checkout.ts';
import type { PartnerStatement } from '#shared/ledger.ts';
import type { Earnings } from '#shared/payouts.ts';
import { aPartnerRow } from '../../test/booking-fixtures.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { PortalDashboardPage } from './portal-dashboard-page.tsx';

const overview = {
  partnerTypes: ['venue'],
  businessName: 'Skyline Spaces Co.',
  applicationStatus: 'pending',
  listings: [
    { id: 'ven_1', kind: 'venue', name: 'Skyline Terrace', approvalStatus: 'approved', state: 'live', rating: 4.9 },
    { id: 'ven_2', kind: 'venue', name: 'Harbor Loft', approvalStatus: 'pending', state: 'pending', rating: 4.5 },
  ],
  payoutsConnected: false,
};

/** What the server answers a partner with no bookings yet: the overview tab reads both. */
const NOTHING_BOOKED = {
  '/api/partner/booking-items': () => json({ items: [] }),
  '/api/partner/earnings': () =>
    json({ earnings: [], totals: { paidCents: 0, pendingCents: 0, feesCents: 0 }, months: [] } satisfies Earnings),
};

const routes = [{ path: '/portal/dashboard', element: <PortalDashboardPage /> }];

describe('portal dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the application status, the figures and the payouts call to action', async () => {
    stubFetch(signedIn(['customer', 'venue']), { ...NOTHING_BOOKED, '/api/portal/overview': () => json(overview) });
    renderWithSession(routes, '/portal/dashboard');
    expect(await screen.findByText('Skyline Spaces Co. · Venue partner')).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect payouts' })).toHaveAttribute('href', '/portal/onboarding');
  });

  it('keeps ?tab= in step with the tabs and lists the listings', async () => {
    stubFetch(signedIn(['customer', 'venue']), {
      ...NOTHING_BOOKED,
      '/api/portal/overview': () => json({ ...overview, payoutsConnected: true }),
    });
    const { router } = renderWithSession(routes, '/portal/dashboard?tab=listings');
    const table = await screen.findByRole('table', { name: 'Your listings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Skyline Terrace',
      'Harbor Loft',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Skyline Terrace' })).toHaveAttribute('href', '/venue/ven_1');
    // Approved listings can be paused; one in review cannot.
    expect(within(rows[0]!).getByRole('button', { name: 'Pause Skyline Terrace' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pending review')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Payments' }));
    expect(router.state.location.search).toBe('?tab=payments');
    expect(await screen.findByText('Payouts connected')).toBeInTheDocument();
  });

  it('shows each payout with the platform fee taken and offers the month’s statement', async () => {
    const earning = {
      bookingItemId: 'item_1',
      bookingId: 'bk_1',
      reference: 'EVT-7K2P',
      eventDate: '2027-06-18',
      listingName: 'Skyline Terrace',
      customerName: 'Casey Customer',
      confirmedAt: '2026-11-20T10:00:00.000Z',
      lineTotalCents: 100_000,
      platformFeeCents: 5_000,
      refundedCents: 0,
      payoutCents: 95_000,
      status: 'pending',
      paidAt: null,
    };
    stubFetch(signedIn(['customer', 'venue']), {
      '/api/portal/overview': () => json({ ...overview, payoutsConnected: true }),
      '/api/partner/earnings': () =>
        json({
          earnings: [earning],
          totals: { paidCents: 0, pendingCents: 95_000, feesCents: 5_000 },
          months: ['2026-11'],
        }),
      '/api/partner/statements/2026-11/entries': () =>
        json({
          statement: {
            month: '2026-11',
            entries: [
              {
                id: 'le_1',
                occurredAt: '2026-11-20T10:00:00.000Z',
                kind: 'capture',
                purpose: 'booking',
                amountCents: 108_000,
                bookingReference: 'EVT-7K2P',
                itemName: 'Skyline Terrace',
              },
              {
                id: 'le_2',
                occurredAt: '2026-11-22T10:00:00.000Z',
                kind: 'refund',
                purpose: 'claim',
                amountCents: 2_500,
                bookingReference: 'EVT-7K2P',
                itemName: 'Skyline Terrace',
              },
            ],
            paidByCustomersCents: 108_000,
            refundedCents: 2_500,
            paidOutCents: 0,
          } satisfies PartnerStatement,
        }),
    });
    renderWithSession(routes, '/portal/dashboard?tab=payments');
    const table = await screen.findByRole('table', { name: 'Payouts per booking' });
    expect(within(table).getByRole('columnheader', { name: 'Platform fee (5%)' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('−$50.00');
    expect(row).toHaveTextContent('$950.00');
    expect(row).toHaveTextContent('Paid after the event');
    expect(screen.getByRole('link', { name: 'Download statement' })).toHaveAttribute(
      'href',
      '/api/partner/statements/2026-11',
    );
    // The month's money from the ledger: its totals and each time money moved.
    const entries = await screen.findByRole('list', { name: 'Statement entries' });
    const [paid, refunded] = within(entries).getAllByRole('listitem');
    expect(paid).toHaveTextContent('Booking paid by customer');
    expect(paid).toHaveTextContent('$1,080.00');
    expect(refunded).toHaveTextContent('Claim refunded to customer');
    expect(refunded).toHaveTextContent('−$25.00');
    const statement = screen.getByRole('region', { name: 'Monthly statement' });
    expect(within(statement).getByText('Paid by customers').nextSibling).toHaveTextContent('$1,080.00');
  });

  it('lists requests with the time left to answer, accepts one, and declines only on a second click', async () => {
    const hour = 3_600_000;
    const row = (
      id: string,
      status: PartnerBookingRow['status'],
      startsInHours: number,
      patch: Partial<PartnerBookingRow> = {},
    ) =>
      aPartnerRow({
        id,
        name: `Skyline Terrace ${id}`,
        chargeCents: 115_930,
        status,
        startsAt: new Date(Date.now() + startsInHours * hour).toISOString(),
        endsAt: new Date(Date.now() + (startsInHours + 4) * hour).toISOString(),
        expiresAt: status === 'requested' ? new Date(Date.now() + 5 * hour + 30 * 60_000).toISOString() : null,
        reference: `EV-${id.toUpperCase()}`,
        bookingId: `b-${id}`,
        eventDate: '2030-01-01',
        ...patch,
      });
    const heaters = {
      extraId: '6f1c2a9e-0000-4000-8000-000000000001',
      quantity: 2,
      kind: 'addon' as const,
      name: 'Patio heaters',
      unitPriceCents: 15_000,
      lineTotalCents: 30_000,
    };
    const cocktails = {
      extraId: '6f1c2a9e-0000-4000-8000-000000000002',
      quantity: 1,
      kind: 'package' as const,
      name: 'Sunset cocktail hour',
      unitPriceCents: 120_000,
      lineTotalCents: 120_000,
    };
    const items = [
      row('req1', 'requested', 200, {
        extras: [cocktails, heaters],
        eventDetails: { name: 'Spring launch', guestCount: 120, notes: 'Load-in from 4 PM' },
      }),
      row('up1', 'confirmed', 100, {
        type: 'vendor',
        name: 'Skyline Terrace up1',
        unitPriceCents: 85_000,
        unit: 'event',
        lineTotalCents: 85_000,
        confirmsAtOnce: true,
        cancellationTier: 'moderate',
      }),
      row('old1', 'completed', -500),
    ];
    const { calls } = stubFetch(signedIn(['customer', 'venue']), {
      '/api/portal/overview': () => json(overview),
      '/api/partner/booking-items': () => json({ items }),
      '/api/partner/booking-items/req1/confirm': () => json({ status: 'confirmed' }),
      '/api/partner/booking-items/req1/decline': () => json({ status: 'declined' }),
    });
    renderWithSession(routes, '/portal/dashboard?tab=bookings');
    const requests = await screen.findByRole('region', { name: 'Requests' });
    expect(within(requests).getByText(/Answer within 5 h (29|30) min/)).toBeInTheDocument();
    expect(within(requests).getByText('$950.00')).toBeInTheDocument();
    expect(within(requests).getByText('With Sunset cocktail hour and Patio heaters × 2')).toBeInTheDocument();
    // What the customer told partners at checkout, before they answer.
    expect(within(requests).getByText('Guests').nextElementSibling).toHaveTextContent('120');
    expect(within(requests).getByText('Event').nextElementSibling).toHaveTextContent('Spring launch');
    expect(within(requests).getByText('Notes').nextElementSibling).toHaveTextContent('Load-in from 4 PM');
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).getByText('Skyline Terrace up1'),
    ).toBeInTheDocument();
    // Each line reads by its unit: the hourly one by the hour, the per-event one per event (issue 41).
    expect(within(requests).getByText(/\$250.00\/hr × 4 h: \$1,000.00 less the/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).getByText(/\$850.00 \/ event: \$850.00 less the/),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Past' })).getByText('Skyline Terrace old1')).toBeInTheDocument();
    // Booked by instant book, with the policy it was booked with; the request has neither mark.
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Booked instantly')).toBeInTheDocument();
    expect(
      within(upcoming).getByText(
        'Cancellation: full refund up to 30 days before the event, half refunded up to 7 days before; none after.',
      ),
    ).toBeInTheDocument();
    expect(within(requests).queryByText('Booked instantly')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(requests).getByRole('button', { name: 'Decline Skyline Terrace req1 for Casey Customer' }));
    expect(calls.some((c) => c.url.endsWith('/decline'))).toBe(false);
    await user.click(within(requests).getByRole('button', { name: 'Keep' }));
    // Accepting charges the customer: it takes a second click too, and says when it went through.
    await user.click(within(requests).getByRole('button', { name: 'Accept Skyline Terrace req1 for Casey Customer' }));
    await user.click(within(requests).getByRole('button', { name: 'Not yet' }));
    expect(calls.some((c) => c.url.endsWith('/confirm'))).toBe(false);
    await user.click(within(requests).getByRole('button', { name: 'Accept Skyline Terrace req1 for Casey Customer' }));
    await user.click(within(requests).getByRole('button', { name: 'Accept booking' }));
    expect(calls.find((c) => c.url === '/api/partner/booking-items/req1/confirm')?.init?.method).toBe('POST');
    expect(await screen.findByText(/^Booking accepted\. Casey Customer is told/)).toBeInTheDocument();
    await user.click(within(requests).getByRole('button', { name: 'Decline Skyline Terrace req1 for Casey Customer' }));
    await user.click(within(requests).getByRole('button', { name: 'Decline request' }));
    expect(calls.some((c) => c.url === '/api/partner/booking-items/req1/decline')).toBe(true);

    // The overview counts the request, with its timer, and lists the next event and the earnings.
    cleanup();
    stubFetch(signedIn(['customer', 'venue']), {
      '/api/portal/overview': () => json({ ...overview, payoutsConnected: true }),
      '/api/partner/booking-items': () => json({ items }),
      '/api/partner/earnings': () =>
        json({ earnings: [], totals: { paidCents: 120_000, pendingCents: 95_000, feesCents: 0 }, months: [] }),
    });
    renderWithSession(routes, '/portal/dashboard');
    expect(await screen.findByRole('heading', { name: '1 booking request waits for your answer' })).toBeInTheDocument();
    expect(screen.getByText(/Answer the first within 5 h (29|30) min/)).toBeInTheDocument();
    expect(screen.getByText('Skyline Terrace up1')).toBeInTheDocument();
    expect(screen.getByText('$950.00')).toBeInTheDocument();
  });

  it("answers customers from the Inbox tab: only conversations about the partner's listings, the open one kept in ?c=", async () => {
    const conversation = {
      id: '6f1c2a9e-0000-4000-8000-0000000000c1',
      entityType: 'venue',
      entityId: 'ven_1',
      entityName: 'Skyline Terrace',
      otherParty: { id: 'cust-1', name: 'Casey Customer' },
      asHost: true,
      metadata: { entityName: 'Skyline Terrace' },
      lastMessage: 'Is March 6 free?',
      lastMessageTime: '2026-11-23T18:00:00.000Z',
      lastActivityAt: '2026-11-23T18:00:00.000Z',
      unreadCount: 1,
    };
    const { calls } = stubFetch(signedIn(['customer', 'venue']), {
      ...NOTHING_BOOKED,
      '/api/portal/overview': () => json(overview),
      '/api/conversations?page=1&as=host': () => json({ conversations: [conversation], nextPage: null }),
      [`/api/conversations/${conversation.id}`]: () => json({ conversation }),
      [`/api/conversations/${conversation.id}/messages`]: () => json({ messages: [], olderCursor: null }),
      [`/api/conversations/${conversation.id}/read`]: () => json({ marked: 1 }),
    });
    const { router } = renderWithSession(routes, '/portal/dashboard?tab=inbox');
    const inbox = await screen.findByRole('navigation', { name: 'Conversations' });
    const link = within(inbox).getByRole('link', { name: /Skyline Terrace/ });
    expect(link).toHaveAttribute('href', `/portal/dashboard?tab=inbox&c=${conversation.id}`);
    const user = userEvent.setup();
    await user.click(link);
    expect(await screen.findByRole('region', { name: 'Conversation about Skyline Terrace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a quote' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/conversations?page=1')).toBe(false);
    // Leaving the tab leaves the conversation behind.
    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    expect(router.state.location.search).toBe('?tab=bookings');
  });
});
