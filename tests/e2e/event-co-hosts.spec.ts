// The event after checkout (issue 48): the organizer opens the booking's event page, invites a co-host by email; the
// co-host opens the mailed link, accepts it signed in and lands on the event, able to see it but not manage co-hosts;
// the organizer sees them joined and the change in the event's activity.
import { expect, test } from '@playwright/test';
import { bookEventThroughApi, linkMailedTo, seriousViolations } from './event-support.ts';
import { uniqueEmail, verifiedNewUser } from './support.ts';

test('the organizer invites a co-host, who accepts the mailed link and sees the event', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await verifiedNewUser(page, uniqueEmail('organizer'), 'Nia Jar');
  const { id: eventId } = await bookEventThroughApi(page.request, baseURL!, {
    name: 'Launch night',
    contactName: 'Nia Jar',
    lines: [{ kind: 'venues', slug: 'skyline-social' }],
  });

  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch night' })).toBeVisible();
  await expect(page.getByText('You organize this event.', { exact: false })).toBeVisible();
  const coHostEmail = uniqueEmail('co-host');
  const form = page.getByRole('form', { name: 'Invite a co-host' });
  await form.getByLabel('Email').fill(coHostEmail);
  await form.getByLabel('Name').fill('Riley');
  await form.getByRole('switch', { name: 'May pay' }).click();
  await form.getByRole('button', { name: /Send invitation/ }).click();
  await expect(page.getByText(coHostEmail, { exact: true })).toBeVisible();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const coHost = await (await browser.newContext()).newPage();
  await verifiedNewUser(coHost, coHostEmail, 'Riley Reyes');
  const link = await linkMailedTo(coHost.request, coHostEmail, /\/events\/invitations\?token=[\w-]{43}/);
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
