// Steps of the partner journey that several specs take: the onboarding wizard's forms, and the sandbox payment
// provider's payout onboarding page.
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

export interface VendorBusiness {
  business: string;
  listing: string;
}

/** Step 1 of /onboarding?type=vendor: the business, in Brooklyn, offering music. */
export async function fillVendorBusiness(page: Page, { business }: VendorBusiness) {
  await page.getByLabel(/Business name/).fill(business);
  await page.getByLabel(/Phone/).fill('+1 718 555 0142');
  await page.getByLabel(/Business address/).fill('44 Berry St');
  await page.getByLabel(/^City/).fill('Brooklyn');
  await page.getByLabel(/^State/).fill('NY');
  await page.getByRole('button', { name: 'Music & DJs' }).click();
  await page.getByLabel(/Tell customers/).fill('Open-format DJ sets and sound hire for parties of up to 400 guests.');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Step 2: the listing itself. */
export async function fillVendorListing(page: Page, { listing }: VendorBusiness) {
  await page.getByLabel(/Listing name/).fill(listing);
  // The listing starts from what the business step holds.
  await expect(
    page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Music & DJs' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(/^City/)).toHaveValue('Brooklyn');
  await page
    .getByLabel(/^Description/)
    .fill('Open-format DJ sets from disco to house, with our own sound system and lighting for any room.');
  await page.getByLabel(/^City/).fill('Brooklyn');
  await page.getByLabel(/^State/).fill('NY');
  await page.getByLabel('Services').fill('DJ set, Sound system');
  await page.getByLabel('Areas you cover').fill('Brooklyn, Manhattan');
  await expect(page.getByText('All changes saved')).toBeVisible();
}

/** Step 3: a real photo upload with its description. */
export async function uploadListingPhoto(page: Page) {
  const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#3b2a6b' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Choose photos').setInputFiles({ name: 'deck.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('button', { name: 'Main photo' })).toBeVisible();
  await page.getByLabel('Describe photo 1').fill('The decks set up at a warehouse party');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Steps 4 and 5: an hourly rate, and the standard cancellation policy. */
export async function fillPricingAndPolicy(page: Page, dollarsPerHour: number) {
  await page.getByLabel(/Rate per hour/).fill(String(dollarsPerHour));
  await page.getByRole('button', { name: 'Continue' }).click();
  // Availability: no set-up or tear-down asked, events never overlap.
  await expect(page.getByRole('group', { name: 'Time around each event' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Events a day/ })).toHaveText('No limit');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: /Very flexible/ })).toBeChecked();
  await expect(page.getByText('Free cancellation up to 24 hours before the event.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The sandbox provider's onboarding form (its page at /sandbox/connect/{id}), with its test bank details. */
export async function completeSandboxPayouts(page: Page, legalName: string) {
  await expect(page).toHaveURL(/\/sandbox\/connect\/acct_sbx_/);
  await page.getByLabel(/Legal name/).fill(legalName);
  await page.getByLabel(/Routing number/).fill('110000000');
  await page.getByLabel(/Account number/).fill('000123456789');
  await page.getByRole('button', { name: 'Save and return to Eventide' }).click();
}
