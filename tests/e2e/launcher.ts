import { expect, type Locator, type Page } from '@playwright/test';

/** The concierge launcher, when it shows, leaves `content` uncovered. */
export async function expectLauncherClearOf(page: Page, content: Locator) {
  await expect(content).toBeVisible();
  // Found while it steps aside too (visibility: hidden leaves it out of the accessibility tree).
  const launcher = page.getByRole('button', { name: 'Plan with the AI concierge', includeHidden: true });
  await expect(launcher).toBeAttached();
  await expect
    .poll(async () => {
      if (!(await launcher.isVisible())) return 'clear';
      const [a, b] = await Promise.all([launcher.boundingBox(), content.boundingBox()]);
      if (!a || !b) return 'clear';
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      return overlap ? 'covered' : 'clear';
    })
    .toBe('clear');
}
