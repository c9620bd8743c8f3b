// Faults (issue 9): the PGlite data folder survives SIGKILL. The app runs as `npm start` runs it, on the embedded
// database in a data folder of its own (NODE_ENV=development, for the dev mailbox the sign-up's verification mail is
// read from). A new customer signs up, messages a venue and checks out; then more messages and checkouts are written
// from three clients at once and the server is killed with SIGKILL in the middle of them. Each time it must boot
// again on the same folder, with the account, every acknowledged message (once) and every acknowledged booking.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { seconds, thousands } from '../../bench/support/report-format.ts';
import { call, startApp, type RunningApp } from './support/app.ts';
import { printFigures } from './support/figures.ts';
import { availableCheckouts, demoListings, type CheckoutBody, type Listing } from './support/people.ts';

const ROUNDS = 3;
/** The kill comes this long after the round's first acknowledged writes, somewhere in between. */
const KILL_AFTER_MS = [200, 2_000] as const;
const WRITES_BEFORE_KILL = 3;
const PASSWORD = 'a-long-fault-test-passphrase';

let dataDir: string;
let app: RunningApp;
let listings: { venues: Listing[]; vendor: Listing };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'eventide-long-pglite-'));
  // The first start seeds the catalogue; the folder is read here once the app has closed it (PGlite is one process's).
  app = await startApp({ database: { dataDir }, nodeEnv: 'development' });
  await app.server.stop();
  const database = await openDatabase({ dataDir });
  listings = await demoListings(database.db);
  await database.close();
  app = await startApp({ database: { dataDir }, nodeEnv: 'development', port: app.server.port });
}, 600_000);

afterAll(async () => {
  await app?.server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The session cookie a response sets, as a Cookie header. */
function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

async function signUp(email: string): Promise<string> {
  const signUp = await call(app.origin, 'POST', '/api/auth/sign-up/email', {
    body: { name: 'Fault Tester', email, password: PASSWORD, callbackURL: '/auth/email-verified' },
  });
  expect(signUp.status).toBe(200);
  const mails = (await call(app.origin, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`)).body as {
    text: string;
  }[];
  const link = /https?:\/\/\S+verify-email\?\S+/.exec(mails[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no verification link was mailed to ${email}`);
  return cookieFrom(await fetch(link, { redirect: 'manual' }));
}

async function signIn(email: string): Promise<{ status: number; cookie: string }> {
  const response = await fetch(`${app.origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: app.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { status: response.status, cookie: cookieFrom(response) };
}

/** Every message content of the conversation, following the pages back to the first. */
async function thread(cookie: string, conversationId: string): Promise<string[]> {
  const contents: string[] = [];
  let before: string | null = null;
  do {
    const page = await call(
      app.origin,
      'GET',
      `/api/conversations/${conversationId}/messages${before ? `?before=${before}` : ''}`,
      { cookie },
    );
    expect(page.status).toBe(200);
    contents.push(...(page.body.messages as { content: string }[]).map((m) => m.content));
    before = page.body.olderCursor as string | null;
  } while (before);
  return contents;
}

describe('the PGlite data folder killed with SIGKILL mid-writes', () => {
  it(
    'boots again on the same folder with every acknowledged account, message and booking',
    async () => {
      const email = `long-pglite-${Date.now()}@example.com`;
      let cookie = await signUp(email);
      const opened = await call(app.origin, 'POST', '/api/conversations', {
        cookie,
        body: { entityType: 'venue', entityId: listings.venues[0]!.id },
      });
      expect(opened.status).toBe(200);
      const conversationId = opened.body.conversation.id as string;
      const bodies: CheckoutBody[] = await availableCheckouts(app.origin, listings, 150);
      const first = await call(app.origin, 'POST', '/api/checkout', {
        cookie,
        body: bodies[0],
        headers: { 'idempotency-key': 'pglite-checkout-0' },
      });
      expect(first.status).toBe(201);

      const ackedMessages = new Set<string>();
      const ackedBookings = new Set<string>([first.body.booking.id as string]);
      let nextMessage = 0;
      let nextCheckout = 1;
      const bootMs: number[] = [];
      let inFlightAtKills = 0;

      for (let round = 1; round <= ROUNDS; round++) {
        let killed = false;
        let inFlight = 0;
        const track = async <T>(request: Promise<T>) => {
          inFlight += 1;
          try {
            return await request;
          } finally {
            inFlight -= 1;
          }
        };
        const messages = async () => {
          while (!killed) {
            const content = `pglite message ${nextMessage++}`;
            const answer = await track(
              call(app.origin, 'POST', `/api/conversations/${conversationId}/messages`, { cookie, body: { content } }),
            ).catch(() => null);
            if (answer?.status === 201) ackedMessages.add(content);
          }
        };
        const checkouts = async () => {
          while (!killed && nextCheckout < bodies.length) {
            const k = nextCheckout++;
            const answer = await track(
              call(app.origin, 'POST', '/api/checkout', {
                cookie,
                body: bodies[k],
                headers: { 'idempotency-key': `pglite-checkout-${k}` },
              }),
            ).catch(() => null);
            if (answer?.status === 201) ackedBookings.add(answer.body.booking.id as string);
          }
        };
        const ackedBefore = ackedMessages.size;
        const writes = Promise.all([messages(), messages(), checkouts()]);
        while (ackedMessages.size < ackedBefore + WRITES_BEFORE_KILL) await sleep(50);
        await sleep(KILL_AFTER_MS[0] + Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]));
        inFlightAtKills += inFlight;
        killed = true;
        await app.server.kill();
        await writes;

        app = await startApp({ database: { dataDir }, nodeEnv: 'development', port: app.server.port });
        bootMs.push(app.bootMs);
        // The account survived: its password still signs in.
        const signedIn = await signIn(email);
        expect(signedIn.status, `round ${round}: sign-in after the kill`).toBe(200);
        cookie = signedIn.cookie;
      }

      const stored = await thread(cookie, conversationId);
      const copies = new Map<string, number>();
      for (const content of stored.filter((c) => c.startsWith('pglite message ')))
        copies.set(content, (copies.get(content) ?? 0) + 1);
      const bookings = new Set(
        ((await call(app.origin, 'GET', '/api/bookings', { cookie })).body.bookings as { id: string }[]).map(
          (b) => b.id,
        ),
      );

      printFigures(`PGlite data folder, SIGKILL mid-writes (${ROUNDS} rounds)`, [
        ['writes in flight at the kills', thousands(inFlightAtKills)],
        ['boot on the killed folder (each round)', bootMs.map((b) => seconds(b)).join(', ')],
        [
          'messages acknowledged / there after the kills',
          `${thousands(ackedMessages.size)} / ${thousands([...ackedMessages].filter((c) => copies.get(c) === 1).length)}`,
        ],
        ['messages stored twice', thousands([...copies.values()].filter((n) => n > 1).length)],
        [
          'bookings acknowledged / there after the kills',
          `${thousands(ackedBookings.size)} / ${thousands([...ackedBookings].filter((id) => bookings.has(id)).length)}`,
        ],
      ]);

      expect(inFlightAtKills, 'the kills came in the middle of writes').toBeGreaterThan(0);
      expect(ackedMessages.size).toBeGreaterThan(0);
      expect(ackedBookings.size).toBeGreaterThan(0);
      expect([...ackedMessages].filter((content) => copies.get(content) !== 1)).toEqual([]);
      expect([...copies].filter(([, n]) => n > 1)).toEqual([]);
      expect([...ackedBookings].filter((id) => !bookings.has(id))).toEqual([]);
    },
    15 * 60_000,
  );
});

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
