// Accounts end to end through the real better-auth endpoints: signup, verification mail, sign-in,
// sessions, sign-out, password reset, rate limits, common passwords, cookies and CSRF.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, profiles, rateLimitCounters, user, userRoles } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let n = 0;
const email = () => `person${++n}-${Date.now()}@example.com`;
const STRONG = 'correct horse battery staple';

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.close());

async function lastMailTo(to: string) {
  const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
  return rows.at(-1);
}

function linkIn(text: string): string {
  const match = /(http:\/\/\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail: ${text}`);
  return match[1].replace(TEST_ORIGIN, '');
}

async function signUpAndVerify(address: string, password = STRONG, name = 'Pat Planner') {
  const c = client(app);
  const signUp = await c.request('POST', '/api/auth/sign-up/email', {
    name,
    email: address,
    password,
    callbackURL: '/auth/email-verified?userType=customer&source=signup',
  });
  expect(signUp.statusCode).toBe(200);
  const mail = await lastMailTo(address);
  const verified = await c.request('GET', linkIn(mail!.text));
  expect(verified.statusCode).toBe(302);
  return c;
}

describe('customer signup and email verification', () => {
  it('sends a verification mail whose link lands on /auth/email-verified, signed in, once', async () => {
    const address = email();
    const c = client(app);
    const signUp = await c.request('POST', '/api/auth/sign-up/email', {
      name: '  Pat Planner ',
      email: address,
      password: STRONG,
      callbackURL: '/auth/email-verified?userType=customer&source=modal',
    });
    expect(signUp.statusCode).toBe(200);
    expect(c.cookie).toBe(''); // no session before the email is verified

    const mail = await lastMailTo(address);
    expect(mail).toMatchObject({ subject: 'Verify your email for Eventide', status: 'sent', transport: 'database' });
    const link = linkIn(mail!.text);
    expect(link).toContain('/api/auth/verify-email?token=');

    const blocked = await client(app).request('POST', '/api/auth/sign-in/email', { email: address, password: STRONG });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await c.request('GET', link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/auth/email-verified?userType=customer&source=modal');
    const me = (await c.request('GET', '/api/me')).json();
    expect(me.user).toMatchObject({ email: address, emailVerified: true });
    expect(me.roles).toEqual(['customer']);

    // The link is spent: used again it changes nothing and signs nobody in.
    const reuse = client(app);
    const again = await reuse.request('GET', link);
    expect(again.statusCode).toBe(302);
    expect(reuse.cookie).toBe('');
  });

  it('creates the profile (pending, onboarding not completed) and the user role record', async () => {
    const address = email();
    await signUpAndVerify(address);
    const [u] = await app.db.select().from(user).where(eq(user.email, address));
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, u!.id));
    expect(profile).toMatchObject({
      fullName: 'Pat Planner',
      onboardingCompleted: false,
      applicationStatus: 'pending',
      portalAccessLevel: 'basic',
    });
    const roles = await app.db.select().from(userRoles).where(eq(userRoles.userId, u!.id));
    expect(roles.map((r) => r.role)).toEqual(['user']);
  });

  it('checks the full name as §5 says and stores it trimmed', async () => {
    for (const [name, message] of [
      ['', 'Full name is required'],
      ['   ', 'Full name is required'],
      [' P ', 'Please enter your full name'],
    ] as const) {
      const address = email();
      const refused = await client(app).request('POST', '/api/auth/sign-up/email', {
        name,
        email: address,
        password: STRONG,
      });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_NAME', message });
      expect(await app.db.select().from(user).where(eq(user.email, address))).toEqual([]);
    }

    const address = email();
    await signUpAndVerify(address, STRONG, '  Pat Planner ');
    const [stored] = await app.db.select().from(user).where(eq(user.email, address));
    expect(stored?.name).toBe('Pat Planner');
  });

  it('refuses a second account for the same email', async () => {
    const address = email();
    await signUpAndVerify(address);
    const again = await client(app).request('POST', '/api/auth/sign-up/email', {
      name: 'Pat',
      email: address,
      password: STRONG,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });
});

describe('passwords (ASVS 5.0)', () => {
  it('refuses one of the 3,000 most common passwords, whatever its case', async () => {
    const response = await client(app).request('POST', '/api/auth/sign-up/email', {
      name: 'Pat',
      email: email(),
      password: 'Password1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Please choose a less common one.',
    });
  });

  it('accepts a 64-character passphrase with no composition rules, refuses one over 128 or under 8', async () => {
    expect(
      (
        await client(app).request('POST', '/api/auth/sign-up/email', {
          name: 'Pat',
          email: email(),
          password: 'a'.repeat(30) + ' '.repeat(4) + 'b'.repeat(30),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await client(app).request('POST', '/api/auth/sign-up/email', {
          name: 'Pat',
          email: email(),
          password: 'x'.repeat(129),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await client(app).request('POST', '/api/auth/sign-up/email', {
          name: 'Pat',
          email: email(),
          password: 'short1',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('sessions', () => {
  it('starts a new session on every sign-in and ends it server-side on sign-out', async () => {
    const first = await signedIn(app, 'customer@example.com');
    const second = await signedIn(app, 'customer@example.com');
    expect(first.cookie).not.toBe(second.cookie);

    const stolen = first.cookie;
    expect((await first.request('POST', '/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await client(app, stolen).request('GET', '/api/me')).json().user).toBeNull();
    expect((await second.request('GET', '/api/me')).json().user.email).toBe('customer@example.com');
  });

  it('signs out globally: every session of the account ends', async () => {
    const laptop = await signedIn(app, 'vendor@example.com');
    const phone = await signedIn(app, 'vendor@example.com');
    expect((await laptop.request('POST', '/api/auth/revoke-sessions', {})).statusCode).toBe(200);
    expect((await laptop.request('POST', '/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await phone.request('GET', '/api/me')).json().user).toBeNull();
    expect((await laptop.request('GET', '/api/me')).json().user).toBeNull();
  });

  it('sets HttpOnly, SameSite=Lax session cookies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'customer@example.com', password: 'eventide-demo' },
    });
    const session = response.cookies.find((c) => c.name.includes('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const wrong = await client(app).request('POST', '/api/auth/sign-in/email', {
      email: 'customer@example.com',
      password: 'not-the-password',
    });
    const unknown = await client(app).request('POST', '/api/auth/sign-in/email', {
      email: 'nobody-here@example.com',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('rate limits (spec §8, §9)', () => {
  it('blocks the sixth failed login for an IP and email with the exact message, counted in the database', async () => {
    const address = email();
    const attempt = () =>
      client(app).request('POST', '/api/auth/sign-in/email', { email: address, password: 'wrong-password' });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    const sixth = await attempt();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(sixth.json().error.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    const [counter] = await app.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:127.0.0.1:${address}`));
    expect(counter?.count).toBe(5);
  });

  it('blocks the sixth signup attempt for an IP and email', async () => {
    const address = email();
    const attempt = () =>
      client(app).request('POST', '/api/auth/sign-up/email', { name: 'Pat', email: address, password: 'Password1' });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(400);
    const sixth = await attempt();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(/^Too many signup attempts\. Please try again in \d+ seconds\.$/);
  });

  it('clears failed logins after a successful one', async () => {
    const address = email();
    await signUpAndVerify(address);
    for (let i = 0; i < 4; i += 1)
      await client(app).request('POST', '/api/auth/sign-in/email', { email: address, password: 'wrong-password' });
    expect(
      (await client(app).request('POST', '/api/auth/sign-in/email', { email: address, password: STRONG })).statusCode,
    ).toBe(200);
    const rows = await app.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:127.0.0.1:${address}`));
    expect(rows).toEqual([]);
  });

  it('limits verification and reset mails to three per five minutes', async () => {
    const address = email();
    const ask = () =>
      client(app).request('POST', '/api/auth/request-password-reset', {
        email: address,
        redirectTo: '/auth/reset-password',
      });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});

describe('password reset', () => {
  it('answers alike for known and unknown emails and mails only the known one', async () => {
    const address = email();
    await signUpAndVerify(address);
    const known = await client(app).request('POST', '/api/auth/request-password-reset', {
      email: address,
      redirectTo: '/auth/reset-password',
    });
    const unknown = await client(app).request('POST', '/api/auth/request-password-reset', {
      email: `nobody-${address}`,
      redirectTo: '/auth/reset-password',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMailTo(`nobody-${address}`)).toBeUndefined();
    expect((await lastMailTo(address))?.subject).toBe('Reset your Eventide password');
  });

  it('resets once through the mailed link, revokes old sessions and validates the new password', async () => {
    const address = email();
    const session = await signUpAndVerify(address);
    await client(app).request('POST', '/api/auth/request-password-reset', {
      email: address,
      redirectTo: '/auth/reset-password',
    });
    const landing = await client(app).request('GET', linkIn((await lastMailTo(address))!.text));
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, TEST_ORIGIN);
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token')!;

    expect(
      (await client(app).request('POST', '/api/auth/reset-password', { token, newPassword: 'password123' })).json()
        .code,
    ).toBe('PASSWORD_TOO_COMMON');
    expect(
      (await client(app).request('POST', '/api/auth/reset-password', { token, newPassword: 'a new long passphrase' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await client(app).request('POST', '/api/auth/reset-password', { token, newPassword: 'another long passphrase' }))
        .statusCode,
    ).toBe(400);
    expect((await session.request('GET', '/api/me')).json().user).toBeNull();
    expect(
      (
        await client(app).request('POST', '/api/auth/sign-in/email', {
          email: address,
          password: 'a new long passphrase',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('settings', () => {
  it('changes the password and signs out other devices', async () => {
    const address = email();
    const laptop = await signUpAndVerify(address);
    const phone = client(app);
    await phone.request('POST', '/api/auth/sign-in/email', { email: address, password: STRONG });
    const change = await laptop.request('POST', '/api/auth/change-password', {
      currentPassword: STRONG,
      newPassword: 'my brand new passphrase',
      revokeOtherSessions: true,
    });
    expect(change.statusCode).toBe(200);
    expect((await phone.request('GET', '/api/me')).json().user).toBeNull();
    expect((await laptop.request('GET', '/api/me')).json().user.email).toBe(address);
  });

  it('edits the profile and refuses bad input without changing anything', async () => {
    const address = email();
    const c = await signUpAndVerify(address);
    const bad = await c.request('PATCH', '/api/profile', { phone: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
    const ok = await c.request('PATCH', '/api/profile', {
      fullName: 'Pat Q. Planner',
      phone: '+1 (512) 555-0134',
      haptics: false,
      portalNotificationsEnabled: false,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      fullName: 'Pat Q. Planner',
      firstName: 'Pat',
      lastName: 'Q. Planner',
      phone: '+1 (512) 555-0134',
      portalNotificationsEnabled: false,
      preferences: { haptics: false },
    });
    expect((await c.request('GET', '/api/me')).json().user.name).toBe('Pat Q. Planner');
  });

  it('deletes the account with the password', async () => {
    const address = email();
    const c = await signUpAndVerify(address);
    expect((await c.request('POST', '/api/auth/delete-user', { password: STRONG })).statusCode).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.email, address))).toEqual([]);
  });
});

describe('roles', () => {
  it('switches to a held role and saves it on the profile; refuses one not held', async () => {
    const multi = await signedIn(app, 'multi@example.com');
    const switched = await multi.request('PUT', '/api/me/active-role', { role: 'vendor' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().activeRole).toBe('vendor');
    expect((await multi.request('GET', '/api/me')).json().activeRole).toBe('vendor');

    const customer = await signedIn(app, 'customer@example.com');
    const refused = await customer.request('PUT', '/api/me/active-role', { role: 'admin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Cannot switch to this role');
  });

  it('adds a partner role through add_partner_role_to_user, only for the caller and only venue or vendor', async () => {
    const address = email();
    const c = await signUpAndVerify(address);
    const me = (await c.request('GET', '/api/me')).json();
    expect(
      (
        await c.request('POST', '/api/rpc/add_partner_role_to_user', {
          user_id: me.user.id,
          partner_type: 'caterer',
          business_name: 'Pat Bakes',
        })
      ).json().error.message,
    ).toBe('Partner type not found');
    expect(
      (
        await c.request('POST', '/api/rpc/add_partner_role_to_user', {
          user_id: 'someone-else',
          partner_type: 'vendor',
          business_name: 'Pat Bakes',
        })
      ).statusCode,
    ).toBe(403);
    const added = await c.request('POST', '/api/rpc/add_partner_role_to_user', {
      user_id: me.user.id,
      partner_type: 'vendor',
      business_name: 'Pat Bakes',
    });
    expect(added.json()).toMatchObject({ success: true, data: { roles: ['customer', 'vendor'] } });
    expect(
      (
        await client(app).request('POST', '/api/rpc/add_partner_role_to_user', {
          user_id: me.user.id,
          partner_type: 'vendor',
          business_name: 'X Y',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('partner signup', () => {
  const body = (address: string) => ({
    firstName: 'Rosa',
    lastName: 'Vale',
    businessName: 'Vale Rooftops',
    partnerType: 'venue',
    email: address,
    password: STRONG,
  });

  it('creates the account and the partner role together', async () => {
    const address = email();
    const response = await client(app).request('POST', '/api/partners/sign-up', body(address));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: address, partnerType: 'venue', emailVerified: false });
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.email, address));
    expect(profile).toMatchObject({ fullName: 'Rosa Vale', partnerType: 'venue', businessName: 'Vale Rooftops' });
    expect((await lastMailTo(address))?.text).toContain('callbackURL=%2Fauth%2Femail-verified%3FuserType%3Dpartner');
  });

  it('refuses bad input with the spec messages and creates nothing', async () => {
    const address = email();
    const response = await client(app).request('POST', '/api/partners/sign-up', {
      ...body(address),
      partnerType: 'caterer',
      businessName: 'V',
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().error.fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(expect.arrayContaining(['Please select venue or vendor.', 'Business name is too short']));
    expect(await app.db.select().from(user).where(eq(user.email, address))).toEqual([]);
  });

  it('fails as a whole when the partner role cannot be added', async () => {
    const address = email();
    await app.db.execute('ALTER TABLE partner_applications RENAME TO partner_applications_away' as never);
    try {
      const response = await client(app).request('POST', '/api/partners/sign-up', body(address));
      expect(response.statusCode).toBe(500);
    } finally {
      await app.db.execute('ALTER TABLE partner_applications_away RENAME TO partner_applications' as never);
    }
    expect(
      await app.db
        .select()
        .from(user)
        .where(and(eq(user.email, address))),
    ).toEqual([]);
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated mutation from another site', async () => {
    const c = await signedIn(app, 'customer@example.com');
    const forged = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: c.cookie, origin: 'https://evil.example' },
      payload: { fullName: 'Hacked Name' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await c.request('GET', '/api/profile')).json().fullName).not.toBe('Hacked Name');
  });
});
