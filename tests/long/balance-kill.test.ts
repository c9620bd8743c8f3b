// Faults (issue 46): the server killed with SIGKILL while it charges the balances of payment schedules, then started
// again. The demo listings ask for a deposit with the balance a day before the event; the test books them (each
// confirms at once), then lets time pass for the balances (their next attempt set to a minute ago, in the database)
// and starts the app, whose money jobs charge them at start and every minute (features/checkout/charge-balances.ts).
// Rounds repeat until a kill has landed between the provider's answer and the write: an instalment left 'processing'
// whose attempt the sandbox provider has charged. After a last restart and the lease running out, every balance is
// paid by exactly one charge of the provider, and the one the instalment records.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '#server/db/client.ts';
import { vendors, venues } from '#server/db/schema/index.ts';
import type { BenchConversation } from '../../bench/support/realtime-fixtures.ts';
import { seconds, thousands } from '../../bench/support/report-format.ts';
import { call, startApp, type RunningApp } from './support/app.ts';
import { printFigures } from './support/figures.ts';
import { startOwnPostgres, type OwnPostgres } from './support/own-postgres.ts';
import { availableCheckouts, benchPeople, demoListings } from './support/people.ts';

const BOOKINGS = 400;
const WORKERS = 4;
const MAX_ROUNDS = 12;
/** The kill comes this long after the restart that starts charging, somewhere in between. */
const KILL_AFTER_MS = [800, 3_000] as const;
/** A balance's lease (BALANCE_RULES.leaseMs) and a minute of the job's schedule, with room. */
const SETTLE_TIMEOUT_MS = 5 * 60_000 + 4 * 60_000;

let postgres: OwnPostgres;
let url: string;
let database: Database;
let app: RunningApp;
let customer: BenchConversation['participants'][number];

interface Balance {
  id: string;
  status: string;
  attempts: number;
  provider_payment_id: string | null;
  /** The provider's succeeded charges for this instalment, over all its attempts. */
  charges: number;
  /** Whether the provider charged the instalment's current attempt. */
  charged_current: boolean;
}

async function balances(): Promise<Balance[]> {
  const rows = rowsOf<Record<keyof Balance, string | number | boolean | null>>(
    await database.db.execute(sql`
      SELECT i.id, i.status, i.attempts, i.provider_payment_id,
             (SELECT count(*) FROM sandbox_payments sp
               WHERE sp.metadata ->> 'instalment' = i.id::text AND sp.status = 'succeeded') AS charges,
             EXISTS (SELECT 1 FROM sandbox_payments sp
               WHERE sp.idempotency_key = 'balance:' || i.id || ':' || i.attempts AND sp.status = 'succeeded') AS charged_current
      FROM payment_instalments i WHERE i.kind = 'balance'`),
  );
  return rows.map((row) => ({
    id: String(row.id),
    status: String(row.status),
    attempts: Number(row.attempts),
    provider_payment_id: row.provider_payment_id === null ? null : String(row.provider_payment_id),
    charges: Number(row.charges),
    charged_current: row.charged_current === true || row.charged_current === 't',
  }));
}

/** The provider answered (charged) but the write never came: what the kill is after. */
const interrupted = (b: Balance) => b.status === 'processing' && b.charged_current;

beforeAll(async () => {
  postgres = await startOwnPostgres();
  url = await postgres.createDatabase('faults_balance_kill');
  app = await startApp({ database: { url } });
  database = await openDatabase({ url });
  customer = (await benchPeople(database.db, app.env, 2)).conversations[0]!.participants[0]!;
  const listings = await demoListings(database.db);
  // Every demo listing asks for 30% at confirmation and the balance a day before the event.
  await database.db
    .update(venues)
    .set({ depositPercent: 30, balanceDueDays: 1 })
    .where(sql`${venues.userId} IS NULL`);
  await database.db
    .update(vendors)
    .set({ depositPercent: 30, balanceDueDays: 1 })
    .where(sql`${vendors.userId} IS NULL`);
  const bodies = await availableCheckouts(app.origin, listings, BOOKINGS);
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const k = next++;
      const answer = await call(app.origin, 'POST', '/api/checkout', {
        cookie: customer.cookie,
        body: bodies[k],
        headers: { 'idempotency-key': `balance-kill-${k}` },
      });
      if (answer.status !== 201)
        throw new Error(`checkout ${k} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await app.server.stop();
}, 15 * 60_000);

afterAll(async () => {
  await app?.server.stop();
  await database?.close();
  await postgres?.destroy();
});

describe('the server killed with SIGKILL while it charges balances', () => {
  it(
    'neither loses nor repeats a balance charge the provider answered before the kill',
    async () => {
      const booked = await balances();
      // Time passes: every balance falls due.
      await database.db.execute(
        sql`UPDATE payment_instalments SET next_attempt_at = now() - interval '1 minute' WHERE kind = 'balance'`,
      );
      let rounds = 0;
      let interruptedCharges = 0;
      while (rounds < MAX_ROUNDS && interruptedCharges === 0) {
        rounds += 1;
        app = await startApp({ database: { url }, port: app.server.port });
        await sleep(KILL_AFTER_MS[0] + Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]));
        await app.server.kill();
        interruptedCharges = (await balances()).filter(interrupted).length;
      }

      const restartedAt = performance.now();
      app = await startApp({ database: { url }, port: app.server.port });
      const restartMs = performance.now() - restartedAt;
      let final = await balances();
      const settleFrom = performance.now();
      while (!final.every((b) => b.status === 'paid') && performance.now() - settleFrom < SETTLE_TIMEOUT_MS) {
        await sleep(5_000);
        final = await balances();
      }
      const settleMs = performance.now() - settleFrom;

      printFigures('SIGKILL while charging balances, then a restart', [
        ['balances booked', thousands(booked.length)],
        ['rounds of charging ended by SIGKILL', String(rounds)],
        ['charges the provider made that the last kill left unwritten', thousands(interruptedCharges)],
        ['restart (boot to listening)', seconds(restartMs)],
        ['every balance paid after', seconds(settleMs)],
        ['balances paid', thousands(final.filter((b) => b.status === 'paid').length)],
        ['balances charged more than once', thousands(final.filter((b) => b.charges > 1).length)],
      ]);

      expect(booked.length).toBe(BOOKINGS * 2);
      expect(interruptedCharges, 'a kill landed between the provider’s answer and the write').toBeGreaterThan(0);
      // Nothing lost: every balance paid. Nothing repeated: one charge of the provider each, the one recorded.
      expect(final.filter((b) => b.status !== 'paid')).toEqual([]);
      expect(final.filter((b) => b.charges !== 1)).toEqual([]);
      const recorded = rowsOf<{ n: string }>(
        await database.db.execute(sql`
          SELECT count(*) AS n FROM payment_instalments i JOIN sandbox_payments sp ON sp.id = i.provider_payment_id
          WHERE i.kind = 'balance' AND sp.status = 'succeeded' AND sp.captured_cents = i.charge_cents`),
      );
      expect(Number(recorded[0]!.n)).toBe(final.length);
      // The ledger has each balance's charge once, as the provider made it, the interrupted ones included.
      const ledgered = rowsOf<{ n: string }>(
        await database.db.execute(sql`
          SELECT count(*) AS n FROM payment_instalments i JOIN ledger_entries l
            ON l.provider_payment_id = i.provider_payment_id AND l.kind = 'capture' AND l.purpose = 'balance'
            AND l.amount_cents = i.charge_cents
          WHERE i.kind = 'balance'`),
      );
      expect(Number(ledgered[0]!.n)).toBe(final.length);
    },
    30 * 60_000,
  );
});

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
