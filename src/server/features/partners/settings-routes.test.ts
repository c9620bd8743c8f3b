// Partner settings: the partner reads and saves their business details and notification choice; bad details are
// refused with the application's own words and change nothing; a change of details is audit-logged.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerSettingsSchema } from '#shared/partners.ts';
import { auditLog, user } from '../../db/schema/index.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let partner: Client;

beforeAll(async () => {
  app = await createTestApp();
  partner = await signedIn(app, 'vendor@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('/api/partner/settings', () => {
  it('is for partners', async () => {
    expect((await client(app).request('GET', '/api/partner/settings')).statusCode).toBe(401);
    const settings = {
      businessName: 'Casey Events',
      phone: '+1 212 555 0100',
      businessAddress: '1 Main St, New York',
      portalNotificationsEnabled: true,
    };
    expect(
      (await (await signedIn(app, 'customer@example.com')).request('PUT', '/api/partner/settings', settings))
        .statusCode,
    ).toBe(403);
  });

  it('saves the business details whole, clears a blank licence, and logs the change', async () => {
    const before = PartnerSettingsSchema.parse((await partner.request('GET', '/api/partner/settings')).json());
    expect(before.businessName).toBe('Victor Sound & Light');
    const saved = await partner.request('PUT', '/api/partner/settings', {
      ...before,
      phone: '+1 718 555 0100',
      businessAddress: '200 Kent Ave, Brooklyn',
      businessLicense: 'LIC-991',
      taxId: '',
      portalNotificationsEnabled: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(PartnerSettingsSchema.parse(saved.json())).toMatchObject({
      businessAddress: '200 Kent Ave, Brooklyn',
      businessLicense: 'LIC-991',
      portalNotificationsEnabled: false,
    });
    expect(saved.json().taxId).toBe('');
    const [victor] = await app.db.select().from(user).where(eq(user.email, 'vendor@example.com'));
    const logged = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, victor!.id), eq(auditLog.action, 'partner.business_updated')));
    expect(logged.at(-1)?.details).toEqual({ changed: expect.arrayContaining(['businessAddress', 'businessLicense']) });
  });

  it('refuses bad details and changes nothing', async () => {
    const before = (await partner.request('GET', '/api/partner/settings')).json();
    const bad = await partner.request('PUT', '/api/partner/settings', {
      ...before,
      businessName: 'x',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual(
      expect.arrayContaining([
        { path: '/businessName', message: 'Enter your business name.' },
        { path: '/phone', message: 'Enter a phone number we can reach you on.' },
      ]),
    );
    expect((await partner.request('GET', '/api/partner/settings')).json()).toEqual(before);
  });
});
