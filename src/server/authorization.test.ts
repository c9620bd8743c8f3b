// Every guarded route, as the booted app registers it, called as guest, customer, venue partner, vendor partner and
// admin. Which routes are guarded and whom they admit is read from the route table (the requireUser / requireRole
// preHandler, see accessOf), so a new guarded route fails here until it has a fixture below. Endpoints about one
// record (a listing, a review, a booking) are also called by another owner in their feature's tests, which find
// someone else's record as not found.
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CART } from '#shared/cart.ts';
import { AUTH_ERRORS } from '#shared/errors.ts';
import { utcToday } from '#shared/event-dates.ts';
import { REDIRECT_REASON_MESSAGES, type Role } from '#shared/roles.ts';
import { vendors, venues } from './db/schema/index.ts';
import { accessOf, type GuardAccess } from './features/auth/index.ts';
import { client, signedIn, type Client } from './testing/http.ts';
import { createTestApp } from './testing/test-app.ts';

const CALLERS = ['guest', 'customer', 'venue', 'vendor', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ACCOUNTS: Record<Exclude<Caller, 'guest'>, { email: string; roles: Role[] }> = {
  customer: { email: 'customer@example.com', roles: ['customer'] },
  venue: { email: 'venue@example.com', roles: ['customer', 'venue'] },
  vendor: { email: 'vendor@example.com', roles: ['customer', 'vendor'] },
  admin: { email: 'admin@example.com', roles: ['customer', 'admin'] },
};

/**
 * How to call one guarded route: the path with its params and query filled in, and a body its schema accepts.
 * Fastify checks the schemas before the guard runs, so a refused fixture shows as a 400 for the guest instead of the
 * guard's 401; a fixture the guest gets 401 for is past the schemas for every caller. Allowed callers reach the
 * handler, so fixtures name records that do not exist where the route takes an id, and otherwise ask for changes
 * no other call here depends on.
 */
interface Fixture {
  /** Who may call it (spec §2, §6): checked against the route's guard, so loosening a guard fails here. */
  allowed: GuardAccess;
  url?: string;
  body?: unknown;
  /** The body, when it depends on who calls. */
  bodyFor?: (caller: CallerFacts) => unknown;
  /** The handler changes the caller's roles: run after every other route, whose expectations read the roles. */
  changesRoles?: true;
}

interface CallerFacts {
  userId: string;
  /** A live listing the caller may quote for: their own, or (for callers without one) the venue partner's. */
  listing: { type: 'venue' | 'vendor'; id: string };
}

/** An id that names no record: the handler answers "not found" and changes nothing. */
const NONE = '00000000-0000-0000-0000-000000000000';
/** A run-of-show entry the schema accepts, so the guard is what answers. */
const TIMELINE_ENTRY = {
  date: '2027-01-01',
  time: '19:00',
  minutes: 0,
  title: 'Doors open',
  notes: '',
  assignee: { kind: 'organizer', id: null },
};
/** A day inside the booking horizon (the schemas refuse dates outside it before the guard runs). */
const DATE = utcToday(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
const LINE = { description: 'Evening hire', unitPriceCents: 10_000, quantity: 1, hours: 4 };

const FIXTURES: Record<string, Fixture> = {
  'GET /api/profile': { allowed: 'signed-in' },
  'PATCH /api/profile': { allowed: 'signed-in', body: { portalNotificationsEnabled: true } },
  'PUT /api/me/active-role': { allowed: 'signed-in', body: { role: 'customer' } },
  // A partner type that does not exist: the handler refuses it (400) after the guard let the caller in.
  'POST /api/rpc/add_partner_role_to_user': {
    allowed: 'signed-in',
    bodyFor: ({ userId }) => ({ user_id: userId, partner_type: 'planner', business_name: 'Nobody Events' }),
  },
  'GET /api/dashboard/overview': { allowed: ['customer'] },
  'GET /api/portal/overview': { allowed: ['venue', 'vendor'] },
  'GET /api/admin/overview': { allowed: ['admin'] },
  'POST /api/functions/generate-embeddings': { allowed: 'signed-in', body: { content: 'rooftop party' } },
  'GET /api/concierge/chats': { allowed: 'signed-in' },
  'GET /api/concierge/chats/:id': { allowed: 'signed-in', url: `/api/concierge/chats/${NONE}` },
  'DELETE /api/concierge/chats/:id': { allowed: 'signed-in', url: `/api/concierge/chats/${NONE}` },
  'GET /api/cart': { allowed: 'signed-in' },
  'PUT /api/cart': { allowed: 'signed-in', body: EMPTY_CART },
  'POST /api/cart/merge': { allowed: 'signed-in', body: { guest: null } },
  'POST /api/checkout': {
    allowed: 'signed-in',
    body: {
      lines: [{ type: 'venue', listingId: NONE, quantity: 1, hours: 4 }],
      eventDate: DATE,
      contact: { name: 'Maya Lopez', email: 'maya@example.com' },
      paymentMethod: 'pm_card_visa',
    },
  },
  'GET /api/checkout/attempts/:id': { allowed: 'signed-in', url: `/api/checkout/attempts/${NONE}` },
  'GET /api/bookings': { allowed: 'signed-in' },
  'GET /api/bookings/:id': { allowed: 'signed-in', url: `/api/bookings/${NONE}` },
  'GET /api/bookings/:id/calendar.ics': { allowed: 'signed-in', url: `/api/bookings/${NONE}/calendar.ics` },
  'GET /api/events': { allowed: 'signed-in' },
  'GET /api/events/:id': { allowed: 'signed-in', url: `/api/events/${NONE}` },
  'GET /api/events/:id/activity': { allowed: 'signed-in', url: `/api/events/${NONE}/activity` },
  'POST /api/events/:id/co-hosts': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/co-hosts`,
    body: { email: 'co@example.com' },
  },
  'POST /api/events/:id/co-hosts/:memberId/invitation': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/co-hosts/${NONE}/invitation`,
  },
  'PATCH /api/events/:id/co-hosts/:memberId': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/co-hosts/${NONE}`,
    body: { mayPay: true },
  },
  'DELETE /api/events/:id/co-hosts/:memberId': { allowed: 'signed-in', url: `/api/events/${NONE}/co-hosts/${NONE}` },
  'POST /api/event-invitations/accept': { allowed: 'signed-in', body: { token: 'nothing' } },
  'GET /api/events/:id/guests': { allowed: 'signed-in', url: `/api/events/${NONE}/guests` },
  'POST /api/events/:id/guests': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/guests`,
    body: { name: 'Guest', email: 'guest@example.com' },
  },
  'POST /api/events/:id/guests/import': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/guests/import`,
    body: { csv: 'name,email\nGuest,guest@example.com' },
  },
  'DELETE /api/events/:id/guests/:guestId': { allowed: 'signed-in', url: `/api/events/${NONE}/guests/${NONE}` },
  'PUT /api/events/:id/rsvp-settings': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/rsvp-settings`,
    body: { question: '', maxPlusOnes: 1 },
  },
  'POST /api/events/:id/guests/invitations': { allowed: 'signed-in', url: `/api/events/${NONE}/guests/invitations` },
  'GET /api/events/:id/timeline': { allowed: 'signed-in', url: `/api/events/${NONE}/timeline` },
  'GET /api/events/:id/timeline.ics': { allowed: 'signed-in', url: `/api/events/${NONE}/timeline.ics` },
  'POST /api/events/:id/timeline': { allowed: 'signed-in', url: `/api/events/${NONE}/timeline`, body: TIMELINE_ENTRY },
  'PUT /api/events/:id/timeline/:entryId': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/timeline/${NONE}`,
    body: TIMELINE_ENTRY,
  },
  'DELETE /api/events/:id/timeline/:entryId': { allowed: 'signed-in', url: `/api/events/${NONE}/timeline/${NONE}` },
  'GET /api/events/:id/payments': { allowed: 'signed-in', url: `/api/events/${NONE}/payments` },
  'POST /api/events/:id/payments/split': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/payments/split`,
    body: {
      instalmentId: NONE,
      deadline: '2027-01-01',
      parts: [
        { memberId: null, cents: 1 },
        { memberId: NONE, cents: 1 },
      ],
    },
  },
  'DELETE /api/events/:id/payments/shares/:shareId': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/payments/shares/${NONE}`,
  },
  'POST /api/events/:id/payments/shares/:shareId/resend': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/payments/shares/${NONE}/resend`,
  },
  'GET /api/events/:id/reviews': { allowed: 'signed-in', url: `/api/events/${NONE}/reviews` },
  'POST /api/events/:id/reviews/:itemId': {
    allowed: 'signed-in',
    url: `/api/events/${NONE}/reviews/${NONE}`,
    body: { rating: 5, body: 'A wonderful night.' },
  },
  'POST /api/booking-items/:itemId/cancel': { allowed: 'signed-in', url: `/api/booking-items/${NONE}/cancel` },
  'POST /api/bookings/:id/instalments/:instalmentId/pay': {
    allowed: 'signed-in',
    url: `/api/bookings/${NONE}/instalments/${NONE}/pay`,
    body: { paymentMethod: 'pm_card_visa' },
  },
  'GET /api/partner/booking-items': { allowed: ['venue', 'vendor'] },
  'POST /api/partner/booking-items/:itemId/confirm': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/booking-items/${NONE}/confirm`,
  },
  'POST /api/partner/booking-items/:itemId/decline': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/booking-items/${NONE}/decline`,
  },
  'POST /api/partner/booking-items/:itemId/complete': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/booking-items/${NONE}/complete`,
  },
  'POST /api/partner/booking-items/:itemId/claim': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/booking-items/${NONE}/claim`,
    body: { overtimeHours: 1 },
  },
  'POST /api/deposit-claims/:id/answer': {
    allowed: 'signed-in',
    url: `/api/deposit-claims/${NONE}/answer`,
    body: { answer: 'accept' },
  },
  'GET /api/admin/deposit-claims': { allowed: ['admin'] },
  'POST /api/admin/deposit-claims/:id/decision': {
    allowed: ['admin'],
    url: `/api/admin/deposit-claims/${NONE}/decision`,
    body: { amountCents: 0, note: 'Nothing of the claim stands.' },
  },
  'GET /api/admin/ledger': { allowed: ['admin'] },
  // Partners quote only for their own listings (admins for any): a quote to an address with no account.
  'POST /api/partner/quotes': {
    allowed: ['venue', 'vendor', 'admin'],
    bodyFor: ({ listing }) => ({
      listing,
      customerEmail: 'nobody@example.com',
      title: 'Evening hire',
      lines: [LINE],
      eventDate: DATE,
      startTime: '18:00',
    }),
  },
  'GET /api/quotes/:id': { allowed: 'signed-in', url: `/api/quotes/${NONE}` },
  'POST /api/quotes/:id/checkout': {
    allowed: 'signed-in',
    url: `/api/quotes/${NONE}/checkout`,
    body: { contact: { name: 'Maya Lopez', email: 'maya@example.com' }, paymentMethod: 'pm_card_visa' },
  },
  'POST /api/conversations/:id/quotes': {
    allowed: 'signed-in',
    url: `/api/conversations/${NONE}/quotes`,
    body: { title: 'Evening hire', lines: [LINE], eventDate: DATE },
  },
  'POST /api/conversations': { allowed: 'signed-in', body: { entityType: 'venue', entityId: NONE, source: 'listing' } },
  'GET /api/conversations': { allowed: 'signed-in' },
  'GET /api/conversations/unread': { allowed: 'signed-in' },
  'GET /api/conversations/:id': { allowed: 'signed-in', url: `/api/conversations/${NONE}` },
  'GET /api/conversations/:id/messages': { allowed: 'signed-in', url: `/api/conversations/${NONE}/messages` },
  'POST /api/conversations/:id/messages': {
    allowed: 'signed-in',
    url: `/api/conversations/${NONE}/messages`,
    body: { content: 'Hello' },
  },
  'POST /api/conversations/:id/read': { allowed: 'signed-in', url: `/api/conversations/${NONE}/read` },
  'DELETE /api/conversations/:id/messages/:messageId': {
    allowed: 'signed-in',
    url: `/api/conversations/${NONE}/messages/${NONE}`,
  },
  'GET /api/realtime': { allowed: 'signed-in' },
  // An endpoint no subscription has: unsubscribing it changes nothing; subscribing it is checked and refused.
  'POST /api/push/subscribe': {
    allowed: 'signed-in',
    body: { subscription: { endpoint: 'https://push.invalid/sub/1', keys: { p256dh: 'key', auth: 'auth' } } },
  },
  'POST /api/push/unsubscribe': {
    allowed: 'signed-in',
    body: { subscription: { endpoint: 'https://push.invalid/sub/1' } },
  },
  // Applying grants the partner role at once.
  'POST /api/partner/applications': {
    allowed: 'signed-in',
    changesRoles: true,
    body: {
      partnerType: 'vendor',
      businessName: 'Nightjar Sound',
      contactName: 'Nia Jar',
      phone: '+1 (718) 555-0199',
      businessAddress: '12 Wythe Ave',
      city: 'Brooklyn',
      state: 'NY',
      website: 'https://nightjar.example',
      description: 'DJ and sound system hire for parties of 50 to 500 guests across New York.',
      categories: ['music-djs'],
      businessLicense: 'NY-DJ-2231',
      taxId: '12-3456789',
    },
  },
  'GET /api/partner/applications': { allowed: 'signed-in' },
  'GET /api/admin/applications': { allowed: ['admin'] },
  'GET /api/admin/applications/:id': { allowed: ['admin'], url: `/api/admin/applications/${NONE}` },
  'POST /api/admin/applications/:id/decision': {
    allowed: ['admin'],
    url: `/api/admin/applications/${NONE}/decision`,
    body: { decision: 'reject', reason: 'Not a real application' },
  },
  'PATCH /api/partner/listings/:kind/:id': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/listings/venue/${NONE}`,
    body: { active: true },
  },
  'GET /api/partner/listings/completeness': { allowed: ['venue', 'vendor'] },
  'GET /api/partner/listings/:kind/:id': { allowed: ['venue', 'vendor'], url: `/api/partner/listings/venue/${NONE}` },
  'PUT /api/partner/listings/:kind/:id': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/listings/venue/${NONE}`,
    body: { listing: {}, photos: [], pricing: {} },
  },
  'POST /api/partner/listings/:kind/:id/duplicate': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/listings/venue/${NONE}/duplicate`,
    body: {},
  },
  'POST /api/admin/listings/:kind/:id/moderation': {
    allowed: ['admin'],
    url: `/api/admin/listings/venue/${NONE}/moderation`,
    body: { action: 'reinstate' },
  },
  'GET /api/partner/payouts': { allowed: 'signed-in' },
  'POST /api/partner/payouts/connect': { allowed: 'signed-in', body: {} },
  'GET /api/sandbox/connect/:accountId': {
    allowed: 'signed-in',
    url: `/api/sandbox/connect/acct_sbx_${'0'.repeat(24)}`,
  },
  'POST /api/sandbox/connect/:accountId': {
    allowed: 'signed-in',
    url: `/api/sandbox/connect/acct_sbx_${'0'.repeat(24)}`,
    body: { legalName: 'Nobody Events', routingNumber: '110000000', accountNumber: '000123456789' },
  },
  'GET /api/partner/analytics': { allowed: ['venue', 'vendor'], url: '/api/partner/analytics?days=30' },
  'GET /api/partner/earnings': { allowed: ['venue', 'vendor'] },
  'GET /api/partner/statements/:month': { allowed: ['venue', 'vendor'], url: '/api/partner/statements/2026-11' },
  'GET /api/partner/statements/:month/entries': {
    allowed: ['venue', 'vendor'],
    url: '/api/partner/statements/2026-11/entries',
  },
  'GET /api/partner/calendar': {
    allowed: ['venue', 'vendor'],
    url: '/api/partner/calendar?from=2026-11-01&to=2026-11-30',
  },
  'POST /api/partner/:kind/:id/blocks': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/vendors/${NONE}/blocks`,
    body: { date: DATE },
  },
  'DELETE /api/partner/blocks/:id': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/blocks/${NONE}`,
  },
  'POST /api/partner/:kind/:id/calendar-imports': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/vendors/${NONE}/calendar-imports`,
    body: { url: 'https://calendar.example.com/busy.ics' },
  },
  'POST /api/partner/calendar-imports/:id/sync': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/calendar-imports/${NONE}/sync`,
    body: {},
  },
  'DELETE /api/partner/calendar-imports/:id': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/calendar-imports/${NONE}`,
  },
  'GET /api/partner/calendar/feed': { allowed: ['venue', 'vendor'] },
  'POST /api/partner/calendar/feed/reset': { allowed: ['venue', 'vendor'], body: {} },
  'GET /api/partner/reviews': { allowed: ['venue', 'vendor'] },
  'PUT /api/partner/reviews/:id/reply': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/reviews/${NONE}/reply`,
    body: { body: 'Thank you!' },
  },
  'GET /api/partner/customer-reviews': { allowed: ['venue', 'vendor'] },
  'POST /api/partner/booking-items/:id/review': {
    allowed: ['venue', 'vendor'],
    url: `/api/partner/booking-items/${NONE}/review`,
    body: { rating: 5, body: 'A pleasure to host.' },
  },
  'GET /api/partner/settings': { allowed: ['venue', 'vendor'] },
  'PUT /api/partner/settings': {
    allowed: ['venue', 'vendor'],
    body: {
      businessName: 'Casey Events',
      phone: '+1 212 555 0100',
      businessAddress: '1 Main St, New York',
      portalNotificationsEnabled: true,
    },
  },
  'GET /api/admin/metrics': { allowed: ['admin'], url: '/api/admin/metrics?days=30' },
  'GET /api/admin/performance': { allowed: ['admin'], url: '/api/admin/performance?days=7' },
  'POST /api/uploads/photos': { allowed: 'signed-in' },
  'GET /api/onboarding/:type': { allowed: 'signed-in', url: '/api/onboarding/vendor' },
  'PUT /api/onboarding/:type': {
    allowed: 'signed-in',
    url: '/api/onboarding/vendor',
    body: { step: 'listing', data: {} },
  },
  'POST /api/onboarding/:type/submit': { allowed: 'signed-in', url: '/api/onboarding/vendor/submit' },
};

/** The API routes without a guard, and why anyone may call them. A new route is listed here or in FIXTURES. */
const OPEN: Record<string, string> = {
  'GET /api/health': 'the load balancer asks',
  'GET /api/me': 'answers a guest as a guest',
  'GET /api/social-providers': 'the sign-in form asks before anyone is signed in',
  'GET /api/event-invitations': 'the link in a co-host’s mail, opened before they sign in; it shows no one else',
  'GET /api/rsvp': 'a guest’s own link from their mail; guests need no account, and it shows no other guest',
  'POST /api/rsvp': 'a guest answers through their own link, without an account; the token is the permission',
  'GET /api/payment-shares': 'a co-host’s own link to their share, from its mail; it shows no one else’s',
  'POST /api/payment-shares/pay': 'a co-host pays their share through their own link; the token is the permission',
  'GET /api/auth/*': "better-auth's own routes: each checks its session itself",
  'POST /api/auth/*': "better-auth's own routes: each checks its session itself",
  'POST /api/partners/sign-up': 'creates the account',
  'GET /api/catalogue/featured': 'the public catalogue',
  'POST /api/rpc/api_search_venues': 'search is public (§7); inactive listings only for admins, checked inside',
  'POST /api/rpc/api_search_vendors': 'search is public (§7); inactive listings only for admins, checked inside',
  'GET /api/search/venues': 'search is public',
  'GET /api/search/vendors': 'search is public',
  'POST /api/rpc/api_get_categories': 'search is public (§7)',
  'GET /api/search/filters': 'search is public',
  'POST /api/rpc/semantic_venue_search': 'search is public (§7)',
  'POST /api/rpc/semantic_vendor_search': 'search is public (§7)',
  'POST /api/functions/ai-assistant-enhanced': 'the concierge answers guests; a signed-in caller’s chat is kept',
  'GET /api/venues/:id': 'listing pages are public',
  'GET /api/vendors/:id': 'listing pages are public',
  'GET /api/venues/:id/similar': 'listing pages are public',
  'GET /api/vendors/:id/similar': 'listing pages are public',
  'GET /api/vendors/:id/free-times': 'listing pages are public',
  'GET /api/venues/:id/free-times': 'listing pages are public',
  'GET /api/payments/config': 'the checkout page reads the publishable key',
  'POST /api/checkout/quote': 'guests price their cart',
  'GET /api/push/key': 'the public VAPID key',
  'GET /api/calendar/:token.ics': 'a calendar app calls it: the secret token is the credential',
  'GET /api/stories': 'public stories',
  'GET /api/stories/:slug': 'public stories',
  'POST /api/contact': 'the public contact form',
  'POST /api/waitlist': 'the public waitlist',
  'POST /api/sponsorships/enquiries': 'the public sponsorship form',
  'POST /api/payments/webhook': 'the payment provider calls it: the signature is the credential',
  'POST /api/analytics/legacy-redirects': 'the client reports redirects for anyone (§7)',
  'POST /api/errors': 'the client reports errors for anyone (§7)',
  'POST /api/analytics': 'web-vitals and performance events of anyone',
  'GET /api/dev/mailbox': 'outside production only: its own hook refuses it there',
  'POST /api/dev/money-jobs': 'outside production only, and only for requests made on this machine',
  'PUT /api/dev/clock': 'outside production only, and only for requests made on this machine',
};
const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

interface GuardedRoute {
  method: Method;
  url: string;
  access: GuardAccess;
}

const registered: RouteOptions[] = [];
// Rate limits off: the same address calls every guarded route five times. The webhook secret registers the
// payment webhook, so every route is in the table.
const app = await createTestApp(
  { RATE_LIMITS: 'off', STRIPE_WEBHOOK_SECRET: 'whsec_authorization-test' },
  { onRoute: (route) => registered.push(route) },
);
// HEAD routes are Fastify's copies of the GET routes, answered by the same handlers.
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const guarded: GuardedRoute[] = registered
  .flatMap((route) => {
    const access = accessOf(route.preHandler);
    const methods = [route.method].flat().filter((method) => method !== 'HEAD') as Method[];
    return access ? methods.map((method) => ({ method, url: route.url, access })) : [];
  })
  .sort((a, b) => Number(!!FIXTURES[keyOf(a)]?.changesRoles) - Number(!!FIXTURES[keyOf(b)]?.changesRoles));

const open = registered
  .filter((route) => isApi(route.url) && !accessOf(route.preHandler))
  .flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => `${method} ${route.url}`),
  );

const callers = {} as Record<Caller, Client>;
const facts = {} as Record<Caller, CallerFacts>;

beforeAll(async () => {
  callers.guest = client(app);
  const userIds = { guest: NONE } as Record<Caller, string>;
  for (const [name, account] of Object.entries(ACCOUNTS)) {
    const caller = name as Exclude<Caller, 'guest'>;
    callers[caller] = await signedIn(app, account.email);
    userIds[caller] = (await callers[caller].request('GET', '/api/me')).json().user.id;
  }
  const [venue] = await app.db.select({ id: venues.id }).from(venues).where(eq(venues.userId, userIds.venue)).limit(1);
  const [vendor] = await app.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.userId, userIds.vendor))
    .limit(1);
  const venueListing = { type: 'venue' as const, id: venue!.id };
  for (const caller of CALLERS) {
    const listing = caller === 'vendor' ? { type: 'vendor' as const, id: vendor!.id } : venueListing;
    facts[caller] = { userId: userIds[caller], listing };
  }
}, 120_000);
afterAll(async () => app.close());

it('finds the guarded routes in the route table, and has a fixture for each and for nothing else', () => {
  expect(guarded.length).toBeGreaterThan(50);
  expect(guarded.map(keyOf).filter((key) => !(key in FIXTURES))).toEqual([]);
  expect(Object.keys(FIXTURES).filter((key) => !guarded.some((route) => keyOf(route) === key))).toEqual([]);
  const guards = Object.fromEntries(guarded.map((route) => [keyOf(route), route.access]));
  const allowed = Object.fromEntries(guarded.map((route) => [keyOf(route), FIXTURES[keyOf(route)]?.allowed]));
  expect(guards).toEqual(allowed);
});

it('knows why each API route without a guard is open', () => {
  expect(open.filter((key) => !(key in OPEN))).toEqual([]);
  expect(Object.keys(OPEN).filter((key) => !open.includes(key))).toEqual([]);
});

function expected(access: GuardAccess, caller: Caller): 'in' | 401 | 403 {
  if (caller === 'guest') return 401;
  if (access === 'signed-in') return 'in';
  return access.some((role) => ACCOUNTS[caller].roles.includes(role)) ? 'in' : 403;
}

/** The guard's message: the partner area has its own (spec §2 Route guards). */
function refusal(access: GuardAccess, status: 401 | 403): string {
  const partnerArea = access !== 'signed-in' && access.every((role) => role === 'venue' || role === 'vendor');
  if (partnerArea) return AUTH_ERRORS.notPartner;
  return status === 401 ? AUTH_ERRORS.notAuthenticated : REDIRECT_REASON_MESSAGES['no-access'];
}

describe.each(guarded)('$method $url', (route) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const fixture = FIXTURES[keyOf(route)];
    if (!fixture) throw new Error(`No fixture for the guarded route ${keyOf(route)}: add one to FIXTURES`);
    const body = fixture.bodyFor ? fixture.bodyFor(facts[caller]) : fixture.body;
    const response = await callers[caller].request(route.method, fixture.url ?? route.url, body);
    const seen = `${route.method} ${fixture.url ?? route.url} as ${caller}: ${response.statusCode} ${response.body}`;
    const want = expected(fixture.allowed, caller);
    if (want === 'in') {
      // Past the guard: whatever the handler answers, it is neither a refusal of the caller nor a failure.
      expect([401, 403], seen).not.toContain(response.statusCode);
      expect(response.statusCode, seen).toBeLessThan(500);
    } else {
      expect(response.statusCode, seen).toBe(want);
      expect(response.json().error.message, seen).toBe(refusal(fixture.allowed, want));
    }
  });
});

it('answers a partner-only endpoint with the spec message', async () => {
  expect((await callers.guest.request('GET', '/api/portal/overview')).json().error.message).toBe(
    'Not authenticated or not a partner',
  );
  expect((await callers.customer.request('GET', '/api/admin/overview')).json().error.message).toBe(
    "You don't have access to that section. Please contact support if you need assistance.",
  );
});
