// Partner application end to end (issue 7): a new user applies as a vendor, sees the application pending and
// connects payouts with the sandbox provider's onboarding; an admin finds the application in the queue, asks for
// more, the applicant updates it, the admin approves; the applicant sees it approved.
import { expect, test } from '@playwright/test';
import { completeSandboxPayouts } from './partner-steps.ts';
import { signIn, verifiedNewUser } from './support.ts';

test('a vendor applies, an admin asks for more, the vendor updates it and is approved', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const token = Math.random().toString(36).slice(2, 8);
  const business = `Nightjar Sound ${token}`;
  await verifiedNewUser(page, `e2e-partner-${token}@example.com`);

  await page.goto('/partner/apply/vendor');
  await page.getByLabel(/Business name/).fill(business);
  await page.getByLabel(/Phone/).fill('+1 718 555 0199');
  await page.getByLabel(/Business address/).fill('12 Wythe Ave');
  await page.getByLabel(/City/).fill('Brooklyn');
  await page.getByLabel(/State/).fill('NY');
  await page.getByRole('button', { name: 'Music & DJs' }).click();
  await page
    .getByLabel(/Tell customers/)
    .fill('DJ and sound system hire for parties of 50 to 500 guests across New York.');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Partner application submitted! Check your email for next steps.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/pending-approval$/);
  await expect(page.getByRole('heading', { name: business })).toBeVisible();
  await expect(page.getByText('Pending review', { exact: true })).toBeVisible();

  // Payouts while waiting: the provider's onboarding (the sandbox's page) and back.
  await page.getByRole('link', { name: 'Connect payouts' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard\?tab=payments$/);
  await page.getByRole('link', { name: 'Connect payouts' }).click();
  await page.getByRole('button', { name: 'Connect payouts' }).click();
  await completeSandboxPayouts(page, 'Nia Jar');
  await expect(page).toHaveURL(/\/portal\/onboarding\/complete$/);
  await expect(page.getByRole('heading', { name: 'Payouts connected' })).toBeVisible();
  await page.goto('/partner/pending-approval');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@example.com');
  await admin.goto('/admin/partner-applications');
  await admin.getByLabel('Search applications').fill(token);
  await admin.getByRole('button', { name: `Review ${business}` }).click();
  const sheet = admin.getByRole('dialog', { name: business });
  await expect(sheet.getByText('Music & DJs')).toBeVisible();
  await sheet.getByRole('button', { name: 'Ask for more' }).click();
  await sheet.getByLabel(/What do you need from them/).fill('Please add your public liability insurance number.');
  await sheet.getByRole('button', { name: 'Send request' }).click();
  await expect(sheet.getByText('More information needed')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Reviewer: “Please add your public liability insurance number.”')).toBeVisible();
  await page.getByRole('link', { name: 'Update your application' }).click();
  await page.getByLabel(/Business licence number/).fill('INS-2231');
  await page.getByRole('button', { name: 'Send the update' }).click();
  await expect(page).toHaveURL(/\/partner\/pending-approval$/);
  await expect(page.getByText('Pending review', { exact: true })).toBeVisible();

  await admin.reload();
  await expect(sheet.getByText('INS-2231')).toBeVisible();
  await sheet.getByRole('button', { name: 'Approve' }).click();
  // The history tells who did what: asked for more, then approved.
  await expect(sheet.getByRole('listitem').filter({ hasText: /^Approved by Ada Admin/ })).toBeVisible();
  await expect(
    sheet.getByRole('listitem').filter({ hasText: /^Asked for more information by Ada Admin/ }),
  ).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Approve' })).toBeHidden();
  await adminContext.close();

  await page.reload();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your portal' })).toHaveAttribute('href', '/portal/dashboard');
});

test('an unknown partner type in the address asks venue or vendor', async ({ page }) => {
  await page.goto('/partner/apply/caterer');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply as a partner' })).toBeVisible();
  await expect(page.getByText('Please select venue or vendor.')).toBeVisible();
  await page.getByRole('link', { name: 'Apply as a vendor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply as a vendor' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/partner/apply/vendor');
});
