// /discover on a desktop: search, filters, sort and pages live in the URL, and the back button restores them.
// The sample catalogue has 35 venues and 58 vendors.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const results = (page: Page) => page.getByRole('region', { name: /venues?|vendors?|match/ });
const cards = (page: Page) => results(page).locator('article');
const count = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^(\d+ (venues?|vendors?)|No (venues|vendors) match)$/ });
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

test('pages through vendors 50 at a time; the page is in the URL and back returns to page 1', async ({ page }) => {
  // By name, so that the first and last vendors are known.
  await page.goto('/discover?tab=vendors&sort=name');
  await expect(count(page)).toHaveText('58 vendors');
  await expect(cards(page)).toHaveCount(50);
  await expect(page.getByText('Showing 1–50 of 58')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Afterhours Production Co.' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
  await expect.poll(() => param(page, 'page')).toBe('2');
  await expect(page.getByText('Showing 51–58 of 58')).toBeVisible();
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Wild Stem Floral' })).toBeVisible();
  await expect(count(page)).toBeFocused();

  await page.goBack();
  await expect.poll(() => param(page, 'page')).toBeNull();
  await expect(cards(page)).toHaveCount(50);
  await expect(page.getByRole('link', { name: 'Afterhours Production Co.' })).toBeVisible();

  await page.goForward();
  await expect(page.getByRole('link', { name: 'Wild Stem Floral' })).toBeVisible();
});

test('category and city filters narrow the venues; back undoes them one by one', async ({ page }) => {
  await page.goto('/discover');
  await expect(count(page)).toHaveText('35 venues');

  await page
    .getByRole('group', { name: 'Venue categories' })
    .getByRole('button', { name: /^Rooftop/ })
    .click();
  await expect.poll(() => param(page, 'type')).toBe('rooftop');
  await expect(count(page)).toHaveText('4 venues');
  await expect(page.getByRole('link', { name: 'Skyline Social' })).toBeVisible();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('option', { name: /^Austin, TX/ }).click();
  await expect.poll(() => param(page, 'city')).toBe('Austin');
  await expect(count(page)).toHaveText('1 venue');
  await expect(page.getByRole('link', { name: 'Sunbird Terrace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter: Austin, TX' })).toBeVisible();

  await page.goBack();
  await expect(count(page)).toHaveText('4 venues');
  expect(param(page, 'city')).toBeNull();
  await page.goBack();
  await expect(count(page)).toHaveText('35 venues');

  await page.goForward();
  await expect(count(page)).toHaveText('4 venues');
  await page.getByRole('button', { name: 'Remove filter: Rooftop' }).click();
  await expect(count(page)).toHaveText('35 venues');
});

test('guest and price filters apply from the sidebar, and an impossible search offers a way out', async ({ page }) => {
  await page.goto('/discover?tab=venues');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Min guests' }).fill('100000');
  await filters.getByRole('textbox', { name: 'Min guests' }).press('Enter');
  await expect.poll(() => param(page, 'minCap')).toBe('100000');
  await expect(count(page)).toHaveText('No venues match');
  await expect(page.getByRole('heading', { name: 'No venues match your search' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText('35 venues');
  expect(param(page, 'minCap')).toBeNull();

  await filters.getByRole('textbox', { name: 'Max price per hour in dollars' }).fill('200');
  await filters.getByRole('textbox', { name: 'Max price per hour in dollars' }).blur();
  await expect.poll(() => param(page, 'maxPrice')).toBe('200');
  await expect(page.getByRole('button', { name: 'Remove filter: Up to $200/hr' })).toBeVisible();
  // The previous page's cards stay on screen while the filtered ones load.
  await expect(results(page)).not.toHaveAttribute('aria-busy');
  await expect(cards(page).first()).toBeVisible();
  const prices = await cards(page).locator('p', { hasText: '/ hour' }).allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(Number(price.replace(/[^0-9]/g, ''))).toBeLessThanOrEqual(200);
});

test('sorting reorders the results and is kept in the URL', async ({ page }) => {
  await page.goto('/discover?tab=venues&sort=capacity');
  await expect(cards(page).first()).toContainText('Switchyard');
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await expect.poll(() => param(page, 'sort')).toBe('price');
  await expect(cards(page).first()).not.toContainText('Switchyard');
  // The 11 venues rented by the day show their daily rate ('/ day'); the sort reads hourly rates, so the 24 by the hour
  // are the ones whose shown prices must be in order.
  const prices = (await cards(page).locator('p', { hasText: '/ hour' }).allTextContents()).map((text) =>
    Number(text.replace(/[^0-9]/g, '')),
  );
  expect(prices).toHaveLength(24);
  await expect(cards(page).locator('p', { hasText: '/ day' })).toHaveCount(11);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Price: low to high/);
});

test('typing searches after a pause with one history entry, ranked by best match', async ({ page }) => {
  await page.goto('/discover?tab=venues');
  await expect(count(page)).toHaveText('35 venues');
  await page.getByRole('searchbox', { name: 'Search venues' }).pressSequentially('rooftop', { delay: 40 });
  await expect.poll(() => param(page, 'q')).toBe('rooftop');
  await expect(page.getByRole('link', { name: 'Skyline Social' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Best match/);
  await expect(count(page)).not.toHaveText('35 venues');
  await expect(page).toHaveTitle(/“rooftop” · Venues/);

  await page.goBack();
  await expect.poll(() => param(page, 'q')).toBeNull();
  await expect(count(page)).toHaveText('35 venues');
  await expect(page.getByRole('searchbox', { name: 'Search venues' })).toHaveValue('');
});

test('the tabs keep the words; cards add to the cart and ask a guest to sign in to message', async ({ page }) => {
  await page.goto('/discover?tab=venues&q=dj');
  await page.getByRole('navigation', { name: 'Listing type' }).getByRole('link', { name: 'Vendors' }).click();
  await expect.poll(() => param(page, 'tab')).toBe('vendors');
  expect(param(page, 'q')).toBe('dj');
  await expect(page.getByRole('searchbox', { name: 'Search vendors' })).toHaveValue('dj');
  await expect(cards(page).first()).toBeVisible();

  const first = cards(page).first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('button', { name: `Add to cart: ${name}` }).click();
  // Adding opens the cart drawer (§9 auto-open) with the item in it.
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  await expect(drawer.getByRole('button', { name: `Remove ${name} from cart` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(first.getByRole('button', { name: `In cart: ${name}` })).toBeVisible();

  await first.getByRole('button', { name: `Message ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
});

test('/discover has no serious or critical accessibility violations', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/discover?tab=venues&type=rooftop');
  await expect(count(page)).toHaveText('4 venues');
  const scan = await new AxeBuilder({ page }).analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await context.close();
});
