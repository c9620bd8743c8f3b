// Spec §2: the mobile bottom navigation and where it hides.
import { expect, test, type Page } from '@playwright/test';
import { asReturningVisitor, signIn } from './support.ts';

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Bottom' });

test('shows five tabs on public pages', async ({ page }) => {
  await page.goto('/discover');
  const nav = bottomNav(page);
  await expect(nav).toBeVisible();
  for (const name of ['About', 'Stories', 'Discover', 'Cart', 'Profile']) {
    await expect(
      nav.getByRole(/Cart|Profile/.test(name) ? 'button' : 'link', { name, exact: false }).first(),
    ).toBeVisible();
  }
});

for (const path of ['/profile', '/messages', '/settings']) {
  test(`is hidden on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(bottomNav(page)).toHaveCount(0);
  });
}

for (const path of ['/profile/bookings', '/profile/chats']) {
  test(`is shown on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(bottomNav(page)).toBeVisible();
  });
}

test('the phone menu leads a signed-in partner into the portal', async ({ page }) => {
  await signIn(page, 'vendor@example.com');
  await page.goto('/discover');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: /Partner Portal/ })).toHaveAttribute('href', '/portal/dashboard');
  await menu.getByRole('link', { name: /Partner Portal/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/portal/dashboard');
});

test('is hidden on the home page until a first-time visitor has seen the intro video', async ({ page }) => {
  // The intro ends by itself after about six seconds, which a busy machine can spend loading the page: the
  // page's clock stands still here, so the intro plays until Skip ends it.
  await page.clock.install({ time: new Date('2026-06-01T18:00:00') });
  await page.clock.pauseAt(new Date('2026-06-01T18:00:01'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(bottomNav(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip intro' }).click();
  await expect(bottomNav(page)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('home-video-seen'))).toBeTruthy();
  await page.reload();
  await expect(bottomNav(page)).toBeVisible();
});

test('a returning visitor sees it on the home page at once', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await expect(bottomNav(page)).toBeVisible();
});

test('the Cart tab opens the cart drawer and the Profile tab the profile sidebar', async ({ page }) => {
  await page.goto('/discover');
  await bottomNav(page).getByRole('button', { name: /cart/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Browse Venues').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await bottomNav(page)
    .getByRole('button', { name: /profile/i })
    .click();
  const sidebar = page.getByRole('dialog');
  await expect(sidebar).toBeVisible();
  await sidebar
    .getByRole('button', { name: /bookings/i })
    .first()
    .click();
  // A guest gets the sign-in prompt instead of the page.
  await expect(
    page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
});

test('the profile sidebar opens pages for a signed-in user', async ({ page }) => {
  await signIn(page, 'customer@example.com');
  await page.goto('/discover');
  await bottomNav(page)
    .getByRole('button', { name: /profile/i })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /settings/i })
    .first()
    .click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/settings');
});
