// An event as the client tests start from: organized by the viewer, nobody on its guest list yet, nothing in its run
// of show.
import type { EventGuestList } from '#shared/event-guests.ts';
import type { EventPayments } from '#shared/event-payments.ts';
import type { EventTimeline } from '#shared/event-timeline.ts';
import type { LineReviews } from '#shared/reviews.ts';
import { capabilitiesOf, type BookedEvent } from '#shared/events.ts';

export const NO_GUESTS: EventGuestList = {
  guests: [],
  settings: { question: '', maxPlusOnes: 1 },
  headcount: { coming: 0, yes: 0, no: 0, awaiting: 0, warnings: [] },
};

export const ORGANIZED_EVENT: BookedEvent = {
  id: 'b1',
  reference: 'EV-ABC12345',
  eventDate: '2099-03-06',
  status: 'confirmed',
  eventDetails: { name: 'Spring launch' },
  role: 'organizer',
  can: capabilitiesOf('organizer', null),
  memberId: null,
  place: null,
  organizer: { name: 'Casey Customer', email: 'casey@example.com', phone: null },
  lines: [],
  coHosts: [],
  headcount: NO_GUESTS.headcount,
  totalCents: 0,
};

export const NO_TIMELINE: EventTimeline = {
  timeZone: 'America/New_York',
  entries: [],
  assignees: [{ kind: 'organizer', id: null, name: 'Casey Customer' }],
};

export const NO_PAYMENTS: EventPayments = { balances: [], coHosts: [], maySplit: true };

export const NO_REVIEWS: LineReviews = { lines: [] };
