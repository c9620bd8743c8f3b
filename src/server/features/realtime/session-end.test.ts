// A realtime socket lives no longer than the session that opened it: signing out, signing out everywhere, a password
// reset or change and deleting the account close it at once; a session that expired or vanished without a word is
// caught by the hub's timer. The first app reads sessions again only every minute (the default), so what closes its
// sockets is the session's end itself; the timer's own app reads them every 200 ms.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, session } from '../../db/schema/index.ts';
import { client, type Client } from '../../testing/http.ts';
import { listen as listenAt, listeningApp, type ListeningApp, type LiveSocket } from '../../testing/live-socket.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { SESSION_ENDED_CLOSE } from './realtime-hub.ts';

const CHECK_MS = 200;
const PASSWORD = 'Str0ng-enough-pass!';
let server: ListeningApp;

beforeAll(async () => {
  server = await listeningApp();
}, 120_000);
afterAll(async () => server?.app.close());

const listen = (c: Client, on = server) => listenAt(on.url, c.cookie);

/** The close code of the socket, or 'open' if it is still open after `ms`. */
const closeCode = (live: LiveSocket, ms = 2_000) =>
  new Promise<number | 'open'>((resolve) => {
    if (live.socket.readyState === live.socket.CLOSED) return resolve(-1);
    const timer = setTimeout(() => resolve('open'), ms);
    live.socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

/** The socket still answers a ping. */
async function answers(live: LiveSocket): Promise<boolean> {
  const before = live.events.filter((e) => e.table === 'pong').length;
  live.socket.send(JSON.stringify({ type: 'ping' }));
  await live.next(() => live.events.filter((e) => e.table === 'pong').length > before, 2_000).catch(() => null);
  return live.events.filter((e) => e.table === 'pong').length > before;
}

/** A second session (another device) of the same account. */
async function anotherDevice(email: string): Promise<Client> {
  const device = client(server.app);
  expect((await device.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(200);
  return device;
}

describe('a realtime socket and its session', () => {
  it("closes when its session signs out; the account's other sessions keep theirs", async () => {
    const { c: laptop, email } = await newVerifiedUser(server.app);
    const phone = await anotherDevice(email);
    const [laptopLive, phoneLive] = [await listen(laptop), await listen(phone)];
    const closed = closeCode(laptopLive);
    expect((await laptop.request('POST', '/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(await closed).toBe(SESSION_ENDED_CLOSE);
    expect(await answers(phoneLive)).toBe(true);
    phoneLive.socket.close();
  });

  it('closes every socket of the account when it signs out everywhere', async () => {
    const { c: laptop, email } = await newVerifiedUser(server.app);
    const phone = await anotherDevice(email);
    const lives = [await listen(laptop), await listen(phone)];
    const closed = lives.map((live) => closeCode(live));
    expect((await laptop.request('POST', '/api/auth/revoke-sessions', {})).statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([SESSION_ENDED_CLOSE, SESSION_ENDED_CLOSE]);
  });

  it('closes the other devices\' sockets when the password is changed with "sign out other devices"', async () => {
    const { c: laptop, email } = await newVerifiedUser(server.app);
    const phone = await anotherDevice(email);
    const [laptopLive, phoneLive] = [await listen(laptop), await listen(phone)];
    const closed = closeCode(phoneLive);
    const change = await laptop.request('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
      revokeOtherSessions: true,
    });
    expect(change.statusCode).toBe(200);
    expect(await closed).toBe(SESSION_ENDED_CLOSE);
    laptopLive.socket.close();
  });

  it("closes the account's sockets when its password is reset", async () => {
    const { c, email } = await newVerifiedUser(server.app);
    const live = await listen(c);
    const closed = closeCode(live);
    await client(server.app).request('POST', '/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    });
    const [mail] = await server.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = /reset-password\/([\w-]+)/.exec(mail!.text)![1]!;
    expect(
      (
        await client(server.app).request('POST', '/api/auth/reset-password', {
          token,
          newPassword: 'a new long passphrase',
        })
      ).statusCode,
    ).toBe(200);
    expect(await closed).toBe(SESSION_ENDED_CLOSE);
  });

  it('closes when the account is deleted', async () => {
    const { c } = await newVerifiedUser(server.app);
    const live = await listen(c);
    const closed = closeCode(live);
    expect((await c.request('POST', '/api/auth/delete-user', { password: PASSWORD })).statusCode).toBe(200);
    expect(await closed).toBe(SESSION_ENDED_CLOSE);
  });
});

describe("the hub's session timer", () => {
  let timed: ListeningApp;
  beforeAll(async () => {
    timed = await listeningApp({ REALTIME_SESSION_CHECK_MS: String(CHECK_MS) });
  }, 120_000);
  afterAll(async () => timed?.app.close());

  it('closes a socket whose session row vanished or expired without a word; a live one stays open', async () => {
    const [gone, expired, kept] = await Promise.all([1, 2, 3].map(() => newVerifiedUser(timed.app)));
    const lives = [await listen(gone!.c, timed), await listen(expired!.c, timed), await listen(kept!.c, timed)];
    const closed = lives.map((live) => closeCode(live, 10 * CHECK_MS));
    // Straight in the database: no hook runs, only the timer can notice.
    await timed.app.db.delete(session).where(eq(session.userId, gone!.id));
    await timed.app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expired!.id));
    expect(await Promise.all(closed)).toEqual([SESSION_ENDED_CLOSE, SESSION_ENDED_CLOSE, 'open']);
    expect(await answers(lives[2]!)).toBe(true);
    lives[2]!.socket.close();
  });
});
