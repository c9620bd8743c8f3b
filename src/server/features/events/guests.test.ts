// An event's guests over HTTP (issue 48, step 3): added by hand or from a CSV file (all of it or nothing, bad lines
// named), mailed a link of their own, answering without an account; the headcount against the venue's capacity and
// per-guest lines; one reminder before the event; who may see and change what.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventGuestListSchema } from '#shared/event-guests.ts';
import { EventSchema } from '#shared/events.ts';
import { bookingItems, eventGuests, mailOutbox, venues } from '../../db/schema/index.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { bookEvent } from '../../testing/booked-event.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { eventContextOf } from './event-context.ts';
import { tidyEventLinks } from './event-links.ts';
import { sendRsvpReminders } from './rsvp.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let organizer: Client;
let eventId: string;
const EVENT_DATE = '2027-08-20';

const context = () => eventContextOf(app);

const mailsTo = (to: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));

async function rsvpTokenOf(to: string): Promise<string> {
  const mail = (await mailsTo(to)).at(-1);
  const match = /\/events\/rsvp\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no RSVP link mailed to ${to}`);
  return match[1]!;
}

async function guestList(c: Client = organizer) {
  const response = await c.request('GET', `/api/events/${eventId}/guests`);
  expect(response.statusCode, response.body).toBe(200);
  return EventGuestListSchema.parse(response.json());
}

const importCsv = (csv: string) => organizer.request('POST', `/api/events/${eventId}/guests/import`, { csv });

beforeAll(async () => {
  app = await createTestApp();
  const booked = await bookEvent(app, { eventDate: EVENT_DATE, eventDetails: { name: 'Harbour party' }, coHosts: [] });
  organizer = booked.organizer;
  eventId = booked.booking.id;
}, 120_000);
afterAll(async () => app?.close());

describe('an event’s guest list', () => {
  it('adds a guest by hand once, and shows the list only to those who host', async () => {
    const added = await organizer.request('POST', `/api/events/${eventId}/guests`, {
      name: 'Ada Guest',
      email: 'ada@example.com',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(EventGuestListSchema.parse(added.json()).guests).toEqual([
      expect.objectContaining({ name: 'Ada Guest', email: 'ada@example.com', rsvp: 'awaiting', invitedAt: null }),
    ]);
    const twice = await organizer.request('POST', `/api/events/${eventId}/guests`, {
      name: 'Ada again',
      email: 'ADA@example.com',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('That guest is already on the list.');
    const nameless = await organizer.request('POST', `/api/events/${eventId}/guests`, { name: ' ', email: 'x@y.zz' });
    expect(nameless.statusCode).toBe(400);

    const partner = await signedIn(app, 'vendor@example.com');
    const asPartner = await partner.request('GET', `/api/events/${eventId}/guests`);
    expect(asPartner.statusCode).toBe(403);
    expect(
      (await partner.request('POST', `/api/events/${eventId}/guests`, { name: 'Sneak', email: 'sneak@example.com' }))
        .statusCode,
    ).toBe(403);
    // The partner sees the headcount on the event, nobody's name.
    const event = EventSchema.parse((await partner.request('GET', `/api/events/${eventId}`)).json().event);
    expect(event.headcount).toMatchObject({ coming: 0, awaiting: 1 });
    const stranger = (await newVerifiedUser(app)).c;
    expect((await stranger.request('GET', `/api/events/${eventId}/guests`)).statusCode).toBe(404);
  });

  it('imports nothing from a file with bad lines, and names each of them', async () => {
    const refused = await importCsv(
      [
        'Name,Email,Table',
        'Ben Guest,ben@example.com,4',
        ',nameless@example.com,4',
        'Cy Guest,not-an-email,5',
        'Ben Again,BEN@example.com,6',
        'Ada Guest,ada@example.com,1',
      ].join('\n'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'CSV_INVALID',
      message: 'Nothing was imported: mend these lines and try again.',
      details: {
        lines: [
          { line: 3, message: 'Give the guest a name.' },
          { line: 4, message: 'Please enter a valid email address' },
          { line: 5, message: 'BEN@example.com is already on line 2.' },
          { line: 6, message: 'ada@example.com is already on the guest list.' },
        ],
      },
    });
    // Semicolons, as some spreadsheets write, with a comma in a name.
    const onList = await importCsv('email;name\nben@example.com;Guest, Ben\nada@example.com;Ada Guest\n');
    expect(onList.statusCode).toBe(400);
    expect(onList.json().error.details.lines).toEqual([
      { line: 3, message: 'ada@example.com is already on the guest list.' },
    ]);
    // The quote opens on line 3 and swallows the rest of the file: line 3 is named, not the file's end.
    const unreadable = await importCsv(
      'name,email\r\nBen,ben@example.com\r\n"Dee Guest,dee@example.com\r\nEd,ed@example.com\r\n',
    );
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.details.lines).toEqual([
      { line: 3, message: 'a quote is opened and never closed.' },
    ]);
    const noColumns = await importCsv('Ben Guest,ben@example.com\n');
    expect(noColumns.json().error.details.lines[0].message).toBe(
      'The first line must name the columns, with at least "name" and "email".',
    );
    expect((await guestList()).guests.map((guest) => guest.name)).toEqual(['Ada Guest']);
  });

  it('imports a good file whole', async () => {
    const imported = await importCsv(
      '\uFEFFName,Email\r\n"Guest, Ben",ben@example.com\r\nCy Guest,cy@example.com\r\n\r\nDee Guest,dee@example.com\r\n',
    );
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().imported).toBe(3);
    expect((await guestList()).guests.map((guest) => guest.name)).toEqual([
      'Ada Guest',
      'Cy Guest',
      'Dee Guest',
      'Guest, Ben',
    ]);
  });

  it('mails each guest their own link once; a guest answers without an account and sees nobody else', async () => {
    const settings = await organizer.request('PUT', `/api/events/${eventId}/rsvp-settings`, {
      question: 'Any song requests?',
      maxPlusOnes: 2,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const sent = await organizer.request('POST', `/api/events/${eventId}/guests/invitations`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent).toBe(4);
    expect((await organizer.request('POST', `/api/events/${eventId}/guests/invitations`)).json().sent).toBe(0);
    const mails = await mailsTo('ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Casey Customer invites you to Harbour party');

    const guest = client(app);
    const token = await rsvpTokenOf('ada@example.com');
    const page = await guest.request('GET', `/api/rsvp?token=${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().rsvp).toMatchObject({
      status: 'open',
      eventName: 'Harbour party',
      eventDate: EVENT_DATE,
      hostName: 'Casey Customer',
      guestName: 'Ada Guest',
      question: 'Any song requests?',
      maxPlusOnes: 2,
      reply: { rsvp: 'awaiting', plusOnes: 0 },
    });
    expect(page.body).not.toContain('ben@example.com');
    expect(page.body).not.toContain('Cy Guest');

    const tooMany = await guest.request('POST', '/api/rsvp', { token, attending: true, plusOnes: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('You may bring at most 2 people.');
    const yes = await guest.request('POST', '/api/rsvp', {
      token,
      attending: true,
      plusOnes: 2,
      dietary: 'Vegetarian',
      answer: 'More disco',
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().rsvp.reply).toEqual({ rsvp: 'yes', plusOnes: 2, dietary: 'Vegetarian', answer: 'More disco' });
    const benToken = await rsvpTokenOf('ben@example.com');
    // A "no" brings nobody, whatever the form sent.
    const no = await guest.request('POST', '/api/rsvp', { token: benToken, attending: false, plusOnes: 2 });
    expect(no.json().rsvp.reply).toMatchObject({ rsvp: 'no', plusOnes: 0 });
    expect((await guest.request('GET', '/api/rsvp?token=not-a-token')).statusCode).toBe(404);

    const list = await guestList();
    expect(list.headcount).toMatchObject({ coming: 3, yes: 1, no: 1, awaiting: 2, warnings: [] });
    expect(list.guests.find((g) => g.name === 'Ada Guest')).toMatchObject({
      dietary: 'Vegetarian',
      answer: 'More disco',
    });
  });

  it('warns when more are coming than the venue holds or a per-guest line is booked for', async () => {
    const lines = await app.db.select().from(bookingItems).where(eq(bookingItems.bookingId, eventId));
    const venueLine = lines.find((line) => line.itemType === 'venue')!;
    const vendorLine = lines.find((line) => line.itemType === 'vendor')!;
    const [venue] = await app.db.select().from(venues).where(eq(venues.id, venueLine.venueId!));
    await app.db.update(venues).set({ maxCapacity: 2 }).where(eq(venues.id, venue!.id));
    await app.db
      .update(bookingItems)
      .set({ priceUnit: 'guest', quantity: 3 })
      .where(eq(bookingItems.id, vendorLine.id));
    try {
      expect((await guestList()).headcount.warnings).toEqual([
        expect.objectContaining({ lineId: venueLine.id, kind: 'capacity', limit: 2, name: venueLine.name }),
      ]);
      const cy = client(app);
      await cy.request('POST', '/api/rsvp', { token: await rsvpTokenOf('cy@example.com'), attending: true });
      const { headcount } = await guestList();
      expect(headcount.coming).toBe(4);
      expect(headcount.warnings.map((warning) => warning.kind)).toEqual(['capacity', 'per-guest']);
      // The vendor's partner is warned about their own line only.
      const partner = await signedIn(app, 'vendor@example.com');
      const event = EventSchema.parse((await partner.request('GET', `/api/events/${eventId}`)).json().event);
      expect(event.headcount.warnings).toEqual([expect.objectContaining({ lineId: vendorLine.id, limit: 3 })]);
    } finally {
      await app.db.update(venues).set({ maxCapacity: venue!.maxCapacity }).where(eq(venues.id, venue!.id));
      await app.db
        .update(bookingItems)
        .set({ priceUnit: vendorLine.priceUnit, quantity: vendorLine.quantity })
        .where(eq(bookingItems.id, vendorLine.id));
    }
  });

  it('reminds those who have not answered once, a few days before the event', async () => {
    const early = await sendRsvpReminders(context(), new Date('2027-08-10T12:00:00Z'));
    expect(early).toBe(0);
    const reminded = await sendRsvpReminders(context(), new Date('2027-08-18T12:00:00Z'));
    expect(reminded).toBe(1);
    expect(await sendRsvpReminders(context(), new Date('2027-08-19T12:00:00Z'))).toBe(0);
    const mails = await mailsTo('dee@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Casey Customer invites you to Harbour party',
      'Reminder: will you come to Harbour party?',
    ]);
    // The reminder's link works as well as the first.
    const page = await client(app).request('GET', `/api/rsvp?token=${await rsvpTokenOf('dee@example.com')}`);
    expect(page.json().rsvp).toMatchObject({ status: 'open', guestName: 'Dee Guest' });
  });

  it('takes a guest off the list, and their link with them; the activity says who did what', async () => {
    const token = await rsvpTokenOf('cy@example.com');
    const [cy] = await app.db
      .select()
      .from(eventGuests)
      .where(and(eq(eventGuests.bookingId, eventId), eq(eventGuests.email, 'cy@example.com')));
    const removed = await organizer.request('DELETE', `/api/events/${eventId}/guests/${cy!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await client(app).request('GET', `/api/rsvp?token=${token}`)).statusCode).toBe(404);
    const answer = await client(app).request('POST', '/api/rsvp', { token, attending: true });
    expect(answer.statusCode).toBe(410);
    expect((await organizer.request('DELETE', `/api/events/${eventId}/guests/${cy!.id}`)).statusCode).toBe(404);

    const activity = (await organizer.request('GET', `/api/events/${eventId}/activity`)).json().activity as {
      actorName: string;
      summary: string;
    }[];
    const said = activity.map((entry) => `${entry.actorName} ${entry.summary}`);
    expect(said).toEqual(
      expect.arrayContaining([
        'Casey Customer added Ada Guest to the guest list',
        'Casey Customer imported 3 guests from a file',
        'Casey Customer set the invitation: asks “Any song requests?”, each guest may bring 2',
        'Casey Customer sent invitations to 4 guests',
        'Ada Guest said they are coming with 2 more',
        'Guest, Ben said they are not coming',
        'Casey Customer took Cy Guest off the guest list',
      ]),
    );
  });

  it('closes the links once the event has passed', async () => {
    const token = await rsvpTokenOf('dee@example.com');
    const { rsvpOf } = await import('./rsvp.ts');
    expect(await rsvpOf(app.db, token, new Date('2027-08-21T12:00:00Z'))).toEqual({ status: 'closed' });
  });

  it('deletes links a month after they died, and only those', async () => {
    const token = await rsvpTokenOf('dee@example.com');
    expect(await tidyEventLinks(app.db, new Date('2027-09-10T00:00:00Z'))).toBe(0);
    expect(await tidyEventLinks(app.db, new Date('2027-09-30T00:00:00Z'))).toBeGreaterThan(0);
    expect((await client(app).request('GET', `/api/rsvp?token=${token}`)).statusCode).toBe(404);
  });
});
