// The partner's side of a booking (issue 5): a customer books a partner's venue with one of its packages, the
// partner sees the request (package included) in the portal with the time left to answer, accepts it, and the
// customer's booking reads as confirmed.
// The customer is a new account of its own: its cart is nobody else's, and no other spec finds this one's in its way.
import { expect, test } from '@playwright/test';
import { addVenueFromItsPage, DEMO_PASSWORD, fillCard, pickAvailableDay, signIn, verifiedNewUser } from './support.ts';

test('a partner accepts a booking request with a package in the portal and the customer sees it confirmed', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const partnerApi = await playwright.request.newContext({ baseURL });
  expect(
    (
      await partnerApi.post('/api/auth/sign-in/email', {
        data: { email: 'venue@example.com', password: DEMO_PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const { listings } = (await (await partnerApi.get('/api/portal/overview')).json()) as {
    listings: { id: string; kind: string; name: string; approvalStatus: string }[];
  };
  const venue = listings.find((l) => l.kind === 'venue' && l.approvalStatus === 'approved')!;
  await partnerApi.dispose();

  await verifiedNewUser(page, `e2e-booker-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await addVenueFromItsPage(page, venue.id);
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  const extras = page.getByRole('region', { name: 'Add-ons & packages' });
  const offer = extras
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .filter({ hasText: 'Package' })
    .first();
  const packageName = (await offer.getByRole('heading', { level: 3 }).textContent())!;
  const add = offer.getByRole('button', { name: `Add ${packageName} to your cart` });
  // A retried run finds it in the account's cart already.
  if (await add.isVisible()) {
    await add.click();
    // The drawer opens as the cart grows (§4) and shows the package under its venue.
    await expect(drawer.getByRole('button', { name: `Remove ${packageName} from cart` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await expect(offer.getByText('In your cart')).toBeVisible();
  await page.goto('/checkout');
  await pickAvailableDay(page, 70, 1);
  await expect(page.getByRole('list', { name: `Add-ons and packages with ${venue.name}` })).toContainText(packageName);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Request to book/ }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation\?booking=/, { timeout: 15_000 });
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  const reference = (await page.getByText(/^EV-[A-Z0-9]{8}$/).textContent())!;
  await expect(page.getByText('Awaiting partner').first()).toBeVisible();
  await expect(page.getByText(`With ${packageName}`)).toBeVisible();

  const partner = await (await browser.newContext()).newPage();
  await signIn(partner, 'venue@example.com');
  await partner.goto('/portal/dashboard?tab=bookings');
  const requests = partner.getByRole('region', { name: 'Requests' });
  const request = requests.getByRole('listitem').filter({ hasText: reference });
  await expect(request).toBeVisible();
  await expect(request.getByText(/Answer within \d/)).toBeVisible();
  await expect(request.getByText(`With ${packageName}`)).toBeVisible();
  await request.getByRole('button', { name: /^Accept / }).click();
  await request.getByRole('button', { name: 'Accept booking' }).click();
  await expect(
    partner.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: reference }),
  ).toBeVisible();

  await page.goto(`/booking/${bookingId}`);
  await expect(page.getByText('Confirmed').first()).toBeVisible();
});
