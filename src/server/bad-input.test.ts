// Bad input (issue 9): every API route, as the booted app registers it, gets requests generated from its own zod
// schemas and mutated (testing/route-requests.ts), from a guest and from signed-in customers, partners and admins.
// Whatever comes in, the answer is never a 5xx, every 4xx carries the API's error shape with a human message, and
// requests the schemas or the body parser refuse write nothing. A new route is covered without touching this file.
import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears, EVENT_DATE_MESSAGES, SHOWN_DATES_YEARS, utcToday } from '#shared/event-dates.ts';
import { UPLOAD_MESSAGES } from '#shared/uploads.ts';
import { ApiErrorSchema } from './http/index.ts';
import { rowsOf } from './db/client.ts';
import { signedIn, TEST_ORIGIN } from './testing/http.ts';
import {
  apiRoutesOf,
  isRefusable,
  mutatedRequest,
  plausibleRequest,
  type ApiRoute,
  type RouteRequest,
} from './testing/route-requests.ts';
import { tableFingerprint } from './testing/table-fingerprint.ts';
import { createTestApp } from './testing/test-app.ts';
import type { ArbitraryOptions } from './testing/zod-arbitrary.ts';
import { MALFORMED_TEXT_MESSAGE } from './text-guard.ts';

/** Registered routes that have no JSON API contract, and why. */
const SKIPPED: Record<string, string> = {
  '/api/auth/*': "better-auth's own handler: it reads its requests itself (features/auth tests cover it)",
  '/api/realtime': 'a websocket upgrade, not a request with a JSON answer (features/realtime tests cover it)',
  '/api/docs': 'the Swagger UI and the OpenAPI document it shows: static files',
};
/** Outside /api and /media are the web app's pages and files, the crawler files and the dev mailbox page: no JSON. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/media/');
const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
const isSkipped = (url: string) => Object.keys(SKIPPED).some((prefix) => isUnder(url, prefix));

const CALLERS = [
  'guest',
  'customer@example.com',
  'venue@example.com',
  'vendor@example.com',
  'admin@example.com',
] as const;
type Caller = (typeof CALLERS)[number];
/** Runs per route: a few hundred requests each in all, spread over the callers. */
const REFUSED_RUNS = 80;
const PLAUSIBLE_RUNS = 100;

const registered: RouteOptions[] = [];
// Errors are logged, so a 5xx shows its cause beside the request that caused it (a passing run logs nothing).
// Rate limits off: hundreds of requests a route from one address would be answered 429 before their input is read.
// The webhook secret registers the payment webhook, so it is called too.
const app = await createTestApp(
  { LOG_LEVEL: 'error', RATE_LIMITS: 'off', STRIPE_WEBHOOK_SECRET: 'whsec_bad-input-test' },
  { onRoute: (route) => registered.push(route) },
);
// HEAD routes are Fastify's copies of the GET routes, answered by the same handlers.
const routes: ApiRoute[] = registered
  .flatMap(apiRoutesOf)
  .filter((route) => route.method !== 'HEAD' && isApi(route.url) && !isSkipped(route.url));
const cookies = {} as Record<Caller, string>;
let known: ArbitraryOptions = {};

beforeAll(async () => {
  cookies.guest = '';
  for (const caller of CALLERS.slice(1)) cookies[caller] = (await signedIn(app, caller)).cookie;
  known = await knownValues();
});
afterAll(async () => app.close());

/** Ids and slugs of the seeded records, so generated requests also reach real ones. */
async function knownValues(): Promise<ArbitraryOptions> {
  const columns = rowsOf<{ table: string; column: string }>(
    await app.db.execute(sql`SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND ((column_name = 'id' AND data_type = 'uuid') OR column_name = 'slug')`),
  );
  const samples = await Promise.all(
    columns.map(async ({ table, column }) => {
      const rows = await app.db.execute(
        sql`SELECT ${sql.identifier(column)}::text AS value FROM ${sql.identifier(table)} LIMIT 5`,
      );
      return { column, values: rowsOf<{ value: string }>(rows).map((r) => r.value) };
    }),
  );
  return {
    knownIds: samples.filter((s) => s.column === 'id').flatMap((s) => s.values),
    knownTexts: samples.filter((s) => s.column === 'slug').flatMap((s) => s.values),
  };
}

