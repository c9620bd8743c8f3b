// The whole booking journey (issue 5): browse, add a venue and two vendors and watch the drawer's banner
// change, pick a date, sign in, check out with a sandbox test card, and see the confirmation.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillCard, isoInDays, pickAvailableDay } from './support.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

const cards = (page: Page) => page.getByRole('region', { name: /venues?|vendors?|match/ }).locator('article');

async function addCard(page: Page, index: number): Promise<string> {
  const card = cards(page).nth(index);
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
  return name;
}

test('browse, build the event, sign in, pay once with a test card, and see every partner booked', async ({ page }) => {
  // A long journey through many pages and three payments: it took over 90 s on a slower machine of two shared cores.
  test.setTimeout(180_000);
  await page.goto('/discover?tab=venues');
  await expect(cards(page).first()).toBeVisible();
  const venue = await addCard(page, 0);
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  await expect(drawer.getByText('Complete your event')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/discover?tab=vendors');
  await expect(cards(page).first()).toBeVisible();
  const dj = await addCard(page, 0);
  await expect(drawer.getByRole('button', { name: `Remove ${dj} from cart` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const photographer = await addCard(page, 1);
  await expect(drawer.getByText('Your event is ready!')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
  await drawer.getByLabel('Event date').fill(isoInDays(40));
  await drawer.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The drawer closes on the way (its own date field would otherwise answer to the same label).
  await expect(drawer).toBeHidden();

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  for (const name of [venue, dj, photographer]) await expect(summary.getByText(name, { exact: true })).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(summary.getByText('Free cancellation up to 24 hours before the event')).toBeVisible();
  await expect(summary.getByText('No charges until booking confirmation.')).toBeVisible();
  // A date the venue is open: the summary re-checks availability for each day tried.
  await pickAvailableDay(page, 40, 3);

  await page.getByRole('button', { name: 'Sign in to book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog).toBeVisible();
  // The guest touched no field yet: signing in first, nothing behind the dialog is marked wrong.
  for (const message of ['Full name is required', 'Email is required', 'Card number is required']) {
    await expect(page.getByText(message)).toHaveCount(0);
  }
  await dialog.getByLabel('Email').fill('customer@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('eventide-demo');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  // Hashing the password, the §4 pause after sign-in and refetching the page as the customer: the default budget.
  await expect(dialog).toBeHidden();

  // The payment service cannot be reached: the customer is told what happens to the money, then tries again.
  await fillCard(page, '4000 0000 0000 0119');
  await page.getByRole('button', { name: /^Request to book/ }).click();
  await expect(page).toHaveURL(/\/booking\/error\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('could not be reached');
  await expect(page.getByText(/^PAY-[0-9A-F]{8}$/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/payment-error.png`, fullPage: true });
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Request to book/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout.png`, fullPage: true });
  await page.getByRole('button', { name: /^Request to book/ }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation\?booking=/, { timeout: 15_000 });
  await expect(page.getByText(/^EV-[A-Z0-9]{8}$/)).toBeVisible();
  for (const name of [venue, dj, photographer]) await expect(page.getByText(name, { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirmation.png`, fullPage: true });
  const reference = (await page.getByText(/^EV-[A-Z0-9]{8}$/).textContent())!;
  // The cart is empty once booked, and the event is in My bookings.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto('/profile/bookings');
  const upcoming = page.getByRole('region', { name: /^Upcoming/ });
  await expect(upcoming.getByText(reference)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-bookings.png`, fullPage: true });
  // The booking's own page: each partner with its listing and a message, and the event as a calendar file.
  await upcoming.getByRole('link', { name: `Booking ${reference}: details` }).click();
  await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  for (const name of [venue, dj, photographer])
    await expect(page.getByRole('link', { name: `Message ${name}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${reference}.ics`);
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-detail.png`, fullPage: true });
});

test('a checkout with the sandbox provider never fetches Stripe.js, so the CSP has nothing to refuse', async ({
  page,
}) => {
  const stripe: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('stripe.com')) stripe.push(request.url());
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|stripe/i.test(message.text()))
      refused.push(message.text());
  });
  await page.goto('/discover?tab=venues');
  await expect(cards(page).first()).toBeVisible();
  await addCard(page, 0);
  await page.keyboard.press('Escape');
  await page.goto('/checkout');
  // The sandbox's own card fields: the payment config has been read and the card form is in place.
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(stripe).toEqual([]);
  expect(refused).toEqual([]);
});
