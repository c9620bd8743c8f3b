// Breadcrumbs on a phone: a long current page gives way (truncated with an ellipsis); the links before it keep
// their whole words.
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from './support.ts';

test('a story with a long title keeps Home and Stories whole on a phone', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/stories/inside-a-200-person-warehouse-rave-in-east-williamsburg');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  for (const name of ['Home', 'Stories']) {
    const link = trail.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    const cut = await link.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut, `${name} is cut short`).toBe(false);
  }
  const current = trail.locator('[aria-current="page"]');
  const [navBox, currentBox] = await Promise.all([trail.boundingBox(), current.boundingBox()]);
  expect(currentBox && navBox && currentBox.x + currentBox.width).toBeLessThanOrEqual(
    (navBox?.x ?? 0) + (navBox?.width ?? 0) + 1,
  );
});
