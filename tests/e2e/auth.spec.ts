// Accounts end to end (spec §2 auth routes, §4 session and auth modal, §5 validation, §8 messages):
// sign-up with the verification mail, sign-in, sign-out, partner sign-up, guards and role switching.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, asReturningVisitor, uniqueEmail } from './support.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` in the dev mailbox, waiting for it to arrive. */
async function latestMail(page: Page, to: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as Mail[];
      mail = mails[0];
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mail!;
}

function linkIn(mail: Mail): string {
  const link = mail.text.match(/https?:\/\/\S+verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}

async function signOutFromSidebar(page: Page) {
  await page.getByRole('button', { name: /Open your account menu/ }).click();
  await page.getByRole('dialog', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('button', { name: 'Sign Up / In' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a customer signs up, verifies the email from the mail, signs in and signs out', async ({ page }) => {
  // Four steps across pages and a mail: more than the default budget when the two cores are busy.
  test.setTimeout(180_000);
  const email = uniqueEmail('e2e-customer');
  const password = 'a-long-e2e-passphrase';

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full name').fill('  Erin Endtoend ');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created! Please check your email to verify.')).toBeVisible();
  // After 3 s (§4) the page moves on to the verify-email screen for this address.
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect(page.getByText(email)).toBeVisible();

  const mail = await latestMail(page, email);
  expect(mail.subject).toMatch(/verify/i);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/auth\/email-verified\?userType=customer&source=signup/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: /Go to your dashboard/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Erin.')).toBeVisible();

  await signOutFromSidebar(page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back! Redirecting to your dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOutFromSidebar(page);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user).toBeNull();
});

test('a forgotten password is reset from the mailed link, then the new one signs in', async ({ page, baseURL }) => {
  const email = uniqueEmail('e2e-reset');
  await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Riley Reset',
      email,
      password: 'the-first-passphrase',
      callbackURL: '/auth/email-verified?userType=customer&source=signup',
    },
  });
  await page.request.get(linkIn(await latestMail(page, email)));
  // better-auth wants the Origin of a cookie-carrying POST; the browser's fetch sends it, the API client must say it.
  const signOut = await page.request.post('/api/auth/sign-out', { data: {}, headers: { Origin: baseURL! } });
  expect(signOut.ok()).toBe(true);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent to your email.')).toBeVisible();
  let resetLink = '';
  await expect
    .poll(async () => {
      const mails = (await (
        await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
      ).json()) as Mail[];
      resetLink = mails.map((mail) => mail.text.match(/https?:\/\/\S+reset-password\S+/)?.[0]).find(Boolean) ?? '';
      return resetLink;
    })
    .not.toBe('');
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('the-second-passphrase');
  await page.getByLabel('Confirm new password').fill('the-second-passphrase');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('the-second-passphrase');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The sign-in answers once the password is verified (argon2), then the page waits 1.5 s (§4), refetches as the
  // signed-in user and opens the dashboard: on two busy cores that is more than a few seconds.
  await expect(page.getByText('Welcome back! Redirecting to your dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the §8 message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
  await expect(page).toHaveURL(/\/auth$/);

  // The next submit, refused by the form, leaves only the field's own error.
  await page.getByLabel('Password', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Incorrect email or password. Please try again.')).toHaveCount(0);
});

test('signing in from the modal keeps the page and does not promise a dashboard', async ({ page }) => {
  await page.goto('/stories');
  await page.getByRole('button', { name: 'Sign Up / In' }).click();
  const modal = page.getByRole('dialog', { name: 'Welcome back' });
  await modal.getByLabel('Email').fill('customer@example.com');
  await modal.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.getByText('Successfully signed in!')).toBeVisible();
  await expect(page.getByText('Redirecting to your dashboard')).toHaveCount(0);
  await expect(modal).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/stories');
  await expect(page.getByRole('button', { name: /Open your account menu/ })).toBeVisible();
});

test('the forms show the §5 messages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up / In' }).click();
  const modal = page.getByRole('dialog', { name: 'Welcome back' });
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.getByText('Email is required')).toBeVisible();
  await expect(modal.getByText('Password is required')).toBeVisible();
  await modal.getByLabel('Email').fill('maya@example');
  await modal.getByLabel('Password', { exact: true }).fill('short');
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.getByText('Please enter a valid email address')).toBeVisible();
  await expect(modal.getByText('Password must be at least 8 characters')).toBeVisible();

  await modal.getByRole('button', { name: 'Create an account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await signup.getByLabel('Full name').fill('M');
  await expect(signup.getByLabel('Email')).toHaveValue('maya@example'); // carried over from sign-in
  await signup.getByLabel('Email').fill('maya@example.com');
  await signup.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await signup.getByLabel('Confirm password').fill('long-enough-2');
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(signup.getByText('Please enter your full name')).toBeVisible();
  await expect(signup.getByText('Passwords do not match')).toBeVisible();

  await signup.getByRole('button', { name: 'Partner sign up' }).click();
  const partner = page.getByRole('dialog', { name: 'Become a partner' });
  await partner.getByRole('button', { name: 'Submit Application' }).click();
  await expect(partner.getByText('Business name is required')).toBeVisible();
  await expect(partner.getByText('Please select venue or vendor.')).toBeVisible();
});

test('partner sign-up lands in the partner flow', async ({ page }) => {
  const email = uniqueEmail('e2e-partner');
  await page.goto('/partner/create-account');
  await page.getByLabel('First name').fill('Pia');
  await page.getByLabel('Last name').fill('Partner');
  await page.getByLabel('Business name').fill('Pia Sound Co.');
  await page.getByText('Vendor', { exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-e2e-passphrase');
  await page.getByLabel('Confirm password').fill('a-long-e2e-passphrase');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Partner application submitted! Check your email for next steps.')).toBeVisible();
  await expect(page.getByText('Partner application submitted! You can now access the vendor portal.')).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/email-confirmation/);

  const mail = await latestMail(page, email);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/auth\/email-verified\?userType=partner&source=partner/);
  await expect(page.getByRole('link', { name: /Continue your application/ })).toHaveAttribute(
    'href',
    '/onboarding?type=vendor&source=partner',
  );
  const me = await (await page.request.get('/api/me')).json();
  expect(me.roles).toContain('vendor');
});

test('a customer opening /admin-dashboard is sent back with the no-access notice', async ({ page }) => {
  await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'customer@example.com', password: DEMO_PASSWORD },
  });
  await page.goto('/admin-dashboard');
  await expect(
    page.getByText("You don't have access to that section. Please contact support if you need assistance."),
  ).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
});

test('a user with several roles switches role and the portal opens', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('multi@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/(admin-dashboard|portal\/dashboard|dashboard)$/);

  const switcher = page.getByRole('combobox', { name: 'Switch account role' });
  await switcher.click();
  await page.getByRole('option', { name: 'Customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\?reason=role-switched/);
  await expect(page.getByText('Your account context has been updated.')).toBeVisible();

  await switcher.click();
  await page.getByRole('option', { name: 'Vendor Partner' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/portal/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();
  await expect(switcher).toHaveText(/Vendor Partner/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.activeRole).toBe('vendor');
});

test('the sixth failed login shows the rate-limit message', async ({ page }) => {
  const email = uniqueEmail('locked');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-password-${attempt}`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
  }
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-6');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
});

test('social sign-in through the local OpenID provider ends signed in', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: /Local OpenID/ }).click();
  // The provider's own login and consent screens.
  await page.locator('input[name="login"]').fill('sol');
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/me')).json()).user?.email)
    .toBe('sol@oidc.example.com');
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/auth/callback');
});
