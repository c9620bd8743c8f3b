// Stories (issue 8): the list filters by event type; a story renders its Markdown and books its line-up.
import { expect, test } from '@playwright/test';

test('a story renders and its venue is added to the cart from it', async ({ page }) => {
  await page.goto('/stories');
  const stories = page.getByRole('list', { name: 'Stories' });
  await expect(stories.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Event types' }).getByRole('button', { name: 'Planning Guide' }).click();
  await expect(page).toHaveURL(/\?type=Planning\+Guide$/);
  await expect(stories.getByRole('listitem')).toHaveCount(1);
  await stories.getByRole('link', { name: /what to ask before you book/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The short list' })).toBeVisible();
  await expect(page.getByText('Minimum hours:', { exact: true })).toBeVisible();

  await page.goto('/stories/inside-a-200-person-warehouse-rave-in-east-williamsburg');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inside a 200-person warehouse rave in East Williamsburg' }),
  ).toBeVisible();
  const lineup = page.getByRole('region', { name: 'Book this line-up' });
  const venue = lineup.locator('article').first();
  const name = (await venue.getByRole('heading', { level: 3 }).textContent())!.trim();
  await venue.getByRole('button', { name: `Add to cart: ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Your event cart' });
  await expect(drawer.getByRole('button', { name: `Remove ${name} from cart` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(venue.getByRole('button', { name: `In cart: ${name}` })).toBeVisible();
});
