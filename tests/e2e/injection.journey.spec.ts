// XSS (issue 9): script payloads stored through the real API in every text people write — a listing (name,
// description, address, amenities, photo description, cancellation terms), the partner application the admin reviews,
// account names, messages both ways, a quote, a review reply and the concierge input — then every page that shows them
// is opened: the text reads literally and nothing runs, no dialog opens, no element or handler is injected. The
// listing page's server-rendered head keeps its JSON-LD whole. It runs as a journey since it adds a live listing to the
// catalogue the other specs count.
import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, isoInDays, signIn, verifiedNewUser } from './support.ts';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const TEMPLATE = "{{constructor.constructor('window.__xss=1')()}}";
const ALERT = '<img src=y onerror=alert(1)>';
const LINK = '[open](javascript:window.__xss=1)';
/** String.replace patterns: a server pasting text with a replacement string would read them as page parts. */
const REPLACE = "$' $`";
const EVERY = `${IMG} ${SCRIPT} ${SVG} ${TEMPLATE} ${ALERT} ${LINK} ${REPLACE}`;

const token = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6);
const LISTING = `Loft ${token} </script>${IMG} ${REPLACE}`;
const DESCRIPTION = `A loft for parties of every size, with a bar. ${EVERY}`;
const BUSINESS = `Biz ${token} ${SVG}`;
const PARTNER_NAME = `Pat ${SCRIPT}`;
const CUSTOMER_NAME = `Cy ${IMG} ${TEMPLATE}`;
const MESSAGE = `Is it free in June? ${EVERY}`;
const ANSWER = `Yes it is. ${EVERY}`;
const QUOTE_TITLE = `Quote ${SVG}`;
const REVIEW_REPLY = `Thank you! ${EVERY}`;

/** Dialogs opened on each page, by the page. */
const dialogs = new Map<Page, string[]>();

/** A page in a context of its own whose API calls come from this site's origin, as the app's own calls do. */
async function openPage(browser: Browser, origin: string): Promise<Page> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { origin } })).newPage();
  const opened: string[] = [];
  dialogs.set(page, opened);
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return page;
}

/** Nothing the payloads carry ran or became part of the page. */
async function expectInert(page: Page) {
  await page.waitForLoadState('load');
  const found = await page.evaluate(() => ({
    flag: typeof (window as { __xss?: unknown }).__xss,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick], [onfocus], [onmouseover]').length,
    // A server-rendered page's data travels in the body as JSON (not run): counted below only if it is broken.
    injected: document.querySelectorAll(
      'img[src="x"], img[src="y"], svg[onload], body script:not([type="application/json"])',
    ).length,
    scripts: [...document.scripts].filter(
      (s) =>
        s.type !== 'application/ld+json' && s.type !== 'application/json' && (s.textContent ?? '').includes('__xss'),
    ).length,
    links: document.querySelectorAll('a[href^="javascript:" i]').length,
    brokenData: [...document.querySelectorAll('script[type="application/json"]')].filter((s) => {
      try {
        JSON.parse(s.textContent ?? '');
        return false;
      } catch {
        return true;
      }
    }).length,
  }));
  expect(found).toEqual({ flag: 'undefined', handlers: 0, injected: 0, scripts: 0, links: 0, brokenData: 0 });
  expect(dialogs.get(page)).toEqual([]);
}

