// Faults (issue 9): PostgreSQL restarted in the middle of a load run. The app runs as `npm start` runs it, on a
// PostgreSQL of the test's own (tests/long/support/own-postgres.ts), under a steady load of messages between 40 users
// holding live sockets, checkouts with Idempotency-Keys, and reads. PostgreSQL is stopped (fast shutdown) and started
// again; within 5 s of it accepting connections the app must answer every kind of request again and deliver live
// events again (its pool and its LISTEN connection both reconnect). Every message it acknowledged is stored exactly
// once, and no Idempotency-Key ever books twice.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '#server/db/client.ts';
import type { BenchPeople } from '../../bench/support/realtime-fixtures.ts';
import { ms, seconds, thousands } from '../../bench/support/report-format.ts';
import { call, failureOf, startApp, type RunningApp } from './support/app.ts';
import { printFigures, printRequests } from './support/figures.ts';
import { openLiveSocket, type LiveSocket } from './support/live-socket.ts';
import { startOwnPostgres, type OwnPostgres } from './support/own-postgres.ts';
import { availableCheckouts, benchPeople, demoListings, type CheckoutBody } from './support/people.ts';
import { Outcomes, steady } from './support/steady.ts';

const USERS = 40;
const RATES = { message: 20, checkout: 2, read: 10 };
const LOAD_BEFORE_MS = 8_000;
const LOAD_AFTER_MS = 15_000;
const RECOVERY_TARGET_MS = 5_000;
/** How long a checkout whose answer was lost is tried again with its key, as the checkout page does. */
const RETRY_EVERY_MS = 500;
const RETRY_FOR_MS = 20_000;
const KINDS = ['message', 'checkout', 'checkout retry', 'read'] as const;
/** Kinds whose first success after the restart marks recovery (a retried key may rightly wait for the reconciler). */
const RECOVERY_KINDS = ['message', 'checkout', 'read'] as const;
/** The answer to a key whose earlier try was cut off, until the reconciler settles it (STALE_ATTEMPT_MS, 2 min). */
const IN_PROGRESS = 'HTTP 409 IN_PROGRESS';

let postgres: OwnPostgres;
let app: RunningApp;
let database: Database;
let people: BenchPeople;
let checkoutBodies: CheckoutBody[];
let sockets: LiveSocket[][];

beforeAll(async () => {
  postgres = await startOwnPostgres();
  const url = await postgres.createDatabase('faults_restart');
  app = await startApp({ database: { url } });
  database = await openDatabase({ url });
  people = await benchPeople(database.db, app.env, USERS);
  checkoutBodies = await availableCheckouts(app.origin, await demoListings(database.db), 200);
  sockets = await Promise.all(
    people.conversations.map((c) => Promise.all(c.participants.map((p) => openLiveSocket(app.origin, p.cookie)))),
  );
}, 600_000);

afterAll(async () => {
  for (const socket of sockets?.flat() ?? []) socket.close();
  await app?.server.stop();
  await database?.close();
  await postgres?.destroy();
});

interface Sent {
  conversation: number;
  /** 0 or 1: which participant sent it. */
  sender: number;
  startedAt: number;
  acked: boolean;
}

