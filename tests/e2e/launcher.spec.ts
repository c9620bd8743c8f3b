// The concierge launcher floats over the page (§1): it must not sit on what a visitor reads first.
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from './support.ts';
import { expectLauncherClearOf } from './launcher.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test("the launcher leaves a venue's Available Today readable at 1280x900", async ({ page, request }) => {
  await asReturningVisitor(page);
  const { venue } = await (await request.get('/api/venues/skyline-social-rooftop')).json();
  await page.goto(`/venue/${venue.id}`);
  const stats = page.getByRole('group', { name: 'At a glance' });
  await expectLauncherClearOf(page, stats.getByText(/^(Available Today|Busy)$/));

  // Once the strip has scrolled away, the launcher is back.
  await page.mouse.wheel(0, 1200);
  await expect(page.getByRole('button', { name: 'Plan with the AI concierge' })).toBeVisible();
});
