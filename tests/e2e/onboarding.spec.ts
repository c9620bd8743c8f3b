// Partner onboarding in the browser (issue 7): a new user lists a DJ service step by step, uploads a photo, leaves
// and comes back to find the progress saved, connects payouts with the sandbox provider from the wizard, submits,
// and lands on the application status. (Approval and going live are covered by the server tests, so this run adds
// no live listing to the sample catalogue the discover tests count.)
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { verifiedNewUser } from './support.ts';

test('a new partner onboards a vendor listing with a photo and payouts, resuming a saved draft', async ({ page }) => {
  test.setTimeout(120_000);
  const token = Math.random().toString(36).slice(2, 8);
  await verifiedNewUser(page, `e2e-onboard-${token}@example.com`, 'Dana Deck');

  await page.goto('/onboarding');
  await page.getByRole('link', { name: /I offer a service/ }).click();
  await expect(page).toHaveURL(/\/onboarding\?type=vendor&source=partner$/);
  const steps = page.getByRole('navigation', { name: 'Onboarding steps' });

  // 1. Business
  await page.getByLabel(/Business name/).fill(`Deck Sound ${token}`);
  await page.getByLabel(/Phone/).fill('+1 718 555 0142');
  await page.getByLabel(/Business address/).fill('44 Berry St');
  await page.getByLabel(/^City/).fill('Brooklyn');
  await page.getByLabel(/^State/).fill('NY');
  await page.getByRole('button', { name: 'Music & DJs' }).click();
  await page.getByLabel(/Tell customers/).fill('Open-format DJ sets and sound hire for parties of up to 400 guests.');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2. Listing
  await page.getByLabel(/Listing name/).fill(`Deck Sound DJs ${token}`);
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Music & DJs' }).click();
  await page.getByLabel(/^Description/).fill('Open-format DJ sets from disco to house, with our own sound system and lighting for any room.');
  await page.getByLabel(/^City/).fill('Brooklyn');
  await page.getByLabel(/^State/).fill('NY');
  await page.getByLabel('Services').fill('DJ set, Sound system');
  await page.getByLabel('Areas you cover').fill('Brooklyn, Manhattan');
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Leave and come back: the draft is on the server.
  await page.goto('/partner');
  await page.goto('/onboarding?type=vendor&source=partner');
  await expect(page.getByLabel(/Listing name/)).toHaveValue(`Deck Sound DJs ${token}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Photos: a real upload.
  const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#3b2a6b' } }).jpeg().toBuffer();
  await page.getByLabel('Choose photos').setInputFiles({ name: 'deck.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('button', { name: 'Main photo' })).toBeVisible();
  await page.getByLabel('Describe photo 1').fill('The decks set up at a warehouse party');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Pricing
  await page.getByLabel(/Rate per hour/).fill('175');
  await page.getByRole('button', { name: 'Continue' }).click();
  // 5. Cancellation
  await expect(page.getByText('free cancellation up to 24 hours before the event')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 6. Payouts: the sandbox provider's onboarding, and back to the wizard.
  await page.getByRole('button', { name: 'Connect payouts' }).click();
  await expect(page).toHaveURL(/\/sandbox\/connect\/acct_sbx_/);
  await page.getByLabel(/Legal name/).fill('Dana Deck');
  await page.getByLabel(/Routing number/).fill('110000000');
  await page.getByLabel(/Account number/).fill('000123456789');
  await page.getByRole('button', { name: 'Save and return to Eventide' }).click();
  await expect(page).toHaveURL(/\/onboarding\?type=vendor&source=partner$/);
  await expect(page.getByRole('heading', { name: 'Payouts connected' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 7. Review and submit
  await expect(steps.getByRole('button', { name: /Review/ })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Partner application submitted! Check your email for next steps.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/pending-approval$/);
  await expect(page.getByRole('heading', { name: `Deck Sound ${token}` })).toBeVisible();
});