describe('PostgreSQL restarted during a load run', () => {
  it('answers again within 5 s, loses no acknowledged message and books no Idempotency-Key twice', async () => {
    const outcomes = new Outcomes();
    const sent = new Map<string, Sent>();
    const checkouts = new Map<string, { bookingId: string | null; last: string | null }>();
    const conversations = people.conversations;

    const sendMessage = async (i: number) => {
      const conversation = i % conversations.length;
      const sender = Math.floor(i / conversations.length) % 2;
      const content = `restart message ${i}`;
      const record: Sent = { conversation, sender, startedAt: performance.now(), acked: false };
      sent.set(content, record);
      const { id, participants } = conversations[conversation]!;
      const error = await outcomes.time(
        'message',
        async () => {
          const answer = await call(app.origin, 'POST', `/api/conversations/${id}/messages`, {
            cookie: participants[sender]!.cookie,
            body: { content },
          });
          return answer.status === 201 ? null : `HTTP ${answer.status}`;
        },
        failureOf,
      );
      record.acked = error === null;
    };

    // A checkout whose answer is lost (a 5xx, a dropped connection, or 409 while its first try is still open) is
    // tried again with the same key, as the checkout page does, until it has an answer.
    let retryUntil = Infinity;
    const checkout = async (k: number) => {
      const key = `restart-checkout-${k}`;
      const customer = conversations[k % conversations.length]!.participants[0];
      const state = { bookingId: null as string | null, last: null as string | null };
      checkouts.set(key, state);
      for (let tries = 0; ; tries++) {
        state.last = await outcomes.time(
          tries === 0 ? 'checkout' : 'checkout retry',
          async () => {
            const answer = await call(app.origin, 'POST', '/api/checkout', {
              cookie: customer.cookie,
              body: checkoutBodies[k],
              headers: { 'idempotency-key': key },
            });
            if (answer.status === 200 || answer.status === 201) state.bookingId = answer.body.booking.id as string;
            return state.bookingId
              ? null
              : `HTTP ${answer.status}${answer.body?.error?.code ? ` ${answer.body.error.code}` : ''}`;
          },
          failureOf,
        );
        const retryable =
          state.last !== null && (!state.last.startsWith('HTTP ') || /^HTTP (5\d\d|409 IN_PROGRESS)/.test(state.last));
        if (!retryable || performance.now() > retryUntil) return;
        await sleep(RETRY_EVERY_MS);
      }
    };

    const read = (i: number) =>
      outcomes.time(
        'read',
        async () => {
          const answer = await call(app.origin, 'GET', '/api/conversations', {
            cookie: conversations[i % conversations.length]!.participants[1].cookie,
          });
          return answer.status === 200 ? null : `HTTP ${answer.status}`;
        },
        failureOf,
      );

    const streams = [steady(RATES.message, sendMessage), steady(RATES.checkout, checkout), steady(RATES.read, read)];
    await sleep(LOAD_BEFORE_MS);
    const stopAt = performance.now();
    await postgres.stop();
    const downAt = performance.now();
    const backAt = await postgres.start();
    await sleep(LOAD_AFTER_MS);
    retryUntil = performance.now() + RETRY_FOR_MS;
    await Promise.all(streams.map((stream) => stream.stop()));
    // The last live events of the run.
    await sleep(2_000);

    // ---- recovery: the first success of each kind answered after PostgreSQL was back, and the first live delivery
    // of a message sent after it
    const recoveryMs: Record<string, number> = {};
    for (const kind of RECOVERY_KINDS) {
      const first = outcomes
        .of(kind)
        .filter((o) => o.error === null && o.endedAt > backAt)
        .sort((a, b) => a.endedAt - b.endedAt)[0];
      recoveryMs[kind] = first ? first.endedAt - backAt : Infinity;
    }
    const deliveredAt = (content: string, s: Sent) => sockets[s.conversation]![1 - s.sender]!.received.get(content);
    const liveAfter = [...sent]
      .filter(([, s]) => s.acked && s.startedAt > backAt)
      .map(([content, s]) => deliveredAt(content, s) ?? Infinity);
    recoveryMs.live = Math.min(...liveAfter) - backAt;
    const recoveredAt = backAt + Math.max(...Object.values(recoveryMs));
    const failedAfterRecovery = outcomes.all.filter(
      (o) => o.startedAt > recoveredAt && o.error !== null && !(o.kind === 'checkout retry' && o.error === IN_PROGRESS),
    );

    // ---- what the database holds
    const stored = new Map(
      rowsOf<{ content: string; copies: string }>(
        await database.db.execute(
          sql`SELECT content, count(*) AS copies FROM messages WHERE content LIKE 'restart message %' GROUP BY content`,
        ),
      ).map((r) => [r.content, Number(r.copies)]),
    );
    const acked = [...sent].filter(([, s]) => s.acked);
    const unacked = [...sent].filter(([, s]) => !s.acked);
    const attempts = rowsOf<{ key: string; booking_id: string | null; status: string; holds: string }>(
      await database.db.execute(sql`
        SELECT a.idempotency_key AS key, a.booking_id, a.status,
               (SELECT count(*) FROM sandbox_payments p WHERE p.metadata ->> 'checkout_attempt' = a.id::text) AS holds
        FROM checkout_attempts a WHERE a.idempotency_key LIKE 'restart-checkout-%'`),
    );
    const [{ bookings: bookingRows } = { bookings: '0' }] = rowsOf<{ bookings: string }>(
      await database.db.execute(
        sql`SELECT count(*) AS bookings FROM bookings b JOIN "user" u ON u.id = b.customer_id WHERE u.email LIKE '%@realtime.bench.invalid'`,
      ),
    );
    const attemptOf = new Map(attempts.map((a) => [a.key, a]));
    const answeredKeys = [...checkouts].filter(([, c]) => c.bookingId);

    printRequests(
      `PostgreSQL restart under load: requests (${seconds(LOAD_BEFORE_MS)} before the stop, ${seconds(LOAD_AFTER_MS)} after it was back)`,
      outcomes,
      [...KINDS],
    );
    printFigures('PostgreSQL restart under load: recovery and integrity', [
      ['PostgreSQL down (fast shutdown to accepting connections again)', ms(backAt - stopAt)],
      ['  of which the shutdown', ms(downAt - stopAt)],
      ['first message stored after it was back', ms(recoveryMs.message!)],
      ['first checkout answered after it was back', ms(recoveryMs.checkout!)],
      ['first read answered after it was back', ms(recoveryMs.read!)],
      ['first live delivery of a message sent after it was back', ms(recoveryMs.live!)],
      [
        'failed requests after recovery (besides a cut-off key answered in progress)',
        thousands(failedAfterRecovery.length),
      ],
      [
        'messages acknowledged / stored once',
        `${thousands(acked.length)} / ${thousands(acked.filter(([c]) => stored.get(c) === 1).length)}`,
      ],
      [
        'messages refused or cut off / stored anyway',
        `${thousands(unacked.length)} / ${thousands(unacked.filter(([c]) => stored.has(c)).length)}`,
      ],
      [
        'acknowledged messages sent after recovery / delivered live',
        `${thousands(acked.filter(([, s]) => s.startedAt > recoveredAt).length)} / ${thousands(acked.filter(([c, s]) => s.startedAt > recoveredAt && deliveredAt(c, s) !== undefined).length)}`,
      ],
      [
        'checkout keys / answered with a booking / still in progress',
        `${thousands(checkouts.size)} / ${thousands(answeredKeys.length)} / ${thousands([...checkouts.values()].filter((c) => c.last === IN_PROGRESS).length)}`,
      ],
      [
        'bookings of the load customers / distinct keys that booked',
        `${bookingRows} / ${new Set(attempts.filter((a) => a.booking_id).map((a) => a.key)).size}`,
      ],
      ['load average (1 min) at the end', loadavg()[0]!.toFixed(1)],
    ]);

    // The restart was felt: requests failed while PostgreSQL was away.
    expect(outcomes.all.some((o) => o.error !== null && o.endedAt > stopAt && o.endedAt < backAt + 1000)).toBe(true);
    for (const [kind, elapsed] of Object.entries(recoveryMs))
      expect(elapsed, `${kind}: back within 5 s`).toBeLessThanOrEqual(RECOVERY_TARGET_MS);
    expect(failedAfterRecovery).toEqual([]);

    // No lost message: every acknowledged message is stored exactly once; none is stored twice.
    expect(acked.filter(([content]) => stored.get(content) !== 1)).toEqual([]);
    expect([...stored.values()].every((copies) => copies === 1)).toBe(true);
    // Live again: every acknowledged message sent after recovery reached the other participant's socket.
    expect(acked.filter(([content, s]) => s.startedAt > recoveredAt && deliveredAt(content, s) === undefined)).toEqual(
      [],
    );
    expect(sockets.flat().filter((socket) => socket.dropped())).toEqual([]);

    // No duplicate booking: one attempt and at most one hold per key, each answered key has its one booking, and
    // the load customers have exactly as many bookings as keys that booked.
    expect(attempts.filter((a) => Number(a.holds) > 1)).toEqual([]);
    for (const [key, answered] of answeredKeys) expect(attemptOf.get(key)?.booking_id, key).toBe(answered.bookingId);
    expect(Number(bookingRows)).toBe(attempts.filter((a) => a.booking_id).length);
    expect(answeredKeys.length).toBeGreaterThan(0);
  }, 300_000);
});

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
