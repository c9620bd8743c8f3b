// What the event browser tests share (issue 48): an event booked through the API on a free evening, the link a mail
// to someone carries, and the serious accessibility violations of a page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isoInDays } from './support.ts';

interface LineToBook {
  kind: 'venues' | 'vendors';
  slug: string;
  quantity?: number;
}

/**
 * Books `lines` (by their listings' slugs) for an evening from 18:00 through the API, trying free days from four
 * months ahead (the booking pages have their own tests).
 */
export async function bookEventThroughApi(
  request: APIRequestContext,
  origin: string,
  event: { name: string; contactName: string; lines: LineToBook[] },
): Promise<{ id: string; reference: string }> {
  const lines = await Promise.all(
    event.lines.map(async ({ kind, slug, quantity = 1 }) => {
      const [listing] = Object.values(await (await request.get(`/api/${kind}/${slug}`)).json()) as [
        { id: string; minimumHours: number },
      ];
      return {
        type: kind === 'venues' ? 'venue' : 'vendor',
        listingId: listing.id,
        quantity,
        hours: Math.max(4, listing.minimumHours),
      };
    }),
  );
  const from = 120 + Math.floor(Math.random() * 200);
  const refusals: string[] = [];
  for (let day = from; day < from + 10; day += 1) {
    const response = await request.post('/api/checkout', {
      // The call comes from the site's origin, as the checkout page's does.
      headers: { origin, 'idempotency-key': `e2e-event-${day}-${Math.random().toString(36).slice(2)}` },
      data: {
        lines,
        eventDate: isoInDays(day),
        startTime: '18:00',
        eventDetails: { name: event.name },
        contact: { name: event.contactName, email: 'organizer@example.com' },
        paymentMethod: 'sandbox_card_4242424242424242',
      },
    });
    if (response.status() === 201)
      return ((await response.json()) as { booking: { id: string; reference: string } }).booking;
    refusals.push(`${response.status()} ${await response.text()}`);
  }
  throw new Error(`no free evening to book: ${refusals.join('; ')}`);
}

/** Serious and critical accessibility violations on the page once its transitions (a toast's entry) are over. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The first link matching `pattern` in the dev mailbox's mails to `email`, once one has come. */
export async function linkMailedTo(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      link = mails.map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The partner follows their upcoming booking's link from the portal to the event's run of show. */
export async function runOfShowFromPortal(partner: Page, booking: { id: string; reference: string }) {
  await partner.goto('/portal/dashboard?tab=bookings');
  await partner
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('listitem')
    .filter({ hasText: booking.reference })
    .getByRole('link', { name: /event page and run of show/ })
    .first()
    .click();
  await expect(partner).toHaveURL(new RegExp(`/events/${booking.id}#run-of-show$`));
  return partner.getByRole('list', { name: 'Run of show' });
}
