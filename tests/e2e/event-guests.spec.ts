// An event's guests (issue 48): the organizer adds a guest by hand and two from a CSV file, sends the invitations;
// two guests answer yes from their mailed links without an account (one bringing someone); the headcount passes the
// caterer's per-guest booking and the event page warns, offering to ask the caterer to update the booking.
import { expect, test, type Page } from '@playwright/test';
import { bookEventThroughApi, linkMailedTo, seriousViolations } from './event-support.ts';
import { uniqueEmail, verifiedNewUser } from './support.ts';

const rsvpLinkOf = (page: Page, email: string) => linkMailedTo(page.request, email, /\/events\/rsvp\?token=[\w-]{43}/);

test('guests answer their mailed links and the headcount warns past the caterer’s booking', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await verifiedNewUser(page, uniqueEmail('host'), 'Gia Host');
  const { id: eventId } = await bookEventThroughApi(page.request, baseURL!, {
    name: 'Taco night',
    contactName: 'Gia Host',
    // The taco truck is priced per guest: booked for 2.
    lines: [
      { kind: 'venues', slug: 'skyline-social' },
      { kind: 'vendors', slug: 'la-guera-taco-truck', quantity: 2 },
    ],
  });
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
