// A vendor's working hours in the listing editor (issue 47): set or left unset (any hour), with days off, kept as rows
// by weekday; half of a pair of hours is refused and changes nothing. A file of its own: the editor's saves are
// limited per minute, and listing-editor.test uses them up.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from '#shared/availability.ts';
import { EditableListingSchema } from '#shared/listing-edit.ts';
import { listingWeeklyHours, user, vendors } from '../../db/schema/index.ts';
import { signedIn, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let partner: Client;

beforeAll(async () => {
  app = await createTestApp();
  partner = await signedIn(app, 'vendor@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('a vendor’s working hours', () => {
  it('gives a vendor working hours and days off, or none, and refuses half of a pair of hours', async () => {
    const [ownerRow] = await app.db.select().from(user).where(eq(user.email, 'vendor@example.com'));
    const [vendor] = await app.db.select().from(vendors).where(eq(vendors.userId, ownerRow!.id)).limit(1);
    const vendorUrl = `/api/partner/listings/vendor/${vendor!.id}`;
    const before = EditableListingSchema.parse((await partner.request('GET', vendorUrl)).json());
    expect(before.data.availability).toMatchObject({ closedWeekdays: [] });
    expect(before.data.availability).not.toHaveProperty('openingTime');
    const hours = (values: Record<string, unknown>) =>
      partner.request('PUT', vendorUrl, { ...before.data, availability: { ...before.data.availability, ...values } });
    const rows = () =>
      app.db
        .select({ weekday: listingWeeklyHours.weekday, opensAt: listingWeeklyHours.opensAt })
        .from(listingWeeklyHours)
        .where(eq(listingWeeklyHours.listingId, vendor!.id))
        .orderBy(listingWeeklyHours.weekday);

    const refused = await hours({ openingTime: '16:00', closingTime: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({ availability: [AVAILABILITY_MESSAGES.workingHours] });
    expect(await rows()).toEqual([]);

    const saved = EditableListingSchema.parse(
      (await hours({ openingTime: '16:00', closingTime: '02:00', closedWeekdays: [1, 2] })).json(),
    );
    expect(saved.data.availability).toMatchObject({
      openingTime: '16:00',
      closingTime: '02:00',
      closedWeekdays: [1, 2],
    });
    expect(await rows()).toEqual([
      { weekday: 0, opensAt: '16:00:00' },
      { weekday: 1, opensAt: null },
      { weekday: 2, opensAt: null },
      { weekday: 3, opensAt: '16:00:00' },
      { weekday: 4, opensAt: '16:00:00' },
      { weekday: 5, opensAt: '16:00:00' },
      { weekday: 6, opensAt: '16:00:00' },
    ]);
    // Days off without hours: any hour of the other days.
    await hours({ openingTime: '', closingTime: '', closedWeekdays: [0] });
    expect(await rows()).toEqual([{ weekday: 0, opensAt: null }]);
    await hours({ openingTime: '', closingTime: '', closedWeekdays: [] });
    expect(await rows()).toEqual([]);
  });
});
