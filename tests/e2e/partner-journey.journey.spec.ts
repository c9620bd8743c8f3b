// The whole partner journey (issue 7): a new user applies as a vendor through onboarding with a photo and sandbox
// payouts and waits pending; an admin approves; the listing appears on /discover; a new customer opens it and books
// it with a venue; the vendor accepts in the portal and sees the payout and the analytics count the view and the
// request. It runs after the other specs (its own project), since it adds a live listing to the catalogue they count.
import { expect, test } from '@playwright/test';
import {
  completeSandboxPayouts,
  fillPricingAndPolicy,
  fillVendorBusiness,
  fillVendorListing,
  uploadListingPhoto,
} from './partner-steps.ts';
import { fillCard, isoInDays, pickAvailableDay, signIn, verifiedNewUser } from './support.ts';

const RATE = 180;

test('a vendor onboards, is approved, goes live, is booked, accepts, and sees the payout and analytics', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const token = Math.random().toString(36).slice(2, 8);
  const names = { business: `Zenith Sound ${token}`, listing: `Zenith Sound DJs ${token}` };

  // The vendor applies through onboarding and waits.
  await verifiedNewUser(page, `e2e-journey-${token}@example.com`, 'Zoe Zenith');
  await page.goto('/onboarding?type=vendor&source=partner');
  await fillVendorBusiness(page, names);
  await fillVendorListing(page, names);
  await page.getByRole('button', { name: 'Continue' }).click();
  await uploadListingPhoto(page);
  await fillPricingAndPolicy(page, RATE);
  await page.getByRole('button', { name: 'Connect payouts' }).click();
  await completeSandboxPayouts(page, 'Zoe Zenith');
  await expect(page.getByRole('heading', { name: 'Payouts connected' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/partner\/pending-approval$/);
  await expect(page.getByText('Pending review', { exact: true })).toBeVisible();

  // Not public while pending.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`/discover?tab=vendors&q=${encodeURIComponent(names.listing)}`);
  // Similar DJs answer the search, but not this one.
  await expect(customer.getByRole('heading', { level: 2, name: /^(\d+ vendors?|No vendors match)/ })).toBeVisible();
  await expect(customer.getByRole('link', { name: names.listing })).toHaveCount(0);

  // An admin approves.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@example.com');
  await admin.goto('/admin/partner-applications');
  await admin.getByLabel('Search applications').fill(token);
  await admin.getByRole('button', { name: `Review ${names.business}` }).click();
  const sheet = admin.getByRole('dialog', { name: names.business });
  await sheet.getByRole('button', { name: 'Approve' }).click();
  await expect(sheet.getByRole('listitem').filter({ hasText: /^Approved by Ada Admin/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  // A new customer finds it on /discover, opens it, and books it with a venue.
  await verifiedNewUser(customer, `e2e-journey-customer-${token}@example.com`, 'Cam Customer');
  await customer.goto(`/discover?tab=vendors&q=${encodeURIComponent(names.listing)}`);
  await customer.getByRole('link', { name: names.listing }).first().click();
  await expect(customer.getByRole('heading', { level: 1, name: names.listing })).toBeVisible();
  const sidebar = customer.getByRole('complementary', { name: 'Contact & Booking' });
  await sidebar.getByLabel('Event date').fill(isoInDays(50));
  await sidebar.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = customer.getByRole('dialog', { name: 'Your event cart' });
  await expect(drawer).toBeVisible();
  await customer.keyboard.press('Escape');
  await customer.goto('/discover?tab=venues');
  const venueCard = customer
    .getByRole('region', { name: /venues?/ })
    .locator('article')
    .first();
  const venueName = (await venueCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  await venueCard.getByRole('button', { name: `Add to cart: ${venueName}` }).click();
  await expect(drawer.getByText('Your event is ready!')).toBeVisible();
  await customer.goto('/checkout');
  await pickAvailableDay(customer, 50, 2);
  await fillCard(customer, '4242 4242 4242 4242');
  await customer.getByRole('button', { name: /^Request to book/ }).click();
  await expect(customer).toHaveURL(/\/booking\/confirmation\?booking=/, { timeout: 15_000 });
  const reference = (await customer.getByText(/^EV-[A-Z0-9]{8}$/).textContent())!;

  // The vendor accepts in the portal, then sees the payout and the analytics.
  await page.goto('/portal/dashboard?tab=bookings');
  const request = page.getByRole('region', { name: 'Requests' }).getByRole('listitem').filter({ hasText: reference });
  await request.getByRole('button', { name: /^Accept / }).click();
  await request.getByRole('button', { name: 'Accept booking' }).click();
  await expect(
    page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: reference }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByText('Payouts connected')).toBeVisible();
  const payout = page
    .getByRole('table', { name: 'Payouts per booking' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(payout).toContainText(names.listing);
  await expect(payout).toContainText('Paid after the event');
  const hours = Number((await payout.textContent())!.match(/\$([\d,]+)\.00/)![1]!.replace(',', '')) / RATE;
  await expect(payout).toContainText(`$${(RATE * hours * 0.95).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

  await page.getByRole('tab', { name: 'Analytics' }).click();
  const row = page.getByRole('table', { name: 'By listing' }).getByRole('row').filter({ hasText: names.listing });
  // Views, inquiries, requests, conversion, earnings.
  await expect(row.getByRole('cell')).toHaveText([
    '1',
    '0',
    '1',
    '100%',
    `$${Math.round(RATE * hours * 0.95).toLocaleString('en-US')}`,
  ]);
});
