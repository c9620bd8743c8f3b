// One event, one time (issue 47): a DJ's partner blocks an hour of an evening; a planner asks Discover for that day
// from noon for four hours, sees only listings free then (the DJ, but not for the blocked hour), adds a venue and the
// DJ, then gives the DJ more hours, into the blocked one: checkout says the DJ is not free then and offers DJs who
// are; the planner books one instead and checks out. A journey: it books a demo DJ's day.
import { expect, test, type Page } from '@playwright/test';
import { asReturningVisitor, fillCard, isoInDays, signIn } from './support.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
/** A day no other spec books. */
const DAY = isoInDays(63);

const resultCards = (page: Page) => page.getByRole('region', { name: /venues?|vendors?|match/ }).locator('article');

test('books a venue and a DJ for the hours Discover found them free, and swaps the DJ once it is not', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The DJ's partner blocks 5 PM to 6 PM that day (a retried run finds it blocked).
  // Its API calls come from the site's origin, as the portal's own do.
  const partner = await (await browser.newContext({ extraHTTPHeaders: { origin: baseURL! } })).newPage();
  await signIn(partner, 'vendor@example.com');
  const { listings } = (await (await partner.request.get('/api/portal/overview')).json()) as {
    listings: { id: string; kind: string; name: string; approvalStatus: string }[];
  };
  const dj = listings.find((l) => l.kind === 'vendor' && l.approvalStatus === 'approved')!;
  const blocked = await partner.request.post(`/api/partner/vendors/${dj.id}/blocks`, {
    data: { date: DAY, from: '17:00', to: '18:00', reason: 'Sound check elsewhere' },
  });
  expect([201, 409]).toContain(blocked.status());
  const { vendor } = (await (await partner.request.get(`/api/vendors/${dj.id}`)).json()) as {
    vendor: { category: string };
  };

  await asReturningVisitor(page);
  const vendorsFree = (start: string, hours: number) =>
    `/discover?tab=vendors&category=${vendor.category}&date=${DAY}&start=${start}&hours=${hours}`;
  const djCard = resultCards(page).filter({ has: page.getByRole('heading', { level: 3, name: dj.name }) });

  // Only listings free then: the DJ is not offered for the blocked hour.
  await page.goto(vendorsFree('17:00', 1));
  await expect(resultCards(page).first()).toBeVisible();
  await expect(djCard).toHaveCount(0);

  await page.goto(`/discover?tab=venues&date=${DAY}&start=12:00&hours=4`);
  const venueCard = resultCards(page).first();
  await expect(venueCard.getByText('Free 12:00 PM – 4:00 PM')).toBeVisible();
  const venue = (await venueCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  await venueCard.getByRole('button', { name: `Add to cart: ${venue}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  await expect(drawer.getByRole('button', { name: `Remove ${venue} from cart` })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(vendorsFree('12:00', 4));
  await expect(djCard.getByText('Free 12:00 PM – 4:00 PM')).toBeVisible();
  await djCard.getByRole('button', { name: `Add to cart: ${dj.name}` }).click();
  await expect(drawer.getByRole('button', { name: `Remove ${dj.name} from cart` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Checkout starts at the searched time, and both are free then.
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Event date')).toHaveValue(DAY);
  await expect(main.getByLabel(/Start time/)).toHaveValue('12:00');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Available')).toHaveCount(2);

  // Three more hours for the DJ: noon to 7 PM meets the blocked hour.
  await page.goto('/cart');
  const moreHours = page.getByRole('button', { name: `Increase hours of ${dj.name}` });
  for (let i = 0; i < 3; i++) await moreHours.click();
  await expect(page.getByRole('group', { name: `Hours for ${dj.name}` }).getByLabel('Hours: 7')).toBeVisible();
  await page.goto('/checkout');
  await expect(summary.getByText(`${dj.name} is not taking bookings at that time.`)).toBeVisible();
  const instead = summary.getByRole('list', { name: `Free instead of ${dj.name}` });
  await expect(instead.getByRole('listitem').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/free-instead.png`, fullPage: true });
  const other = (await instead.getByRole('listitem').first().locator('span.font-semibold').textContent())!.trim();
  await instead.getByRole('button', { name: `Book instead: ${other}` }).click();
  await expect(summary.getByText(other, { exact: true })).toBeVisible();
  await expect(summary.getByText(dj.name, { exact: true })).toHaveCount(0);
  await expect(summary.getByText('Available')).toHaveCount(2);

  await page.getByRole('button', { name: 'Sign in to book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByLabel('Email').fill('customer@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('eventide-demo');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Request to book/ }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation\?booking=/, { timeout: 30_000 });
  for (const name of [venue, other]) await expect(page.getByText(name, { exact: true })).toBeVisible();
});
