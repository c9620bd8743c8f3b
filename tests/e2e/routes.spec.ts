// Every route of spec §2 answers: a page of its own, or a redirect to the right place.
import { expect, test, type Page } from '@playwright/test';
import { REDIRECT_REASON_MESSAGES } from '#shared/roles.ts';
import { signIn } from './support.ts';

const NOT_FOUND_HEADING = 'This party moved somewhere else';

/** [path, where a guest ends up (pathname + search)] */
const GUEST_ROUTES: [string, string | RegExp][] = [
  ['/', '/'],
  ['/discover', '/discover'],
  ['/stories', '/stories'],
  ['/stories/a-story', '/stories/a-story'],
  ['/sponsorships', '/sponsorships'],
  ['/demo', '/demo'],
  // A missing venue shows a similar one and its address; a missing vendor, sample data (§7 fallback).
  ['/venue/some-venue', /^\/venue\/[0-9a-f-]{36}$/],
  ['/vendor/some-vendor', '/vendor/dj-nova-reyes'],
  ['/checkout', '/checkout'],
  ['/checkout-legacy', '/checkout'],
  ['/booking/confirmation', '/booking/confirmation'],
  ['/booking-confirmation', '/booking/confirmation'],
  ['/booking/bk-1', '/booking/bk-1'],
  ['/booking/error/pi-1', '/booking/error/pi-1'],
  ['/quotes/q-1/checkout', '/quotes/q-1/checkout'],
  ['/quotes/q-1/success', '/quotes/q-1/success'],
  ['/profile', '/profile'],
  ['/profile/bookings', '/profile/bookings'],
  ['/my-bookings', '/profile/bookings'],
  ['/profile/chats', '/profile/chats'],
  ['/messages', '/messages'],
  ['/settings', '/settings'],
  ['/terms', '/terms'],
  ['/privacy', '/privacy'],
  ['/about', '/about'],
  ['/contact', '/contact'],
  ['/help', '/help'],
  ['/waitlist', '/waitlist'],
  ['/auth', '/auth'],
  ['/auth/callback?userType=customer&source=home', '/auth/callback?userType=customer&source=home'],
  ['/auth/email-verified?userType=partner&source=partner', '/auth/email-verified?userType=partner&source=partner'],
  ['/auth/verified', '/verify-email'],
  ['/verify-email', '/verify-email'],
  ['/forgot-password', '/forgot-password'],
  ['/reset-password?token=abc', '/auth/reset-password?token=abc'],
  ['/login', '/login'],
  ['/signup', '/signup'],
  ['/email-verification', '/email-verification'],
  ['/complete-profile', '/auth?redirect=%2Fcomplete-profile'],
  ['/profile/venue/complete', '/auth?redirect=%2Fprofile%2Fvenue%2Fcomplete'],
  ['/dashboard/complete-listing', '/auth?redirect=%2Fdashboard%2Fcomplete-listing'],
  ['/onboarding?type=venue&source=partner', '/onboarding?type=venue&source=partner'],
  ['/vendor-onboarding', '/onboarding?type=vendor'],
  ['/venue-onboarding', '/onboarding?type=venue'],
  ['/partner', '/partner'],
  ['/partner/auth', '/partner/auth'],
  ['/partner/create-account', '/partner/create-account'],
  ['/partner/apply/venue', '/partner/apply/venue'],
  ['/partner/email-confirmation', '/partner/email-confirmation'],
  ['/partner/close-confirmation', '/partner/close-confirmation'],
  ['/partner/pending-approval', '/partner/pending-approval'],
  ['/partner/pricing', '/partner/pricing'],
  ['/partner/listings', '/partner/listings'],
  ['/listing-management', '/partner/listings'],
  ['/partner/analytics', '/partner/analytics'],
  ['/partner/settings', '/partner/settings'],
  ['/portal/login', '/portal/login'],
  ['/portal/auth/callback', '/portal/auth/callback'],
  ['/portal/verify-email', '/portal/verify-email'],
  ['/portal', '/portal/login?redirect=%2Fportal%2Fdashboard'],
  ['/partner/dashboard', '/portal/login?redirect=%2Fportal%2Fdashboard'],
  ['/partner/bookings', '/portal/login?redirect=%2Fportal%2Fdashboard%3Ftab%3Dbookings'],
  ['/partner/saas', '/portal/login?redirect=%2Fportal%2Fdashboard%3Ftab%3Dsaas'],
  ['/portal/somewhere-else', '/portal/login?redirect=%2Fportal%2Fdashboard'],
  ['/dashboard', '/auth?redirect=%2Fdashboard'],
  ['/vendor-dashboard', '/auth?redirect=%2Fdashboard'],
  ['/venue-dashboard', '/auth?redirect=%2Fdashboard'],
  ['/admin-dashboard', '/auth?redirect=%2Fadmin-dashboard'],
  ['/admin/performance', '/auth?redirect=%2Fadmin%2Fperformance'],
  ['/admin/applications', '/auth?redirect=%2Fadmin%2Fapplications'],
  ['/admin/partner-applications', '/auth?redirect=%2Fadmin%2Fpartner-applications'],
  // Unknown paths in a guarded section meet the guard first.
  ['/admin/no-such-page?tab=x', '/auth?redirect=%2Fadmin%2Fno-such-page%3Ftab%3Dx'],
  ['/dashboard/no-such-page', '/auth?redirect=%2Fdashboard%2Fno-such-page'],
];