async function send(request: RouteRequest, caller: Caller): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { origin: TEST_ORIGIN, ...(cookies[caller] ? { cookie: cookies[caller] } : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

function seen(request: RouteRequest, caller: Caller, response: LightMyRequestResponse): string {
  const payload = request.payload === undefined ? '' : ` ${JSON.stringify(request.payload.slice(0, 300))}`;
  const answer = `${response.statusCode} ${response.body.slice(0, 500)}`;
  return `${request.method} ${request.url.slice(0, 200)}${payload} (${request.mutation}) as ${caller}: ${answer}`;
}

/** The API's error shape, `{ error: { code, message } }`, with a message a person can read. */
function expectApiError(request: RouteRequest, caller: Caller, response: LightMyRequestResponse) {
  const what = seen(request, caller, response);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const parsed = ApiErrorSchema.safeParse(JSON.parse(response.body));
  expect(parsed.success, what).toBe(true);
  const { message, fields = [] } = parsed.data?.error ?? { message: '' };
  for (const text of [message, ...fields.map((f) => f.message)]) {
    expect(text, what).toMatch(/\p{L}{2,}.*\s.*\p{L}{2,}/u);
    expect(text, what).not.toMatch(/\n\s+at |\[object |TypeError|ReferenceError/);
  }
}

it('walks every API route the app registers, and skips only those without a JSON contract', () => {
  const urls = registered.map((route) => route.url);
  for (const prefix of Object.keys(SKIPPED))
    expect(
      urls.some((url) => isUnder(url, prefix)),
      prefix,
    ).toBe(true);
  const walked = routes.map((route) => `${route.method} ${route.url}`);
  const some = [
    'PUT /api/cart',
    'GET /api/venues/:id',
    'POST /api/conversations/:id/messages',
    'GET /media/art/:kind/:slug/:file',
  ];
  for (const route of some) expect(walked).toContain(route);
  expect(walked, 'registered only with STRIPE_WEBHOOK_SECRET').toContain('POST /api/payments/webhook');
});

describe('requests the schemas or the body parser refuse: a 4xx with a clear message, nothing written', () => {
  it.each(routes.filter(isRefusable))('$method $url', async (route) => {
    const before = await tableFingerprint(app.db);
    await fc.assert(
      fc.asyncProperty(mutatedRequest(route, known), fc.constantFrom(...CALLERS), async (request, caller) => {
        fc.pre(request.refused);
        const response = await send(request, caller);
        expect(response.statusCode, seen(request, caller, response)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, seen(request, caller, response)).toBeLessThan(500);
        expectApiError(request, caller, response);
      }),
      { numRuns: REFUSED_RUNS },
    );
    expect(await tableFingerprint(app.db)).toEqual(before);
  });
});

describe('plausible and mutated requests: never a 5xx, every 4xx with a clear message', () => {
  it.each(routes)('$method $url', async (route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(plausibleRequest(route, known), mutatedRequest(route, known)),
        fc.constantFrom(...CALLERS),
        async (request, caller) => {
          const response = await send(request, caller);
          expect(response.statusCode, seen(request, caller, response)).toBeLessThan(500);
          if (response.statusCode >= 400) expectApiError(request, caller, response);
        },
      ),
      { numRuns: PLAUSIBLE_RUNS },
    );
  });
});

describe('cases these tests found stay fixed', () => {
  const call = (
    method: RouteRequest['method'],
    url: string,
    payload?: string,
    contentType = 'application/json',
  ): RouteRequest => ({
    method,
    url,
    headers: payload === undefined ? {} : { 'content-type': contentType },
    payload,
    mutation: 'regression',
    refused: true,
  });
  const json = (method: RouteRequest['method'], url: string, body: unknown) => call(method, url, JSON.stringify(body));
  const expectRefusal = async (request: RouteRequest, caller: Caller, status: number, message: string) => {
    const response = await send(request, caller);
    const what = seen(request, caller, response);
    expect(response.statusCode, what).toBe(status);
    expectApiError(request, caller, response);
    const { error } = response.json<{ error: { message: string; fields?: { message: string }[] } }>();
    expect([error.message, ...(error.fields ?? []).map((f) => f.message)], what).toContain(message);
  };

  it('refuses a NUL character in a query, a path or a JSON key, which PostgreSQL cannot store', async () => {
    await expectRefusal(call('GET', '/api/stories?type=%00'), 'guest', 400, MALFORMED_TEXT_MESSAGE);
    await expectRefusal(call('GET', '/api/stories/before%00after'), 'guest', 400, MALFORMED_TEXT_MESSAGE);
    const draft = { step: 'business', data: { listing: { 'a\u0000b': false } } };
    await expectRefusal(json('PUT', '/api/onboarding/venue', draft), 'vendor@example.com', 400, MALFORMED_TEXT_MESSAGE);
  });

  it('refuses a lone surrogate, which a json column cannot store', async () => {
    const coHosts = [{ email: 'co@example.com', name: '\ud800', role: '' }];
    const guest = {
      items: [],
      selectedDate: null,
      selectedVenueId: null,
      coHosts,
      eventDetails: {},
      lastValidation: null,
    };
    await expectRefusal(
      json('POST', '/api/cart/merge', { guest }),
      'customer@example.com',
      400,
      MALFORMED_TEXT_MESSAGE,
    );
  });

  it("answers the router's own refusals in the API's error shape", async () => {
    await expectRefusal(
      call('GET', `/api/venues/${'x'.repeat(200)}`),
      'guest',
      414,
      'A part of the address is too long.',
    );
    await expectRefusal(call('GET', '/api/venues/%E0%A4%A'), 'guest', 400, 'The address is not valid.');
  });

  it('refuses dates that are not days of the calendar', async () => {
    const search = json('POST', '/api/rpc/api_search_venues', { date: '2027-02-30' });
    await expectRefusal(search, 'guest', 400, 'Use the date format YYYY-MM-DD');
    const intent = {
      eventType: null,
      guests: null,
      city: null,
      date: '0000-00-00',
      budgetCents: null,
      hours: null,
      vibes: [],
      venueType: null,
    };
    const context = { intent: { ...intent, services: [] }, shown: { venue: null, vendors: [] }, excluded: [] };
    await expectRefusal(
      json('POST', '/api/functions/ai-assistant-enhanced', { query: 'a party', context }),
      'guest',
      400,
      EVENT_DATE_MESSAGES.format,
    );
  });

  it('refuses event dates before today or over two years ahead, and calendar dates centuries away, writing nothing', async () => {
    const before = await tableFingerprint(app.db);
    const [{ id: venueId } = { id: '' }] = rowsOf<{ id: string }>(
      await app.db.execute(
        sql`SELECT v.id FROM venues v JOIN "user" u ON u.id = v.user_id WHERE u.email = 'venue@example.com' LIMIT 1`,
      ),
    );
    const lines = [{ type: 'venue', listingId: venueId, quantity: 1, hours: 12 }];
    const order = { contact: { name: 'Casey Customer', email: 'customer@example.com' }, paymentMethod: 'pm_card_visa' };
    const checkout = (body: object) => ({
      ...json('POST', '/api/checkout', body),
      headers: { 'content-type': 'application/json', 'idempotency-key': `dates-${crypto.randomUUID()}` },
    });
    const quote = (eventDate: string, startTime: string) => ({
      listing: { type: 'venue', id: venueId },
      customerEmail: 'customer@example.com',
      title: 'Gala',
      lines: [{ description: 'The hall', unitPriceCents: 50_000, quantity: 1, hours: 12 }],
      eventDate,
      startTime,
    });
    const shown = EVENT_DATE_MESSAGES.outsideShown(
      addYears(utcToday(), -SHOWN_DATES_YEARS.back),
      addYears(utcToday(), SHOWN_DATES_YEARS.ahead),
    );

    for (const [eventDate, startTime, message] of [
      ['0000-01-01', '18:00', EVENT_DATE_MESSAGES.past],
      ['9999-12-31', '23:00', EVENT_DATE_MESSAGES.tooFar],
    ] as const) {
      await expectRefusal(
        json('POST', '/api/checkout/quote', { lines, eventDate, startTime }),
        'customer@example.com',
        400,
        shown,
      );
      await expectRefusal(checkout({ lines, eventDate, startTime, ...order }), 'customer@example.com', 400, message);
      await expectRefusal(
        json('POST', '/api/partner/quotes', quote(eventDate, startTime)),
        'venue@example.com',
        400,
        message,
      );
      await expectRefusal(
        call('GET', `/api/partner/calendar?from=${eventDate}&to=${eventDate}`),
        'venue@example.com',
        400,
        shown,
      );
      const blocked = eventDate < utcToday() ? 'Past days cannot be blocked.' : message;
      await expectRefusal(
        json('POST', `/api/partner/venues/${venueId}/blocks`, { date: eventDate }),
        'venue@example.com',
        400,
        blocked,
      );
      await expectRefusal(json('POST', '/api/rpc/api_search_venues', { date: eventDate }), 'guest', 400, message);
      const cart = {
        items: [],
        selectedDate: eventDate,
        selectedVenueId: null,
        coHosts: [],
        eventDetails: {},
        lastValidation: null,
      };
      await expectRefusal(json('PUT', '/api/cart', cart), 'customer@example.com', 400, shown);
      const intent = {
        eventType: null,
        guests: null,
        city: null,
        date: eventDate,
        budgetCents: null,
        hours: null,
        vibes: [],
        venueType: null,
        services: [],
      };
      const context = { intent, shown: { venue: null, vendors: [] }, excluded: [] };
      await expectRefusal(
        json('POST', '/api/functions/ai-assistant-enhanced', { query: 'a party', context }),
        'guest',
        400,
        shown,
      );
      // Words are read, not refused: a day that cannot be booked is no date, and the concierge asks for one.
      const ask = json('POST', '/api/functions/ai-assistant-enhanced', {
        query: `a party on ${eventDate} at ${startTime} for 12 hours`,
      });
      const asked = await send(ask, 'guest');
      expect(asked.statusCode, seen(ask, 'guest', asked)).toBe(200);
      expect(asked.json().data.intent.date).toBeNull();
    }
    expect(await tableFingerprint(app.db)).toEqual(before);
  });

  it('refuses a quote whose total a booking could not hold', async () => {
    const lines = [{ description: 'Open bar', unitPriceCents: 10_000_000, quantity: 99, hours: 12 }];
    const listing = { type: 'venue', id: crypto.randomUUID() };
    const quote = { listing, customerEmail: 'customer@example.com', title: 'Gala', lines, eventDate: '2027-06-05' };
    const message = 'A quote can come to at most $1,000,000 before fees.';
    await expectRefusal(json('POST', '/api/partner/quotes', quote), 'venue@example.com', 400, message);
  });

  it('refuses an upload whose multipart body is cut off', async () => {
    const upload = call('POST', '/api/uploads/photos', '{}', 'multipart/form-data; boundary=x');
    await expectRefusal(upload, 'venue@example.com', 400, UPLOAD_MESSAGES.malformed);
  });

  it('refuses JSON nested thousands deep without overflowing the stack', async () => {
    const deep = call('POST', '/api/contact', '['.repeat(20_000) + ']'.repeat(20_000));
    await expectRefusal(deep, 'guest', 400, 'Some fields are not valid.');
  });
});

it('still answers after all of it', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});
