// The update layer (issue 8): a new service worker version shows the banner, and Refresh Now reloads into it.
// It runs last and alone (the 'last' project): the test writes a new worker to the built files, and a browser of any
// other test running meanwhile would find that version, install it and precache the app again, or show the banner
// over what it meant to click.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { compressFile } from '../../scripts/compress-client.mjs';

const BUILT_WORKER = 'dist/client/sw.js';

test('a new service worker version shows the banner, and Refresh Now reloads into it', async ({ page }) => {
  // Installing a worker precaches the app; on a slower two-core machine (2026-11-27) that, the update and the reload
  // together passed 45 s in two runs of two.
  test.setTimeout(180_000);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
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
    expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh ?? false)).toBe(
      false,
    );
    await expect(banner).toBeHidden();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    await writeFile(BUILT_WORKER, original);
    compressFile(BUILT_WORKER);
  }
});
