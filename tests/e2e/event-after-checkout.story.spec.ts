// The event after checkout as one story (issue 48): the organizer books a rooftop, a DJ who asks for a deposit and a
// taco truck for 2; invites two co-hosts and three guests; two guests answer yes (one bringing someone) and the
// headcount warns past the taco truck's booking; a co-host gives the DJ an entry of the run of show, which the DJ reads
// from the portal; the organizer splits the DJ's balance with both co-hosts, one pays by their link and the other's
// share is charged to the organizer's card at the deadline; after the event the organizer and the DJ review each
// other, and the two reviews appear together. A story: it runs the money jobs months ahead, which would expire or
// charge other tests' bookings, so it runs alone, after the journeys.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bookEventThroughApi, linkMailedTo, runOfShowFromPortal, seriousViolations } from './event-support.ts';
import { acceptInPortal, asReturningVisitor, fillCard, signIn, uniqueEmail, verifiedNewUser } from './support.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const DAY_MS = 24 * 60 * 60 * 1000;
const INVITATION = /\/events\/invitations\?token=[\w-]{43}/;

/** The DJ's partner asks for 30% at confirmation and the balance 14 days before, every booking a request. */
async function askForADeposit(request: APIRequestContext, origin: string, listingId: string) {
  const url = `/api/partner/listings/vendor/${listingId}`;
  const { data } = (await (await request.get(url)).json()) as {
    data: { pricing: Record<string, unknown>; policy: Record<string, unknown> & { instantBook: object } };
  };
  const saved = await request.put(url, {
    headers: { origin },
    data: {
      ...data,
      pricing: { ...data.pricing, payment: { schedule: 'deposit', depositPercent: 30, balanceDueDays: 14 } },
      policy: { ...data.policy, instantBook: { ...data.policy.instantBook, enabled: false } },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await asReturningVisitor(page);
  return page;
}

test('co-hosts, guests, a run of show, a split balance and reviews after the event', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const origin = baseURL!;
  const runJobs = async (at: number) =>
    expect(
      (
        await page.request.post('/api/dev/money-jobs', {
          data: { at: new Date(at).toISOString() },
          headers: { origin },
        })
      ).status(),
    ).toBe(200);

  const dj = await newPage(browser);
  await signIn(dj, 'vendor@example.com');
  const { listings } = (await (await dj.request.get('/api/portal/overview')).json()) as {
    listings: { id: string; name: string }[];
  };
  await askForADeposit(dj.request, origin, listings.find((listing) => listing.name === 'DJ Nova Reyes')!.id);

  await asReturningVisitor(page);
  await verifiedNewUser(page, uniqueEmail('organizer'), 'Ola Host');
  const booking = await bookEventThroughApi(page.request, origin, {
    name: 'Harbor lights party',
    contactName: 'Ola Host',
    lines: [
      { kind: 'venues', slug: 'skyline-social' },
      { kind: 'vendors', slug: 'dj-nova-reyes' },
      { kind: 'vendors', slug: 'la-guera-taco-truck', quantity: 2 },
    ],
  });
  await acceptInPortal(dj, booking.reference);

  // Two co-hosts: Riley accepts in the browser, Sam through the same link's API.
  await page.goto(`/events/${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor lights party' })).toBeVisible();
  const rileyEmail = uniqueEmail('riley');
  const samEmail = uniqueEmail('sam');
  const invite = page.getByRole('form', { name: 'Invite a co-host' });
  for (const [email, name] of [
    [rileyEmail, 'Riley'],
    [samEmail, 'Sam'],
  ] as const) {
    await expect(invite.getByLabel('Email')).toHaveValue('');
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Name').fill(name);
    await invite.getByRole('button', { name: /Send invitation/ }).click();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
  }
  const riley = await newPage(browser);
  await verifiedNewUser(riley, rileyEmail, 'Riley Reyes');
  await riley.goto(await linkMailedTo(riley.request, rileyEmail, INVITATION));
  await riley.getByRole('button', { name: 'Accept as Riley Reyes' }).click();
  await expect(riley.getByText('You co-host this event.', { exact: false })).toBeVisible();
  const sam = (await browser.newContext()).request;
  await verifiedNewUser(sam, samEmail, 'Sam Stone');
  const samLink = await linkMailedTo(sam, samEmail, INVITATION);
  const accepted = await sam.post('/api/event-invitations/accept', {
    headers: { origin },
    data: { token: new URL(samLink, origin).searchParams.get('token') },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // Three guests; two answer yes from their mailed links, one bringing someone: 3 coming, the truck booked for 2.
  const guests = ['Ada', 'Ben', 'Cy'].map((name) => ({
    name: `${name} Guest`,
    email: uniqueEmail(name.toLowerCase()),
  }));
  const addGuest = page.getByRole('form', { name: 'Add a guest' });
  for (const guest of guests) {
    // The form empties once the guest before is added.
    await expect(addGuest.getByLabel('Name')).toHaveValue('');
    await addGuest.getByLabel('Name').fill(guest.name);
    await addGuest.getByLabel('Email').fill(guest.email);
    await addGuest.getByRole('button', { name: 'Add guest' }).click();
    await expect(page.getByText(guest.email)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Send invitations to 3 people' }).click();
  await expect(page.getByRole('button', { name: 'Everyone is invited' })).toBeDisabled();
  const guestPage = await newPage(browser);
  for (const [index, guest] of guests.slice(0, 2).entries()) {
    await guestPage.goto(await linkMailedTo(guestPage.request, guest.email, /\/events\/rsvp\?token=[\w-]{43}/));
    await guestPage.getByRole('radio', { name: 'Yes, I’ll be there' }).check();
    if (index === 0) {
      await guestPage.getByRole('combobox', { name: 'People you bring' }).click();
      await guestPage.getByRole('option', { name: '1 more' }).click();
    }
    await guestPage.getByRole('button', { name: 'Send my answer' }).click();
    await expect(guestPage.getByRole('form', { name: 'Your answer' }).getByRole('status')).toHaveText(
      /Ola Host knows you are coming/,
    );
  }
  await page.reload();
  await expect(page.getByText('3 people are coming; La Güera Taco Truck is booked for 2.')).toBeVisible();

  // Riley gives the DJ an entry of the run of show; the DJ reads it from the portal's link.
  await riley.reload();
  const entry = riley.getByRole('form', { name: 'Add to the run of show' });
  await entry.getByLabel('Time').fill('20:00');
  await entry.getByLabel('Minutes').fill('120');
  await entry.getByLabel('What happens').fill('Dance floor opens');
  await entry.getByRole('combobox', { name: 'Who does it' }).click();
  await riley.getByRole('option', { name: 'DJ Nova Reyes (partner)' }).click();
  await entry.getByRole('button', { name: 'Add entry' }).click();
  await expect(riley.getByRole('list', { name: 'Run of show' }).getByText('Dance floor opens')).toBeVisible();
  const theirs = (await runOfShowFromPortal(dj, booking)).getByRole('listitem').filter({ hasText: 'Dance floor' });
  await expect(theirs.getByText('You', { exact: true })).toBeVisible();

  // The organizer splits the DJ's balance three ways; Riley pays by the link, Sam does not.
  await page.reload();
  const splitCard = page.locator('#payments');
  const djBalance = splitCard.locator('li').filter({ hasText: 'DJ Nova Reyes' }).filter({ hasText: 'Balance due' });
  await djBalance.getByRole('button', { name: 'Split with co-hosts' }).click();
  const split = page.getByRole('form', { name: 'Split the balance for DJ Nova Reyes' });
  await split.getByRole('button', { name: 'Split and send the links' }).click();
  await expect(splitCard.getByText('Waiting', { exact: true })).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await riley.goto(await linkMailedTo(riley.request, rileyEmail, /\/events\/pay\?token=[\w-]{43}/));
  await expect(riley.getByRole('heading', { name: /Your share for Harbor lights party/ })).toBeVisible();
  await fillCard(riley, '4242424242424242');
  await riley.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(riley.getByText(/Paid\. Thank you!/)).toBeVisible();

  const { payments } = (await (await page.request.get(`/api/events/${booking.id}/payments`)).json()) as {
    payments: { balances: { shares: { name: string; deadline: string }[] }[] };
  };
  const deadline = Date.parse(payments.balances.find((balance) => balance.shares.length > 0)!.shares[0]!.deadline);
  await runJobs(deadline);
  await page.reload();
  const rileyShare = splitCard.getByRole('listitem').filter({ hasText: 'Riley' });
  const samShare = splitCard.getByRole('listitem').filter({ hasText: 'Sam' });
  await expect(rileyShare.getByText('Paid', { exact: true })).toBeVisible();
  await expect(samShare.getByText('Charged to the organizer')).toBeVisible();
  if (SHOTS) await splitCard.screenshot({ path: `${SHOTS}/event-split-charged.png` });

  // A day after the event the booking completes; the organizer and the DJ review each other.
  const { event } = (await (await page.request.get(`/api/events/${booking.id}`)).json()) as {
    event: { lines: { name: string; endsAt: string }[] };
  };
  const djLine = event.lines.find((line) => line.name === 'DJ Nova Reyes')!;
  await runJobs(Date.parse(djLine.endsAt) + DAY_MS + 60_000);
  await page.reload();
  const reviews = page.locator('#reviews');
  const djReview = reviews.getByRole('listitem').filter({ hasText: 'DJ Nova Reyes' });
  await djReview.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await djReview.getByLabel('Your review').fill('The dance floor never emptied.');
  if (SHOTS) await reviews.screenshot({ path: `${SHOTS}/event-review-form.png` });
  await djReview.getByRole('button', { name: 'Post review' }).click();
  await expect(djReview.getByText('It shows when DJ Nova Reyes reviews you', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dj.goto('/portal/dashboard?tab=reviews');
  const customer = dj.getByRole('list', { name: 'Customers to review' }).getByRole('listitem').filter({
    hasText: booking.reference,
  });
  await expect(customer.getByText('The dance floor never emptied.')).toHaveCount(0);
  await customer.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await customer.getByLabel('Your review').fill('Clear plans, and the party ran on time.');
  await customer.getByRole('button', { name: 'Post review' }).click();
  await expect(customer.getByText('Ola Host’s review of you')).toBeVisible();
  await expect(customer.getByText('The dance floor never emptied.')).toBeVisible();
  expect(await seriousViolations(dj)).toEqual([]);

  await page.reload();
  await expect(djReview.getByText('DJ Nova Reyes’s review of you')).toBeVisible();
  await expect(djReview.getByText('Clear plans, and the party ran on time.')).toBeVisible();
  if (SHOTS) {
    await reviews.screenshot({ path: `${SHOTS}/event-reviews-shown.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await reviews.screenshot({ path: `${SHOTS}/event-reviews-shown-phone.png` });
    await dj.setViewportSize({ width: 390, height: 844 });
    await dj.goto('/portal/dashboard?tab=reviews');
    await dj.screenshot({ path: `${SHOTS}/portal-customer-reviews-phone.png`, fullPage: true });
  }
});
