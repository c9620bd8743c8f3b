// The portal's tab strip on a phone: a section opened from a link shows its tab whole, and no tab is cut to fit.
import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('a portal section opened from a link shows its whole tab on a phone', async ({ page }) => {
  await signIn(page, 'venue@example.com');
  await page.goto('/portal/dashboard?tab=saas');
  const tab = page.getByRole('tab', { name: 'Business tools' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = (await tab.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= width;
    })
    .toBe(true);
  // Every tab keeps its whole label: none is narrower than its text.
  const cut = await page
    .getByRole('tablist', { name: 'Portal sections' })
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent));
  expect(cut).toEqual([]);
});
