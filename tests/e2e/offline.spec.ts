// The installable app (issue 8): after a visit, the service worker serves the app shell, the catalogue answers and
// the photos it saw, so the home page and a visited venue still open offline.
import { expect, test } from '@playwright/test';

test('going offline after a visit still shows the home page and a visited venue', async ({
  page,
  context,
  request,
}) => {
  // The worker installs and precaches the app before the pages open: in a CI run on a slower two-core machine
  // (2026-11-27) that left under 10 s of 45 for the offline part.
  test.setTimeout(180_000);
  const { venues } = (await (await request.get('/api/catalogue/featured')).json()) as {
    venues: { slug: string; name: string }[];
  };
  const venue = venues[0]!;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The service worker installs and takes control of this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
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
