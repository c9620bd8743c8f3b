import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'eventide-demo';

/** Signs in through the real auth endpoint; the session cookie then applies to the page. */
export async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in failed for ${email}: ${response.status()}`);
}

/** Marks the home intro video as seen, as a returning visitor would have it. */
export async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('home-video-seen', 'true'));
}
