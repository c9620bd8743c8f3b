// The AI concierge (issue 8): the techno-night request is answered with a Brooklyn venue that holds 250 and a DJ,
// both go into the cart in one click; a signed-in user's chat is kept at /profile/chats and reopens to carry on.
import { expect, test } from '@playwright/test';
import { verifiedNewUser } from './support.ts';

const TECHNO = 'techno night for 250 people in Brooklyn in March under $5k';

test('the concierge plans the techno night and adds the venue and the DJ to the cart', async ({ page }) => {
  await page.goto('/discover');
  await page.getByRole('button', { name: 'Plan with the AI concierge' }).click();
  const concierge = page.getByRole('dialog', { name: 'Event concierge' });
  await concierge.getByLabel('Message the concierge').fill(TECHNO);
  await concierge.getByLabel('Message the concierge').press('Enter');

  const answer = concierge.getByRole('log', { name: 'Conversation with the concierge' });
  await expect(answer.getByText(/Here's a plan for your techno night for 250 guests in Brooklyn/)).toBeVisible();
  const listings = answer.getByRole('list', { name: 'Suggested listings' });
  await expect(listings.getByRole('listitem')).toHaveCount(2);
  await expect(listings.getByRole('listitem').first()).toContainText(/Venue · Brooklyn · up to [\d,]+ guests/);
  await expect(listings.getByRole('listitem').nth(1)).toContainText('Music & DJs');
  const venueName = (await listings.getByRole('listitem').first().getByRole('link').textContent())!;
  const djName = (await listings.getByRole('listitem').nth(1).getByRole('link').textContent())!;
  await expect(answer.getByText(/Estimated total \$[\d,]+ with fees and tax/)).toBeVisible();

  await answer.getByRole('button', { name: 'Add all 2 to cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Your event cart' });
  await expect(cart.getByText(venueName, { exact: true })).toBeVisible();
  await expect(cart.getByText(djName, { exact: true })).toBeVisible();
  await expect(cart.getByText('Your event is ready!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(answer.getByRole('button', { name: 'All in your cart' })).toBeDisabled();

  // A follow-up keeps the event: the same venue, and now a photographer too.
  await answer.getByRole('button', { name: 'Add a photographer' }).click();
  await expect(answer.getByRole('list', { name: 'Suggested listings' }).nth(1).getByRole('listitem')).toHaveCount(3);
  await expect(
    answer.getByRole('list', { name: 'Suggested listings' }).nth(1).getByRole('listitem').first(),
  ).toContainText(venueName);
});

test("a signed-in user's chat is kept at /profile/chats and reopens where it stopped", async ({ page }) => {
  await verifiedNewUser(page, `e2e-concierge-${Math.random().toString(36).slice(2, 8)}@example.com`, 'Cleo Concierge');
  await page.goto('/stories');
  await page.getByRole('button', { name: 'Plan with the AI concierge' }).click();
  const concierge = page.getByRole('dialog', { name: 'Event concierge' });
  await concierge.getByRole('button', { name: 'Birthday dinner for 20 in Chicago next Saturday' }).click();
  await expect(concierge.getByText(/Here's a plan for your birthday dinner for 20 guests in Chicago/)).toBeVisible();
  await concierge.getByRole('link', { name: 'Chat history' }).click();

  await expect(page).toHaveURL(/\/profile\/chats$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Birthday dinner for 20 in Chicago next Saturday' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue: Birthday dinner for 20 in Chicago next Saturday' }).click();
  const reopened = page.getByRole('dialog', { name: 'Event concierge' });
  await expect(reopened.getByText(/Here's a plan for your birthday dinner/)).toBeVisible();
  await reopened.getByLabel('Message the concierge').fill('cheaper');
  await reopened.getByRole('button', { name: 'Send' }).click();
  await expect(reopened.getByText(/lower-priced|already the lowest-priced/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText('2 questions')).toBeVisible();

  await page.getByRole('button', { name: 'Delete: Birthday dinner for 20 in Chicago next Saturday' }).click();
  await expect(page.getByRole('heading', { name: 'No chats yet' })).toBeVisible();
});
