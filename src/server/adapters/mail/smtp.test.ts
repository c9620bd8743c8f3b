// Mail over real SMTP: the app, configured with SMTP_URL, delivers the verification mail to a local
// smtp-server receiver, keeps no copy (it holds the verification link) and has no dev mailbox.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Eventide <hello@eventide.example>' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('delivers the verification mail over SMTP, keeps no copy and shows no mailbox', async () => {
  const email = `smtp-${Date.now()}@example.com`;
  const response = await client(app).request('POST', '/api/auth/sign-up/email', {
    name: 'Sam Smtp',
    email,
    password: 'a long enough passphrase',
  });
  expect(response.statusCode).toBe(200);
  await expect.poll(() => received.length).toBe(1);
  const [mail] = received;
  expect(mail?.from).toBe('hello@eventide.example');
  expect(mail?.to).toEqual([email]);
  expect(mail?.raw).toContain('Subject: Verify your email for Eventide');
  expect(mail?.raw.replace(/=\r\n/g, '')).toContain('/api/auth/verify-email?token=');
  expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  for (const path of ['/api/dev/mailbox', '/dev/mailbox'])
    expect((await client(app).request('GET', `${path}?to=${encodeURIComponent(email)}`)).statusCode, path).toBe(404);
});
