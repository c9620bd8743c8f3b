// Partner applications: a user applies (role and open application, profile details, a mail), follows the status;
// only admins see the queue and decide; a decision is audit-logged, mailed, and approves or rejects the partner's
// pending listings; a decided application cannot be decided again; a rejected partner may apply again.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationDetailSchema, OwnApplicationSchema, type PartnerApplicationRequest } from '#shared/partners.ts';
import { auditLog, mailOutbox, profiles, vendors } from '../../db/schema/index.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Client;
let customer: Client;

const application = (overrides: Partial<PartnerApplicationRequest> = {}): PartnerApplicationRequest => ({
  partnerType: 'vendor',
  businessName: 'Nightjar Sound',
  contactName: 'Nia Jar',
  phone: '+1 (718) 555-0199',
  businessAddress: '12 Wythe Ave',
  city: 'Brooklyn',
  state: 'NY',
  website: 'https://nightjar.example',
  description: 'DJ and sound system hire for parties of 50 to 500 guests across New York.',
  categories: ['music-djs'],
  businessLicense: 'NY-DJ-2231',
  taxId: '12-3456789',
  ...overrides,
});

const newUser = () => newVerifiedUser(app);

const lastMailTo = async (to: string) =>
  (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin@example.com');
  customer = await signedIn(app, 'customer@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('applying', () => {
  it('gives the role, opens a pending application with the details, fills the profile and mails the applicant', async () => {
    const { c, id, email } = await newUser();
    expect((await client(app).request('POST', '/api/partner/applications', application())).statusCode).toBe(401);
    const response = await c.request('POST', '/api/partner/applications', application());
    expect(response.statusCode).toBe(201);
    const body = response.json() as { application: unknown; message: string };
    expect(body.message).toBe('Partner application submitted! Check your email for next steps.');
    expect(OwnApplicationSchema.parse(body.application)).toMatchObject({
      partnerType: 'vendor',
      businessName: 'Nightjar Sound',
      status: 'pending',
      details: { city: 'Brooklyn', categories: ['music-djs'] },
    });

    const me = (await c.request('GET', '/api/me')).json() as { roles: string[] };
    expect(me.roles).toContain('vendor');
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({
      businessName: 'Nightjar Sound',
      businessAddress: '12 Wythe Ave, Brooklyn, NY',
      businessLicense: 'NY-DJ-2231',
      taxId: '12-3456789',
      applicationStatus: 'pending',
    });
    expect((await lastMailTo(email))?.subject).toBe('We received the application for Nightjar Sound');
    const own = (await c.request('GET', '/api/partner/applications')).json() as { applications: { status: string }[] };
    expect(own.applications.map((a) => a.status)).toEqual(['pending']);
  });

  it('refuses bad input with the field’s message and stores nothing', async () => {
    const { c, id } = await newUser();
    const response = await c.request(
      'POST',
      '/api/partner/applications',
      application({ partnerType: 'caterer' as 'vendor', description: 'short' }),
    );
    expect(response.statusCode).toBe(400);
    const messages = (response.json() as { error: { fields: { message: string }[] } }).error.fields.map(
      (f) => f.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please select venue or vendor.',
        'Tell us a little more about your business (at least 30 characters).',
      ]),
    );
    expect((await c.request('GET', '/api/partner/applications')).json()).toEqual({ applications: [] });
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.businessName ?? null).toBeNull();
  });
});

