// Images on a phone (§9 images): the venue page's hero runs edge to edge and comes as AVIF at the phone quality, 75.
import { expect, test } from '@playwright/test';
import { namedAndShownWidth, photoRequests } from './images.ts';
import { asReturningVisitor } from './support.ts';

test('the venue page fetches its hero once, as AVIF at the phone quality, sized to the screen', async ({ page }) => {
  await asReturningVisitor(page);
  const requested = photoRequests(page, 'skyline-social-rooftop');
  await page.goto('/venue/skyline-social-rooftop');
  const hero = page
    .getByRole('button', { name: /^Open photo 1 of/ })
    .first()
    .getByRole('img');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/0\.avif\?w=\d+&q=75$/);
  expect(requested.filter((r) => r !== 'webp q=20')).toEqual(['avif q=75']);
  const [named, shown] = await namedAndShownWidth(hero);
  expect(Math.abs(named - shown)).toBeLessThan(2);
});
