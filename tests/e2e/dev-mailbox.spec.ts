// The dev mailbox (DESIGN.md mail): a mail's long link wraps inside its card instead of running off it.
import { expect, test } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from './support.ts';

test('a verification link wraps inside its mail card', async ({ page }) => {
  const email = uniqueEmail('mailbox');
  await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Nia Jar', email, password: NEW_USER_PASSWORD, callbackURL: '/auth/email-verified' },
  });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as []).length,
    )
    .toBeGreaterThan(0);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const card = page.locator('article').first();
  const link = card.getByRole('link', { name: /verify-email/ });
  await expect(link).toBeVisible();
  const [cardBox, linkBox] = [await card.boundingBox(), await link.boundingBox()];
  expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
