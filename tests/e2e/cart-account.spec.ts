// A signed-in user's cart lives on the server (issue 5): the cart a guest built joins it at sign-in, and it
// follows the user to another device. Uses its own account so the checkout journey's cart is never touched.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';

const ACCOUNT = 'multi@example.com';
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

async function cartNames(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Cart, \d+ items$/ }).click();
  const list = page.getByRole('dialog', { name: 'Your event cart' }).getByRole('list', { name: 'Cart items' });
  await expect(list).toBeVisible();
  const labels = await list.getByRole('button', { name: /^Remove .+ from cart$/ }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  await page.keyboard.press('Escape');
  return labels.map((label) => label.replace(/^Remove (.+) from cart$/, '$1'));
}

test('the guest cart joins the account at sign-in and follows the user to another device', async ({ browser }) => {
  // A long journey through many pages: more than the default 45 s on two shared cores.
  test.setTimeout(90_000);
  const first = await (await browser.newContext()).newPage();
  await first.goto('/discover?tab=venues');
  const venue = await addFirstCard(first);
  // Saved on this device a second after the change; then the user signs in here.
  await expect.poll(() => first.evaluate(() => localStorage.getItem('event-cart') !== null)).toBe(true);
  await signIn(first, ACCOUNT);
  const joined = first.waitForResponse((response) => response.url().endsWith('/api/cart/merge') && response.ok());
  await first.reload();
  await joined;
  await expect(first.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();

  const second = await (await browser.newContext()).newPage();
  await signIn(second, ACCOUNT);
  await second.goto('/discover?tab=vendors');
  await expect(second.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  expect(await cartNames(second)).toEqual([venue]);
  // The change reaches the server a second after it was made; the first device joins it on its next visit.
  const saved = second.waitForResponse((response) => response.url().endsWith('/api/cart') && response.request().method() === 'PUT' && response.ok());
  const vendor = await addFirstCard(second);
  await expect(second.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await saved;
  const rejoined = first.waitForResponse((response) => response.url().endsWith('/api/cart/merge') && response.ok());
  await first.reload();
  await rejoined;
  await expect(first.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  expect(await cartNames(first)).toEqual([venue, vendor]);
});
