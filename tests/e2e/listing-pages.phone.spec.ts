// The listing pages on a phone: the Contact & Booking bar above the bottom navigation, its sheet,
// and the availability picker as a bottom sheet.
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from './support.ts';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the venue booking bar opens the Contact & Booking sheet and the availability picker', async ({
  page,
  request,
}) => {
  const { venue } = await (await request.get('/api/venues/skyline-social-rooftop')).json();
  await page.goto('/venue/skyline-social-rooftop');
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();

  // The desktop sidebar is hidden; the bar sits above the bottom navigation.
  await expect(page.getByRole('complementary', { name: 'Contact & Booking' })).toBeHidden();
  const bar = page.getByTestId('booking-bar');
  await expect(bar).toBeVisible();
  const [barBox, navBox] = await Promise.all([
    bar.boundingBox(),
    page.getByRole('navigation', { name: 'Bottom' }).boundingBox(),
  ]);
  expect(barBox && navBox && barBox.y + barBox.height).toBeLessThanOrEqual((navBox?.y ?? 0) + 1);

  await bar.getByRole('button', { name: /Contact host/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Contact & Booking' });
  await expect(
    sheet.getByRole('link', { name: new RegExp(venue.contact.phone.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();
  await expect(sheet.getByText('Usually responds within 4 hours')).toBeVisible();
  await sheet.getByRole('button', { name: 'Check Availability' }).click();
  await expect(sheet).toBeHidden();
  const picker = page.getByRole('dialog', { name: 'Check availability' });
  await expect(picker.getByRole('grid', { name: /^Event date/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // The hero photo fills the width of the screen.
  const hero = page.getByRole('button', { name: /^Open photo 1 of/ }).first();
  const heroBox = await hero.boundingBox();
  expect(heroBox?.width).toBeGreaterThan(380);
});

test('a vendor booked from the sheet: the sheet gives way to the cart, and no launcher sits over the bar', async ({
  page,
}) => {
  await page.goto('/vendor/dj-nova-reyes');
  const bar = page.getByTestId('booking-bar');
  await expect(bar).toBeVisible();
  // The booking bar holds the bottom of the screen: the concierge's launcher is not stacked over the page.
  await expect(page.getByRole('button', { name: 'Plan with the AI concierge' })).toBeHidden();

  await bar.getByRole('button', { name: 'Book' }).click();
  const sheet = page.getByRole('dialog', { name: 'Contact & Booking' });
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await sheet.getByLabel('Event date').fill(nextMonth);
  await sheet.getByRole('button', { name: 'Add to cart' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
