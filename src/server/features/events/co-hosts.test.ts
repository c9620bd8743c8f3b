// Co-hosts of an event over HTTP (issue 48, ADR 030): invitations by a link that works once and expires, accepted by
// a signed-in account; only the organizer invites, changes and removes; a co-host may leave; co-hosts named at
// checkout are mailed by the job once; every change is in the event's activity, in words.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSchema, type BookedEvent } from '#shared/events.ts';
import { eventLinks, eventMembers, mailOutbox } from '../../db/schema/index.ts';
import { signedIn, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { bookEvent } from '../../testing/booked-event.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sendWaitingInvitations } from './co-hosts.ts';
import { eventContextOf } from './event-context.ts';
import { tidyEventLinks } from './event-links.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let organizer: Client;
let eventId: string;

const context = () => eventContextOf(app);

async function mailsTo(to: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
}

/** The invitation's token from the last mail to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  const mail = (await mailsTo(to)).at(-1);
  const match = /\/events\/invitations\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation mailed to ${to}`);
  return match[1]!;
}

async function eventAs(c: Client): Promise<BookedEvent> {
  const response = await c.request('GET', `/api/events/${eventId}`);
  expect(response.statusCode, response.body).toBe(200);
  return EventSchema.parse(response.json().event);
}

const memberOf = async (email: string) => (await eventAs(organizer)).coHosts.find((coHost) => coHost.email === email)!;

beforeAll(async () => {
  app = await createTestApp();
  const booked = await bookEvent(app, {
    eventDate: '2027-07-14',
    eventDetails: { name: 'Midsummer dinner' },
    coHosts: [{ email: 'named-at-checkout@example.com', name: 'Nadia', role: 'co-host' }],
  });
  organizer = booked.organizer;
  eventId = booked.booking.id;
}, 120_000);
afterAll(async () => app?.close());

describe('co-hosts of an event', () => {
  it('mails the co-hosts named at checkout once, with a link to their invitation', async () => {
    await sendWaitingInvitations(context());
    expect(await sendWaitingInvitations(context())).toBe(0);
    const mails = await mailsTo('named-at-checkout@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Casey Customer invites you to co-host Midsummer dinner');
    expect(mails[0]!.html).toContain('If you do not know Casey Customer, ignore this mail.');
    const invitation = await organizer.request(
      'GET',
      `/api/event-invitations?token=${await tokenMailedTo('named-at-checkout@example.com')}`,
    );
    expect(invitation.json().invitation).toMatchObject({
      status: 'open',
      eventId,
      eventName: 'Midsummer dinner',
      organizerName: 'Casey Customer',
      invitedName: 'Nadia',
    });
  });

  it('lets the organizer invite by email; the link opens the event to the account that accepts it, once', async () => {
    const guest = await newVerifiedUser(app, 'Morgan Lee');
    const invited = await organizer.request('POST', `/api/events/${eventId}/co-hosts`, {
      email: guest.email,
      name: 'Morgan',
      mayPay: true,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(EventSchema.parse(invited.json().event).coHosts).toContainEqual(
      expect.objectContaining({ email: guest.email, status: 'invited', mayPay: true, mayCancel: false }),
    );
    const token = await tokenMailedTo(guest.email);
    const stored = await app.db.select().from(eventLinks);
    expect(stored.some((link) => link.tokenHash.includes(token))).toBe(false);

    expect((await guest.c.request('GET', `/api/events/${eventId}`)).statusCode).toBe(404);
    const accepted = await guest.c.request('POST', '/api/event-invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ eventId });
    expect(await eventAs(guest.c)).toMatchObject({ role: 'co-host', can: { pay: true, cancel: false } });
    expect((await guest.c.request('GET', '/api/events')).json().events).toEqual([
      expect.objectContaining({ id: eventId, eventName: 'Midsummer dinner', organizerName: 'Casey Customer' }),
    ]);
    // The organizer finds their own event in My bookings, not among those they co-host.
    expect((await organizer.request('GET', '/api/events')).json().events).toEqual([]);
    expect(await memberOf(guest.email)).toMatchObject({
      status: 'accepted',
      acceptedBy: { name: 'Morgan Lee', email: guest.email },
    });

    const again = await (await newVerifiedUser(app)).c.request('POST', '/api/event-invitations/accept', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(
      'This invitation has expired or was already used. Ask the organizer to send a new one.',
    );
    // A used link tells its holder only that, and where the event is.
    expect((await organizer.request('GET', `/api/event-invitations?token=${token}`)).json().invitation).toEqual({
      status: 'used',
      eventId,
    });
  });

  it('refuses the organizer as their own co-host, a second invitation of one address, and an eleventh co-host', async () => {
    const self = await organizer.request('POST', `/api/events/${eventId}/co-hosts`, { email: 'CUSTOMER@example.com' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You organize this event; invite someone else.');
    const twice = await organizer.request('POST', `/api/events/${eventId}/co-hosts`, {
      email: 'Named-At-Checkout@example.com',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('That co-host is already added');

    const present = (await eventAs(organizer)).coHosts.length;
    for (let i = present; i < 10; i++)
      expect(
        (await organizer.request('POST', `/api/events/${eventId}/co-hosts`, { email: `extra${i}@example.com` }))
          .statusCode,
      ).toBe(201);
    const eleventh = await organizer.request('POST', `/api/events/${eventId}/co-hosts`, {
      email: 'one-more@example.com',
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe('An event has at most 10 co-hosts.');
    expect((await eventAs(organizer)).coHosts).toHaveLength(10);
  });

  it('sends a new link that replaces the old one, and a removed co-host’s link stops working', async () => {
    const member = await memberOf('extra9@example.com');
    const first = await tokenMailedTo('extra9@example.com');
    const resent = await organizer.request('POST', `/api/events/${eventId}/co-hosts/${member.id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await tokenMailedTo('extra9@example.com');
    expect(second).not.toBe(first);
    expect((await organizer.request('GET', `/api/event-invitations?token=${first}`)).statusCode).toBe(404);
    expect((await organizer.request('GET', `/api/event-invitations?token=${second}`)).json().invitation.status).toBe(
      'open',
    );

    const removed = await organizer.request('DELETE', `/api/events/${eventId}/co-hosts/${member.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await organizer.request('GET', `/api/event-invitations?token=${second}`)).statusCode).toBe(404);
    const late = await (
      await newVerifiedUser(app)
    ).c.request('POST', '/api/event-invitations/accept', { token: second });
    expect(late.statusCode).toBe(410);
  });

  it('refuses an expired link', async () => {
    const member = await memberOf('extra8@example.com');
    const token = await tokenMailedTo('extra8@example.com');
    await app.db
      .update(eventLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventLinks.subjectId, member.id));
    expect((await organizer.request('GET', `/api/event-invitations?token=${token}`)).json().invitation).toEqual({
      status: 'expired',
    });
    expect(
      (await (await newVerifiedUser(app)).c.request('POST', '/api/event-invitations/accept', { token })).statusCode,
    ).toBe(410);
  });

  it('lets only the organizer manage co-hosts; a co-host may leave, and then sees nothing', async () => {
    const guest = await newVerifiedUser(app, 'Riley Co');
    const member = await memberOf('extra7@example.com');
    await app.db
      .update(eventMembers)
      .set({ userId: guest.id, acceptedAt: new Date() })
      .where(eq(eventMembers.id, member.id));
    const other = await memberOf('extra6@example.com');

    const invite = await guest.c.request('POST', `/api/events/${eventId}/co-hosts`, { email: 'sneaky@example.com' });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error.message).toBe('Only the organizer can manage co-hosts.');
    expect(
      (await guest.c.request('PATCH', `/api/events/${eventId}/co-hosts/${member.id}`, { mayPay: true })).statusCode,
    ).toBe(403);
    expect((await guest.c.request('DELETE', `/api/events/${eventId}/co-hosts/${other.id}`)).statusCode).toBe(403);
    const vendorOwner = await signedIn(app, 'vendor@example.com');
    expect((await vendorOwner.request('DELETE', `/api/events/${eventId}/co-hosts/${other.id}`)).statusCode).toBe(403);
    expect((await vendorOwner.request('GET', `/api/events/${eventId}/activity`)).statusCode).toBe(403);
    const stranger = await newVerifiedUser(app);
    expect((await stranger.c.request('DELETE', `/api/events/${eventId}/co-hosts/${other.id}`)).statusCode).toBe(404);

    const changed = await organizer.request('PATCH', `/api/events/${eventId}/co-hosts/${member.id}`, {
      mayPay: false,
      mayCancel: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await eventAs(guest.c)).can).toMatchObject({ pay: false, cancel: true });
    // What a change leaves out stays as it is.
    await organizer.request('PATCH', `/api/events/${eventId}/co-hosts/${member.id}`, { mayPay: true });
    expect((await eventAs(guest.c)).can).toMatchObject({ pay: true, cancel: true });
    const empty = await organizer.request('PATCH', `/api/events/${eventId}/co-hosts/${member.id}`, {});
    expect(empty.statusCode).toBe(400);

    expect((await guest.c.request('DELETE', `/api/events/${eventId}/co-hosts/${member.id}`)).statusCode).toBe(204);
    expect((await guest.c.request('GET', `/api/events/${eventId}`)).statusCode).toBe(404);
    expect((await guest.c.request('GET', '/api/events')).json().events).toEqual([]);
    expect(
      await app.db
        .select()
        .from(eventMembers)
        .where(and(eq(eventMembers.id, member.id))),
    ).toEqual([expect.objectContaining({ removedAt: expect.any(Date) })]);
  });

  it('lists every change in words with who made it, newest first, for the organizer and co-hosts', async () => {
    const response = await organizer.request('GET', `/api/events/${eventId}/activity`);
    expect(response.statusCode).toBe(200);
    const summaries = (response.json().activity as { actorName: string; summary: string }[]).map(
      (entry) => `${entry.actorName} ${entry.summary}`,
    );
    expect(summaries[0]).toBe('Riley Co left the event (invited as extra7@example.com)');
    expect(summaries).toContain('Casey Customer changed what extra7@example.com may do: may cancel, not pay');
    expect(summaries).toContain('Casey Customer changed what extra7@example.com may do: may pay and cancel');
    expect(summaries).toContain('Casey Customer removed extra9@example.com as co-host');
    expect(summaries).toContain('Casey Customer sent extra9@example.com a new invitation');
    expect(summaries).toContain('Morgan Lee accepted the invitation and co-hosts (invited as Morgan)');
    expect(summaries).toContain('Casey Customer invited Morgan to co-host (may pay, not cancel)');
    expect(summaries).toContain('Casey Customer invited Nadia to co-host (may neither pay nor cancel)');
  });

  it('keeps an unanswered invitation’s link when tidying old links, so the co-host is not mailed again', async () => {
    await tidyEventLinks(app.db, new Date('2030-01-01T00:00:00Z'));
    expect(await sendWaitingInvitations(context())).toBe(0);
  });
});
