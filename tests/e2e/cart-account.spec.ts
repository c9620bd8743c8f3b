// A signed-in user's cart lives on the server (issue 5): the cart a guest built joins it at sign-in, and it
// follows the user to another device. A new account each run: a demo account's cart would reach every other test
// signed in as it, and open its cart drawer over the page.
import { expect, test, type Page } from '@playwright/test';
import { NEW_USER_PASSWORD, signIn, uniqueEmail, verifiedNewUser } from './support.ts';

const cards = (page: Page) => page.getByRole('region', { name: /venues?|vendors?|match/ }).locator('article');

async function addFirstCard(page: Page): Promise<string> {
  const card = cards(page).first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Your event cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  return name;
}

/** The names in the cart drawer once it opens by itself, as the cart grows when the account's cart arrives. */
async function openedDrawerNames(page: Page): Promise<string[]> {
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  const list = drawer.getByRole('list', { name: 'Cart items' });
  await expect(list).toBeVisible();
  const labels = await list
    .getByRole('button', { name: /^Remove .+ from cart$/ })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return labels.map((label) => label.replace(/^Remove (.+) from cart$/, '$1'));
}

test('the guest cart joins the account at sign-in and follows the user to another device', async ({
  browser,
  request,
}) => {
  // Two browsers and six page loads: more than the default budget on two shared cores.
  test.setTimeout(240_000);
  const account = uniqueEmail('e2e-cart');
  await verifiedNewUser(request, account);
  const first = await (await browser.newContext()).newPage();
  await first.goto('/discover?tab=venues');
  const venue = await addFirstCard(first);
  // Saved on this device a second after the change; then the user signs in here.
  await expect.poll(() => first.evaluate(() => localStorage.getItem('event-cart') !== null)).toBe(true);
  await signIn(first, account, NEW_USER_PASSWORD);
  const joined = first.waitForResponse((response) => response.url().endsWith('/api/cart/merge') && response.ok());
  await first.reload();
  await joined;
  await expect(first.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // A new device: the account's cart arrives after the page, and the drawer opens as the cart grows (§4).
  const second = await (await browser.newContext()).newPage();
  await signIn(second, account, NEW_USER_PASSWORD);
  await second.goto('/discover?tab=vendors');
  expect(await openedDrawerNames(second)).toEqual([venue]);
  // The change reaches the server a second after it was made; the first device joins it on its next visit.
  const saved = second.waitForResponse(
    (response) => response.url().endsWith('/api/cart') && response.request().method() === 'PUT' && response.ok(),
  );
  const vendor = await addFirstCard(second);
  await expect(second.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await saved;
  await first.reload();
  expect(await openedDrawerNames(first)).toEqual([venue, vendor]);
});
