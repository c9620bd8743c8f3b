// The event after checkout (issue 48): the organizer opens the booking's event page, invites a co-host by email; the
// co-host opens the mailed link, accepts it signed in and lands on the event, able to see it but not manage co-hosts;
// the organizer sees them joined and the change in the event's activity.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isoInDays, uniqueEmail, verifiedNewUser } from './support.ts';

/** Books the demo venue for a free evening through the API (the booking pages have their own tests). */
async function bookTheVenue(request: APIRequestContext, origin: string): Promise<string> {
  const { venue } = (await (await request.get('/api/venues/skyline-social')).json()) as {
    venue: { id: string; minimumHours: number };
  };
  const from = 120 + Math.floor(Math.random() * 200);
  const refusals: string[] = [];
  for (let day = from; day < from + 10; day += 1) {
    const response = await request.post('/api/checkout', {
      // The call comes from the site's origin, as the checkout page's does.
      headers: { origin, 'idempotency-key': `e2e-event-${day}-${Math.random().toString(36).slice(2)}` },
      data: {
        lines: [{ type: 'venue', listingId: venue.id, quantity: 1, hours: Math.max(4, venue.minimumHours) }],
        eventDate: isoInDays(day),
        startTime: '18:00',
        eventDetails: { name: 'Launch night' },
        contact: { name: 'Nia Jar', email: 'nia@example.com' },
        paymentMethod: 'sandbox_card_4242424242424242',
      },
    });
    if (response.status() === 201) return ((await response.json()) as { booking: { id: string } }).booking.id;
    refusals.push(`${response.status()} ${await response.text()}`);
  }
  throw new Error(`the demo venue had no free evening to book: ${refusals.join('; ')}`);
}

/** Serious and critical accessibility violations on the page once its transitions (a toast's entry) are over. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the organizer invites a co-host, who accepts the mailed link and sees the event', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await verifiedNewUser(page, uniqueEmail('organizer'), 'Nia Jar');
  const eventId = await bookTheVenue(page.request, baseURL!);

  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch night' })).toBeVisible();
  await expect(page.getByText('You organize this event.', { exact: false })).toBeVisible();
  const coHostEmail = uniqueEmail('co-host');
  const form = page.getByRole('form', { name: 'Invite a co-host' });
  await form.getByLabel('Email').fill(coHostEmail);
  await form.getByLabel('Name').fill('Riley');
  await form.getByRole('switch', { name: 'May pay' }).click();
  await form.getByRole('button', { name: /Send invitation/ }).click();
  await expect(page.getByText(coHostEmail)).toBeVisible();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const coHost = await (await browser.newContext()).newPage();
  await verifiedNewUser(coHost, coHostEmail, 'Riley Reyes');
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (
        await coHost.request.get(`/api/dev/mailbox?to=${encodeURIComponent(coHostEmail)}`)
      ).json()) as { text: string }[];
      link = mails.map((mail) => /\/events\/invitations\?token=[\w-]{43}/.exec(mail.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  await coHost.goto(link);
  await expect(coHost.getByRole('heading', { name: /invites you to co-host Launch night/ })).toBeVisible();
  expect(await seriousViolations(coHost)).toEqual([]);
  await coHost.getByRole('button', { name: 'Accept as Riley Reyes' }).click();
  await expect(coHost).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(coHost.getByText('You co-host this event.', { exact: false })).toBeVisible();
  await expect(coHost.getByRole('form', { name: 'Invite a co-host' })).toHaveCount(0);
  await expect(coHost.getByRole('button', { name: 'Leave this event' })).toBeVisible();

  // The link worked once.
  await coHost.goto(link);
  await expect(coHost.getByRole('heading', { name: 'This invitation no longer works' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Joined', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity' }).getByText(/accepted the invitation/)).toBeVisible();
});
