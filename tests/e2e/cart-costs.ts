// Issue 45, items 1 to 3 and 32, against the real server: a venue and a vendor added from their own pages, the drawer
// showing the server's costs, the vendor at its §4 starting hours without an 'Hours updated' toast, and the drawer's
// 'See the full cart' link clear of the toasts. Shared by the desktop and the phone specs.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PriceQuote } from '#shared/checkout.ts';
import { formatMoney } from '#shared/money.ts';
import { asReturningVisitor, pickFreeDay } from './support.ts';

const VENUE_SLUG = 'skyline-social-rooftop';
/** An hourly vendor whose minimum (3 hours) is under the §4 start of 4 hours. */
const VENDOR_SLUG = 'kasai-sound';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The Contact & Booking panel: the sidebar on desktop, the sheet its bar opens on a phone. */
async function bookingPanel(page: Page, phone: boolean, barHint: RegExp) {
  if (!phone) return page.getByRole('complementary', { name: 'Contact & Booking' });
  await page.getByTestId('booking-bar').getByRole('button', { name: barHint }).click();
  return page.getByRole('dialog', { name: 'Contact & Booking' });
}

export async function addFromPagesAndReadTheCosts(page: Page, request: APIRequestContext, phone: boolean) {
  await asReturningVisitor(page);
  const { vendor } = await (await request.get(`/api/vendors/${VENDOR_SLUG}`)).json();
  expect(vendor.minimumHours).toBeLessThan(4);
  const quotes: PriceQuote[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/checkout/quote') && response.ok()) quotes.push(await response.json());
  });

  await page.goto(`/venue/${VENUE_SLUG}`);
  const venuePanel = await bookingPanel(page, phone, /Contact host/);
  await venuePanel.getByRole('button', { name: 'Check Availability' }).first().click();
  const checker = page.getByRole('dialog', { name: 'Check availability' });
  await pickFreeDay(checker);
  await checker.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  await expect(drawer).toBeVisible();
  const eventDate = await drawer.getByLabel('Event date').inputValue();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto(`/vendor/${VENDOR_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  const vendorPanel = await bookingPanel(page, phone, /Contact vendor/);
  // §4: a vendor starts at 4 hours (its minimum is 3).
  await expect(vendorPanel.getByText('4 hrs')).toBeVisible();
  await vendorPanel.getByLabel('Event date').fill(eventDate);
  await vendorPanel.getByRole('button', { name: 'Add to cart' }).click();

  await expect(drawer).toBeVisible();
  // The add's toast keeps clear of the drawer's 'See the full cart' link.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `${vendor.name} added to your cart` });
  const fullCart = drawer.getByRole('link', { name: 'See the full cart' });
  await expect(toast).toBeVisible();
  // The drawer shows its items a frame after it opens.
  await expect(fullCart).toBeVisible();
  // On a busy machine the toast may have gone by the time it is measured: boundingBox would wait for it until the
  // test's time-out, so it is given a second, and a toast gone covers nothing.
  const [toastBox, linkBox] = await Promise.all([
    toast.boundingBox({ timeout: 1_000 }).catch(() => null),
    fullCart.boundingBox(),
  ]);
  expect(Boolean(toastBox && linkBox && overlap(toastBox, linkBox))).toBe(false);
  await expect(drawer.getByRole('group', { name: `Hours for ${vendor.name}` })).toContainText('4 h');
  await expect(page.getByText('Hours updated')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: `Remove ${vendor.name} from cart` })).toBeVisible();
  // The cart holds one venue and one vendor: two items, said as such.
  await expect(drawer.getByText('2 items', { exact: true })).toBeVisible();

  // The costs are the server's figures for this cart (§2, §9), to the cent.
  const total = drawer.getByTestId('cart-total');
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect
    .poll(() => quotes.at(-1) && formatMoney(quotes.at(-1)!.breakdown.customerTotal, 'charge'))
    .toBe(await total.textContent());
  const { breakdown } = quotes.at(-1)!;
  await expect(drawer.getByTestId('cost-subtotal')).toHaveText(formatMoney(breakdown.subtotal, 'charge'));
  await expect(drawer.getByTestId('cost-platformFee')).toHaveText(formatMoney(breakdown.customerPlatformFee, 'charge'));
  await expect(drawer.getByTestId('cost-processing')).toHaveText(formatMoney(breakdown.processingFee, 'charge'));
  await expect(drawer.getByTestId('cost-tax')).toHaveText(formatMoney(breakdown.taxAmount, 'charge'));
  await expect(drawer.getByText('Covers payment processing & support')).toHaveCount(1);
  await expect(drawer.getByText('Charged by the card processor, not by us')).toHaveCount(1);

  await fullCart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: 'Cart summary' }).getByTestId('cart-total')).toHaveText(
    formatMoney(breakdown.customerTotal, 'charge'),
  );
}
