// Soak (issue 9): a steady mixed load for SOAK_MINUTES (10 by default) after SOAK_WARMUP_S (60) of warm-up, on the
// default database (PGlite, in a data folder of its own), with the app run as `npm start` runs it. 500 users hold a
// realtime socket each and message each other on it (bench/support/realtime-client.ts in a child process, which
// times every delivery), while the test sends searches, listing pages and conversation lists at fixed rates. There
// must be no error of any kind, and the server's resident memory at the end within 10% of what it was after warm-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { percentile } from '../../bench/support/load.ts';
import type { BenchConversation } from '../../bench/support/realtime-fixtures.ts';
import { startLoadClient, type LoadClient } from '../../bench/support/realtime-load-client.ts';
import type { ConnectedReport, RunReport } from '../../bench/support/realtime-protocol.ts';
import { ms, percent, thousands } from '../../bench/support/report-format.ts';
import { DistinctBodies, wordSearch } from '../../bench/support/search-queries.ts';
import { call, failureOf, startApp, type RunningApp } from './support/app.ts';
import { printFigures, printRequests } from './support/figures.ts';
import { benchPeople, demoListings, type Listing } from './support/people.ts';
import { Outcomes, steady } from './support/steady.ts';

const SOCKETS = 500;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WARMUP_S = Number(process.env.SOAK_WARMUP_S ?? 60);
/** Messages a second each user sends (500 users: 10 a second in all). */
const MESSAGE_RATE = 0.02;
const RATES = { search: 6, listing: 6, conversations: 4 };
const MEMORY_GROWTH_LIMIT = 0.1;
const SAMPLE_EVERY_MS = 5_000;
/** Memory is compared as the mean of the samples of 30 s: right after warm-up, and at the end. */
const MEMORY_WINDOW_MS = 30_000;
const GRACE_MS = 10_000;

let dataDir: string;
let app: RunningApp;
let conversations: BenchConversation[];
let listings: { venues: Listing[]; vendor: Listing };
let loadClient: LoadClient;

beforeAll(async () => {
  if (!(MINUTES > 0) || !(WARMUP_S >= 0)) throw new Error('SOAK_MINUTES must be above 0 and SOAK_WARMUP_S 0 or more');
  dataDir = mkdtempSync(join(tmpdir(), 'eventide-long-soak-'));
  // The first start seeds the catalogue; the bench users are written while no app holds the folder (PGlite is one
  // process's database), signed for the app's own secret.
  app = await startApp({ database: { dataDir } });
  await app.server.stop();
  const database = await openDatabase({ dataDir });
  conversations = (await benchPeople(database.db, app.env, SOCKETS)).conversations;
  listings = await demoListings(database.db);
  await database.close();
  app = await startApp({ database: { dataDir }, port: app.server.port });
  loadClient = startLoadClient();
}, 600_000);

