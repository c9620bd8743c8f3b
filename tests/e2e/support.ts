import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'eventide-demo';

/** Signs in through the real auth endpoint; the session cookie then applies to the page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed for ${email}: ${response.status()}`);
}

/** Marks the home intro video as seen, as a returning visitor would have it. */
export async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('home-video-seen', 'true'));
}

/** A local calendar date `days` from today, as YYYY-MM-DD. */
export function isoInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Fills the sandbox card form with `number` and a valid expiry and CVC. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 30');
  await page.getByLabel('CVC').fill('123');
}

/** A day button of the availability calendar that can be picked ('Monday, March 2, 2027'). */
export const FREE_DAY = /^[A-Za-z]+, [A-Za-z]+ \d{1,2}, \d{4}(, today)?$/;

/** Picks the first free day of the availability calendar in `dialog`, this month or the next. */
export async function pickFreeDay(dialog: Locator) {
  const free = dialog.getByRole('button', { name: FREE_DAY, disabled: false });
  if ((await free.count()) === 0) await dialog.getByRole('button', { name: 'Next month' }).click();
  await free.first().click();
}

/**
 * On /checkout, tries event dates from `from` days ahead until each of the `partners` in the order summary reads
 * Available, and returns that date. While it re-checks a new date the summary still shows the last date's answer
 * and holds the book button back (aria-disabled): each date is read only once that has cleared, or a slow answer
 * would be taken for the next date's.
 */
export async function pickAvailableDay(page: Page, from: number, partners: number): Promise<string> {
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const book = summary.getByRole('button', { name: /^(Request to book|Sign in to book)/ });
  for (let day = from; day < from + 10; day += 1) {
    const date = isoInDays(day);
    await page.getByRole('main').getByLabel('Event date').fill(date);
    await expect(book).not.toHaveAttribute('aria-disabled', 'true');
    await expect(summary.getByText(/Available|closed|booked|not taking/).first()).toBeVisible();
    if ((await summary.getByText('Available').count()) === partners) return date;
  }
  throw new Error(`no day from ${from} days ahead on which all ${partners} partners are free`);
}

/** Adds a venue to the cart from its page's availability checker, on its first free day, and closes the drawer. */
export async function addVenueFromItsPage(page: Page, venueId: string) {
  await page.goto(`/venue/${venueId}`);
  await page
    .getByRole('complementary', { name: 'Contact & Booking' })
    .getByRole('button', { name: 'Check Availability' })
    .click();
  const checker = page.getByRole('dialog', { name: 'Check availability' });
  await pickFreeDay(checker);
  await checker.getByRole('button', { name: /Add to cart|Update in cart/ }).click();
  await expect(checker).toBeHidden();
  // The cart drawer opens as the cart grows (§4), unless the venue was in the cart already (a retried run).
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  if (
    await drawer.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    )
  )
    await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** The partner accepts the request of booking `reference` in the portal, and it moves to Upcoming. */
export async function acceptInPortal(partner: Page, reference: string) {
  await partner.goto('/portal/dashboard?tab=bookings');
  const request = partner
    .getByRole('region', { name: 'Requests' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: /^Accept / }).click();
  await request.getByRole('button', { name: 'Accept booking' }).click();
  await expect(
    partner.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: reference }),
  ).toBeVisible();
}

export const NEW_USER_PASSWORD = 'a-long-e2e-passphrase';

/** An address no other test (nor an earlier run on the same database) has used. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Signs up a new account and follows the verification link from the dev mailbox, which signs in whoever followed it:
 * a page, or a test's own `request` (the page stays a guest).
 */
export async function verifiedNewUser(who: Page | APIRequestContext, email: string, name = 'Nia Jar') {
  const request = 'goto' in who ? who.request : who;
  await request.post('/api/auth/sign-up/email', {
    data: {
      name,
      email,
      password: NEW_USER_PASSWORD,
      callbackURL: '/auth/email-verified?userType=customer&source=signup',
    },
  });
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      link = mails[0]?.text.match(/https?:\/\/\S+verify-email\?\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  // Following the link verifies the address and signs in.
  await request.get(link);
}