async function expectLandedOn(page: Page, expected: string | RegExp) {
  const landed = () => new URL(page.url()).pathname + new URL(page.url()).search;
  if (typeof expected === 'string') await expect.poll(landed).toBe(expected);
  else await expect.poll(landed).toMatch(expected);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('as a guest', () => {
  for (const [path, expected] of GUEST_ROUTES) {
    test(`${path} answers`, async ({ page }) => {
      await page.goto(path);
      await expectLandedOn(page, expected);
      await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
    });
  }

  test('a legacy redirect is recorded with the old and new path', async ({ page }) => {
    const recorded = page.waitForRequest(
      (r) => r.url().endsWith('/api/analytics/legacy-redirects') && r.method() === 'POST',
    );
    await page.goto('/my-bookings');
    const body = (await recorded).postDataJSON();
    expect(body).toMatchObject({ path: '/my-bookings', destination: '/profile/bookings' });
    expect(typeof body.timestamp).toBe('string');
  });
});

test.describe('signed in', () => {
  test('a customer reaches /dashboard and is sent from the portal to /dashboard', async ({ page }) => {
    await signIn(page, 'customer@example.com');
    await page.goto('/dashboard');
    await expectLandedOn(page, '/dashboard');
    await page.goto('/portal/dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.goto('/admin-dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
  });

  test('a venue partner reaches the portal dashboard', async ({ page }) => {
    await signIn(page, 'venue@example.com');
    await page.goto('/portal');
    await expectLandedOn(page, '/portal/dashboard');
  });

  test('a signed-in partner finds the portal in the header and the account menu', async ({ page }) => {
    await signIn(page, 'venue@example.com');
    await page.goto('/discover');
    // The header knows the roles once the session has loaded.
    const accountMenu = page.getByRole('button', { name: /Open your account menu/ });
    await expect(accountMenu).toBeVisible();
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Partner Portal' })).toHaveAttribute('href', '/portal/dashboard');
    await expect(main.getByRole('link', { name: 'Partner', exact: true })).toHaveCount(0);

    await accountMenu.click();
    const account = page.getByRole('dialog', { name: 'Your account' }).getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: /Partner Portal/ }).click();
    await expectLandedOn(page, '/portal/dashboard');
  });

  test('an admin reaches the admin pages', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/applications');
    await expectLandedOn(page, '/admin/applications');
  });

  test('a customer at an unknown admin path gets the fallback and the no-access notice', async ({ page }) => {
    await signIn(page, 'customer@example.com');
    await page.goto('/admin/no-such-page');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await expect(page.getByText(REDIRECT_REASON_MESSAGES['no-access'])).toBeVisible();
  });

  test('an admin at an unknown admin path sees the not-found screen', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin/no-such-page');
  });
});