afterAll(async () => {
  loadClient?.process.kill();
  await app?.server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('soak', () => {
  it(
    `${MINUTES} min of steady mixed load with ${SOCKETS} websocket clients: no errors, memory growth under 10%`,
    async () => {
      const connected = await loadClient.ask<ConnectedReport>({
        type: 'connect',
        origins: [app.origin],
        conversations: conversations.map(({ id, participants: [a, b] }) => ({
          id,
          participants: [
            { userId: a.id, cookie: a.cookie, instance: 0 },
            { userId: b.id, cookie: b.cookie, instance: 0 },
          ],
        })),
        connectConcurrency: 50,
        pool: 16,
      });
      expect(connected.failed, connected.firstError ?? '').toBe(0);

      const warmupMs = WARMUP_S * 1000;
      const durationMs = MINUTES * 60_000;
      const startAt = Date.now() + 1000;
      const messaging = loadClient.ask<RunReport>({
        type: 'run',
        startAt,
        warmupMs,
        durationMs,
        graceMs: GRACE_MS,
        rate: MESSAGE_RATE,
        over: 'socket',
      });
      await sleep(startAt - Date.now());
      const started = performance.now();

      const outcomes = new Outcomes();
      const get = (kind: string, path: string, options: Parameters<typeof call>[3] = {}, method = 'GET') =>
        outcomes.time(
          kind,
          async () => {
            const { status } = await call(app.origin, method, path, options);
            return status === 200 ? null : `HTTP ${status}`;
          },
          failureOf,
        );
      const distinct = new DistinctBodies();
      const ids = [...listings.venues.map((v) => `/api/venues/${v.id}`), `/api/vendors/${listings.vendor.id}`];
      const streams = [
        // Three searches in four repeat what visitors often ask (answered from the result cache), one is new.
        steady(RATES.search, (i) =>
          get(
            'search',
            '/api/rpc/api_search_venues',
            { body: i % 4 === 3 ? JSON.parse(distinct.next('mixed')) : wordSearch(i % 30) },
            'POST',
          ),
        ),
        steady(RATES.listing, (i) => get('listing page', ids[i % ids.length]!)),
        steady(RATES.conversations, (i) =>
          get('conversation list', '/api/conversations', {
            cookie: conversations[i % conversations.length]!.participants[i % 2]!.cookie,
          }),
        ),
      ];

      const rss: { at: number; mb: number }[] = [];
      const sample = () => rss.push({ at: performance.now() - started, mb: app.server.rssMb() ?? NaN });
      sample();
      const sampler = setInterval(sample, SAMPLE_EVERY_MS);
      await sleep(warmupMs + durationMs - (performance.now() - started));
      clearInterval(sampler);
      sample();
      await Promise.all(streams.map((stream) => stream.stop()));
      const messages = await messaging;

      const meanOf = (from: number, to: number) => {
        const window = rss.filter((s) => s.at >= from && s.at <= to).map((s) => s.mb);
        return window.reduce((a, b) => a + b, 0) / window.length;
      };
      const end = warmupMs + durationMs;
      const rssStart = meanOf(warmupMs, warmupMs + MEMORY_WINDOW_MS);
      const rssEnd = meanOf(end - MEMORY_WINDOW_MS, end);
      const growth = rssEnd / rssStart - 1;
      const httpErrors = outcomes.all.filter((o) => o.error !== null).length;
      const messageErrors = Object.values(messages.refusals).reduce((a, b) => a + b, 0);
      const delivery = Float64Array.from(messages.deliveryMs).sort();
      const answers = Float64Array.from(messages.answerMs).sort();
      const kinds = ['search', 'listing page', 'conversation list'];
      const allHttp = outcomes.summary();

      printRequests(
        `Soak: requests over ${MINUTES} min after ${WARMUP_S} s warm-up (warm-up included)`,
        outcomes,
        kinds,
      );
      printFigures(`Soak: ${SOCKETS} websocket clients, ${MINUTES} min steady mixed load on PGlite`, [
        ['HTTP requests (search, listing page, conversation list)', thousands(allHttp.calls)],
        ['  failed', thousands(httpErrors)],
        ['  p99', ms(allHttp.p99)],
        [`messages sent over HTTP in the measured window (${MESSAGE_RATE * SOCKETS}/s)`, thousands(messages.sent)],
        ['  failed / unanswered', `${thousands(messageErrors)} / ${thousands(messages.unanswered)}`],
        ['  stored but never delivered to the other socket', thousands(messages.lost)],
        [
          '  send answered p99 / delivery p50 / delivery p99',
          `${ms(percentile(answers, 99))} / ${ms(percentile(delivery, 50))} / ${ms(percentile(delivery, 99))}`,
        ],
        [
          'websockets open / closed by the server',
          `${thousands(connected.sockets)} / ${thousands(messages.socketsClosed)}`,
        ],
        ['server RSS, mean of the 30 s after warm-up', `${rssStart.toFixed(0)} MB`],
        ['server RSS, mean of the last 30 s', `${rssEnd.toFixed(0)} MB`],
        ['server RSS, peak', `${Math.max(...rss.map((s) => s.mb)).toFixed(0)} MB`],
        ['memory growth', percent(growth, 1)],
        ['load average (1 min) at the end', loadavg()[0]!.toFixed(1)],
      ]);

      expect(connected.sockets).toBe(SOCKETS);
      expect(httpErrors).toBe(0);
      expect(messages.refusals).toEqual({});
      expect(messages.unanswered).toBe(0);
      expect(messages.lost).toBe(0);
      expect(messages.socketsClosed).toBe(0);
      expect(messages.delivered).toBe(messages.sent);
      expect(growth).toBeLessThan(MEMORY_GROWTH_LIMIT);
    },
    (WARMUP_S + MINUTES * 60) * 1000 + 5 * 60_000,
  );
});

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, millis)));
