// Messaging live (issue 6): a customer asks a listing's host a quick question from the listing page, the host sees it
// arrive in the portal's inbox with an unread count and answers, and the customer sees the answer and the read receipt
// without reloading; a message taken back leaves both screens; a demo listing's host answers with its scripted reply.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, isoInDays, signIn, verifiedNewUser } from './support.ts';

test('a customer and a host exchange messages live, with unread counts and read receipts', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const hostApi = await playwright.request.newContext({ baseURL });
  expect(
    (
      await hostApi.post('/api/auth/sign-in/email', { data: { email: 'vendor@example.com', password: DEMO_PASSWORD } })
    ).ok(),
  ).toBe(true);
  const { listings } = (await (await hostApi.get('/api/portal/overview')).json()) as {
    listings: { id: string; kind: string; name: string }[];
  };
  const vendor = listings.find((l) => l.kind === 'vendor')!;
  await hostApi.dispose();

  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  // With the live socket open, messages go out on it, not as a POST each.
  const hostFrames: string[] = [];
  const hostPosts: string[] = [];
  host.on('websocket', (socket) => socket.on('framesent', ({ payload }) => void hostFrames.push(String(payload))));
  host.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/conversations\/[^/]+\/messages$/.test(request.url()))
      hostPosts.push(request.url());
  });
  await signIn(host, 'vendor@example.com');
  await host.goto('/portal/dashboard?tab=inbox');
  await expect(host.getByRole('tab', { name: 'Inbox', selected: true })).toBeVisible();

  // A token of letters keeps each run's messages apart (a long number would read as a phone number and be hidden).
  const token = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  // A new customer: an account whose saved cart other specs fill would open the cart drawer over the page.
  await verifiedNewUser(page, `e2e-messaging-${token}@example.com`, 'Mia Messenger');
  await page.goto(`/vendor/${vendor.id}`);
  const question = `Do you travel to Brooklyn? (${token})`;
  await page
    .getByRole('complementary', { name: 'Contact & Booking' })
    .getByRole('button', { name: 'Send Message' })
    .click();
  await expect(page).toHaveURL(/\/messages\?c=/);
  const draft = page.getByLabel(`Message to ${vendor.name}`);
  await draft.fill(question);
  await draft.press('Enter');
  const thread = page.getByRole('region', { name: `Conversation about ${vendor.name}` });
  await expect(thread.getByRole('listitem').filter({ hasText: question })).toBeVisible();

  // The host's inbox shows it live, unread, and the account badge counts it.
  const inbox = host.getByRole('navigation', { name: 'Conversations' });
  const row = inbox.getByRole('link').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row).toContainText('unread');
  await expect(host.getByRole('button', { name: /unread messages/ })).toBeVisible();
  await row.click();
  await expect(row).not.toContainText('unread');
  // The customer starts another message: the host sees them typing (notices go at most every 2 s).
  await page.waitForTimeout(2_100);
  await draft.fill('And parking');
  await expect(host.getByText(/is typing…$/)).toBeVisible();
  await draft.fill('');
  const reply = `Yes, Brooklyn is in my service area. (${token})`;
  await host.getByLabel(/^Message to /).fill(reply);
  await host.getByRole('button', { name: 'Send message' }).click();

  // The customer sees the answer arrive, and their question marked read.
  await expect(thread.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
  expect(hostFrames.filter((frame) => frame.includes('"type":"send"') && frame.includes(reply))).toHaveLength(1);
  expect(hostPosts).toEqual([]);
  await expect(thread.getByRole('listitem').filter({ hasText: question }).getByText(/Read/)).toBeVisible();

  // A message sent by mistake is taken back: it leaves the host's screen too.
  const oops = `Sorry, wrong chat (${token})`;
  await draft.fill(oops);
  await draft.press('Enter');
  const hostThread = host.getByRole('region', { name: `Conversation about ${vendor.name}` });
  await expect(hostThread.getByRole('listitem').filter({ hasText: oops })).toBeVisible();
  const mistaken = thread.getByRole('listitem').filter({ hasText: oops });
  await mistaken.getByRole('button', { name: 'Delete' }).click();
  await mistaken.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(mistaken).toBeHidden();
  await expect(hostThread.getByRole('listitem').filter({ hasText: oops })).toBeHidden();

  // The host sends a quote from the conversation; the customer opens it from the thread to pay.
  await host.getByRole('button', { name: 'Send a quote' }).click();
  const form = host.getByRole('dialog', { name: 'Send a quote' });
  await form.getByLabel('Title').fill(`Brooklyn set ${token}`);
  await form.getByLabel('Event date').fill(isoInDays(50));
  await form.getByLabel('Description').fill('DJ set with sound system');
  await form.getByLabel('Price ($)').fill('250');
  await form.getByLabel('Hours').fill('4');
  // §9: whole dollars on the messaging pages.
  await expect(form.getByText('$1,000', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(form).toBeHidden();
  const quote = thread.getByRole('listitem').filter({ hasText: `Brooklyn set ${token}` });
  await quote.getByRole('link', { name: 'View quote and book' }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}\/checkout$/);
  await expect(page.getByText(`Brooklyn set ${token}`).first()).toBeVisible();
  await hostContext.close();
});

test("a demo listing's host answers with a scripted reply, live", async ({ page }) => {
  await signIn(page, 'customer@example.com');
  await page.goto('/vendor/lena-park-photography');
  await page.getByRole('button', { name: 'Are you available on my event date?' }).first().click();
  await expect(page).toHaveURL(/\/messages\?c=/);
  const thread = page.getByRole('region', { name: 'Conversation about Lena Park Photography' });
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'Are you available on my event date?' }).first(),
  ).toBeVisible();
  await expect(
    thread.getByText(/Thanks for the message|Sounds fun|Happy to tailor|I usually arrive|book me from my page/).first(),
  ).toBeVisible({ timeout: 10_000 });
});
