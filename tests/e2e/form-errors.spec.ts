// Forms with the keyboard (issue 9): invalid input sent with Enter shows each message tied to its field
// (aria-invalid, and aria-describedby naming the element that shows the message), and every field has a name.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VALIDATION_MESSAGES as AUTH } from '#shared/validation/messages.ts';
import { asReturningVisitor, pickAvailableDay, uniqueEmail, verifiedNewUser } from './support.ts';
import { expectFocused, tabTo } from './keyboard.ts';

/** `field` is marked invalid and described by a shown element that says `message`. */
async function expectErrorOn(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const described = (await field.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  const shown = page.locator(described.map((id) => `[id="${id}"]`).join(', ') || 'nothing-describes-it');
  await expect(shown.filter({ hasText: message })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()?]/g, '\\$&')));
}

/** Every input, text area and select in `scope` has an accessible name. */
async function expectEveryFieldNamed(scope: Locator) {
  const fields = await scope.locator('input:not([type="hidden"]), textarea, select, [role="combobox"]').all();
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) await expect(field).toHaveAccessibleName(/\S/);
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the sign-in and sign-up dialog ties each error to its field', async ({ page }) => {
  // Tab by Tab through both forms, the focus ring checked at every press: about 45 s on a slower two-core machine,
  // where the default budget ran out twice in a row just before the last checks.
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Sign Up / In' }));
  await page.keyboard.press('Enter');

  const signIn = page.getByRole('dialog', { name: 'Welcome back' });
  const email = signIn.getByRole('textbox', { name: 'Email' });
  await expectFocused(page, email);
  await expectEveryFieldNamed(signIn);
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Enter');
  await expectErrorOn(page, email, AUTH.emailInvalid);
  await expectErrorOn(page, signIn.getByLabel('Password', { exact: true }), AUTH.passwordRequired);
  // Focus goes to the first field to fix.
  await expectFocused(page, email);

  await tabTo(page, signIn.getByRole('button', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  const fullName = signUp.getByRole('textbox', { name: 'Full name' });
  await expectFocused(page, fullName);
  await expectEveryFieldNamed(signUp);
  await tabTo(page, signUp.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await expectErrorOn(page, fullName, AUTH.fullNameRequired);
  // The email typed in sign-in came along.
  await expectErrorOn(page, signUp.getByRole('textbox', { name: 'Email' }), AUTH.emailInvalid);
  await expectErrorOn(page, signUp.getByLabel('Password', { exact: true }), AUTH.passwordRequired);
  await expectFocused(page, fullName);
  // The password keeps its hint beside the error.
  await expect(signUp.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /At least 8 characters\..*Password is required/,
  );
});

test('the checkout form ties the contact and card errors to their fields', async ({ page }) => {
  await verifiedNewUser(page, uniqueEmail('e2e-keyboard-checkout'));
  // A venue and a vendor in the cart (with the mouse: the keyboard part is the form), on a day both are free.
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  for (const tab of ['venues', 'vendors']) {
    await page.goto(`/discover?tab=${tab}`);
    const card = page
      .getByRole('region', { name: new RegExp(`${tab.slice(0, -1)}s?$`) })
      .getByRole('article')
      .first();
    const listing = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.getByRole('button', { name: `Add to cart: ${listing}` }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.goto('/checkout');
  await pickAvailableDay(page, 30, 2);
  const main = page.getByRole('main');
  await expectEveryFieldNamed(main);

  // Clear the name, type a broken email, and send the form with Enter from the email field.
  const name = main.getByRole('textbox', { name: 'Full name' });
  await tabTo(page, name, { max: 60 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Tab');
  const email = main.getByRole('textbox', { name: 'Email', exact: true });
  await expectFocused(page, email);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('nobody-at-example');
  await expect(page.getByRole('button', { name: /^Request to book/ })).toBeEnabled();
  await page.keyboard.press('Enter');

  await expectErrorOn(page, name, 'Full name is required');
  await expectErrorOn(page, email, 'Please enter a valid email address');
  await expectErrorOn(page, main.getByRole('textbox', { name: 'Card number' }), 'Card number is required');
  await expectErrorOn(page, main.getByRole('textbox', { name: 'Expiry' }), 'Use MM / YY');
  await expectErrorOn(page, main.getByRole('textbox', { name: 'CVC' }), 'Use the 3 or 4 digits on the back');
});

test('the profile form ties its errors to its fields', async ({ page }) => {
  await verifiedNewUser(page, uniqueEmail('e2e-keyboard-profile'));
  await page.goto('/profile');
  const edit = page.getByRole('button', { name: 'Edit name and phone' });
  await tabTo(page, edit, { max: 60 });
  await page.keyboard.press('Enter');
  const name = page.getByRole('textbox', { name: 'Full name' });
  await expectFocused(page, name);
  await expectEveryFieldNamed(page.getByRole('main'));

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('N');
  await page.keyboard.press('Tab');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expectFocused(page, phone);
  await page.keyboard.type('call me maybe');
  await page.keyboard.press('Enter');
  await expectErrorOn(page, name, 'Please enter your full name');
  await expectErrorOn(page, phone, 'Please enter a valid phone number');
  // The phone keeps its hint beside the error.
  await expect(phone).toHaveAccessibleDescription(
    /Partners use it to reach you about a booking\..*Please enter a valid phone number/,
  );
  await expectFocused(page, name);
});

test('the partner application ties each error to its field and focuses the first', async ({ page }) => {
  await verifiedNewUser(page, uniqueEmail('e2e-keyboard-apply'));
  await page.goto('/partner/apply/vendor');
  const main = page.getByRole('main');
  const businessName = main.getByRole('textbox', { name: 'Business name' });
  await expect(businessName).toBeVisible();
  await expectEveryFieldNamed(main);

  await tabTo(page, main.getByRole('button', { name: 'Submit application' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expectFocused(page, businessName);
  await expectErrorOn(page, businessName, 'Enter your business name.');
  await expectErrorOn(page, main.getByRole('textbox', { name: 'Phone' }), 'Enter a phone number we can reach you on.');
  await expectErrorOn(page, main.getByRole('textbox', { name: 'Business address' }), 'Enter your business address.');
  await expectErrorOn(page, main.getByRole('textbox', { name: 'City' }), 'Enter your city.');
  await expectErrorOn(page, main.getByRole('textbox', { name: 'State' }), 'Enter your state.');
  await expectErrorOn(
    page,
    main.getByRole('textbox', { name: /^Tell customers/ }),
    'Tell us a little more about your business (at least 30 characters).',
  );
  // The category chips are a group: the group is described by its error.
  await expect(main.getByRole('group', { name: /What do you offer/ })).toHaveAccessibleDescription(
    'Choose at least one category.',
  );
});
