// Partner onboarding in the browser (issue 7): a new user lists a DJ service step by step, uploads a photo, leaves
// and comes back to find the progress saved, connects payouts with the sandbox provider from the wizard, submits,
// and lands on the application status. Approval, going live and the first booking: partner-journey.journey.spec.ts.
import { expect, test } from '@playwright/test';
import {
  completeSandboxPayouts,
  fillPricingAndPolicy,
  fillVendorBusiness,
  fillVendorListing,
  uploadListingPhoto,
} from './partner-steps.ts';
import { verifiedNewUser } from './support.ts';

test('a new partner onboards a vendor listing with a photo and payouts, resuming a saved draft', async ({ page }) => {
  test.setTimeout(240_000);
  const token = Math.random().toString(36).slice(2, 8);
  await verifiedNewUser(page, `e2e-onboard-${token}@example.com`, 'Dana Deck');

  await page.goto('/onboarding');
  await page.getByRole('link', { name: /I offer a service/ }).click();
  await expect(page).toHaveURL(/\/onboarding\?type=vendor&source=partner$/);
  const steps = page.getByRole('navigation', { name: 'Onboarding steps' });

  const names = { business: `Deck Sound ${token}`, listing: `Deck Sound DJs ${token}` };
  await fillVendorBusiness(page, names);
  await fillVendorListing(page, names);

  // Leave and come back: the draft is on the server.
  await page.goto('/partner');
  await page.goto('/onboarding?type=vendor&source=partner');
  await expect(page.getByLabel(/Listing name/)).toHaveValue(`Deck Sound DJs ${token}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  await uploadListingPhoto(page);
  await fillPricingAndPolicy(page, 175);

  // 7. Payouts: the sandbox provider's onboarding, and back to the wizard.
  await page.getByRole('button', { name: 'Connect payouts' }).click();
  await completeSandboxPayouts(page, 'Dana Deck');
  await expect(page).toHaveURL(/\/onboarding\?type=vendor&source=partner$/);
  await expect(page.getByRole('heading', { name: 'Payouts connected' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 8. Review and submit
  await expect(steps.getByRole('button', { name: /Review/ })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Partner application submitted! Check your email for next steps.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/pending-approval$/);
  await expect(page.getByRole('heading', { name: `Deck Sound ${token}` })).toBeVisible();
});
