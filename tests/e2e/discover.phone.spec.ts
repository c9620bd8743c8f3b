// /discover on a phone: the filters open in a bottom sheet and apply with 'Show N venues'.
import { expect, test, type Page } from '@playwright/test';

const count = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^(\d+ (venues?|vendors?)|No (venues|vendors) match)$/ });
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

test('the filter sheet edits a draft, shows how many match, and applies it to the URL', async ({ page }) => {
  await page.goto('/discover?tab=venues');
  await expect(count(page)).toHaveText('35 venues');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Max guests' }).fill('150');
  expect(param(page, 'maxCap')).toBeNull();
  const apply = sheet.getByRole('button', { name: /^Show \d+ venues?$/ });
  await expect(apply).not.toHaveText('Show 35 venues');
  const label = (await apply.textContent())!;
  await apply.click();

  await expect(sheet).toBeHidden();
  await expect.poll(() => param(page, 'maxCap')).toBe('150');
  await expect(count(page)).toHaveText(label.replace('Show ', ''));
  await expect(page.getByRole('button', { name: /^Filters\s*1 applied/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter: Up to 150 guests' })).toBeVisible();

  await page.goBack();
  await expect(count(page)).toHaveText('35 venues');
});

test('closing the sheet without applying leaves the search as it was', async ({ page }) => {
  await page.goto('/discover?tab=vendors');
  await expect(count(page)).toHaveText('58 vendors');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('textbox', { name: 'Min price in dollars' }).fill('5000');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  expect(param(page, 'minPrice')).toBeNull();
  await expect(count(page)).toHaveText('58 vendors');
});
