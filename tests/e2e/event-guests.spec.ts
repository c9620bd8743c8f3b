// An event's guests (issue 48): the organizer adds a guest by hand and two from a CSV file, sends the invitations;
// two guests answer yes from their mailed links without an account (one bringing someone); the headcount passes the
// caterer's per-guest booking and the event page warns, offering to ask the caterer to update the booking.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isoInDays, uniqueEmail, verifiedNewUser } from './support.ts';

/** Books the demo rooftop and a taco truck priced per guest, for 2 guests, on a free evening, through the API. */
async function bookVenueAndCaterer(request: APIRequestContext, origin: string): Promise<string> {
  const listing = async (kind: 'venues' | 'vendors', slug: string) =>
    (
      Object.values(await (await request.get(`/api/${kind}/${slug}`)).json()) as [{ id: string; minimumHours: number }]
    )[0];
  const [venue, caterer] = await Promise.all([
    listing('venues', 'skyline-social'),
    listing('vendors', 'la-guera-taco-truck'),
  ]);
  const from = 120 + Math.floor(Math.random() * 200);
  const refusals: string[] = [];
  for (let day = from; day < from + 10; day += 1) {
    const response = await request.post('/api/checkout', {
      headers: { origin, 'idempotency-key': `e2e-guests-${day}-${Math.random().toString(36).slice(2)}` },
      data: {
        lines: [
          { type: 'venue', listingId: venue.id, quantity: 1, hours: Math.max(4, venue.minimumHours) },
          { type: 'vendor', listingId: caterer.id, quantity: 2, hours: caterer.minimumHours },
        ],
        eventDate: isoInDays(day),
        startTime: '18:00',
        eventDetails: { name: 'Taco night' },
        contact: { name: 'Gia Host', email: 'gia@example.com' },
        paymentMethod: 'sandbox_card_4242424242424242',
      },
    });
    if (response.status() === 201) return ((await response.json()) as { booking: { id: string } }).booking.id;
    refusals.push(`${response.status()} ${await response.text()}`);
  }
  throw new Error(`no free evening to book: ${refusals.join('; ')}`);
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function rsvpLinkOf(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      link = mails.map((mail) => /\/events\/rsvp\?token=[\w-]{43}/.exec(mail.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('guests answer their mailed links and the headcount warns past the caterer’s booking', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await verifiedNewUser(page, uniqueEmail('host'), 'Gia Host');
  const eventId = await bookVenueAndCaterer(page.request, baseURL!);
  const [ada, ben, cy] = ['ada', 'ben', 'cy'].map((name) => uniqueEmail(name));

  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Guests' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a guest' });
  await form.getByLabel('Name').fill('Ada Guest');
  await form.getByLabel('Email').fill(ada!);
  await form.getByRole('button', { name: 'Add guest' }).click();
  await expect(page.getByText(ada!)).toBeVisible();
  await page.getByLabel('Import a guest list').setInputFiles({
    name: 'guests.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Name,Email\nBen Guest,${ben}\nCy Guest,${cy}\n`),
  });
  await expect(page.getByText(cy!)).toBeVisible();
  await page.getByRole('button', { name: 'Send invitations to 3 people' }).click();
  await expect(page.getByRole('button', { name: 'Everyone is invited' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(await rsvpLinkOf(guest, ada!));
  await expect(guest.getByRole('heading', { name: 'Gia Host invites you to Taco night' })).toBeVisible();
  await guest.getByRole('radio', { name: 'Yes, I’ll be there' }).check();
  await guest.getByRole('combobox', { name: 'People you bring' }).click();
  await guest.getByRole('option', { name: '1 more' }).click();
  await guest.getByLabel('Dietary needs').fill('No cilantro');
  await guest.getByRole('button', { name: 'Send my answer' }).click();
  await expect(guest.getByRole('form', { name: 'Your answer' }).getByRole('status')).toHaveText(
    /Gia Host knows you are coming with 1 more/,
  );
  expect(await seriousViolations(guest)).toEqual([]);

  await guest.goto(await rsvpLinkOf(guest, ben!));
  await expect(guest.getByText('Hi Ben Guest')).toBeVisible();
  await guest.getByRole('radio', { name: 'Yes, I’ll be there' }).check();
  await guest.getByRole('button', { name: 'Send my answer' }).click();
  await expect(guest.getByRole('form', { name: 'Your answer' }).getByRole('status')).toHaveText(
    /Gia Host knows you are coming/,
  );

  await page.reload();
  const guests = page.getByRole('list', { name: 'Guest list' });
  await expect(guests.getByText('Coming +1')).toBeVisible();
  await expect(guests.getByText('Dietary needs: No cilantro')).toBeVisible();
  await expect(page.getByText('3 people are coming; La Güera Taco Truck is booked for 2.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask La Güera Taco Truck to update the booking' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Activity' }).getByText('said they are coming with 1 more'),
  ).toBeVisible();
});
