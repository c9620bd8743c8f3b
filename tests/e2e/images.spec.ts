// Images in a real browser (§9 images, issue 44): the venue page's hero comes as AVIF, once, at the desktop
// quality, at high priority, in a box the layout sizes, so it moves nothing as it arrives.
import { expect, test } from '@playwright/test';
import { namedAndShownWidth, photoRequests } from './images.ts';
import { asReturningVisitor } from './support.ts';

const VENUE_SLUG = 'skyline-social-rooftop';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the venue page fetches its hero once, as AVIF at quality 85 and high priority, shifting nothing', async ({
  page,
  request,
}) => {
  const { venue } = await (await request.get(`/api/venues/${VENUE_SLUG}`)).json();
  const requested = photoRequests(page, VENUE_SLUG);
  const avif = page.waitForResponse((r) => new URL(r.url()).pathname === `/media/art/venue/${VENUE_SLUG}/0.avif`);
  await page.goto(`/venue/${VENUE_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  // Layout shifts from here on: the page's content is in place, only its images are still arriving.
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });

  const response = await avif;
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(response.headers()['cache-control']).toContain('max-age=');
  const hero = page
    .getByRole('button', { name: /^Open photo 1 of/ })
    .first()
    .getByRole('img');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/0\.avif\?w=\d+&q=85$/);
  // The hero itself once, as AVIF; beside it only its quality-20 placeholder.
  expect(requested.filter((r) => r !== 'webp q=20')).toEqual(['avif q=85']);

  const [named, shown] = await namedAndShownWidth(hero);
  expect(Math.abs(named - shown)).toBeLessThan(2);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
