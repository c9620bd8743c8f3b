import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from './support.ts';

test('the home page shows featured venues and vendors from the catalogue', async ({ page, request }) => {
  const featured = await (await request.get('/api/catalogue/featured')).json();
  await asReturningVisitor(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(featured.venues[0].name).first()).toBeVisible();
  await expect(page.getByText(featured.vendors[0].name).first()).toBeVisible();
  const image = page.locator(`img[src*="${featured.venues[0].slug}"]`).first();
  await image.scrollIntoViewIfNeeded();
  // The first request of an image renders it, which takes a moment on a fresh database.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true);
});

test('the home page has no serious or critical accessibility violations', async ({ browser, baseURL, request }) => {
  // axe walks the whole long page; on a loaded two-core machine that alone has taken over a minute.
  test.setTimeout(180_000);
  const featured = await (await request.get('/api/catalogue/featured')).json();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await page.goto('/');
  await expect(page.getByText(featured.vendors[0].name).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await context.close();
});

test('unknown paths show the not-found screen', async ({ page }) => {
  await page.goto('/this/does-not-exist');
  await expect(page.getByRole('heading', { name: 'This party moved somewhere else' })).toBeVisible();
  await expect(page.getByText('/this/does-not-exist')).toBeVisible();
});

test('the footer starts below the first screen even on a short page, so content arriving never pushes it down', async ({
  page,
}) => {
  await page.goto('/this/does-not-exist');
  await expect(page.getByRole('heading', { name: 'This party moved somewhere else' })).toBeVisible();
  const footer = await page.locator('footer').last().boundingBox();
  expect(footer!.y).toBeGreaterThanOrEqual(page.viewportSize()!.height);
});

test('breadcrumbs on a deep path show the trail from home', async ({ page }) => {
  await page.goto('/booking/error/pi-123');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Booking' })).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Error' })).toBeVisible();
  await expect(trail.getByRole('listitem')).toHaveCount(4);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});
