// An event's run of show (issue 48): the organizer books the rooftop and a DJ, the DJ accepts in the portal; the
// organizer gives the DJ an entry on the event page, and the DJ, following the portal's link, reads it marked as
// theirs and takes it into a calendar.
import { expect, test } from '@playwright/test';
import { bookEventThroughApi, runOfShowFromPortal, seriousViolations } from './event-support.ts';
import { acceptInPortal, signIn, uniqueEmail, verifiedNewUser } from './support.ts';

test('the organizer gives the DJ an entry of the run of show, which the DJ reads from the portal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await verifiedNewUser(page, uniqueEmail('organizer'), 'Rae Host');
  const booking = await bookEventThroughApi(page.request, baseURL!, {
    name: 'Rooftop birthday',
    contactName: 'Rae Host',
    lines: [
      { kind: 'venues', slug: 'skyline-social' },
      { kind: 'vendors', slug: 'dj-nova-reyes' },
    ],
  });
  const dj = await (await browser.newContext()).newPage();
  await signIn(dj, 'vendor@example.com');
  await acceptInPortal(dj, booking.reference);

  await page.goto(`/events/${booking.id}`);
  await expect(page.getByRole('heading', { name: 'Run of show' })).toBeVisible();
  await expect(page.getByText('Nothing planned yet', { exact: false })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add to the run of show' });
  await form.getByLabel('Time').fill('19:30');
  await form.getByLabel('Minutes').fill('90');
  await form.getByLabel('What happens').fill('DJ set');
  await form.getByRole('combobox', { name: 'Who does it' }).click();
  await page.getByRole('option', { name: 'DJ Nova Reyes (partner)' }).click();
  await form.getByLabel('Notes').fill('Bring the long cables');
  await form.getByRole('button', { name: 'Add entry' }).click();
  const runOfShow = page.getByRole('list', { name: 'Run of show' });
  await expect(runOfShow.getByText('7:30 PM – 9:00 PM')).toBeVisible();
  await expect(runOfShow.getByText('DJ Nova Reyes')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(
    page.getByRole('region', { name: 'Activity' }).getByText('added “DJ set” to the run of show'),
  ).toBeVisible();

  const theirs = (await runOfShowFromPortal(dj, booking)).getByRole('listitem').filter({ hasText: 'DJ set' });
  await expect(theirs.getByText('You', { exact: true })).toBeVisible();
  await expect(theirs.getByText('Bring the long cables')).toBeVisible();
  await expect(dj.getByRole('form', { name: 'Add to the run of show' })).toHaveCount(0);
  const calendar = await dj.request.get(`/api/events/${booking.id}/timeline.ics`);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect(await calendar.text()).toContain('SUMMARY:DJ set (you)');
  expect(await seriousViolations(dj)).toEqual([]);
});
