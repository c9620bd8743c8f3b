// Two server processes on one PostgreSQL (TEST_DATABASE_URL, as CI sets it): a message sent through one reaches a
// socket held by the other, through LISTEN/NOTIFY, and so does the end of the session that opened it. Without PostgreSQL there is one instance and nothing to cross.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LiveEventSchema, REALTIME_PATH, type LiveEvent } from '#shared/realtime.ts';
import { openDatabase } from '../../db/client.ts';
import { SESSION_ENDED_CLOSE } from './realtime-hub.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const mainScript = fileURLToPath(new URL('../../main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A database of this suite's own, emptied. */
async function freshDatabase(url: string): Promise<string> {
  const own = new URL(url);
  const name = `${own.pathname.slice(1) || 'postgres'}_realtime_instances`;
  const admin = await openDatabase({ url });
  try {
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
  } finally {
    await admin.close();
  }
  own.pathname = `/${name}`;
  return own.toString();
}

interface Instance {
  origin: string;
  process: ChildProcess;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_URL: origin,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`an instance exited with code ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { origin, process: child };
    if (Date.now() - started > 150_000) throw new Error('an instance did not start within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function signIn(instance: Instance, email: string): Promise<string> {
  const response = await fetch(`${instance.origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.origin },
    body: JSON.stringify({ email, password: 'eventide-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const call = async (instance: Instance, cookie: string, path: string, body?: unknown) => {
  const response = await fetch(`${instance.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, origin: instance.origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json() as Promise<Record<string, unknown>>;
};

describe.skipIf(!baseUrl)('realtime across two server instances on one PostgreSQL', () => {
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    const databaseUrl = await freshDatabase(baseUrl!);
    // The first migrates and seeds; the second then starts on the same database.
    first = await startInstance(databaseUrl);
    second = await startInstance(databaseUrl);
  }, 320_000);

  afterAll(async () => {
    for (const instance of [first, second]) instance?.process.kill('SIGTERM');
  });

  it('delivers a message sent through one instance to a socket on the other', async () => {
    const customerCookie = await signIn(first, 'customer@example.com');
    const hostCookie = await signIn(second, 'venue@example.com');
    const { listings } = (await call(second, hostCookie, '/api/portal/overview')) as {
      listings: { id: string; kind: string }[];
    };
    const venue = listings.find((l) => l.kind === 'venue')!;

    const socket = new WebSocket(`${second.origin.replace('http', 'ws')}${REALTIME_PATH}`, {
      headers: { cookie: hostCookie, origin: second.origin },
    });
    const received = new Promise<LiveEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the message did not cross to the other instance')), 10_000);
      socket.on('message', (data) => {
        const event = LiveEventSchema.parse(JSON.parse(String(data)));
        if (event.table === 'messages' && event.type === 'insert') {
          clearTimeout(timer);
          resolve(event);
        }
      });
    });
    await new Promise((resolve) => socket.once('open', resolve));

    const { conversation } = (await call(first, customerCookie, '/api/conversations', {
      entityType: 'venue',
      entityId: venue.id,
    })) as { conversation: { id: string } };
    await call(first, customerCookie, `/api/conversations/${conversation.id}/messages`, {
      content: 'Across instances',
    });
    expect(await received).toMatchObject({
      record: { conversationId: conversation.id, content: 'Across instances', mine: false },
    });
    socket.close();
  }, 30_000);

  it('closes a socket held by the other instance when its session signs out through this one', async () => {
    const cookie = await signIn(first, 'customer@example.com');
    const socket = new WebSocket(`${second.origin.replace('http', 'ws')}${REALTIME_PATH}`, {
      headers: { cookie, origin: second.origin },
    });
    await new Promise((resolve) => socket.once('open', resolve));
    // The instances read sessions again only every minute: only the end itself, crossing over, can close it this soon.
    const closed = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the socket outlived its session on the other instance')),
        10_000,
      );
      socket.once('close', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    const signOut = await fetch(`${first.origin}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: first.origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect(await closed).toBe(SESSION_ENDED_CLOSE);
  }, 30_000);
});
