// Every protected endpoint, called as guest, customer, venue partner, vendor partner and admin.
// Later features add their endpoints to PROTECTED. Endpoints about one record (a listing, a review, a booking) are
// also called by another owner in their feature's tests, which find someone else's record as not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import { client, signedIn, type Client } from './testing/http.ts';
import { createTestApp } from './testing/test-app.ts';

type Caller = 'guest' | 'customer' | 'venue' | 'vendor' | 'admin';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  body?: unknown;
  /** Roles that may call it; 'signed-in' for any account. */
  allowed: Role[] | 'signed-in';
}

const PROTECTED: Endpoint[] = [
  { method: 'GET', url: '/api/profile', allowed: 'signed-in' },
  { method: 'PATCH', url: '/api/profile', body: { portalNotificationsEnabled: true }, allowed: 'signed-in' },
  { method: 'PUT', url: '/api/me/active-role', body: { role: 'customer' }, allowed: 'signed-in' },
  { method: 'GET', url: '/api/dashboard/overview', allowed: ['customer'] },
  { method: 'GET', url: '/api/portal/overview', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/admin/overview', allowed: ['admin'] },
  {
    method: 'POST',
    url: '/api/functions/generate-embeddings',
    body: { content: 'rooftop party' },
    allowed: 'signed-in',
  },
  { method: 'GET', url: '/api/concierge/chats', allowed: 'signed-in' },
  { method: 'GET', url: '/api/bookings', allowed: 'signed-in' },
  { method: 'GET', url: '/api/partner/booking-items', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/conversations', allowed: 'signed-in' },
  { method: 'GET', url: '/api/conversations/unread', allowed: 'signed-in' },
  // Partners and admins (issue 7).
  { method: 'GET', url: '/api/partner/applications', allowed: 'signed-in' },
  { method: 'GET', url: '/api/onboarding/vendor', allowed: 'signed-in' },
  { method: 'GET', url: '/api/partner/payouts', allowed: 'signed-in' },
  { method: 'GET', url: '/api/admin/applications', allowed: ['admin'] },
  { method: 'GET', url: '/api/partner/analytics?days=30', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/partner/earnings', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/partner/statements/2026-11', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/partner/calendar?from=2026-11-01&to=2026-11-30', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/partner/calendar/feed', allowed: ['venue', 'vendor'] },
  { method: 'POST', url: '/api/partner/calendar/feed/reset', body: {}, allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/partner/reviews', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/partner/settings', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/partner/listings/completeness', allowed: ['venue', 'vendor'] },
  { method: 'GET', url: '/api/admin/metrics?days=30', allowed: ['admin'] },
  { method: 'GET', url: '/api/admin/performance?days=7', allowed: ['admin'] },
];

const ACCOUNTS: Record<Exclude<Caller, 'guest'>, { email: string; roles: Role[] }> = {
  customer: { email: 'customer@example.com', roles: ['customer'] },
  venue: { email: 'venue@example.com', roles: ['customer', 'venue'] },
  vendor: { email: 'vendor@example.com', roles: ['customer', 'vendor'] },
  admin: { email: 'admin@example.com', roles: ['customer', 'admin'] },
};

let app: Awaited<ReturnType<typeof createTestApp>>;
const callers = {} as Record<Caller, Client>;

beforeAll(async () => {
  app = await createTestApp();
  callers.guest = client(app);
  for (const [name, account] of Object.entries(ACCOUNTS))
    callers[name as Exclude<Caller, 'guest'>] = await signedIn(app, account.email);
}, 120_000);
afterAll(async () => app?.close());

function expectedStatus(endpoint: Endpoint, caller: Caller): 'ok' | 401 | 403 {
  if (caller === 'guest') return 401;
  if (endpoint.allowed === 'signed-in') return 'ok';
  return endpoint.allowed.some((role) => ACCOUNTS[caller].roles.includes(role)) ? 'ok' : 403;
}

describe.each(PROTECTED)('$method $url', (endpoint) => {
  it.each(['guest', 'customer', 'venue', 'vendor', 'admin'] as Caller[])('as %s', async (caller) => {
    const response = await callers[caller].request(endpoint.method, endpoint.url, endpoint.body);
    const expected = expectedStatus(endpoint, caller);
    if (expected === 'ok') {
      expect(response.statusCode).toBeLessThan(300);
    } else {
      expect(response.statusCode).toBe(expected);
      expect(response.json().error.message).toBeTruthy();
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
