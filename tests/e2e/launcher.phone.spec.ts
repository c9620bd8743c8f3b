// The concierge launcher floats over the page (§1): on a phone it must not sit on the home page's search box.
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from './support.ts';
import { expectLauncherClearOf } from './launcher.ts';

test('the launcher leaves the home search box free on a phone', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Search venues and vendors' });
  await expectLauncherClearOf(page, search);
  await search.getByRole('searchbox').or(search.getByRole('textbox')).first().click();
  await expect(search.getByRole('searchbox').or(search.getByRole('textbox')).first()).toBeFocused();
});
