// An event's run of show over HTTP (issue 48, step 4): the organizer and co-hosts write timed entries on the venue's
// clock, each given to a booked partner, a co-host or the organizer; partners read it once booked and hear of changes
// by mail and push once the changes have stopped; everyone takes it into a calendar with their own entries marked.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventTimelineSchema, type TimelineEntryRequest } from '#shared/event-timeline.ts';
import type { PushNotice } from '#shared/push.ts';
import { eventMembers, eventTimelineChanges, mailOutbox } from '../../db/schema/index.ts';
import { signedIn, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { bookEvent } from '../../testing/booked-event.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { eventContextOf } from './event-context.ts';
import { sendTimelineNotices } from './timeline-notices.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let organizer: Client;
let vendorOwner: Client;
let venueOwner: Client;
let coHost: Awaited<ReturnType<typeof newVerifiedUser>>;
let eventId: string;
let vendorLineId: string;
let memberId: string;
const EVENT_DATE = '2027-09-10';

const path = () => `/api/events/${eventId}/timeline`;

async function timelineAs(c: Client) {
  const response = await c.request('GET', path());
  expect(response.statusCode, response.body).toBe(200);
  return EventTimelineSchema.parse(response.json().timeline);
}

const entry = (overrides: Partial<TimelineEntryRequest> = {}): TimelineEntryRequest => ({
  date: EVENT_DATE,
  time: '19:30',
  minutes: 60,
  title: 'DJ set',
  notes: '',
  assignee: { kind: 'partner', id: vendorLineId },
  ...overrides,
});

const mailsTo = (to: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));

