// Keyboard only (issue 9): a customer searches, filters, books a venue and a vendor, signs in and pays without
// touching the mouse. Every stop shows a focus ring; dialogs and drawers take focus, keep it, and give it back.
import { expect, test } from '@playwright/test';
import { FREE_DAY, NEW_USER_PASSWORD, asReturningVisitor, verifiedNewUser } from './support.ts';
import { expectEscapeReturnsTo, expectFocusTrapped, expectFocused, tabTo } from './keyboard.ts';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('search, filter, add a venue and a vendor, sign in and pay, all with the keyboard', async ({ page, request }) => {
  // About a thousand keyboard steps end to end: on a CI machine busy with the other worker, 180 s was once not enough
  // (the run reached the confirmation page and timed out there, no step slower than 3.4 s); on a slower two-core
  // machine (2026-11-27) 300 s ran out at the cart drawer's Checkout link in a clean-clone run, and the retry passed.
  test.setTimeout(480_000);
  // An account of its own: the demo customer's saved cart, filled by the checkout journey running beside this one,
  // joined this cart at sign-in and opened the drawer over the payment form.
  const email = `e2e-keyboard-journey-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await verifiedNewUser(request, email);
  await page.goto('/');
  const search = page.getByRole('textbox', { name: 'What are you planning?' });
  await expect(search).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expectFocused(page, skip);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The first stop in the page is the hero's search.
  await page.keyboard.press('Tab');
  await expectFocused(page, search);
  await page.keyboard.type('rooftop');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/discover\?q=rooftop$/);

  // On /discover: the words are in the search box; a category chip narrows the results.
  const results = page.getByRole('heading', { level: 2, name: /venues?$/ });
  await expect(results).toBeVisible();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search venues' }));
  await expect(page.getByRole('searchbox', { name: 'Search venues' })).toHaveValue('rooftop');
  const rooftops = page.getByRole('button', { name: /^Rooftop/, pressed: false });
  await tabTo(page, rooftops);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Rooftop/, pressed: true })).toBeFocused();
  await expect(page).toHaveURL(/type=rooftop/);

  // Into the results and onto the first venue.
  const firstCard = page
    .getByRole('region', { name: /venues?$/ })
    .getByRole('article')
    .first();
  const venue = (await firstCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  await tabTo(page, firstCard.getByRole('link', { name: venue }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: venue })).toBeVisible();

  // Check availability: the dialog takes focus and keeps it; Escape gives it back.
  const checkAvailability = page.getByRole('button', { name: 'Check Availability' });
  await tabTo(page, checkAvailability, { max: 60 });
  await page.keyboard.press('Enter');
  const checker = page.getByRole('dialog', { name: 'Check availability' });
  await expect(checker).toBeVisible();
  await expect(checker.locator(':focus')).toHaveCount(1);
  await expectFocusTrapped(page, checker);
  await expectEscapeReturnsTo(page, checker, checkAvailability);

  // Again, to book: arrow keys move through the days (two weeks on, then to the next free one), Enter picks.
  await page.keyboard.press('Enter');
  await tabTo(page, checker.getByRole('grid').getByRole('button', { name: /today/ }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const focusedDay = checker.getByRole('grid').locator('button:focus');
  while (!FREE_DAY.test((await focusedDay.getAttribute('aria-label')) ?? '')) await page.keyboard.press('ArrowRight');
  const day = (await focusedDay.getAttribute('aria-label'))!;
  await expectFocused(page, checker.getByRole('button', { name: day, exact: true }));
  await page.keyboard.press('Enter');
  await expect(checker.getByRole('button', { name: day, exact: true, pressed: true })).toBeFocused();
  await expect(checker.getByText(/^Available on /)).toBeVisible();
  const moreHours = checker.getByRole('button', { name: 'More hours' });
  await tabTo(page, moreHours);
  const hours = checker.locator('output');
  const before = Number.parseInt((await hours.textContent())!, 10);
  await page.keyboard.press('Enter');
  await expect(hours).toHaveText(`${before + 1} hrs`);
  await tabTo(page, checker.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(checker).toBeHidden();

  // The cart drawer opens by itself with the venue in it; focus goes in, stays in, and comes back on Escape.
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  await expect(drawer.getByRole('button', { name: `Remove ${venue} from cart` })).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, drawer);
  await expectEscapeReturnsTo(page, drawer, checkAvailability);

  // Back up to the header's cart button; the drawer opened by hand puts focus on its first control.
  const cartButton = page.getByRole('button', { name: 'Cart, 1 item' });
  await tabTo(page, cartButton, { backwards: true, max: 80 });
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, drawer.getByRole('link', { name: 'Add Vendors' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/discover\?tab=vendors$/);
  await expect(drawer).toBeHidden();

  // A vendor from the results: the drawer opens again, now ready for checkout.
  const vendorCard = page
    .getByRole('region', { name: /vendors?$/ })
    .getByRole('article')
    .first();
  const vendor = (await vendorCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  await tabTo(page, vendorCard.getByRole('button', { name: `Add to cart: ${vendor}` }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('Your event is ready!')).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, drawer.getByRole('link', { name: 'Checkout', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout as a guest asks to sign in: the dialog takes focus on its first field, and gives it back after.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Available')).toHaveCount(2);
  const book = page.getByRole('button', { name: 'Sign in to book' });
  await tabTo(page, book, { max: 60 });
  await page.keyboard.press('Enter');
  const signIn = page.getByRole('dialog', { name: 'Welcome back' });
  await expectFocused(page, signIn.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  // A password field has no ARIA role: found by its label.
  await expectFocused(page, signIn.getByLabel('Password', { exact: true }));
  await page.keyboard.type(NEW_USER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(signIn).toBeHidden({ timeout: 10_000 });
  const pay = page.getByRole('button', { name: /^Request to book/ });
  await expectFocused(page, pay);

  // The test card, typed field by field, then pay.
  await tabTo(page, page.getByRole('textbox', { name: 'Card number' }), { backwards: true });
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expectFocused(page, page.getByRole('textbox', { name: 'Expiry' }));
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await expectFocused(page, page.getByRole('textbox', { name: 'CVC' }));
  await page.keyboard.type('123');
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\/confirmation\?booking=/, { timeout: 15_000 });
  await expect(page.getByText(/^EV-[A-Z0-9]{8}$/)).toBeVisible();
  for (const name of [venue, vendor]) await expect(page.getByText(name, { exact: true })).toBeVisible();
});