describe('reviewing', () => {
  it('is for admins only', async () => {
    const { c } = await newUser();
    for (const who of [client(app), customer, c]) {
      expect([401, 403]).toContain((await who.request('GET', '/api/admin/applications')).statusCode);
      expect([401, 403]).toContain(
        (await who.request('POST', `/api/admin/applications/${randomUUID()}/decision`, { decision: 'approve' }))
          .statusCode,
      );
    }
  });

  it('lists the queue oldest first with the applicant, and finds by name', async () => {
    const first = await newUser();
    const second = await newUser();
    await first.c.request('POST', '/api/partner/applications', application({ businessName: 'Queue First Ltd' }));
    await second.c.request('POST', '/api/partner/applications', application({ businessName: 'Queue Second Ltd' }));
    const queue = (await admin.request('GET', '/api/admin/applications?status=pending&q=Queue')).json() as {
      applications: { businessName: string; applicant: { email: string } }[];
      total: number;
    };
    expect(queue.applications.map((a) => a.businessName)).toEqual(['Queue First Ltd', 'Queue Second Ltd']);
    expect(queue.applications[0]!.applicant.email).toBe(first.email);
    expect(queue.total).toBe(2);
  });

  it('asks for more, takes the resubmission, approves it: listings approved, every step audit-logged and mailed', async () => {
    const partner = await newUser();
    const { application: submitted } = (
      await partner.c.request('POST', '/api/partner/applications', application({ businessName: 'Approve Me Audio' }))
    ).json() as { application: { id: string } };
    // A listing waiting for the approval.
    const [listing] = await app.db
      .insert(vendors)
      .values({
        userId: partner.id,
        name: 'Approve Me Audio',
        timeZone: 'UTC',
        slug: `approve-me-${randomUUID().slice(0, 6)}`,
        category: 'music-djs',
        description: 'DJ',
        approvalStatus: 'pending',
      })
      .returning();
    const url = `/api/admin/applications/${submitted.id}/decision`;

    const noReason = await admin.request('POST', url, { decision: 'needs_info' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('Say why, so the applicant knows what to do next.');
    expect(
      (
        await admin.request('POST', url, {
          decision: 'needs_info',
          reason: 'Please add your public liability insurance number.',
        })
      ).statusCode,
    ).toBe(200);
    expect((await lastMailTo(partner.email))?.subject).toBe('We need a little more about Approve Me Audio');

    await partner.c.request(
      'POST',
      '/api/partner/applications',
      application({ businessName: 'Approve Me Audio', businessLicense: 'INS-99' }),
    );
    const approved = await admin.request('POST', url, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    const detail = ApplicationDetailSchema.parse((approved.json() as { application: unknown }).application);
    expect(detail).toMatchObject({
      status: 'approved',
      details: { businessLicense: 'INS-99' },
      listingsDetail: [{ id: listing!.id, state: 'live' }],
    });
    expect(detail.history.map((h) => h.action)).toEqual([
      'application.submitted',
      'application.needs_info',
      'application.submitted',
      'application.approved',
    ]);
    expect(detail.history[1]).toMatchObject({
      actor: 'Ada Admin',
      notes: 'Please add your public liability insurance number.',
    });
    expect((await lastMailTo(partner.email))?.subject).toBe('Approve Me Audio is approved on Eventide');
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, partner.id));
    expect(profile?.applicationStatus).toBe('approved');

    // Decided once: a second decision is refused and changes nothing.
    const again = await admin.request('POST', url, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'ALREADY_DECIDED', message: 'This application was already decided.' },
    });
    expect((await partner.c.request('POST', '/api/partner/applications', application())).json()).toEqual({
      error: { code: 'ALREADY_APPROVED', message: 'Your application is already approved.' },
    });
  });

  it('rejects with a reason: pending listings stay out of search, and the partner may apply again', async () => {
    const partner = await newUser();
    const { application: submitted } = (
      await partner.c.request('POST', '/api/partner/applications', application({ businessName: 'Reject Me Rentals' }))
    ).json() as { application: { id: string } };
    await app.db.insert(vendors).values({
      userId: partner.id,
      name: 'Reject Me Rentals',
      timeZone: 'UTC',
      slug: `reject-me-${randomUUID().slice(0, 6)}`,
      category: 'tech-av',
      description: 'AV',
      approvalStatus: 'pending',
    });
    expect(
      (
        await admin.request('POST', `/api/admin/applications/${submitted.id}/decision`, {
          decision: 'reject',
          reason: 'We could not verify the business licence.',
        })
      ).statusCode,
    ).toBe(200);
    const [listing] = await app.db.select().from(vendors).where(eq(vendors.userId, partner.id));
    expect(listing?.approvalStatus).toBe('rejected');
    expect((await lastMailTo(partner.email))?.text).toContain('We could not verify the business licence.');
    const [logged] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, submitted.id), eq(auditLog.action, 'application.rejected')));
    expect(logged?.actorId).toBeTruthy();

    const retry = await partner.c.request(
      'POST',
      '/api/partner/applications',
      application({ businessName: 'Reject Me Rentals' }),
    );
    expect(retry.statusCode).toBe(201);
    const own = (await partner.c.request('GET', '/api/partner/applications')).json() as {
      applications: { status: string }[];
    };
    expect(own.applications.map((a) => a.status)).toEqual(['pending', 'rejected']);
  });
});