beforeAll(async () => {
  app = await createTestApp();
  coHost = await newVerifiedUser(app);
  const booked = await bookEvent(app, {
    eventDate: EVENT_DATE,
    eventDetails: { name: 'Autumn launch' },
    coHosts: [{ email: coHost.email, name: 'Morgan', role: 'co-host' }],
  });
  organizer = booked.organizer;
  eventId = booked.booking.id;
  vendorLineId = booked.booking.items.find((item) => item.type === 'vendor')!.id;
  const [member] = await app.db
    .update(eventMembers)
    .set({ userId: coHost.id, acceptedAt: new Date() })
    .where(and(eq(eventMembers.bookingId, eventId), eq(eventMembers.email, coHost.email)))
    .returning();
  memberId = member!.id;
  vendorOwner = await signedIn(app, 'vendor@example.com');
  venueOwner = await signedIn(app, 'venue@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('an event’s run of show', () => {
  it('shows it to partners only once a line of theirs is booked, and to strangers not at all', async () => {
    const early = await vendorOwner.request('GET', path());
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe('You will see the run of show once your booking is confirmed.');
    expect((await (await newVerifiedUser(app)).c.request('GET', path())).statusCode).toBe(404);

    // Before the vendor confirms, only the organizer and the co-host are there to give entries to.
    const before = await timelineAs(organizer);
    expect(before.entries).toEqual([]);
    expect(before.assignees.map((a) => a.kind)).toEqual(['organizer', 'co-host']);
    const toUnbooked = await organizer.request('POST', path(), entry());
    expect(toUnbooked.statusCode).toBe(400);
    expect(toUnbooked.json().error.message).toBe('Give the entry to a booked partner, a co-host or the organizer.');

    const confirmed = await vendorOwner.request('POST', `/api/partner/booking-items/${vendorLineId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await timelineAs(vendorOwner)).assignees).toEqual([]);
  });

  it('lets the organizer and co-hosts write entries on the venue’s clock, and refuses bad ones', async () => {
    const added = await coHost.c.request('POST', path(), entry({ notes: 'Bring the long cables' }));
    expect(added.statusCode, added.body).toBe(201);
    const doors = await organizer.request(
      'POST',
      path(),
      entry({ time: '18:00', minutes: 0, title: 'Doors open', assignee: { kind: 'organizer', id: null } }),
    );
    expect(doors.statusCode, doors.body).toBe(201);
    const toast = await organizer.request(
      'POST',
      path(),
      entry({ time: '21:00', minutes: 10, title: 'Toast', assignee: { kind: 'co-host', id: memberId } }),
    );
    expect(toast.statusCode, toast.body).toBe(201);

    const timeline = EventTimelineSchema.parse(toast.json().timeline);
    expect(timeline.entries.map((e) => [e.title, e.assignee.name, e.mine])).toEqual([
      ['Doors open', 'Casey Customer', true],
      ['DJ set', expect.any(String), false],
      ['Toast', 'Morgan', false],
    ]);
    // 19:30 on the venue's clock, whatever its zone.
    const djSet = timeline.entries[1]!;
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: timeline.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(djSet.startsAt));
    expect(clock).toBe('19:30');
    expect(djSet.notes).toBe('Bring the long cables');

    const asVendor = await timelineAs(vendorOwner);
    // Partners read who does each entry by name, not the lines' and memberships' ids.
    expect(asVendor.entries.map((e) => e.assignee.id)).toEqual([null, null, null]);
    expect(asVendor.entries.map((e) => [e.title, e.mine])).toEqual([
      ['Doors open', false],
      ['DJ set', true],
      ['Toast', false],
    ]);

    const refusals: [Partial<TimelineEntryRequest>, string][] = [
      [{ title: '  ' }, 'Say what happens.'],
      [{ minutes: 13 * 60 }, 'An entry lasts from 0 minutes to 12 hours.'],
      [{ time: '25:00' }, 'Choose a time between 00:00 and 23:59.'],
      [
        { assignee: { kind: 'co-host', id: vendorLineId } },
        'Give the entry to a booked partner, a co-host or the organizer.',
      ],
    ];
    for (const [overrides, message] of refusals) {
      const refused = await organizer.request('POST', path(), entry(overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      const { error } = refused.json();
      expect([error.message, ...(error.fields ?? []).map((f: { message: string }) => f.message)]).toContain(message);
    }
    const farAway = await organizer.request('POST', path(), entry({ date: '2027-09-13' }));
    expect(farAway.statusCode).toBe(400);
    expect(farAway.json().error.message).toMatch(/^Choose a start within 12 hours of the event: from .+ to .+\.$/);
    expect((await timelineAs(organizer)).entries).toHaveLength(3);
  });

  it('lets partners read but not write, and only hosts change or remove entries', async () => {
    const [first] = (await timelineAs(organizer)).entries;
    for (const [method, url, body] of [
      ['POST', path(), entry()],
      ['PUT', `${path()}/${first!.id}`, entry()],
      ['DELETE', `${path()}/${first!.id}`, undefined],
    ] as const) {
      const refused = await vendorOwner.request(method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Only the event’s organizer and co-hosts change its run of show.');
    }
    const changed = await coHost.c.request(
      'PUT',
      `${path()}/${first!.id}`,
      entry({ time: '17:45', minutes: 0, title: 'Doors open early', assignee: { kind: 'organizer', id: null } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(EventTimelineSchema.parse(changed.json().timeline).entries[0]!.title).toBe('Doors open early');

    const toast = (await timelineAs(organizer)).entries.find((e) => e.title === 'Toast')!;
    const removed = await organizer.request('DELETE', `${path()}/${toast.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await organizer.request('DELETE', `${path()}/${toast.id}`)).json().error.message).toBe(
      'That entry is not in this run of show.',
    );
    // Another event's entry is not this one's.
    const other = await bookEvent(app, { eventDate: '2027-09-24', eventDetails: { name: 'Other' }, coHosts: [] });
    expect(
      (await organizer.request('DELETE', `/api/events/${other.booking.id}/timeline/${first!.id}`)).statusCode,
    ).toBe(404);
    // A partner who declined sees that event's run of show no longer, and is told so.
    const otherLine = other.booking.items.find((item) => item.type === 'vendor')!.id;
    expect((await vendorOwner.request('GET', `/api/events/${other.booking.id}/timeline`)).json().error.message).toBe(
      'You will see the run of show once your booking is confirmed.',
    );
    const decline = await vendorOwner.request('POST', `/api/partner/booking-items/${otherLine}/decline`);
    expect(decline.statusCode, decline.body).toBe(200);
    const declined = await vendorOwner.request('GET', `/api/events/${other.booking.id}/timeline`);
    expect(declined.statusCode).toBe(403);
    expect(declined.json().error.message).toBe(
      'Your booking for this event is no longer on, so its run of show is not shown to you.',
    );
    const activity = (await organizer.request('GET', `/api/events/${eventId}/activity`)).json().activity as {
      actorName: string;
      summary: string;
    }[];
    expect(activity.slice(0, 2).map((entry) => `${entry.actorName} ${entry.summary}`)).toEqual([
      'Casey Customer took “Toast” off the run of show',
      'Nia Jar changed “Doors open early” in the run of show',
    ]);
  });

  it('tells booked partners once the changes stop, by mail and push, once per change', async () => {
    const pushed: { userId: string; notice: PushNotice }[] = [];
    const ctx = {
      ...eventContextOf(app),
      notify: (userId: string, notice: PushNotice) => pushed.push({ userId, notice }),
    };
    const [change] = await app.db
      .select()
      .from(eventTimelineChanges)
      .where(eq(eventTimelineChanges.bookingId, eventId));
    const justAfter = new Date(change!.changedAt.getTime() + 60_000);
    expect(await sendTimelineNotices(ctx, justAfter)).toBe(0);

    const quiet = new Date(change!.changedAt.getTime() + 6 * 60_000);
    const before = (await mailsTo('vendor@example.com')).length;
    expect(await sendTimelineNotices(ctx, quiet)).toBe(1);
    const mails = await mailsTo('vendor@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('The run of show for Autumn launch changed');
    expect(mails.at(-1)!.text).toContain('- 7:30 PM – 8:30 PM DJ set (you)');
    expect(mails.at(-1)!.text).toContain(`/events/${eventId}`);
    expect(pushed).toEqual([
      {
        userId: expect.any(String),
        notice: expect.objectContaining({ title: 'The run of show changed', url: `/events/${eventId}` }),
      },
    ]);
    // The venue partner has not confirmed: they are not told.
    expect((await mailsTo('venue@example.com')).some((m) => m.subject.includes('run of show'))).toBe(false);
    expect(await sendTimelineNotices(ctx, quiet)).toBe(0);
  });

  it('gives each person an .ics of the run of show with their own entries marked', async () => {
    const response = await vendorOwner.request('GET', `${path()}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const ics = response.body;
    expect(ics).toContain('SUMMARY:DJ set (you)');
    expect(ics).toContain('SUMMARY:Doors open early (Casey Customer)');
    expect((ics.match(/BEGIN:VEVENT/g) ?? []).length).toBe(2);
    expect(await organizer.request('GET', `${path()}.ics`).then((r) => r.body)).toContain(
      'SUMMARY:Doors open early (you)',
    );
    expect((await venueOwner.request('GET', `${path()}.ics`)).statusCode).toBe(403);
  });
});