async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.ok(), `${answer.url()} ${answer.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

/** A new partner applies through onboarding with a live-ready venue full of payloads; returns the listing id. */
async function applyWithVenue(partner: Page): Promise<string> {
  const request = partner.request;
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b2a6b' } })
    .jpeg()
    .toBuffer();
  const { photo } = await ok<{ photo: { id: string; url: string } }>(
    request.post('/api/uploads/photos', { multipart: { file: { name: 'loft.jpg', mimeType: 'image/jpeg', buffer } } }),
  );
  await ok(
    request.put('/api/onboarding/venue', {
      data: {
        step: 'review',
        data: {
          business: {
            businessName: BUSINESS,
            contactName: PARTNER_NAME,
            phone: '+1 718 555 0199',
            businessAddress: `9 Kent Ave ${SVG}`,
            city: 'Brooklyn',
            state: 'NY',
            description: DESCRIPTION,
            categories: ['loft'],
          },
          listing: {
            name: LISTING,
            description: DESCRIPTION,
            category: 'loft',
            address: `9 Kent Ave ${SVG}`,
            city: 'Brooklyn',
            state: 'NY',
            capacity: 120,
            amenities: [IMG, SCRIPT],
          },
          photos: [{ ...photo, alt: `The loft ${SVG}`, primary: true }],
          pricing: { model: 'hourly', rateDollars: 150, minimumHours: 2 },
          policy: { terms: `Terms: ${EVERY}` },
        },
      },
    }),
  );
  const submitted = await ok<{ listing: { id: string } }>(request.post('/api/onboarding/venue/submit'));
  const { url } = await ok<{ url: string }>(request.post('/api/partner/payouts/connect'));
  await ok(
    request.post(`/api/sandbox/connect/${url.split('/').at(-1)}`, {
      data: { legalName: 'Pat Partner', routingNumber: '110000000', accountNumber: '000123456789' },
    }),
  );
  await ok(request.get('/api/partner/payouts'));
  return submitted.listing.id;
}

async function approve(admin: APIRequestContext) {
  const { applications } = await ok<{ applications: { id: string }[] }>(
    admin.get(`/api/admin/applications?status=all&q=${token}`),
  );
  await ok(admin.post(`/api/admin/applications/${applications[0]!.id}/decision`, { data: { decision: 'approve' } }));
}

test('script payloads in every text people write render as text and never run', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const partner = await openPage(browser, baseURL!);
  await verifiedNewUser(partner, `e2e-xss-partner-${token}@example.com`, PARTNER_NAME);
  const listingId = await applyWithVenue(partner);

  // The admin reviews the application as the applicant wrote it, then approves it.
  const admin = await openPage(browser, baseURL!);
  await signIn(admin, 'admin@example.com');
  await admin.goto('/admin/partner-applications');
  await admin.getByLabel('Search applications').fill(token);
  await admin.getByRole('button', { name: `Review ${BUSINESS}` }).click();
  const sheet = admin.getByRole('dialog', { name: BUSINESS });
  await expect(sheet.getByText(DESCRIPTION, { exact: true })).toBeVisible();
  await expect(sheet.getByText(PARTNER_NAME).first()).toBeVisible();
  await expectInert(admin);
  await approve(admin.request);

  // The live listing: its page, its head for crawlers, its card on /discover.
  const guest = await openPage(browser, baseURL!);
  await guest.goto(`/venue/${listingId}`);
  await expect(guest.getByRole('heading', { level: 1, name: LISTING })).toBeVisible();
  await expect(guest.getByText(DESCRIPTION, { exact: true })).toBeVisible();
  await expect(guest.getByText(IMG, { exact: true }).first()).toBeVisible();
  await expect(guest.getByText(`Terms: ${EVERY}`)).toBeVisible();
  await expectInert(guest);

  const html = await (await guest.request.get(`/venue/${listingId}`)).text();
  expect(html.match(/<html/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).not.toMatch(/<img src=x|<svg onload|<script>window/);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { name?: string },
  );
  expect(jsonLd.map((ld) => ld.name)).toEqual([LISTING]);

  await guest.goto(`/discover?tab=venues&q=${token}`);
  await expect(guest.getByRole('heading', { level: 3, name: LISTING })).toBeVisible();
  await expectInert(guest);

  // A customer with a payload for a name writes to the host; the host answers and sends a quote.
  const customer = await openPage(browser, baseURL!);
  await verifiedNewUser(customer, `e2e-xss-customer-${token}@example.com`, CUSTOMER_NAME);
  await ok(customer.request.patch('/api/profile', { data: { fullName: CUSTOMER_NAME } }));
  const { conversation } = await ok<{ conversation: { id: string } }>(
    customer.request.post('/api/conversations', { data: { entityType: 'venue', entityId: listingId } }),
  );
  await ok(customer.request.post(`/api/conversations/${conversation.id}/messages`, { data: { content: MESSAGE } }));
  await ok(partner.request.post(`/api/conversations/${conversation.id}/messages`, { data: { content: ANSWER } }));
  await ok(
    partner.request.post(`/api/conversations/${conversation.id}/quotes`, {
      data: {
        title: QUOTE_TITLE,
        message: EVERY,
        lines: [{ description: `Hire ${IMG}`, unitPriceCents: 15_000, quantity: 1, hours: 3 }],
        eventDate: isoInDays(40),
        startTime: '10:00',
      },
    }),
  );

  await customer.goto('/profile');
  await expect(customer.getByText(CUSTOMER_NAME).first()).toBeVisible();
  await expectInert(customer);
  await customer.goto(`/messages?c=${conversation.id}`);
  const thread = customer.getByRole('region', { name: `Conversation about ${LISTING}` });
  await expect(thread.getByText(MESSAGE, { exact: true })).toBeVisible();
  await expect(thread.getByText(ANSWER, { exact: true })).toBeVisible();
  await expect(thread.getByText(QUOTE_TITLE).first()).toBeVisible();
  await expect(customer.getByRole('navigation', { name: 'Conversations' }).getByText(LISTING).first()).toBeVisible();
  await expectInert(customer);

  await partner.goto('/portal/dashboard?tab=inbox');
  const inbox = partner.getByRole('navigation', { name: 'Conversations' });
  await expect(inbox.getByText(CUSTOMER_NAME).first()).toBeVisible();
  await inbox.getByRole('link').filter({ hasText: CUSTOMER_NAME }).first().click();
  await expect(partner.getByText(MESSAGE, { exact: true })).toBeVisible();
  await expectInert(partner);
  await partner.goto('/portal/dashboard?tab=listings');
  await expect(partner.getByRole('link', { name: LISTING }).filter({ visible: true }).first()).toBeVisible();
  await expectInert(partner);

  // The concierge echoes what it was asked as text.
  await customer.goto('/discover');
  await customer.getByRole('button', { name: 'Plan with the AI concierge' }).click();
  const concierge = customer.getByRole('dialog', { name: 'Event concierge' });
  const question = `A birthday for 40 in Austin ${EVERY}`;
  await concierge.getByLabel('Message the concierge').fill(question);
  await concierge.getByLabel('Message the concierge').press('Enter');
  await expect(concierge.getByText(question, { exact: true })).toBeVisible();
  await expect(concierge.getByText(/Here's a plan/)).toBeVisible();
  await expectInert(customer);

  // A host's public reply to a review not yet answered, in the portal and on the listing page (a reply stays: it cannot
  // be taken back).
  const host = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await ok(host.post('/api/auth/sign-in/email', { data: { email: 'venue@example.com', password: DEMO_PASSWORD } }));
  const { reviews } = await ok<{ reviews: { id: string; listingKind: string; listingId: string; reply?: unknown }[] }>(
    host.get('/api/partner/reviews'),
  );
  const review = reviews.find((r) => r.listingKind === 'venue' && !r.reply)!;
  await ok(host.put(`/api/partner/reviews/${review.id}/reply`, { data: { body: REVIEW_REPLY } }));
  try {
    const venueHost = await openPage(browser, baseURL!);
    await signIn(venueHost, 'venue@example.com');
    await venueHost.goto('/portal/dashboard?tab=reviews');
    await expect(venueHost.getByText(REVIEW_REPLY, { exact: true })).toBeVisible();
    await expectInert(venueHost);
    await guest.goto(`/venue/${review.listingId}`);
    await expect(guest.getByText(REVIEW_REPLY, { exact: true })).toBeVisible();
    await expectInert(guest);
  } finally {
    await host.dispose();
  }
});
