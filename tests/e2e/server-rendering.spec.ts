// The public pages a visitor lands on are rendered on the server (issue 44): their HTML alone carries what the page
// is about, and the browser takes the page over (hydration) without an error and without fetching its data again.
import { expect, test, type Page } from '@playwright/test';
import { isoInDays } from './support.ts';

const VENUE = 'kiln-works-bushwick';
const VENDOR = 'lena-park-photography';

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

test('each landing page is readable with JavaScript turned off', async ({ browser, request }) => {
  const { venue } = await (await request.get(`/api/venues/${VENUE}`)).json();
  const { vendor } = await (await request.get(`/api/vendors/${VENDOR}`)).json();
  const featured = await (await request.get('/api/catalogue/featured')).json();
  const search = await (await request.get('/api/search/venues?search_query=rooftop')).json();
  const story = featured.stories[0];

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const main = page.getByRole('main');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(featured.venues[0].name).first()).toBeVisible();

  await page.goto('/discover?q=rooftop');
  await expect(page).toHaveTitle(/Eventide/);
  expect(search.data.venues.length).toBeGreaterThan(0);
  for (const found of search.data.venues.slice(0, 3)) await expect(main.getByText(found.name).first()).toBeVisible();

  for (const [path, listing] of [
    [`/venue/${VENUE}`, venue],
    [`/vendor/${VENDOR}`, vendor],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(main.getByText(dollars(listing.priceCents)).first()).toBeVisible();
    await expect(main.getByText(listing.description.slice(0, 60)).first()).toBeAttached();
    await expect(main.locator(`img[src*="${listing.imageUrl.replace(/\/\d+\.webp$/, '')}"]`).first()).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}').name).toBe(listing.name);
  }

  await page.goto('/stories');
  await expect(main.getByText(story.title).first()).toBeVisible();
  await page.goto(`/stories/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page).toHaveTitle(`${story.title} · Eventide`);

  for (const path of ['/partner', '/help', '/terms', '/privacy', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.close();
});

/** Opens `path` and waits until React has taken the server's markup over. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

test('the browser takes a server-rendered page over without an error and without fetching its data again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });

  const cases: [string, RegExp][] = [
    ['/', /^\/api\/catalogue\/featured/],
    ['/discover?q=rooftop', /^\/api\/(search\/venues|search\/filters|rpc\/api_get_categories)/],
    [`/venue/${VENUE}`, /^\/api\/venues\/[^/]+$/],
    [`/vendor/${VENDOR}`, /^\/api\/vendors\/[^/]+$/],
    ['/stories', /^\/api\/stories\?/],
  ];
  for (const [path, dehydrated] of cases) {
    calls.length = 0;
    await openHydrated(page, path);
    expect(
      calls.filter((call) => dehydrated.test(call)),
      `${path} fetched its data again`,
    ).toEqual([]);
  }
  expect(errors).toEqual([]);

  // The page answers once taken over: a venue's tab opens.
  await page.goto(`/venue/${VENUE}`);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');

  expect(errors).toEqual([]);
});

test("a guest's cart on this device shows once the page is taken over, without a mismatch or the drawer opening", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/vendor/${VENDOR}`);
  const booking = page.getByRole('complementary', { name: 'Contact & Booking' });
  await booking.getByLabel('Event date').fill(isoInDays(10));
  await booking.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1_200); // the cart's debounced save (§9: 1 s)

  await openHydrated(page, '/');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});
