// Enquiries: the contact form is stored and mailed to support with a receipt to the sender; bad input is refused with
// its field's words and stores nothing; the waitlist keeps one entry and one mail per address, whatever its case; a
// sponsorship enquiry names its package; a filled-in honeypot is thanked and dropped.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, waitlist } from '../../db/schema/index.ts';
import { client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
const post = (url: string, body: unknown) => client(app).request('POST', url, body);
const mailsTo = (to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.close());

describe('POST /api/contact', () => {
  it('stores the message, mails support and sends the sender a receipt', async () => {
    const response = await post('/api/contact', {
      name: 'Maya Lopez',
      email: 'maya@example.com',
      topic: 'A booking',
      message: 'Can I move my booking to the next day?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Thanks! We got your message and will reply within one business day.');
    const [stored] = await app.db.select().from(contactMessages).where(eq(contactMessages.email, 'maya@example.com'));
    expect(stored).toMatchObject({
      name: 'Maya Lopez',
      subject: 'A booking',
      message: 'Can I move my booking to the next day?',
      status: 'new',
    });
    expect(
      (await mailsTo('support@eventide.app')).some(
        (m) => m.subject === '[Eventide] A booking (from Maya Lopez)' && m.text.includes('Can I move my booking'),
      ),
    ).toBe(true);
    expect(await mailsTo('maya@example.com')).toHaveLength(1);
  });

  it('refuses bad input with the field’s words and stores nothing', async () => {
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
    const response = await post('/api/contact', { name: 'M', email: 'not-an-email', topic: 'Gossip', message: 'hi' });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().error.fields as { path: string }[]).map((f) => f.path).sort();
    expect(paths).toEqual(['/email', '/message', '/name', '/topic']);
    expect(await app.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages)).toEqual(before);
  });

  it('thanks a robot that filled in the hidden field, and drops its message', async () => {
    const response = await post('/api/contact', {
      name: 'Spam Bot',
      email: 'bot@example.com',
      topic: 'Something else',
      message: 'Cheap followers for sale today',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(await app.db.select().from(contactMessages).where(eq(contactMessages.email, 'bot@example.com'))).toEqual([]);
  });
});

describe('POST /api/waitlist', () => {
  it('keeps one entry and sends one confirmation per address, whatever its case', async () => {
    expect(
      (await post('/api/waitlist', { email: 'Dee@Example.com', city: 'Miami', interest: 'planning' })).statusCode,
    ).toBe(201);
    const again = await post('/api/waitlist', { email: 'dee@example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe('You’re on the list! We sent a confirmation to your email.');
    expect(
      await app.db
        .select()
        .from(waitlist)
        .where(sql`lower(${waitlist.email}) = 'dee@example.com'`),
    ).toHaveLength(1);
    expect([...(await mailsTo('Dee@Example.com')), ...(await mailsTo('dee@example.com'))]).toHaveLength(1);
  });
});

describe('POST /api/sponsorships/enquiries', () => {
  it('stores and mails an enquiry for a package, and refuses an unknown package', async () => {
    const response = await post('/api/sponsorships/enquiries', {
      name: 'Ola Brand',
      email: 'ola@brand.example',
      company: 'Fizz Co',
      packageId: 'city',
      message: 'Miami, spring.',
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await app.db.select().from(contactMessages).where(eq(contactMessages.email, 'ola@brand.example'));
    expect(stored?.subject).toBe('Sponsorship: City takeover');
    expect(stored?.message).toContain('Company: Fizz Co');
    expect(
      (
        await post('/api/sponsorships/enquiries', {
          name: 'Ola Brand',
          email: 'ola@brand.example',
          company: 'Fizz Co',
          packageId: 'gold',
        })
      ).statusCode,
    ).toBe(400);
  });
});
