// The venue and vendor pages (§2 venue page, §3 fields, §4 Message flow) against the real server.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, asReturningVisitor, isoInDays, pickFreeDay } from './support.ts';

const VENUE_SLUG = 'skyline-social-rooftop';
const VENDOR_SLUG = 'dj-nova-reyes';

/** A day the calendar offers as free: its name has no ', closed' or ', unavailable'. */

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name });
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a venue opened from Discover shows every tab, keeps the tab in the URL and books a free day', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { venue } = await (await request.get(`/api/venues/${VENUE_SLUG}`)).json();

  await page.goto('/discover?tab=venues');
  const card = page.locator(`a[href="/venue/${venue.id}"]`).first();
  if (await card.isVisible({ timeout: 15_000 }).catch(() => false)) {
    await card.click();
  } else {
    // Discover lists the first page only; the venue may sit further down the catalogue.
    await page.goto(`/venue/${VENUE_SLUG}`);
  }
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  await expect(page).toHaveTitle(`${venue.name} · Eventide`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(venue.name)).toBeVisible();

  const glance = page.getByRole('group', { name: 'At a glance' });
  await expect(glance).toContainText(`Up to ${venue.capacity}`);
  await expect(glance).toContainText(/Available Today|Busy/);
  await expect(glance).toContainText('4:00 PM – 1:00 AM');

  const hero = page.getByRole('button', { name: /^Open photo 1 of \d+/ }).first();
  await expect
    .poll(() => hero.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 20_000,
    })
    .toBe(true);

  const details = page.getByRole('tabpanel', { name: 'Details' });
  await expect(details.getByRole('heading', { name: 'What this place offers' })).toBeVisible();
  await expect(details.getByText('WiFi', { exact: true })).toBeVisible();

  const gallery = await openTab(page, 'Gallery');
  await expect(page).toHaveURL(/\?tab=gallery$/);
  const photos = gallery.getByRole('button', { name: /^Open photo/ });
  await expect(photos).toHaveCount(venue.photos.length);
  await photos.first().click();
  const lightbox = page.getByRole('dialog', { name: `Photos of ${venue.name}` });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img', { name: venue.photos[0].alt })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: venue.photos[1].alt })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('img', { name: venue.photos.at(-1).alt })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  const spaces = await openTab(page, 'Spaces');
  await expect(page).toHaveURL(/\?tab=spaces$/);
  await expect(spaces.getByRole('heading', { name: venue.spaces[0].name })).toBeVisible();
  await expect(spaces).toContainText('sq ft');

  const rules = await openTab(page, 'Rules');
  await expect(rules.getByText(venue.rules[0])).toBeVisible();
  await expect(rules.getByRole('link', { name: new RegExp(venue.contact.email) })).toHaveAttribute(
    'href',
    `mailto:${venue.contact.email}`,
  );

  const availability = await openTab(page, 'Availability');
  await expect(page).toHaveURL(/\?tab=availability$/);
  await expect(availability.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  // Today's weekday carries a 'Today' mark, so match the start of the name.
  await expect(availability.getByRole('term').filter({ hasText: /^Monday/ })).toBeVisible();
  await expect(availability.getByRole('table', { name: /^Availability calendar/ })).toBeVisible();

  // Back and forward move between tabs.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Check Availability' }).first().click();
  const checker = page.getByRole('dialog', { name: 'Check availability' });
  await pickFreeDay(checker);
  await expect(checker.getByText(/^Available on /)).toBeVisible();
  await checker.getByRole('button', { name: 'Add to cart' }).click();
  await expect(checker).toBeHidden();
  // §4: the cart drawer opens when the item count rises; close it and the sidebar says the venue is in the cart.
  const drawer = page.getByRole('dialog').filter({ hasText: venue.name });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Contact & Booking' }).getByRole('status')).toContainText(
    /^In your cart · \w{3}, \w{3} \d{1,2} · 3 hrs$/,
  );
});

test('the vendor page shows its portfolio and adds the vendor with a date and hours', async ({ page, request }) => {
  const { vendor } = await (await request.get(`/api/vendors/${VENDOR_SLUG}`)).json();
  await page.goto(`/vendor/${VENDOR_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  await expect(page.getByText(vendor.partnershipStatus).first()).toBeVisible();

  const portfolio = page.getByRole('list', { name: `Portfolio of ${vendor.name}` });
  await portfolio.scrollIntoViewIfNeeded();
  await expect(portfolio.getByRole('button')).toHaveCount(vendor.portfolio.length);
  const first = portfolio.locator('img').first();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true);
  await portfolio.getByRole('button').nth(1).click();
  await expect(
    page
      .getByRole('dialog', { name: `Portfolio of ${vendor.name}` })
      .getByRole('img', { name: vendor.portfolio[1].alt }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByRole('region', { name: 'Services' })).toContainText(vendor.services[0]);
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('rel', 'noopener noreferrer');

  const booking = page.getByRole('complementary', { name: 'Contact & Booking' });
  const eventDate = isoInDays(10);
  await booking.getByLabel('Event date').fill(eventDate);
  await expect(booking.getByText(`${vendor.minimumHours} hrs`)).toBeVisible();
  await booking.getByRole('button', { name: 'More hours' }).click();
  await booking.getByRole('button', { name: 'Add to cart' }).click();
  // §4: the cart drawer opens when the item count rises.
  const drawer = page.getByRole('dialog').filter({ hasText: vendor.name });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(booking.getByRole('status')).toHaveText(
    `In your cart · ${new Date(`${eventDate}T12:00:00`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' })} · ${vendor.minimumHours + 1} hrs`,
  );
});

test('a signed-out visitor asking a quick question signs in, is welcomed, and the question is sent from Messages', async ({
  page,
  request,
}) => {
  const { venue } = await (await request.get(`/api/venues/${VENUE_SLUG}`)).json();
  await page.goto(`/venue/${VENUE_SLUG}`);
  const question = 'What is included in the hourly rate?';
  await page.getByRole('button', { name: question }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Sign in to message ${venue.name}.`)).toBeVisible();
  await dialog.getByLabel('Email').fill('customer@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome! You can now send messages.')).toBeVisible();
  // Messages opens (or reuses) the conversation with the venue's host and sends the question there.
  await expect(page).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/, { timeout: 15_000 });
  const thread = page.getByRole('region', { name: `Conversation about ${venue.name}` });
  await expect(thread.getByRole('listitem').filter({ hasText: question }).last()).toBeVisible();
});

test('a link to a missing venue shows a similar one, says so, and replaces the URL with its id', async ({ page }) => {
  await page.goto('/venue/skyline-social');
  await expect(page.getByText("We couldn't find that listing, here is a similar one")).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/venue\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the venue page has no serious or critical accessibility violations', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await page.goto(`/venue/${VENUE_SLUG}?tab=availability`);
  await expect(page.getByRole('table', { name: /^Availability calendar/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await context.close();
});
