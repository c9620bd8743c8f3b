// The installable app (issue 8): after a visit, the service worker serves the app shell, the catalogue answers and
// the photos it saw, so the home page and a visited venue still open offline.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { compressFile } from '../../scripts/compress-client.mjs';

const BUILT_WORKER = 'dist/client/sw.js';

test('going offline after a visit still shows the home page and a visited venue', async ({ page, context, request }) => {
  const { venues } = (await (await request.get('/api/catalogue/featured')).json()) as { venues: { slug: string; name: string }[] };
  const venue = venues[0]!;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The service worker installs and takes control of this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  await page.reload();
  await expect(page.getByRole('link', { name: venue.name }).first()).toBeVisible();
  await page.goto(`/venue/${venue.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('link', { name: venue.name }).first()).toBeVisible();
  await page.goto(`/venue/${venue.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  await context.setOffline(false);
});

test('a new service worker version shows the banner, and Refresh Now reloads into it', async ({ page }) => {
  // Installing a worker precaches the app; on a slower two-core machine (2026-11-27) that, the update and the reload
  // together passed the default 45 s in two runs of two.
  test.setTimeout(90_000);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  // The next deploy: the built worker and its compressed copies change on disk (browsers fetch worker scripts
  // themselves, past any routing).
  const original = await readFile(BUILT_WORKER, 'utf8');
  await writeFile(BUILT_WORKER, `${original}\n// next version ${Date.now()}`);
  compressFile(BUILT_WORKER);
  try {
    await page.evaluate(() => {
      (window as unknown as { beforeRefresh: boolean }).beforeRefresh = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    const banner = page.getByRole('status', { name: 'Update' });
    await expect(banner).toContainText('A new version of Eventide is available.');
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Refresh Now' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh ?? false)).toBe(false);
    await expect(banner).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    await writeFile(BUILT_WORKER, original);
    compressFile(BUILT_WORKER);
  }
});
